/**
 * The end of a trainee's session on a shared screen (the kiosk's idle reset). What the trainee
 * was doing goes: the scenes' progress, the work order in progress (not a record until it is
 * finished), open notices, and, through the views remounting, every open dialog and typed text.
 * The screen goes back to the kiosk's language. Who was training is forgotten. Their records
 * stay on the device, the only copy, except those an LMS or LRS has acknowledged, record by
 * record: those are removed, and the trainee too once none is left (a trainee's record is never
 * lost: one recorded before the LRS was set up, or restored from a backup, stays).
 */
import { acknowledgedElsewhere, recordsKeptElsewhere } from './keptElsewhere';
import { CURRENT_ATTEMPT_KEY, CURRENT_TRAINEE_KEY, FINISHED_ATTEMPTS_KEY, NO_TRAINEE_KEY, TAB_ATTEMPT_KEY, TAB_CHALLENGE_KEY, TAB_SIMULATOR_KEY } from '../records/keys';
import { setLanguage } from './actions';
import { openRecords } from './records';
import { safeStorage, tabStorage } from '../platform/storage';
import { store } from './store';

/** What happened to the last trainee's records. */
export type SessionEnd = 'nobody' | 'kept' | 'removed';

/** Drops the scenes' state and the attempt in progress (also after the old views have unmounted). */
export function clearSceneState(): void {
  delete store.simulator;
  delete store.challenge;
  delete store.scenario;
  store.notices = [];
  safeStorage.remove(CURRENT_ATTEMPT_KEY);
  safeStorage.remove(`${CURRENT_ATTEMPT_KEY}_unreadable`);
  tabStorage.remove(TAB_ATTEMPT_KEY);
  tabStorage.remove(TAB_CHALLENGE_KEY);
  tabStorage.remove(TAB_SIMULATOR_KEY);
}

/** Finished work orders kept in localStorage, without the given ones (they hold the names typed on tags). */
function dropFinished(ids: ReadonlySet<string>): void {
  try {
    const list = JSON.parse(safeStorage.get(FINISHED_ATTEMPTS_KEY) ?? '[]') as unknown;
    if (!Array.isArray(list)) return;
    const kept = list.filter((item) => !(typeof item === 'object' && item !== null && ids.has(String((item as { id?: unknown }).id))));
    if (kept.length !== list.length) safeStorage.set(FINISHED_ATTEMPTS_KEY, JSON.stringify(kept));
  } catch {
    // Unreadable: nothing of this trainee's can be told apart in it.
  }
}

/**
 * Ends the session: the views start afresh (the caller has sent the page home), nobody is the
 * current trainee, and of the last trainee's records only those acknowledged elsewhere are removed.
 */
export async function endSession(): Promise<SessionEnd> {
  store.session += 1;
  store.kioskUnlocked = false;
  clearSceneState();
  // The next person starts in the kiosk's language, whatever the last one switched to.
  const language = store.kiosk.language;
  if (language && language !== store.language) void setLanguage(language);
  const named = safeStorage.get(CURRENT_TRAINEE_KEY);
  // At once, so that nothing finished from now on is recorded for them, and a reload before the
  // database has caught up does not make them current again.
  safeStorage.remove(CURRENT_TRAINEE_KEY);
  safeStorage.set(NO_TRAINEE_KEY, '1');
  let records: Awaited<ReturnType<typeof openRecords>>;
  try {
    records = await openRecords();
  } catch {
    return named ? 'kept' : 'nobody';
  }
  const id = records.currentTraineeId() ?? named;
  await records.setCurrentTrainee(null);
  if (!id) return 'nobody';
  if (recordsKeptElsewhere() === null) return 'kept';
  const attempts = await records.listAttempts(id);
  const acknowledged = await acknowledgedElsewhere(attempts);
  if (acknowledged.size < attempts.length) {
    // Some not acknowledged: they stay with the trainee; only the acknowledged ones go.
    if (acknowledged.size === 0) return 'kept';
    try {
      await records.database().attempts.bulkDelete([...acknowledged]);
      dropFinished(acknowledged);
    } catch {
      // Not removed this time: kept, which loses nothing.
    }
    return 'kept';
  }
  if (!(await records.deleteTrainee(id))) return 'kept';
  dropFinished(acknowledged);
  return 'removed';
}
