/**
 * The training records on this device: trainees, finished attempts and settings, in IndexedDB.
 * Nothing is lost when the database cannot take a write (storage full, private mode, no
 * IndexedDB): the attempt stays in memory, is mirrored to localStorage when that still has room,
 * and is written as soon as a later write, a return to the tab or the network coming back finds
 * room. Callers learn which happened, so the trainee is told.
 */
import { closeWhenLeft } from './closeWhenLeft';
import { RecordsDb, type CertificateRow } from './db';
import { CURRENT_TRAINEE_KEY, NO_TRAINEE_KEY, PENDING_KEY, PENDING_ROW_PREFIX, PENDING_UNREADABLE_PREFIX } from './keys';
import { hasInstructor, INSTRUCTOR_KEY, readInstructor } from './instructor';
import type { AttemptRow, InstructorSettings, Trainee } from './types';
import { isDamaged, storedAttempt, storedTrainee, type ListedTrainee } from './stored';
import { isRecordId, readAttempt, readTrainee, traineeFields } from './validate';

const CURRENT_TRAINEE = 'currentTrainee';

let db: RecordsDb | null = null;
let dbName: string | undefined;
const pending = new Map<string, AttemptRow>();
/** Ids whose second, different record was refused by the last write (the first one is kept). */
const refused = new Set<string>();
const listeners = new Set<() => void>();

/** Uses another database (tests give each test its own). */
export function useRecordsDatabase(name: string): void {
  db?.close();
  db = null;
  dbName = name;
  pending.clear();
  refused.clear();
}

/** The open records database (created on first use). */
export function database(): RecordsDb {
  if (!db) {
    db = new RecordsDb(dbName);
    closeWhenLeft(db);
  }
  return db;
}

/** Called whenever the records change (a page listing them re-reads). */
export function onRecordsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  listeners.forEach((listener) => listener());
}

/** The localStorage key of one attempt waiting for the database. */
const pendingKey = (id: string) => PENDING_ROW_PREFIX + id;

/** Puts one waiting attempt in localStorage under its own key (no other tab's row is touched). */
function mirrorRow(row: AttemptRow): boolean {
  try {
    window.localStorage.setItem(pendingKey(row.id), JSON.stringify(row));
    return true;
  } catch {
    // localStorage full or off as well: the row stays in memory (and the page warns before closing).
    return false;
  }
}

/** Removes one attempt's copy from localStorage: called once the database holds that id. */
function unmirror(id: string): void {
  try {
    window.localStorage.removeItem(pendingKey(id));
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Every waiting attempt mirrored in localStorage, by any tab: its key and text. */
function mirroredRows(): { key: string; text: string }[] {
  const found: { key: string; text: string }[] = [];
  try {
    const storage = window.localStorage;
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      const text = key?.startsWith(PENDING_ROW_PREFIX) ? storage.getItem(key) : null;
      if (key && text !== null) found.push({ key, text });
    }
  } catch {
    // No localStorage: nothing mirrored.
  }
  return found;
}

/** The fields that make a finished attempt what it is (a field another part adds, a signature, is left out). */
const ATTEMPT_FIELDS = ['id', 'traineeId', 'kind', 'activity', 'ruleSet', 'mode', 'seed', 'language', 'startedAt', 'finishedAt', 'score', 'passed', 'mistakes'] as const;
const sameAttempt = (a: AttemptRow, b: AttemptRow) => ATTEMPT_FIELDS.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));

/** Attempts not yet in the database (kept in memory until they can be written). */
export function pendingCount(): number {
  return pending.size;
}

/**
 * Tries to write every pending attempt; returns how many are still waiting. A finished attempt's
 * record never changes: a row whose id is already stored is not written again, and when its
 * content differs (another tab finished the same attempt otherwise) it is refused, the first kept.
 */
export async function flushPending(): Promise<number> {
  if (pending.size === 0) return 0;
  const rows = [...pending.values()];
  try {
    const d = database();
    await d.transaction('rw', d.attempts, async () => {
      const stored = await d.attempts.bulkGet(rows.map((row) => row.id));
      const fresh = rows.filter((row, i) => {
        const old = stored[i];
        if (old && !sameAttempt(old, row)) refused.add(row.id);
        return !old;
      });
      if (fresh.length > 0) await d.attempts.bulkAdd(fresh);
    });
    for (const row of rows) {
      if (pending.get(row.id) !== row) continue;
      pending.delete(row.id);
      unmirror(row.id);
    }
    changed();
  } catch {
    // Still no room: try again later.
  }
  return pending.size;
}

