/**
 * Issuing certificates on this device: the installation's signing key (made once, kept in the
 * records database), which assessments a certificate rests on, the signed data, the PDF, and the
 * keys a verification page trusts (this device's, and those the deployment lists in
 * /loto-config.json).
 */
import { appFile } from '../lms/appFile';
import type { Language } from '../rules/language';
import { newCertificateId } from './certificateId';
import { CERTIFICATE_TEXTS, localIsoDateTime } from './certificateTexts';
import type * as Records from './records';
import { certificateUrl, generateKeyPair, keyIdOf, signCertificate, type KeyPair } from './signing';
import type { AttemptRow, CertificateData, InstructorSettings, SignedCertificate, Trainee } from './types';

const SIGNING_KEY = 'signingKey';

/** This installation's signing key pair, made on first use. */
export async function signingKeyPair(records: typeof Records): Promise<KeyPair> {
  const saved = (await records.getSetting(SIGNING_KEY)) as Partial<KeyPair> | undefined;
  if (saved?.privateKey instanceof Uint8Array && saved.publicKey instanceof Uint8Array) return { privateKey: saved.privateKey, publicKey: saved.publicKey };
  const pair = await generateKeyPair();
  if (!(await records.setSetting(SIGNING_KEY, pair))) throw new Error('The signing key could not be stored.');
  return pair;
}

/** The fingerprints of the keys this installation issues with: this device's, and the deployment's list. */
export async function knownKeyIds(records: typeof Records): Promise<string[]> {
  const ids = new Set<string>();
  const saved = (await records.getSetting(SIGNING_KEY)) as Partial<KeyPair> | undefined;
  if (saved?.publicKey instanceof Uint8Array) ids.add(await keyIdOf(saved.publicKey));
  try {
    const response = await fetch(appFile('loto-config.json'), { cache: 'no-cache' });
    if (response.ok) {
      const config = (await response.json()) as { certificateKeys?: unknown };
      if (Array.isArray(config.certificateKeys)) for (const id of config.certificateKeys) if (typeof id === 'string' && /^[0-9a-f]{16}$/.test(id)) ids.add(id);
    }
  } catch {
    // No deployment list: this device's key only.
  }
  return [...ids];
}

/** The assessments a certificate can rest on: work orders passed in assessment mode. */
export function passedAssessments(attempts: readonly AttemptRow[]): AttemptRow[] {
  return attempts.filter((a) => a.kind === 'scenario' && a.mode === 'avaliacao' && a.passed === true);
}

/** Everything a certificate needs, signed: the data, the signature, the key, and its verification address. */
export async function issueCertificate(
  records: typeof Records,
  input: { trainee: Trainee; attempts: readonly AttemptRow[]; settings: InstructorSettings; language: Language; titleOf: (a: AttemptRow) => string; origin: string; now?: Date },
): Promise<{ signed: SignedCertificate; url: string }> {
  const passed = passedAssessments(input.attempts);
  if (passed.length === 0) throw new Error('No assessment passed.');
  const keys = await signingKeyPair(records);
  const texts = CERTIFICATE_TEXTS[input.language];
  const data: CertificateData = {
    id: newCertificateId(),
    issuedAt: localIsoDateTime(input.now ?? new Date()),
    language: input.language,
    trainee: { name: input.trainee.name, employeeNo: input.trainee.employeeNo, company: input.trainee.company, site: input.trainee.site },
    course: { hours: input.settings.courseHours, place: input.settings.place, syllabus: [...texts.defaultSyllabus] },
    instructor: { name: input.settings.instructorName, qualification: input.settings.instructorQualification },
    technicalLead: { name: input.settings.technicalLead, qualification: input.settings.technicalLeadQualification },
    passed: passed.slice(0, 8).map((a) => ({ activity: a.activity, title: input.titleOf(a), ruleSet: a.ruleSet, score: a.score, finishedAt: localIsoDateTime(new Date(a.finishedAt)) })),
    keyId: await keyIdOf(keys.publicKey),
  };
  const signed = await signCertificate(data, keys.privateKey, keys.publicKey);
  await records.database().certificates.put({ id: data.id, traineeId: input.trainee.id, issuedAt: Date.now(), signed });
  return { signed, url: certificateUrl(input.origin, signed) };
}

/** The PDF of a certificate (loads the PDF library and the fonts: about 500 KB, only when asked). */
export async function certificatePdfBytes(signed: SignedCertificate, settings: InstructorSettings, url: string): Promise<Uint8Array> {
  const { certificatePdf } = await import('./certificatePdf');
  return certificatePdf(signed, settings, CERTIFICATE_TEXTS[signed.data.language], url);
}
