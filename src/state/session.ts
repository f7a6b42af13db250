/**
 * The end of a trainee's session on a shared screen (the kiosk's idle reset). What the trainee
 * was doing goes: the scenes' progress, the work order in progress (not a record until it is
 * finished), open notices, and, through the views remounting, every open dialog and typed text.
 * The screen goes back to the kiosk's language. Who was training is forgotten. Their records
 * stay on the device, the only copy, unless an LMS or LRS holds them and has received everything:
 * only then are the trainee and their records removed from the device (a trainee's record is
 * never lost).
 */
import { recordsSafeElsewhere } from '../lms/status';
import { CURRENT_ATTEMPT_KEY, CURRENT_TRAINEE_KEY, FINISHED_ATTEMPTS_KEY, NO_TRAINEE_KEY, TAB_ATTEMPT_KEY, TAB_CHALLENGE_KEY } from '../records/keys';
import { setLanguage } from './actions';
import { openRecords } from './records';
import { safeStorage, tabStorage } from './storage';
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
 * current trainee, and the last trainee's records are removed only when they are safe elsewhere.
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
  if (!(await recordsSafeElsewhere())) return 'kept';
  const finished = new Set((await records.listAttempts(id)).map((row) => row.id));
  if (!(await records.deleteTrainee(id))) return 'kept';
  dropFinished(finished);
  return 'removed';
}
