/**
 * Which records database this page uses, and whether it exists yet, without the database code
 * (Dexie, some 30 KB of gzip): a page that only reads the records (what is due, the verification
 * of a certificate) asks first, and on a device that has never kept anything shows its empty
 * lists without loading that code or creating an empty database to read them from.
 */
import type { RecordsDb } from './db';

/** The database's name on every device. */
export const RECORDS_DB = 'loto-trainer-records';

let name = RECORDS_DB;

/** The database the records are read from and written to (database.ts). */
export function databaseName(): string {
  return name;
}

/** Uses another database from now on (database.ts's useDatabase: tests, and a second device profile). */
export function setDatabaseName(next: string): void {
  name = next;
}

/**
 * False only when the browser says this page's records database does not exist
 * (`indexedDB.databases()`); true when it exists and wherever the browser cannot tell (no such
 * call, or it fails): the page then opens the database as it always has.
 */
export async function databaseMayExist(): Promise<boolean> {
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    const listed = await indexedDB.databases();
    return listed.some((db) => db.name === name);
  } catch {
    return true;
  }
}

/**
 * The records database where it exists (databaseMayExist), its code loaded then; null on a device
 * that has none, which a reading page treats as having nothing stored.
 */
export async function existingDatabase(): Promise<RecordsDb | null> {
  return (await databaseMayExist()) ? (await import('./database')).database() : null;
}
