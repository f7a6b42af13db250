/**
 * The resume data an LMS keeps for a lesson (`cmi.suspend_data`, the cmi5 State API), so a trainee
 * who closes the window continues where they left off. Compact and versioned: SCORM 1.2 holds 4 096
 * characters and some LMSs cut the excess silently, which breaks a resume. A work order is kept as
 * its action log (the attempt is rebuilt by replaying it through the judge, so an edited value is
 * refused, never half-loaded); the challenge as its seed and drops; the guided lesson as its stage.
 */
import { ATTEMPT_VERSION, type AttemptAction } from '../rules/attempt';
import { isLanguage, type Language } from '../rules/language';
import { STAGES, type Stage } from '../rules/lockout';

/** What the encoding starts with; a later format gets a new prefix and this reader refuses it. */
const PREFIX = 'L1';

/**
 * Each action's fields in order, by action type. The type's position in this list is its code in
 * saved data: add new types at the end, never reorder.
 */
const ACTION_FIELDS = [
  ['read_sheet'],
  ['notify'],
  ['press_stop', 'control'],
  ['press_start', 'control'],
  ['operate', 'device', 'position'],
  ['lock', 'device'],
  ['unlock', 'device'],
  ['cut_lock', 'device'],
  ['box_keys', 'into'],
  ['box_lock', 'on'],
  ['crew_lock', 'member', 'on'],
  ['cut_box_lock', 'member'],
  ['tag', 'device', 'tag'],
  ['restrain', 'part'],
  ['cover', 'part'],
  ['prove_tester'],
  ['swap_tester'],
  ['measure', 'point', 'pair'],
  ['earth', 'point'],
  ['remove_earth', 'point'],
  ['start_work'],
  ['clear_zone'],
  ['finish'],
  ['undo'],
  ['untag', 'device'],
  ['remove_block', 'part'],
  ['check_clear'],
  ['read_gauge', 'gauge'],
  ['check_standstill', 'part'],
] as const satisfies readonly (readonly [AttemptAction['type'], ...string[]])[];

// Compile-time proof that every action type has its entry.
type _Missing = Exclude<AttemptAction['type'], (typeof ACTION_FIELDS)[number][0]>;
const _allListed: [_Missing] extends [never] ? true : _Missing = true;
void _allListed;

/** A work order in progress, as the attempt record's reader (src/rules/attemptRecord.ts) takes it. */
export interface ScenarioResume {
  readonly kind: 'scenario';
  readonly record: {
    readonly version: number;
    readonly id: string;
    readonly scenario: string;
    readonly seed: number;
    readonly ruleSet: string;
    readonly mode: string;
    readonly language: Language;
    readonly startedAt: number;
    readonly log: readonly { readonly action: AttemptAction; readonly at: number }[];
  };
}

/** A challenge game: its deal's seed and every drop, in order. */
export interface ChallengeResume {
  readonly kind: 'challenge';
  readonly seed: number;
  readonly startedAt: number;
  readonly drops: readonly (readonly [hazard: number, energy: number])[];
}

/** The guided lesson: how far the trainee got and the mistakes counted. */
export interface SimulatorResume {
  readonly kind: 'simulator';
  readonly stage: Stage;
  readonly errors: number;
  readonly startedAt: number;
  readonly tag: { readonly reason: string; readonly operator: string; readonly permitNumber: string };
}

export type ResumeState = ScenarioResume | ChallengeResume | SimulatorResume;

function encodeScenario(state: ScenarioResume, entries: number): unknown[] {
  const r = state.record;
  let last = r.startedAt;
  const log = r.log.slice(0, entries).map(({ action, at }) => {
    const code = ACTION_FIELDS.findIndex(([type]) => type === action.type);
    const fields = ACTION_FIELDS[code]!.slice(1) as readonly string[];
    const values = fields.map((f) => (action as unknown as Record<string, unknown>)[f]);
    const dt = Math.max(0, Math.round(at - last));
    last = at;
    return [code, ...values, dt];
  });
  return ['s', r.version, r.id, r.scenario, r.seed, r.ruleSet, r.mode, r.language, r.startedAt, log];
}

