/**
 * The records database (IndexedDB through Dexie), opened on first use, and who hears when the
 * records change.
 */
import { closeWhenLeft } from './closeWhenLeft';
import { RecordsDb } from './db';

let db: RecordsDb | null = null;
let dbName: string | undefined;
const listeners = new Set<() => void>();

/** True when the device has no room for a write (IndexedDB's QuotaExceededError, however Dexie wraps it). */
export function isQuotaError(error: unknown): boolean {
  const e = error as { name?: string; inner?: { name?: string } } | null;
  return e?.name === 'QuotaExceededError' || e?.inner?.name === 'QuotaExceededError';
}

/** Closes the open database and uses another one next (records.ts's useRecordsDatabase). */
export function useDatabase(name: string): void {
  db?.close();
  db = null;
  dbName = name;
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

/** Tells every listener that the records changed. */
export function changed(): void {
  listeners.forEach((listener) => listener());
}
