/** The trainees on this device, their attempts and their certificates. */
import { CURRENT_TRAINEE, forgetCurrentTrainee } from './currentTrainee';
import { changed, database } from './database';
import type { CertificateRow } from './db';
import { forgetPendingOf, pendingRows } from './pending';
import { isDamaged, storedAttempt, storedTrainee, type ListedTrainee } from './stored';
import type { AttemptRow, Trainee } from './types';
import { traineeFields } from './validate';

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
  for (const row of pendingRows()) byId.set(row.id, row);
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
    forgetPendingOf(id);
    forgetCurrentTrainee(id);
    changed();
    return true;
  } catch {
    return false;
  }
}

/** The certificates issued on this device to one trainee, newest first. */
export async function listCertificates(traineeId: string): Promise<CertificateRow[]> {
  try {
    return (await database().certificates.where('traineeId').equals(traineeId).toArray()).sort((a, b) => b.issuedAt - a.issuedAt);
  } catch {
    return [];
  }
}
