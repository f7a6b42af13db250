/**
 * The backup file: everything on this device as JSON, and reading one back (validated, merged,
 * a wrong file refused with the reason).
 */
import { changed, database } from './database';
import type { CertificateRow } from './db';
import { hasInstructor, INSTRUCTOR_KEY, readInstructor } from './instructor';
import { pendingIds, pendingRows } from './pending';
import { getSetting } from './settings';
import type { AttemptRow, InstructorSettings } from './types';
import type { ProcedureCounts } from './procedureBackup';
import { isRecordId, readAttempt, readTrainee } from './validate';

/**
 * A backup file's format name and version (2: with the certificates and the instructor's details;
 * 3: with the machines' procedures, their photos and drafts, and the periodic inspections).
 */
export const BACKUP_FORMAT = 'loto-trainer-backup';
export const BACKUP_VERSION = 3;
/**
 * The largest backup file read: 100 000 attempts with a few mistakes each take 25-40 MB
 * (tests/unit/records.test.ts checks that they fit).
 */
export const MAX_BACKUP_BYTES = 60 * 1024 * 1024;
/** Rows read and written per step of an import (the page is drawn between steps). */
export const IMPORT_CHUNK = 2000;

/**
 * Everything on this device as a JSON backup text: trainees, attempts, the certificates issued
 * (each signed, so it can be checked again on import), the instructor's details with the logo, and
 * the machines' approved procedure versions (signed), their photos, drafts and inspections (signed).
 * Rows go out as the database holds them, damaged ones too, so nothing is lost (an import skips
 * and counts what does not read). The signing key is left out: with it, whoever holds the file
 * could issue certificates.
 */
export async function exportBackup(): Promise<string> {
  const instructor = readInstructor(await getSetting(INSTRUCTOR_KEY));
  const { bytesToBase64url } = await import('./signing');
  let stored: unknown[] = [];
  try {
    stored = await database().attempts.toArray();
  } catch {
    // No database: only what is in memory.
  }
  const waiting = pendingIds();
  const procedures = await (await import('./procedureBackup')).exportProcedures(database());
  return JSON.stringify({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date().toISOString(),
    trainees: await database().trainees.toArray(),
    attempts: [...stored.filter((row) => !waiting.has((row as { id?: string }).id ?? '')), ...pendingRows()],
    certificates: await database().certificates.toArray(),
    instructor: hasInstructor(instructor) ? { ...instructor, logo: instructor.logo && { mime: instructor.logo.mime, data: bytesToBase64url(instructor.logo.bytes) } } : null,
    ...procedures,
  });
}

/** What an import did, or why a file was refused. */
export type ImportResult =
  | {
      ok: true;
      trainees: { added: number; updated: number };
      attempts: { added: number; duplicates: number };
      certificates: { added: number; duplicates: number };
      /** The backup's instructor details: taken (the device had none), kept out (the device has its own), or none in the file. */
      instructor: 'applied' | 'kept' | 'none';
      skipped: number;
    } & ProcedureCounts & {
      /** Procedure versions and inspections whose signature does not hold, and photos whose bytes are not their hash: altered, not imported. */
      rejected: number;
    }
  | { ok: false; error: 'too_large' | 'not_json' | 'not_a_backup' | 'newer_version' | 'not_saved' };

/** The certificates of a backup that read and whose signature holds (an edited one is skipped, never trusted). */
async function readCertificates(list: readonly unknown[]): Promise<(CertificateRow | null)[]> {
  if (list.length === 0) return [];
  const { isSignedCertificate, verifyCertificate } = await import('./signing');
  return Promise.all(
    list.map(async (value) => {
      if (typeof value !== 'object' || value === null) return null;
      const { id, traineeId, issuedAt, signed } = value as Record<string, unknown>;
      if (!isSignedCertificate(signed) || id !== signed.data.id || !isRecordId(traineeId)) return null;
      if (typeof issuedAt !== 'number' || !Number.isFinite(issuedAt) || issuedAt <= 0) return null;
      if (!(await verifyCertificate(signed)).valid) return null;
      return { id, traineeId, issuedAt, signed };
    }),
  );
}

/** The instructor's details of a backup (the logo checked again by its bytes), or null when it has none. */
async function readBackupInstructor(value: unknown): Promise<InstructorSettings | null> {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  let bytes: Uint8Array | null = null;
  const logo = v.logo as { data?: unknown } | null | undefined;
  if (logo && typeof logo.data === 'string') {
    try {
      bytes = (await import('./signing')).base64urlToBytes(logo.data);
    } catch {
      bytes = null;
    }
  }
  const settings = readInstructor({ ...v, logo: bytes ? { bytes } : null });
  return hasInstructor(settings) ? settings : null;
}

/** How far an import is: rows read and written so far, of all there are to read and write. */
export type ImportProgress = (done: number, total: number) => void;

