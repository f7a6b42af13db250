/**
 * Finished attempts waiting for the database. Nothing is lost when the database cannot take a
 * write (storage full, private mode, no IndexedDB): the attempt stays in memory, is mirrored to
 * localStorage under a key of its own when that still has room, and is written as soon as a later
 * write, a return to the tab or the network coming back finds room.
 */
import { changed, database } from './database';
import { PENDING_KEY, PENDING_ROW_PREFIX, PENDING_UNREADABLE_PREFIX } from './keys';
import type { AttemptRow } from './types';
import { readAttempt } from './validate';

const pending = new Map<string, AttemptRow>();
/** Ids whose second, different record was refused by the last write (the first one is kept). */
const refused = new Set<string>();

/** Forgets every waiting attempt (another database is used). */
export function clearPending(): void {
  pending.clear();
  refused.clear();
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

/** The ids of the attempts waiting in memory. */
export function pendingIds(): Set<string> {
  return new Set(pending.keys());
}

/** Drops one trainee's waiting attempts, in memory and those any tab left in localStorage (no one else's is touched). */
export function forgetPendingOf(traineeId: string): void {
  for (const [key, row] of pending) {
    if (row.traineeId !== traineeId) continue;
    pending.delete(key);
    unmirror(key);
  }
  // Their attempts another tab left waiting go too; no one else's is touched.
  for (const { key, text } of mirroredRows()) {
    try {
      if ((JSON.parse(text) as { traineeId?: unknown }).traineeId === traineeId) window.localStorage.removeItem(key);
    } catch {
      // Unreadable: not theirs to tell.
    }
  }
}
