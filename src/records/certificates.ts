/**
 * Issuing certificates on this device: the installation's signing key (made once, kept in the
 * records database), which assessments a certificate rests on, the signed data, the PDF, and the
 * keys a verification page trusts (this device's, and those the deployment lists in
 * /loto-config.json).
 */
import type { KioskPin } from '../rules/kiosk';
import type { Language } from '../rules/language';
import { loadCertificateFonts, type CertificateFonts } from './certificateFonts';
import { newCertificateId } from './certificateId';
import { loadCertificateTexts, localIsoDateTime } from './certificateTexts';
import { INSTRUCTOR_LIMITS, missingForCertificate, readInstructor } from './instructor';
import { checkIssuerPin } from './issuerPin';
import type * as Records from './records';
import { installationKey, installationKeyIds, sealLocalAttempts, verifyAttempt } from './attestation';
import { bytesToBase64url, certificateUrl, keyIdOf, signCertificate, type KeyPair } from './signing';
import type { AttemptRow, CertificateDataV2, CertificatePerson, InstructorSettings, SignedCertificate, Trainee, TraineeRole } from './types';
import { cleanText, readAttempt, traineeFields } from './validate';

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

/** The most assessments a certificate lists. */
export const MAX_CERTIFICATE_ASSESSMENTS = 8;
/** The most instructors a certificate names (each signs on the page). */
export const MAX_INSTRUCTORS = 3;
/** The workload an instructor can state, in hours. */
export const WORKLOAD_LIMITS = { min: 0.5, max: 200 } as const;

/** Why a certificate was not issued; nothing was signed or stored. */
export type IssueErrorCode =
  | 'pin_unset'
  | 'pin_wrong'
  /** Too many wrong PINs: the next try waits (`waitMs`). */
  | 'pin_wait'
  | 'no_passed'
  | 'details_missing'
  | 'workload'
  | 'role'
  | 'instructors'
  /** A name or detail in a right-to-left script (Arabic, Hebrew), which the PDF cannot lay out. */
  | 'right_to_left'
  /** Characters the certificate's typeface lacks (`characters`). */
  | 'unprintable'
  /** The verification address would not fit in a QR code a phone can read at the printed size. */
  | 'too_long_for_qr';

/** A refusal to issue, with what to tell the instructor. */
export class IssueError extends Error {
  constructor(
    readonly code: IssueErrorCode,
    readonly params: Readonly<Record<string, string>> = {},
  ) {
    super(`Certificate not issued: ${code}${params.characters ? ` (${params.characters})` : ''}`);
  }
}

/** What the instructor states when issuing. */
export interface IssueForm {
  /** The course workload in hours, as the instructor states it (required). */
  readonly workloadHours: number;
  readonly role: TraineeRole | null;
  /** One or more instructors (empty rows are ignored). */
  readonly instructors: readonly CertificatePerson[];
  /** The PIN the instructor typed. */
  readonly pin: string;
}

const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;

/**
 * The time this installation recorded for a trainee, in seconds: every attempt of theirs in the
 * database (guided lesson, practice, assessments, challenge) that reads and is not foreign (an
 * imported attempt this installation did not record adds nothing), read by the trainee index.
 */
export async function recordedPracticeSeconds(records: Pick<typeof Records, 'database'>, traineeId: string): Promise<number> {
  let ms = 0;
  await records
    .database()
    .attempts.where('traineeId')
    .equals(traineeId)
    .each((raw) => {
      const row = readAttempt(raw);
      if (row && (raw as { foreign?: unknown }).foreign !== true) ms += Math.max(0, row.finishedAt - row.startedAt);
    });
  return Math.round(ms / 1000);
}

/**
 * Issues a certificate: checks the instructor's PIN, what the instructor stated and every text
 * the page prints, makes the signed data (version 2), checks its verification address fits a
 * readable QR code, signs, makes the PDF, and only then stores it. Any refusal (IssueError) or
 * failure leaves nothing stored, so a retry never leaves a trail of unprintable certificates.
 */
