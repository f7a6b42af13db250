/**
 * Issuing certificates on this device: the installation's signing key (made once, kept in the
 * records database), which assessments a certificate rests on, the signed data, the PDF, and the
 * keys a verification page trusts (this device's, and those the deployment lists in
 * /loto-config.json).
 */
import type { Language } from '../rules/language';
import { newCertificateId } from './certificateId';
import { CERTIFICATE_TEXTS, localIsoDateTime } from './certificateTexts';
import type * as Records from './records';
import { installationKey, installationKeyIds, sealLocalAttempts, verifyAttempt } from './attestation';
import { certificateUrl, keyIdOf, signCertificate, type KeyPair } from './signing';
import type { AttemptRow, CertificateData, InstructorSettings, SignedCertificate, Trainee } from './types';

/** This installation's signing key pair, made on first use. */
export async function signingKeyPair(records: Pick<typeof Records, 'database'>): Promise<KeyPair> {
  return installationKey(records.database());
}

/** The fingerprints of the keys this installation issues with: this device's, and the deployment's list. */
export async function knownKeyIds(records: Pick<typeof Records, 'database'>): Promise<string[]> {
  return installationKeyIds(records.database());
}

/** Whether a certificate was signed by a key of this installation (else it is foreign: kept, marked, never on this letterhead). */
export function isOwnCertificate(signed: SignedCertificate, knownIds: readonly string[]): boolean {
  return knownIds.includes(signed.data.keyId);
}

/** The assessments a certificate can rest on: work orders passed in assessment mode, recorded by this installation (not foreign). */
export function passedAssessments(attempts: readonly AttemptRow[]): AttemptRow[] {
  return attempts.filter((a) => a.kind === 'scenario' && a.mode === 'avaliacao' && a.passed === true && !a.foreign);
}

/**
 * The passed assessments a certificate may rest on, as the database holds them: this device's own
 * unsigned ones signed first (recorded before attempts were signed), then only those whose
 * signature by a key of this installation holds. An imported attempt without one never counts.
 */
async function certifiable(records: Pick<typeof Records, 'database'>, attempts: readonly AttemptRow[]): Promise<AttemptRow[]> {
  const db = records.database();
  await sealLocalAttempts(db);
  const knownIds = await installationKeyIds(db);
  const rows = await Promise.all(passedAssessments(attempts).map((a) => db.attempts.get(a.id)));
  const checked = await Promise.all(rows.map(async (row) => (row && passedAssessments([row]).length === 1 && (await verifyAttempt(row, knownIds)) ? row : null)));
  return checked.filter((row): row is AttemptRow => row !== null);
}

/** Everything a certificate needs, signed: the data, the signature, the key, and its verification address. */
export async function issueCertificate(
  records: Pick<typeof Records, 'database'>,
  input: { trainee: Trainee; attempts: readonly AttemptRow[]; settings: InstructorSettings; language: Language; titleOf: (a: AttemptRow) => string; origin: string; now?: Date },
): Promise<{ signed: SignedCertificate; url: string }> {
  const keys = await signingKeyPair(records);
  const passed = await certifiable(records, input.attempts);
  if (passed.length === 0) throw new Error('No assessment passed on this installation.');
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
