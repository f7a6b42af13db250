import { databaseMayExist } from '../records/databaseName';
import { FINISHED_ATTEMPTS_KEY, PENDING_KEY, PENDING_ROW_PREFIX } from '../records/keys';
import { recordsOpened } from './records';

/**
 * Whether this device may hold records: the records were opened in this tab (records.ts's
 * openRecords), an attempt waits in localStorage (a closed page's, the earlier version's, or the
 * finished work orders records.ts imports once), or the records database may exist
 * (databaseName.ts). False only where it surely holds none: the records page then lists none
 * without loading the database code, and makes no empty database. Every write opens the records
 * first, so a page's next read after it finds them. (Apart from records.ts, which the scene pages
 * load: they never ask.)
 */
export async function recordsKept(): Promise<boolean> {
  if (recordsOpened() || waitingInStorage()) return true;
  return databaseMayExist();
}

/** True when localStorage holds an attempt to write or to import (or cannot be read: then assumed). */
function waitingInStorage(): boolean {
  try {
    const storage = window.localStorage;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && (key.startsWith(PENDING_ROW_PREFIX) || key === PENDING_KEY || key === FINISHED_ATTEMPTS_KEY)) return true;
    }
    return false;
  } catch {
    return true;
  }
}
