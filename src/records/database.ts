/**
 * The records database (IndexedDB through Dexie), opened on first use, and who hears when the
 * records change (changes.ts).
 */
import { closeWhenLeft } from './closeWhenLeft';
import { databaseName, setDatabaseName } from './databaseName';
import { RecordsDb } from './db';

export { changed, onRecordsChange } from './changes';

let db: RecordsDb | null = null;

/** True when the device has no room for a write (IndexedDB's QuotaExceededError, however Dexie wraps it). */
export function isQuotaError(error: unknown): boolean {
  const e = error as { name?: string; inner?: { name?: string } } | null;
  return e?.name === 'QuotaExceededError' || e?.inner?.name === 'QuotaExceededError';
}

/** Closes the open database and uses another one next (records.ts's useRecordsDatabase). */
export function useDatabase(name: string): void {
  db?.close();
  db = null;
  setDatabaseName(name);
}

/** The open records database (created on first use). */
export function database(): RecordsDb {
  if (!db) {
    db = new RecordsDb(databaseName());
    closeWhenLeft(db);
  }
  return db;
}