/** Sets aside a mirrored attempt that does not read, so it is kept but never retried. */
function setAside(key: string, suffix: string, text: string): void {
  try {
    window.localStorage.setItem(PENDING_UNREADABLE_PREFIX + suffix, text);
    window.localStorage.removeItem(key);
  } catch {
    // No room to set it aside: it stays where it is, unread.
  }
}

/**
 * Picks up attempts a page could not write (mirrored in localStorage by this or any other tab,
 * each under its own key, or in the earlier single list), and writes them.
 */
export async function recoverPending(): Promise<number> {
  for (const { key, text } of mirroredRows()) {
    let row: AttemptRow | null;
    try {
      row = readAttempt(JSON.parse(text));
    } catch {
      row = null;
    }
    const suffix = key.slice(PENDING_ROW_PREFIX.length);
    if (!row) {
      setAside(key, suffix, text);
      continue;
    }
    if (!pending.has(row.id)) pending.set(row.id, row);
    // A row under another id's key (edited by hand) moves to its own key.
    if (suffix !== row.id) {
      mirrorRow(row);
      setAside(key, suffix, text);
    }
  }
  let legacy: string | null;
  try {
    legacy = window.localStorage.getItem(PENDING_KEY);
  } catch {
    legacy = null;
  }
  if (legacy !== null) {
    let list: unknown;
    try {
      list = JSON.parse(legacy);
    } catch {
      list = null;
    }
    if (!Array.isArray(list)) setAside(PENDING_KEY, 'legacy', legacy);
    const items: unknown[] = Array.isArray(list) ? list : [];
    let moved = Array.isArray(list);
    const unread = items.filter((item) => {
      const row = readAttempt(item);
      if (!row) return true;
      if (!pending.has(row.id)) pending.set(row.id, row);
      moved = mirrorRow(row) && moved;
      return false;
    });
    // Once every row has a key of its own the list goes; what did not read is set aside, never lost.
    if (unread.length > 0 && moved) setAside(PENDING_KEY, 'legacy', JSON.stringify(unread));
    else if (moved) {
      try {
        window.localStorage.removeItem(PENDING_KEY);
      } catch {
        // Read again next time: each row is written once by its id.
      }
    }
  }
  return flushPending();
}

/** The row signed by this device, which recorded it (src/records/attestation.ts); as it is when that cannot be done. */
async function sealed(row: AttemptRow): Promise<AttemptRow> {
  try {
    return await (await import('./attestation')).sealAttempt(database(), row);
  } catch {
    return row;
  }
}

/**
 * Saves a finished attempt, signed by this device: 'saved'; 'kept' in memory (and localStorage)
 * until there is room; or 'refused' when a different record of the same attempt is already there
 * (the first is kept). A row that would finish before it started (a clock set back) is stored
 * starting when it ended.
 */
export async function saveAttempt(input: AttemptRow): Promise<'saved' | 'kept' | 'refused'> {
  const repaired = input.finishedAt < input.startedAt ? { ...input, startedAt: input.finishedAt } : input;
  const waiting = pending.get(repaired.id);
  if (waiting && !sameAttempt(waiting, repaired)) return 'refused';
  const row = waiting ?? (await sealed(repaired));
  pending.set(row.id, row);
  mirrorRow(row);
  await flushPending();
  if (refused.delete(row.id)) return 'refused';
  if (pending.has(row.id)) return 'kept';
  void askPersistence();
  return 'saved';
}

let persistenceAsked = false;
/** Asks the browser to keep this site's storage (Safari evicts it after 7 days unless it is persisted). */
export async function askPersistence(): Promise<boolean | null> {
  if (persistenceAsked || typeof navigator === 'undefined' || !navigator.storage?.persist) return null;
  persistenceAsked = true;
  try {
    return (await navigator.storage.persisted()) || (await navigator.storage.persist());
  } catch {
    return null;
  }
}