/** Lets the page draw (and take input) between two steps of a long import. */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Reads a backup into this device. Rows already here are merged (a trainee by id, the newer edit
 * wins; an attempt and a certificate by id, kept once); rows that do not read, and certificates
 * whose signature does not hold or whose trainee is nowhere, are skipped and counted. The
 * instructor's details are taken only by a device that has none of its own. Procedure versions and
 * inspections are added when their signature holds (an altered one is rejected and counted), their
 * photos when the bytes match their hash, a draft only where the device has none for that machine;
 * none overwrites a row already here (procedureBackup.ts). The attempts are read
 * and written IMPORT_CHUNK at a time (looked up and added in bulk, in the one transaction, so a
 * failed write leaves the device as it was), and `onProgress` hears after each step.
 */
export async function importBackup(text: string, onProgress?: ImportProgress): Promise<ImportResult> {
  if (text.length > MAX_BACKUP_BYTES) return { ok: false, error: 'too_large' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'not_json' };
  }
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== BACKUP_FORMAT) return { ok: false, error: 'not_a_backup' };
  const { version, trainees, attempts, certificates = [], instructor } = data as { version?: unknown; trainees?: unknown; attempts?: unknown; certificates?: unknown; instructor?: unknown };
  if (typeof version !== 'number' || !Array.isArray(trainees) || !Array.isArray(attempts) || !Array.isArray(certificates)) return { ok: false, error: 'not_a_backup' };
  if (version > BACKUP_VERSION) return { ok: false, error: 'newer_version' };
  const people = trainees.map(readTrainee);
  const { checkImportedAttempt, installationKeyIds } = await import('./attestation');
  const knownIds = await installationKeyIds(database());
  const total = attempts.length * 2;
  const rows: (AttemptRow | null)[] = [];
  for (let i = 0; i < attempts.length; i += IMPORT_CHUNK) {
    // Each attempt's signature checked: one not signed by this installation is kept, marked foreign.
    rows.push(...(await Promise.all(attempts.slice(i, i + IMPORT_CHUNK).map(readAttempt).map((row) => row && checkImportedAttempt(row, knownIds)))));
    onProgress?.(rows.length, total);
    await breathe();
  }
  const issued = await readCertificates(certificates);
  const details = await readBackupInstructor(instructor);
  const procedureBackup = await import('./procedureBackup');
  const procedures = await procedureBackup.readProcedures(data as Record<string, unknown>);
  const result = {
    ok: true as const,
    trainees: { added: 0, updated: 0 },
    attempts: { added: 0, duplicates: 0 },
    certificates: { added: 0, duplicates: 0 },
    instructor: 'none' as 'applied' | 'kept' | 'none',
    skipped: people.filter((p) => !p).length + rows.filter((r) => !r).length + issued.filter((c) => !c).length + procedures.skipped,
    rejected: procedures.rejected,
    procedures: { added: 0, duplicates: 0 },
    inspections: { added: 0, duplicates: 0 },
    photos: { added: 0, duplicates: 0 },
    drafts: { added: 0, kept: 0 },
  };
  try {
    const d = database();
    await d.transaction('rw', [d.trainees, d.attempts, d.certificates, d.settings, d.procedures, d.procedurePhotos, d.procedureDrafts, d.inspections], async () => {
      for (const person of people) {
        if (!person) continue;
        const old = await d.trainees.get(person.id);
        if (!old) result.trainees.added += 1;
        else if (person.updatedAt > old.updatedAt) result.trainees.updated += 1;
        else continue;
        await d.trainees.put(person);
      }
      const seen = new Set<string>();
      for (let i = 0; i < rows.length; i += IMPORT_CHUNK) {
        const chunk = rows.slice(i, i + IMPORT_CHUNK).filter((row): row is AttemptRow => row !== null);
        const here = await d.attempts.bulkGet(chunk.map((row) => row.id));
        const fresh: AttemptRow[] = [];
        chunk.forEach((row, j) => {
          if (here[j] || seen.has(row.id)) result.attempts.duplicates += 1;
          else {
            fresh.push(row);
            result.attempts.added += 1;
          }
          seen.add(row.id);
        });
        await d.attempts.bulkAdd(fresh);
        onProgress?.(attempts.length + Math.min(i + IMPORT_CHUNK, rows.length), total);
      }
      for (const certificate of issued) {
        if (!certificate) continue;
        if (await d.certificates.get(certificate.id)) result.certificates.duplicates += 1;
        else if (!(await d.trainees.get(certificate.traineeId))) result.skipped += 1;
        else {
          await d.certificates.add(certificate);
          result.certificates.added += 1;
        }
      }
      if (details) {
        const own = readInstructor((await d.settings.get(INSTRUCTOR_KEY))?.value);
        if (hasInstructor(own)) result.instructor = 'kept';
        else {
          await d.settings.put({ key: INSTRUCTOR_KEY, value: details });
          result.instructor = 'applied';
        }
      }
      Object.assign(result, await procedureBackup.addProcedures(d, procedures));
    });
  } catch {
    return { ok: false, error: 'not_saved' };
  }
  changed();
  return result;
}
