/**
 * The bridge from the scenes to the records: every finished attempt (the guided simulator, a work
 * order in either mode, a completed challenge) becomes a record of the current trainee. A record
 * the device cannot store yet is kept and the trainee is told; it is written when there is room.
 * The database code (Dexie) loads with the first record or the records page, never with a scene.
 */
import type { Attempt } from '../rules/attempt';
import type { ChallengeState } from '../rules/challenge';
import type { LockoutState } from '../rules/lockout';
import type { Language } from '../rules/language';
import type * as RecordsModule from '../records/records';
import { CURRENT_TRAINEE_KEY, PENDING_ROW_PREFIX } from '../records/keys';
import { challengeRow, scenarioRow, simulatorRow } from '../records/rows';
import type { AttemptRow } from '../records/types';
import { steadyNow } from './clock';
import { postNotice } from './notices';
import { announceRecorded } from './recorded';
import { safeStorage } from '../platform/storage';

let warned = false;
let started: Promise<typeof RecordsModule> | null = null;

const LEGACY_KEY = 'loto_attempts_finished';

/**
 * Opens the records (once): attempts a closed page could not store are written, finished work
 * orders saved by the earlier version (in localStorage) are imported once, the current trainee is
 * loaded, and writing is retried whenever the trainee comes back to the tab or the network
 * returns. A page closed with attempts still unstored asks first.
 */
export function openRecords(): Promise<typeof RecordsModule> {
  started ??= import('../records/records').then(async (records) => {
    await records.recoverPending();
    await records.loadCurrentTrainee();
    await (await import('../records/legacy')).importLegacyAttempts(records, safeStorage.get(LEGACY_KEY));
    const retry = () => void records.flushPending();
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && retry());
    window.addEventListener('beforeunload', (event) => {
      if (records.pendingCount() > 0) event.preventDefault();
    });
    return records;
  });
  return started;
}

/** True once the records have been opened in this tab (recordsKept.ts). */
export function recordsOpened(): boolean {
  return started !== null;
}

/**
 * Stores a finished attempt for the current trainee; says so when it must wait for room. The
 * record is put in localStorage at once, before the database code loads, so a reload straight
 * after the end of an attempt does not lose it (the next page writes it to the database).
 */
async function record(build: (traineeId: string | null) => AttemptRow): Promise<void> {
  const row = build(safeStorage.get(CURRENT_TRAINEE_KEY));
  // Under its own key: no other tab's waiting attempt is read, rewritten or cleared.
  safeStorage.set(PENDING_ROW_PREFIX + row.id, JSON.stringify(row));
  // Whoever reports attempts elsewhere (the deployment's learning record store) gets it too.
  announceRecorded(row);
  let result: 'saved' | 'kept' | 'refused';
  try {
    const records = await openRecords();
    result = await records.saveAttempt(row);
  } catch {
    // The records code itself could not load (offline before it was cached): kept in localStorage.
    result = 'kept';
  }
  if (result === 'refused') {
    // Another tab finished this same attempt first: its record stands, this one is not written.
    postNotice({ tone: 'warning', title: { key: 'records.notices.refused' }, description: { key: 'records.notices.refusedText' }, durationMs: 12_000 });
    return;
  }
  if (result === 'kept' && !warned) {
    warned = true;
    postNotice({ tone: 'warning', title: { key: 'records.notices.kept' }, description: { key: 'records.notices.keptText' }, durationMs: 12_000 });
  }
  if (result === 'saved' && warned) {
    warned = false;
    postNotice({ tone: 'success', title: { key: 'records.notices.saved' } });
  }
}

const recorded = new Set<string>();

/** Records a finished work order (once, however often it is saved afterwards). */
export function recordScenario(a: Attempt): void {
  if (recorded.has(a.id)) return;
  recorded.add(a.id);
  void record((trainee) => scenarioRow(a, trainee));
}

/** Records the guided lesson done. */
export function recordSimulator(state: LockoutState, startedAt: number, language: Language): void {
  void record((trainee) => simulatorRow(state, startedAt, language, trainee, steadyNow()));
}

/** Records a completed challenge. */
export function recordChallenge(game: ChallengeState, seed: number, startedAt: number, language: Language): void {
  void record((trainee) => challengeRow(game, seed, startedAt, language, trainee, steadyNow()));
}