/** The attempts waiting in memory for room in the database. */
export function pendingRows(): AttemptRow[] {
  return [...pending.values()];
}

/**
 * Every attempt on this device that reads, newest first (pending ones included), optionally one
 * trainee's. Damaged rows are left out here (the records page lists them, marked, through
 * listing.ts; a backup keeps them as they are).
 */
export async function listAttempts(traineeId?: string | null): Promise<AttemptRow[]> {
  let rows: AttemptRow[] = [];
  try {
    const stored = traineeId ? await database().attempts.where('traineeId').equals(traineeId).toArray() : await database().attempts.toArray();
    rows = stored.map(storedAttempt).filter((row): row is AttemptRow => !isDamaged(row));
  } catch {
    // No database: only what is in memory.
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const row of pending.values()) byId.set(row.id, row);
  return [...byId.values()].filter((row) => traineeId === undefined || row.traineeId === traineeId).sort((a, b) => b.finishedAt - a.finishedAt);
}

/** The trainees on this device, by name (a damaged row among them marked, never hiding the others). */
export async function listTrainees(): Promise<ListedTrainee[]> {
  try {
    return (await database().trainees.toArray()).map(storedTrainee).sort((a, b) => a.name.localeCompare(b.name));
  } catch {
    return [];
  }
}

function newId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** Adds a trainee (no id) or changes one; the name is required. */
export async function saveTrainee(input: { id?: string; name: string; employeeNo?: string; company?: string; site?: string }): Promise<{ ok: true; trainee: Trainee } | { ok: false; error: 'name_required' | 'not_saved' }> {
  const fields = traineeFields(input);
  if (!fields.ok) return fields;
  const now = Date.now();
  try {
    const old = input.id ? await database().trainees.get(input.id) : undefined;
    const trainee: Trainee = { id: old?.id ?? newId(), ...fields.value, createdAt: old?.createdAt ?? now, updatedAt: now };
    await database().trainees.put(trainee);
    changed();
    return { ok: true, trainee };
  } catch {
    return { ok: false, error: 'not_saved' };
  }
}

/** Deletes a trainee and every attempt of theirs, for good. */
export async function deleteTrainee(id: string): Promise<boolean> {
  try {
    const d = database();
    await d.transaction('rw', [d.trainees, d.attempts, d.settings, d.certificates], async () => {
      await d.attempts.where('traineeId').equals(id).delete();
      await d.certificates.where('traineeId').equals(id).delete();
      await d.trainees.delete(id);
      const current = await d.settings.get(CURRENT_TRAINEE);
      if (current?.value === id) await d.settings.delete(CURRENT_TRAINEE);
    });
    for (const [key, row] of pending) {
      if (row.traineeId !== id) continue;
      pending.delete(key);
      unmirror(key);
    }
    // Their attempts another tab left waiting go too; no one else's is touched.
    for (const { key, text } of mirroredRows()) {
      try {
        if ((JSON.parse(text) as { traineeId?: unknown }).traineeId === id) window.localStorage.removeItem(key);
      } catch {
        // Unreadable: not theirs to tell.
      }
    }
    if (currentTrainee === id) {
      currentTrainee = null;
      mirrorCurrent(null);
    }
    changed();
    return true;
  } catch {
    return false;
  }
}

let currentTrainee: string | null = null;

function mirrorCurrent(id: string | null): void {
  try {
    if (id) {
      window.localStorage.setItem(CURRENT_TRAINEE_KEY, id);
      window.localStorage.removeItem(NO_TRAINEE_KEY);
    } else {
      window.localStorage.removeItem(CURRENT_TRAINEE_KEY);
      window.localStorage.setItem(NO_TRAINEE_KEY, '1');
    }
  } catch {
    // Read from the database next time.
  }
}

/**
 * The choice last written at once to localStorage: an id, null for "nobody", or undefined when
 * localStorage holds no choice (cleared, unavailable, or full when it was made), in which case
 * the database decides.
 */
function mirroredChoice(): string | null | undefined {
  try {
    const id = window.localStorage.getItem(CURRENT_TRAINEE_KEY);
    if (id) return id;
    return window.localStorage.getItem(NO_TRAINEE_KEY) ? null : undefined;
  } catch {
    return undefined;
  }
}