export async function issueCertificate(
  records: Pick<typeof Records, 'database'>,
  input: {
    trainee: Trainee;
    attempts: readonly AttemptRow[];
    settings: InstructorSettings;
    language: Language;
    titleOf: (a: AttemptRow) => string;
    origin: string;
    form: IssueForm;
    /** The kept instructor PIN (null: none set on this device). */
    keptPin: KioskPin | null;
    now?: Date;
    /** The PDF's fonts; by default fetched from the build. */
    fonts?: CertificateFonts;
  },
): Promise<{ signed: SignedCertificate; url: string; pdf: Uint8Array }> {
  const pin = await checkIssuerPin(input.form.pin, input.keptPin);
  if (pin.check === 'unset') throw new IssueError('pin_unset');
  if (pin.check === 'wrong') throw pin.waitMs > 0 ? new IssueError('pin_wait', { waitMs: String(pin.waitMs) }) : new IssueError('pin_wrong');
  // Only assessments recorded and signed by this installation (src/records/attestation.ts).
  const passed = (await certifiable(records, input.attempts)).slice(0, MAX_CERTIFICATE_ASSESSMENTS);
  if (passed.length === 0) throw new IssueError('no_passed');
  const settings = readInstructor(input.settings);
  if (missingForCertificate(settings).filter((key) => key !== 'instructorName' && key !== 'instructorQualification').length > 0) throw new IssueError('details_missing');
  const hours = input.form.workloadHours;
  if (!Number.isFinite(hours) || hours < WORKLOAD_LIMITS.min || hours > WORKLOAD_LIMITS.max) throw new IssueError('workload');
  const role = input.form.role;
  if (role !== 'authorized' && role !== 'affected' && role !== 'other') throw new IssueError('role');
  const instructors = input.form.instructors
    .map((p) => ({ name: cleanText(p.name, INSTRUCTOR_LIMITS.instructorName), qualification: cleanText(p.qualification, INSTRUCTOR_LIMITS.instructorQualification) }))
    .filter((p) => p.name !== '' || p.qualification !== '');
  if (instructors.length === 0 || instructors.length > MAX_INSTRUCTORS || instructors.some((p) => p.name === '' || p.qualification === '')) throw new IssueError('instructors');

  const texts = await loadCertificateTexts(input.language);
  const trainee = traineeFields(input.trainee);
  if (!trainee.ok) throw new IssueError('details_missing');
  const { syllabusLines } = await import('./syllabus');
  const keys = await signingKeyPair(records);
  const data: CertificateDataV2 = {
    v: 2,
    id: newCertificateId(),
    issuedAt: localIsoDateTime(input.now ?? new Date()),
    language: input.language,
    trainee: trainee.value,
    role,
    course: { hours: Math.round(hours * 2) / 2, practiceSeconds: await recordedPracticeSeconds(records, input.trainee.id), place: settings.place, syllabus: syllabusLines(passed, texts) },
    instructors,
    technicalLead: { name: settings.technicalLead, qualification: settings.technicalLeadQualification },
    passed: passed.map((a) => ({ activity: a.activity, title: input.titleOf(a), ruleSet: a.ruleSet, score: a.score, finishedAt: localIsoDateTime(new Date(a.finishedAt)) })),
    keyId: await keyIdOf(keys.publicKey),
  };

  // Every text the page prints must print as written: no right-to-left script, no missing glyph.
  const { certificatePdf, unprintableCharacters, verifyUrlFitsQr } = await import('./certificatePdf');
  const printed = [settings.companyName, ...Object.values(data.trainee), data.course.place, ...instructors.flatMap((p) => [p.name, p.qualification]), data.technicalLead.name, data.technicalLead.qualification];
  if (printed.some((t) => RIGHT_TO_LEFT.test(t))) throw new IssueError('right_to_left');
  const fonts = input.fonts ?? (await loadCertificateFonts());
  const missing = await unprintableCharacters(printed, fonts);
  if (missing.length > 0) throw new IssueError('unprintable', { characters: missing.join(' ') });

  // The address with a stand-in signature (random bytes, as long as a real one) must fit before signing.
  const standIn: SignedCertificate = { data, signature: bytesToBase64url(crypto.getRandomValues(new Uint8Array(64))), publicKey: bytesToBase64url(keys.publicKey) };
  if (!verifyUrlFitsQr(await certificateUrl(input.origin, standIn))) throw new IssueError('too_long_for_qr');
  const signed = await signCertificate(data, keys.privateKey, keys.publicKey);
  const url = await certificateUrl(input.origin, signed);
  if (!verifyUrlFitsQr(url)) throw new IssueError('too_long_for_qr');
  const pdf = await certificatePdf(signed, settings, texts, url, { fonts });
  await records.database().certificates.put({ id: data.id, traineeId: input.trainee.id, issuedAt: Date.now(), signed });
  return { signed, url, pdf };
}

/** The PDF of a certificate (loads the PDF library and the fonts: about 500 KB, only when asked). */
export async function certificatePdfBytes(signed: SignedCertificate, settings: InstructorSettings, url: string): Promise<Uint8Array> {
  const { certificatePdf } = await import('./certificatePdf');
  return certificatePdf(signed, settings, await loadCertificateTexts(signed.data.language), url);
}
