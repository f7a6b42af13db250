/**
 * Reading a saved attempt back. The record is never trusted as it is: its header is checked and
 * its log is played again from the start through the judge, so a resumed attempt is exactly what
 * those actions give (and an edited or damaged record is refused with a reason, not half-loaded).
 */
import { ATTEMPT_VERSION, reduce, startAttempt, type Attempt, type AttemptAction } from './attempt';
import { isLanguage } from './language';
import { isRuleSet } from './ruleSet';
import { buildScenario, MAX_SEED, MODES, scenarioDef, type Mode } from './scenario';

/** Why a saved attempt could not be read. */
export type RestoreError = 'not_json' | 'not_an_attempt' | 'newer_version' | 'unknown_scenario' | 'bad_log';

/** The longest log a record may hold (far beyond any real attempt; guards against a huge file). */
export const MAX_LOG = 5000;

const ACTION_TYPES: ReadonlySet<string> = new Set<AttemptAction['type']>([
  'read_sheet',
  'notify',
  'press_stop',
  'press_start',
  'operate',
  'lock',
  'unlock',
  'cut_lock',
  'box_keys',
  'box_lock',
  'crew_lock',
  'cut_box_lock',
  'tag',
  'restrain',
  'cover',
  'prove_tester',
  'swap_tester',
  'measure',
  'earth',
  'remove_earth',
  'start_work',
  'clear_zone',
  'finish',
  'undo',
  'untag',
  'remove_block',
  'check_clear',
  'read_gauge',
  'check_standstill',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Rebuilds an attempt from a saved record (a JSON text or an already parsed value). */
export function restoreAttempt(saved: unknown): { ok: true; attempt: Attempt; history: readonly Attempt[] } | { ok: false; error: RestoreError } {
  let data = saved;
  if (typeof saved === 'string') {
    try {
      data = JSON.parse(saved);
    } catch {
      return { ok: false, error: 'not_json' };
    }
  }
  if (!isRecord(data) || typeof data.version !== 'number' || typeof data.id !== 'string' || data.id.length > 100) return { ok: false, error: 'not_an_attempt' };
  if (data.version > ATTEMPT_VERSION) return { ok: false, error: 'newer_version' };
  const { scenario, seed, ruleSet, mode, language, startedAt, log } = data;
  if (typeof scenario !== 'string' || !scenarioDef(scenario)) return { ok: false, error: 'unknown_scenario' };
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) return { ok: false, error: 'not_an_attempt' };
  if (!isRuleSet(ruleSet) || !(MODES as readonly unknown[]).includes(mode) || !isLanguage(language) || typeof startedAt !== 'number') {
    return { ok: false, error: 'not_an_attempt' };
  }
  if (!Array.isArray(log) || log.length > MAX_LOG) return { ok: false, error: 'bad_log' };

  let attempt = startAttempt({ id: data.id, scenario: buildScenario(scenarioDef(scenario)!, seed), ruleSet, mode: mode as Mode, language, at: startedAt });
  let history: readonly Attempt[] = [];
  for (const entry of log as unknown[]) {
    if (!isRecord(entry) || !isRecord(entry.action) || typeof entry.at !== 'number' || !ACTION_TYPES.has(String(entry.action.type))) {
      return { ok: false, error: 'bad_log' };
    }
    try {
      ({ attempt, history } = reduce(attempt, entry.action as unknown as AttemptAction, entry.at, history));
    } catch {
      return { ok: false, error: 'bad_log' };
    }
  }
  return { ok: true, attempt, history };
}