/**
 * The lesson's state as resume data of at most `limit` characters. A work order whose log does not
 * fit keeps the longest beginning that does (the device keeps the whole attempt as well); `cut`
 * says how many actions were left out.
 */
export function encodeResume(state: ResumeState, limit: number): { data: string; cut: number } {
  const text = (body: unknown) => `${PREFIX}${JSON.stringify(body)}`;
  if (state.kind === 'challenge') return { data: text(['c', state.seed, state.startedAt, state.drops]), cut: 0 };
  if (state.kind === 'simulator') {
    const clip = (s: string) => s.slice(0, 200);
    const { tag } = state;
    const data = text(['g', state.stage, state.errors, state.startedAt, clip(tag.reason), clip(tag.operator), clip(tag.permitNumber)]);
    return { data, cut: 0 };
  }
  const all = state.record.log.length;
  const whole = text(encodeScenario(state, all));
  if (whole.length <= limit) return { data: whole, cut: 0 };
  // The longest beginning of the log that fits (binary search: the length grows with the entries).
  let lo = 0;
  let hi = all;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (text(encodeScenario(state, mid)).length <= limit) lo = mid;
    else hi = mid - 1;
  }
  return { data: text(encodeScenario(state, lo)), cut: all - lo };
}

const isInt = (v: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isText = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length <= max;

/** Reads resume data back; anything else (another format, damaged, edited out of shape) is null. */
export function decodeResume(data: string | null | undefined): ResumeState | null {
  if (!data || !data.startsWith(PREFIX)) return null;
  let body: unknown;
  try {
    body = JSON.parse(data.slice(PREFIX.length));
  } catch {
    return null;
  }
  if (!Array.isArray(body)) return null;
  const [kind, ...rest] = body as unknown[];
  if (kind === 'c') {
    const [seed, startedAt, drops] = rest;
    if (!isInt(seed) || !isInt(startedAt) || !Array.isArray(drops) || drops.length > 200) return null;
    if (!drops.every((d) => Array.isArray(d) && d.length === 2 && isInt(d[0], 0, 1000) && isInt(d[1], 0, 1000))) return null;
    return { kind: 'challenge', seed, startedAt, drops: drops as [number, number][] };
  }
  if (kind === 'g') {
    const [stage, errors, startedAt, reason, operator, permitNumber] = rest;
    if (!(STAGES as readonly unknown[]).includes(stage) || !isInt(errors, 0, 10_000) || !isInt(startedAt)) return null;
    if (!isText(reason) || !isText(operator) || !isText(permitNumber)) return null;
    return { kind: 'simulator', stage: stage as Stage, errors, startedAt, tag: { reason, operator, permitNumber } };
  }
  if (kind === 's') {
    const [version, id, scenario, seed, ruleSet, mode, language, startedAt, log] = rest;
    if (!isInt(version, 1, ATTEMPT_VERSION) || !isText(id, 100) || !isText(scenario, 100) || !isInt(seed) || !isText(ruleSet, 40) || !isText(mode, 40)) return null;
    if (!isLanguage(language) || !isInt(startedAt) || !Array.isArray(log) || log.length > 5000) return null;
    let at = startedAt;
    const entries: { action: AttemptAction; at: number }[] = [];
    for (const entry of log as unknown[]) {
      if (!Array.isArray(entry) || !isInt(entry[0], 0, ACTION_FIELDS.length - 1)) return null;
      const [type, ...fields] = ACTION_FIELDS[entry[0]]! as readonly string[];
      if (entry.length !== fields.length + 2 || !isInt(entry[entry.length - 1])) return null;
      at += entry[entry.length - 1] as number;
      const action: Record<string, unknown> = { type };
      fields.forEach((f, i) => (action[f] = entry[i + 1]));
      // The fields' shapes are the judge's to check: the attempt reader refuses a malformed action.
      entries.push({ action: action as unknown as AttemptAction, at });
    }
    return { kind: 'scenario', record: { version, id, scenario, seed, ruleSet, mode, language, startedAt, log: entries } };
  }
  return null;
}
