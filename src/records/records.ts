/**
 * The training records on this device: trainees, finished attempts and settings, in IndexedDB.
 * Nothing is lost when the database cannot take a write (storage full, private mode, no
 * IndexedDB): the attempt stays in memory, is mirrored to localStorage when that still has room,
 * and is written as soon as a later write, a return to the tab or the network coming back finds
 * room. Callers learn which happened, so the trainee is told.
 */
import { useDatabase } from './database';
import { clearPending } from './pending';

export { database, onRecordsChange } from './database';
export { askPersistence, flushPending, pendingCount, pendingRows, recoverPending, saveAttempt } from './pending';
export { currentTraineeId, loadCurrentTrainee, setCurrentTrainee } from './currentTrainee';
export { deleteTrainee, listAttempts, listCertificates, listTrainees, saveTrainee } from './trainees';
export { getSetting, setSetting } from './settings';
export { BACKUP_FORMAT, BACKUP_VERSION, exportBackup, IMPORT_CHUNK, importBackup, MAX_BACKUP_BYTES, type ImportProgress, type ImportResult } from './backup';

/** Uses another database (tests give each test its own). */
export function useRecordsDatabase(name: string): void {
  useDatabase(name);
  clearPending();
}