/** The trainee the next attempts belong to (remembered on this device), or null. */
export async function loadCurrentTrainee(): Promise<string | null> {
  try {
    // localStorage is written first, so it is the newer of the two when they differ (a reload
    // came before the database write committed); the database then catches up.
    const row = await database().settings.get(CURRENT_TRAINEE);
    const stored = typeof row?.value === 'string' ? row.value : null;
    const mirrored = mirroredChoice();
    const id = mirrored === undefined ? stored : mirrored;
    currentTrainee = id && (await database().trainees.get(id)) ? id : null;
    mirrorCurrent(currentTrainee);
    if (currentTrainee !== stored) {
      if (currentTrainee) await database().settings.put({ key: CURRENT_TRAINEE, value: currentTrainee });
      else await database().settings.delete(CURRENT_TRAINEE);
    }
  } catch {
    // Without a database nobody is remembered.
  }
  return currentTrainee;
}

/** The current trainee as last loaded or chosen. */
export function currentTraineeId(): string | null {
  return currentTrainee;
}

/** Chooses who is training on this device. */
export async function setCurrentTrainee(id: string | null): Promise<void> {
  currentTrainee = id;
  mirrorCurrent(id);
  try {
    if (id) await database().settings.put({ key: CURRENT_TRAINEE, value: id });
    else await database().settings.delete(CURRENT_TRAINEE);
  } catch {
    // Remembered for this page only.
  }
  changed();
}

/** The certificates issued on this device to one trainee, newest first. */
export async function listCertificates(traineeId: string): Promise<CertificateRow[]> {
  try {
    return (await database().certificates.where('traineeId').equals(traineeId).toArray()).sort((a, b) => b.issuedAt - a.issuedAt);
  } catch {
    return [];
  }
}

/** A setting's value, or undefined. */
export async function getSetting(key: string): Promise<unknown> {
  try {
    return (await database().settings.get(key))?.value;
  } catch {
    return undefined;
  }
}

/** Stores a setting; false when it could not be written. */
export async function setSetting(key: string, value: unknown): Promise<boolean> {
  try {
    await database().settings.put({ key, value });
    changed();
    return true;
  } catch {
    return false;
  }
}

/** A backup file's format name and version (2: with the certificates and the instructor's details). */
export const BACKUP_FORMAT = 'loto-trainer-backup';
export const BACKUP_VERSION = 2;
/**
 * The largest backup file read: 100 000 attempts with a few mistakes each take 25-40 MB
 * (tests/unit/records.test.ts checks that they fit).
 */
export const MAX_BACKUP_BYTES = 60 * 1024 * 1024;
/** Rows read and written per step of an import (the page is drawn between steps). */
export const IMPORT_CHUNK = 2000;

/**
 * Everything on this device as a JSON backup text: trainees, attempts, the certificates issued
 * (each signed, so it can be checked again on import) and the instructor's details with the logo.
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
  const waiting = new Set(pending.keys());
  return JSON.stringify({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date().toISOString(),
    trainees: await database().trainees.toArray(),
    attempts: [...stored.filter((row) => !waiting.has((row as { id?: string }).id ?? '')), ...pending.values()],
    certificates: await database().certificates.toArray(),
    instructor: hasInstructor(instructor) ? { ...instructor, logo: instructor.logo && { mime: instructor.logo.mime, data: bytesToBase64url(instructor.logo.bytes) } } : null,
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
 * instructor's details are taken only by a device that has none of its own. The attempts are read
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
  const result = {
    ok: true as const,
    trainees: { added: 0, updated: 0 },
    attempts: { added: 0, duplicates: 0 },
    certificates: { added: 0, duplicates: 0 },
    instructor: 'none' as 'applied' | 'kept' | 'none',
    skipped: people.filter((p) => !p).length + rows.filter((r) => !r).length + issued.filter((c) => !c).length,
  };
  try {
    const d = database();
    await d.transaction('rw', [d.trainees, d.attempts, d.certificates, d.settings], async () => {
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
    });
  } catch {
    return { ok: false, error: 'not_saved' };
  }
  changed();
  return result;
}
