/**
 * One attempt at a work order: what the trainee did, what the machine did in answer, which steps
 * are done, and every mistake with its code, step and time. `reduce` is pure; the attempt is one
 * plain, versioned JSON record, so it can be saved, resumed after a reload, and reported later.
 */
import {
  checkStandstill,
  cover as coverPart,
  earth as earthPoint,
  energyAt,
  gaugeReading,
  hazards,
  isCoasting,
  lock as lockDevice,
  removeBlock,
  measure,
  operate,
  pressStart,
  pressStop,
  prove,
  restrain as restrainPart,
  startable,
  CONDUCTORS,
  TEST_PAIRS,
  unlock as unlockDevice,
  type Conductor,
  type MachineEvent,
  type MachineState,
  type Outcome,
} from './energy';
import type { Language } from './language';
import { component, isIsolating, type Position } from './machine';
import { clauseOf, placeOf, sequenceFor, STEP_IDS, type RuleSetId, type Sequence, type StepId } from './ruleSet';
import { buildScenario, procedureSheet, scenarioDef, startState, type Mode, type ProcedureSheet, type Scenario } from './scenario';

/** The version of the attempt record; a reader migrates older ones. */
export const ATTEMPT_VERSION = 1;

/** The owner id of the trainee's own locks. */
export const TRAINEE = 'trainee';

/** The devices that carry one of the trainee's own padlocks. */
export function myLocks(machine: MachineState): string[] {
  return Object.keys(machine.locks).filter((d) => (machine.locks[d] ?? []).includes(TRAINEE));
}

/**
 * Every mistake the judge knows. Critical ones could hurt someone; minor ones are order slips and
 * omissions that create no danger by themselves.
 */
export const MISTAKES = {
  missed_source: { critical: true, step: 'isolate' },
  stored_energy: { critical: true, step: 'release' },
  uncontrolled_release: { critical: true, step: 'release' },
  tryout_skipped: { critical: true, step: 'verify' },
  tryout_exposed: { critical: true, step: 'verify' },
  gauge_not_read: { critical: true, step: 'verify' },
  still_turning: { critical: true, step: 'release' },
  bleed_while_fed: { critical: true, step: 'release' },
  tryout_ignored: { critical: true, step: 'verify' },
  controls_not_off: { critical: true, step: 'verify' },
  control_locked: { critical: true, step: 'lock' },
  no_personal_lock: { critical: true, step: 'lock' },
  keys_outside_box: { critical: true, step: 'lock' },
  box_not_locked: { critical: true, step: 'lock' },
  crew_unprotected: { critical: true, step: 'lock' },
  tag_incomplete: { critical: true, step: 'tag' },
  tag_reason_missing: { critical: false, step: 'tag' },
  tester_not_proven: { critical: true, step: 'verify' },
  test_incomplete: { critical: true, step: 'verify' },
  earth_live: { critical: true, step: 'earth' },
  adjacent_uncovered: { critical: true, step: 'cover' },
  foreign_lock_removed: { critical: true, step: 'restore' },
  reenergize_unsafe: { critical: true, step: 'restore' },
  earth_left_on: { critical: true, step: 'restore' },
  tag_left_on: { critical: true, step: 'restore' },
  block_left_in: { critical: true, step: 'restore' },
  bleed_left_open: { critical: true, step: 'restore' },
  restart_in_run: { critical: true, step: 'restore' },
  restart_unannounced: { critical: true, step: 'restore' },
  restore_order: { critical: false, step: 'restore' },
  not_earthed: { critical: false, step: 'earth' },
  under_load: { critical: false, step: 'shutdown' },
  not_notified: { critical: false, step: 'notify' },
  sheet_not_read: { critical: false, step: 'prepare' },
  order: { critical: false, step: 'prepare' },
} as const satisfies Record<string, { critical: boolean; step: StepId }>;
/** A mistake's code. */
export type MistakeCode = keyof typeof MISTAKES;

/** The clause for proving absence of voltage with a tester, in each rule set. */
const TEST_CLAUSES: Partial<Record<RuleSetId, string>> = {
  osha: 'NFPA 70E-2021 120.5(7)',
  nr: 'NR-10 10.5.1 c)',
  vde: 'DIN VDE 0105-100, Regel 3',
  rd614: 'RD 614/2001, anexo II, 3.ª etapa',
  nfc18510: 'NF C18-510 (VAT)',
};

/**
 * Where a rule set has a clause for the mistake itself, sharper than its step's: the group lockout
 * rules of OSHA 1910.147(f)(3). Elsewhere the step's clause is cited.
 */
const MISTAKE_CLAUSES: Partial<Record<MistakeCode, Partial<Record<RuleSetId, string>>>> = {
  keys_outside_box: { osha: '29 CFR 1910.147(f)(3)(i)' },
  box_not_locked: { osha: '29 CFR 1910.147(f)(3)(ii)(D)' },
  crew_unprotected: { osha: '29 CFR 1910.147(f)(3)(ii)(D)' },
  // (d)(6) asks for the verification; returning the controls to off after it is the caution of
  // the non-mandatory Appendix A, so both are named.
  controls_not_off: { osha: '29 CFR 1910.147(d)(6); Appendix A' },
  tryout_exposed: { osha: '29 CFR 1910.147(d)(6); Appendix A' },
  // Proving absence of voltage is its own rule wherever an enclosure is opened, on a machine job too.
  tester_not_proven: TEST_CLAUSES,
  test_incomplete: TEST_CLAUSES,
  tag_left_on: { osha: '29 CFR 1910.147(e)(3)', nr: 'NR-10 10.5.2 d)' },
  block_left_in: { osha: '29 CFR 1910.147(e)(1)' },
  bleed_left_open: { osha: '29 CFR 1910.147(e)(1)' },
  reenergize_unsafe: { osha: '29 CFR 1910.147(e)(2)(i)' },
  restart_unannounced: { osha: '29 CFR 1910.147(e)(2)(ii)' },
  restore_order: { nr: 'NR-10 10.5.2' },
};

/** A mistake as the record keeps it. */
export interface Mistake {
  readonly code: MistakeCode;
  readonly step: StepId;
  readonly critical: boolean;
  /** The component or step it is about (a missed source, the step done out of order). */
  readonly subject: string | null;
  /** The clause of the rule set for that step, or null where the rule set has none. */
  readonly clause: string | null;
  readonly at: number;
  /** An order slip: the steps of earlier places still open when it was made. */
  readonly skipped?: readonly StepId[];
  /** Practice: the action that made it was undone. Shown as undone, never scored. */
  readonly undone?: boolean;
}

/** The mistakes that count: every one but those undone in practice. */
export function activeMistakes(attempt: Pick<Attempt, 'mistakes'>): readonly Mistake[] {
  return attempt.mistakes.filter((m) => !m.undone);
}

/** What is written on a tag (the date and time are the moment it is hung). */
export interface TagText {
  readonly name: string;
  readonly reason: string;
}

/** The longest name and reason a tag takes. */
export const TAG_LIMITS = { name: 60, reason: 120 } as const;

/** Everything a trainee can do in a scenario, as data. */
export type AttemptAction =
  | { readonly type: 'read_sheet' }
  | { readonly type: 'notify' }
  | { readonly type: 'press_stop'; readonly control: string }
  | { readonly type: 'press_start'; readonly control: string }
  | { readonly type: 'operate'; readonly device: string; readonly position: Position }
  | { readonly type: 'lock'; readonly device: string }
  | { readonly type: 'unlock'; readonly device: string }
  | { readonly type: 'cut_lock'; readonly device: string }
  /** Group lockout: the trainee's keys into the lockbox, or back out (only with no padlock on it). */
  | { readonly type: 'box_keys'; readonly into: boolean }
  /** The trainee's own padlock on the lockbox, or off it. */
  | { readonly type: 'box_lock'; readonly on: boolean }
  /** A crew member puts a padlock on the lockbox (starting work) or takes it off (finished). */
  | { readonly type: 'crew_lock'; readonly member: string; readonly on: boolean }
  /** The trainee cuts a crew member's padlock off the lockbox. */
  | { readonly type: 'cut_box_lock'; readonly member: string }
  | { readonly type: 'tag'; readonly device: string; readonly tag: TagText }
  | { readonly type: 'untag'; readonly device: string }
  | { readonly type: 'restrain'; readonly part: string }
  /** The safety block out again, once the work is done. */
  | { readonly type: 'remove_block'; readonly part: string }
  /** Before a try-out: make sure no one is in the machine or its danger zone. */
  | { readonly type: 'check_clear' }
  | { readonly type: 'read_gauge'; readonly gauge: string }
  /** Wait until a coasting part stands still, and check it. */
  | { readonly type: 'check_standstill'; readonly part: string }
  | { readonly type: 'cover'; readonly part: string }
  | { readonly type: 'prove_tester' }
  | { readonly type: 'swap_tester' }
  | { readonly type: 'measure'; readonly point: string; readonly pair: readonly [Conductor, Conductor] }
  | { readonly type: 'earth'; readonly point: string }
  | { readonly type: 'remove_earth'; readonly point: string }
  | { readonly type: 'start_work' }
  | { readonly type: 'clear_zone' }
  | { readonly type: 'finish' }
  | { readonly type: 'undo' };

/** The part of the job the attempt is in. */
export type Phase = 'lockout' | 'work' | 'restore' | 'done';

/** A reading the trainee took with the tester, in order. */
export interface Reading {
  readonly point: string | null;
  readonly pair: readonly [Conductor, Conductor] | null;
  readonly value: number | null;
  readonly at: number;
}

/** The attempt record. */
export interface Attempt {
  readonly version: typeof ATTEMPT_VERSION;
  readonly id: string;
  readonly scenario: string;
  readonly seed: number;
  readonly ruleSet: RuleSetId;
  readonly mode: Mode;
  readonly language: Language;
  readonly startedAt: number;
  readonly finishedAt: number | null;
  readonly phase: Phase;
  readonly machine: MachineState;
  readonly tester: { readonly battery: 'ok' | 'dead' };
  /** Every tester reading, the proving ones with `point: null`. */
  readonly readings: readonly Reading[];
  /** Start controls tried after isolation, and the loads each one started. */
  readonly tryOuts: readonly { readonly control: string; readonly started: readonly string[]; readonly at: number }[];
  readonly tags: Readonly<Record<string, TagText & { readonly at: number }>>;
  /** The group lockbox (a crew job): the devices whose key is inside, and who has a padlock on it. */
  readonly lockbox: { readonly keys: readonly string[]; readonly locks: readonly string[] };
  readonly sheetRead: boolean;
  /** Checked that no one is exposed, for the next try-out (a crew member locking on to go to work undoes it). */
  readonly exposureChecked: boolean;
  /** Every gauge reading the trainee took, in order. */
  readonly gaugeReads: readonly { readonly gauge: string; readonly value: number; readonly at: number }[];
  readonly notified: { readonly before: boolean; readonly after: boolean };
  readonly zoneClear: boolean;
  /** When each step was first complete. */
  readonly steps: Readonly<Partial<Record<StepId, number>>>;
  readonly mistakes: readonly Mistake[];
  /** Every action, in order, with its time. */
  readonly log: readonly { readonly action: AttemptAction; readonly at: number }[];
  readonly result: AttemptResult | null;
}

/** The outcome of a finished attempt. */
export interface AttemptResult {
  readonly passed: boolean;
  readonly score: number;
  /**
   * Points per step of the sequence: what it was worth, what was kept, and whether the step was
   * ever done (an attempt that ended before a step, by a critical mistake in an assessment, keeps
   * nothing for it), and whether it was reached: done, or begun (an action of it, say one padlock of
   * three, or a mistake on it), so a step the trainee worked on is never shown as not reached.
   */
  readonly byStep: readonly { readonly step: StepId; readonly worth: number; readonly kept: number; readonly done: boolean; readonly reached?: boolean }[];
}

/** Something the view does in answer: explain a mistake (practice), show what the machine did. */
export type AttemptEffect =
  | { readonly kind: 'mistake'; readonly mistake: Mistake }
  | { readonly kind: 'machine'; readonly events: readonly MachineEvent[] }
  | { readonly kind: 'refused'; readonly why: 'undo_in_assessment' | 'nothing_to_undo' | 'finished' | 'wrong_phase' | 'unknown' | 'box_locked' | 'box_empty' | 'key_in_box' }
  | { readonly kind: 'finished'; readonly result: AttemptResult };

/** A new attempt at a work order. */
export function startAttempt(args: { id: string; scenario: Scenario; ruleSet: RuleSetId; mode: Mode; language: Language; at: number }): Attempt {
  const { scenario } = args;
  return {
    version: ATTEMPT_VERSION,
    id: args.id,
    scenario: scenario.def.id,
    seed: scenario.seed,
    ruleSet: args.ruleSet,
    mode: args.mode,
    language: args.language,
    startedAt: args.at,
    finishedAt: null,
    phase: 'lockout',
    machine: startState(scenario),
    tester: scenario.tester,
    readings: [],
    tryOuts: [],
    tags: {},
    lockbox: { keys: [], locks: [] },
    sheetRead: false,
    exposureChecked: false,
    gaugeReads: [],
    notified: { before: false, after: false },
    zoneClear: false,
    steps: {},
    mistakes: [],
    log: [],
    result: null,
  };
}

/** The work order an attempt is on, rebuilt from its id and seed. */
export function scenarioOf(attempt: Attempt): Scenario {
  const def = scenarioDef(attempt.scenario);
  if (!def) throw new Error(`Unknown scenario ${attempt.scenario}`);
  return buildScenario(def, attempt.seed);
}

/** Cleans a tag text: no control characters, single spaces, trimmed, within its limit. */
export function cleanTagText(text: string, limit: number): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, limit);
}

interface Context {
  readonly scenario: Scenario;
  readonly sheet: ProcedureSheet;
  readonly sequence: Sequence;
  readonly ruleSet: RuleSetId;
}

function contextOf(attempt: Attempt): Context {
  const scenario = scenarioOf(attempt);
  return { scenario, sheet: procedureSheet(scenario), sequence: sequenceFor(attempt.ruleSet, scenario.def.domain), ruleSet: attempt.ruleSet };
}

function mistake(ctx: Context, code: MistakeCode, subject: string | null, at: number, skipped?: readonly StepId[]): Mistake {
  const { critical, step } = MISTAKES[code];
  // An order slip is scored against the step that was done too early.
  const scoredStep = code === 'order' && subject !== null && (STEP_IDS as readonly string[]).includes(subject) ? (subject as StepId) : step;
  const own = (MISTAKE_CLAUSES[code] as Partial<Record<RuleSetId, string>> | undefined)?.[ctx.ruleSet];
  return { code, step: scoredStep, critical, subject, clause: own ?? clauseOf(ctx.sequence, scoredStep), at, ...(skipped && skipped.length > 0 ? { skipped } : {}) };
}

/** The devices the sheet says to isolate, and to bleed. */
function sheetDevices(sheet: ProcedureSheet, control: 'isolate' | 'release'): string[] {
  return [...new Set(sheet.sources.filter((s) => s.control === control).map((s) => s.device!))];
}

/** Which steps are complete in this state (the judge's view, from the record and the machine). */
function completeSteps(ctx: Context, a: Attempt): Set<StepId> {
  const { scenario, sheet } = ctx;
  const m = a.machine;
  const done = new Set<StepId>();
  const isolators = sheetDevices(sheet, 'isolate');
  if (a.sheetRead) done.add('prepare');
  if (a.notified.before) done.add('notify');
  if (scenario.zone.every((id) => !m.running[id])) done.add('shutdown');
  if (isolators.every((d) => m.positions[d] === 'off')) done.add('isolate');
  if (isolators.every((d) => (m.locks[d] ?? []).includes(TRAINEE))) done.add('lock');
  const mine = myLocks(m);
  if (mine.length > 0 && mine.every((d) => tagComplete(a.tags[d]))) done.add('tag');
  const stores = sheet.sources.filter((s) => s.control === 'release').map((s) => s.source);
  const parts = sheet.sources.filter((s) => s.control === 'restrain').map((s) => s.source);
  if (stores.every((id) => !m.charged[id]) && parts.every((id) => m.restrained[id] || m.dropped[id]) && sheet.coasting.every((id) => !isCoasting(m, id))) done.add('release');
  if (verified(ctx, a)) done.add('verify');
  if (sheet.testPoints.length > 0 && sheet.testPoints.every((p) => m.earthed[p])) done.add('earth');
  if (sheet.adjacent.length > 0 && sheet.adjacent.every((p) => m.covered[p])) done.add('cover');
  if (a.phase !== 'lockout') done.add('work');
  if (a.phase === 'done') done.add('restore');
  return done;
}

function tagComplete(tag: TagText | undefined): boolean {
  return tag !== undefined && tag.name.trim() !== '' && tag.reason.trim() !== '';
}

/** The tester readings that count: taken with a working tester proven on a known source before and after. */
function provenDead(a: Attempt, point: string): Set<string> {
  const dead = new Set<string>();
  const r = a.readings;
  for (let i = 0; i < r.length; i++) {
    const reading = r[i]!;
    if (reading.point !== point || reading.value !== 0 || reading.pair === null) continue;
    const before = r.slice(0, i).some((p) => p.point === null && p.value !== null);
    const after = r.slice(i + 1).some((p) => p.point === null && p.value !== null);
    if (before && after) dead.add([...reading.pair].sort().join('-'));
  }
  return dead;
}

/** True when every pair of conductors at a test point has been proven dead with a proven tester. */
function testedDead(a: Attempt, point: string): boolean {
  const dead = provenDead(a, point);
  return TEST_PAIRS.every((pair) => dead.has([...pair].sort().join('-')));
}

/**
 * True when a gauge was read at zero once the stored energy was released, and has not been read
 * since at anything else: stored energy is proven gone, not assumed.
 */
function gaugeReadZero(a: Attempt, gauge: string): boolean {
  const reads = a.gaugeReads.filter((r) => r.gauge === gauge);
  const last = reads[reads.length - 1];
  const released = a.steps.release;
  return last !== undefined && last.value === 0 && released !== undefined && last.at >= released;
}

/**
 * True when the isolation has been proved. Electrical work: the absence of voltage on every pair.
 * A machine job: the try-out at every start with the controls returned to off, every gauge read at
 * zero, every coasting part checked at standstill, and, where the job opens an electrical
 * enclosure, the absence of voltage there too.
 */
function verified(ctx: Context, a: Attempt): boolean {
  const { sheet, scenario } = ctx;
  const tested = sheet.testPoints.every((p) => testedDead(a, p));
  if (scenario.def.domain === 'electrical') return tested;
  const tried = sheet.tryOut.every((c) => a.tryOuts.some((t) => t.control === c && t.started.length === 0));
  const returned = scenario.machine.components.every((c) => !(c.kind === 'control' && c.maintained) || a.machine.positions[c.id] === 'off');
  const gauges = sheet.gauges.every((g) => gaugeReadZero(a, g));
  const still = sheet.coasting.every((id) => !isCoasting(a.machine, id));
  return tried && returned && gauges && still && tested;
}

/** The critical findings when the trainee declares the machine safe and starts work. */
function judgeStartOfWork(ctx: Context, a: Attempt, at: number): Mistake[] {
  const { scenario, sheet, sequence } = ctx;
  const { machine } = scenario;
  const m = a.machine;
  const found: Mistake[] = [];
  const left = hazards(machine, m, [...scenario.zone]);
  const sources = new Set(left.map((h) => h.from));
  const startableNow = startable(machine, m);
  for (const source of sources) {
    const c = component(machine, source);
    if (isCoasting(m, source)) {
      found.push(mistake(ctx, 'still_turning', source, at));
      continue;
    }
    const stored = c.kind === 'store' || c.kind === 'gravity';
    // A try-out that started a load fed by this source, and was walked past.
    const shown = !stored && a.tryOuts.some((t) => t.started.some((l) => startableNow.includes(l)));
    found.push(mistake(ctx, stored ? 'stored_energy' : shown ? 'tryout_ignored' : 'missed_source', source, at));
  }
  // Stored energy proven gone on its gauge, not assumed (a gauge still showing pressure is flagged above).
  for (const g of sheet.gauges) {
    const store = component(machine, g).at;
    if (store !== undefined && !sources.has(store) && !gaugeReadZero(a, g)) found.push(mistake(ctx, 'gauge_not_read', g, at));
  }
  if (scenario.def.domain === 'machine' && sheet.tryOut.length > 0 && !sheet.tryOut.every((c) => a.tryOuts.some((t) => t.control === c))) {
    found.push(mistake(ctx, 'tryout_skipped', null, at));
  }
  for (const c of machine.components) {
    if (c.kind === 'control' && c.maintained && m.positions[c.id] === 'on') found.push(mistake(ctx, 'controls_not_off', c.id, at));
  }
  for (const d of sheetDevices(sheet, 'isolate')) {
    // Turned off but without the trainee's own lock (none, or only a colleague's): anyone may turn it back.
    if (!(m.locks[d] ?? []).includes(TRAINEE)) {
      if (m.positions[d] === 'off') found.push(mistake(ctx, 'no_personal_lock', d, at));
    } else if (!a.tags[d] || a.tags[d].name.trim() === '') found.push(mistake(ctx, 'tag_incomplete', d, at));
    else if (a.tags[d].reason.trim() === '') found.push(mistake(ctx, 'tag_reason_missing', d, at));
  }
  if (scenario.crew.length > 0) found.push(...judgeLockbox(ctx, a, at));
  // Wherever the job opens an electrical enclosure or is electrical work: every conductor tested.
  for (const p of sheet.testPoints) {
    if (testedDead(a, p)) continue;
    const measuredDead = a.readings.some((r) => r.point === p && r.pair !== null && r.value === 0);
    const blank = a.readings.some((r) => r.point === p && r.value === null);
    if (measuredDead || blank) {
      // Measured, but without proving the tester before and after (a blank display taken for dead).
      const allMeasured = TEST_PAIRS.every((pair) => a.readings.some((r) => r.point === p && r.pair !== null && [...r.pair].sort().join('-') === [...pair].sort().join('-')));
      found.push(mistake(ctx, allMeasured ? 'tester_not_proven' : 'test_incomplete', p, at));
    } else found.push(mistake(ctx, 'test_incomplete', p, at));
  }
  if (scenario.def.domain === 'electrical') {
    // Live parts next to the work are covered or fenced off under every rule set: a hand or a tool
    // slipping onto them kills whatever the procedure says.
    for (const part of sheet.adjacent) if (!m.covered[part]) found.push(mistake(ctx, 'adjacent_uncovered', part, at));
    // NFPA 70E asks for grounding only where induced voltage or stored energy is possible; the
    // other rule sets make earthing a step of every isolation.
    if (a.ruleSet !== 'osha' && clauseOf(sequence, 'earth') !== null && !sheet.testPoints.every((p) => m.earthed[p])) found.push(mistake(ctx, 'not_earthed', null, at));
  }
  return found;
}

/**
 * A crew job's group lockbox when work starts (OSHA 1910.147(f)(3)): the keys of every padlock the
 * trainee put on an isolating device are inside, the trainee's own padlock is on the box, and so is
 * each crew member's. A key left outside opens a device whatever is on the box.
 */
function judgeLockbox(ctx: Context, a: Attempt, at: number): Mistake[] {
  const found: Mistake[] = [];
  const mine = sheetDevices(ctx.sheet, 'isolate').filter((d) => (a.machine.locks[d] ?? []).includes(TRAINEE));
  if (mine.some((d) => !a.lockbox.keys.includes(d))) found.push(mistake(ctx, 'keys_outside_box', null, at));
  if (!a.lockbox.locks.includes(TRAINEE)) found.push(mistake(ctx, 'box_not_locked', null, at));
  for (const member of ctx.scenario.crew) if (!a.lockbox.locks.includes(member.id)) found.push(mistake(ctx, 'crew_unprotected', member.id, at));
  return found;
}

/**
 * The machine handed back as found, (e)(1): no tag of the trainee's left hanging, no safety block
 * left in, no bleed, drain or vent valve left open.
 */
function judgeHandBack(ctx: Context, a: Attempt, at: number): Mistake[] {
  const { machine } = ctx.scenario;
  const found: Mistake[] = [];
  for (const device of Object.keys(a.tags)) found.push(mistake(ctx, 'tag_left_on', device, at));
  for (const c of machine.components) {
    if (c.kind === 'gravity' && a.machine.restrained[c.id]) found.push(mistake(ctx, 'block_left_in', c.id, at));
    if (c.kind === 'bleed' && a.machine.positions[c.id] === 'on' && (c.position ?? 'on') === 'off') found.push(mistake(ctx, 'bleed_left_open', c.id, at));
  }
  return found;
}

/**
 * Release from lockout when an isolating device is switched back on after the work (OSHA
 * 1910.147(e), NR-10 10.5.2): everyone clear and no crew padlock on the box, earths off, the
 * machine intact, every control at off, and the people affected told before energy returns.
 */
function judgeRestore(ctx: Context, a: Attempt, device: string, at: number): Mistake[] {
  const found: Mistake[] = [];
  // A crew member's padlock still on the lockbox: that person is still at work in the machine.
  const crewInside = a.lockbox.locks.some((o) => o !== TRAINEE);
  if (!a.zoneClear || crewInside) found.push(mistake(ctx, 'reenergize_unsafe', device, at));
  if (Object.values(a.machine.earthed).some(Boolean)) found.push(mistake(ctx, 'earth_left_on', device, at));
  found.push(...judgeHandBack(ctx, a, at));
  for (const c of ctx.scenario.machine.components) {
    if (c.kind === 'control' && c.maintained && a.machine.positions[c.id] === 'on') found.push(mistake(ctx, 'restart_in_run', c.id, at));
  }
  if (!a.notified.after) found.push(mistake(ctx, 'restart_unannounced', device, at));
  return found;
}

/**
 * NR-10 10.5.2 fixes the order of re-energization: tools and people out, temporary earths off,
 * signs removed, and only then devices unlocked and switched on. What was skipped, for an unlock
 * or a tag taken off too early on an electrical job under NR-10.
 */
function restoreSkipped(ctx: Context, a: Attempt, action: AttemptAction): StepId[] {
  if (ctx.ruleSet !== 'nr' || ctx.scenario.def.domain !== 'electrical' || a.phase === 'lockout') return [];
  const skipped: StepId[] = [];
  if (Object.values(a.machine.earthed).some(Boolean)) skipped.push('earth');
  if (action.type === 'unlock' && a.tags[action.device] !== undefined) skipped.push('tag');
  return skipped;
}

/** Mistakes the machine's own answer reveals at once (a part came down, earth on a live conductor). */
function judgeEvents(ctx: Context, a: Attempt, events: readonly MachineEvent[], at: number, lowering: string | null = null): Mistake[] {
  const found: Mistake[] = [];
  for (const e of events) {
    // A part lowered to rest by taking its block out, with the work done and everyone clear, is no accident.
    if (e.kind === 'dropped' && !(e.part === lowering && a.zoneClear)) found.push(mistake(ctx, 'uncontrolled_release', e.part, at));
    if (e.kind === 'earthed' && e.live) found.push(mistake(ctx, 'earth_live', e.point, at));
    if (e.kind === 'operated' && e.underLoad && a.phase === 'lockout') found.push(mistake(ctx, 'under_load', e.device, at));
    if (e.kind === 'locked' && e.owner === TRAINEE && component(ctx.scenario.machine, e.device).kind === 'control') found.push(mistake(ctx, 'control_locked', e.device, at));
    // OSHA 1910.147(c)(9): affected employees are told before the devices are applied.
    if (e.kind === 'locked' && e.owner === TRAINEE && !a.notified.before && clauseOf(ctx.sequence, 'notify') !== null) found.push(mistake(ctx, 'not_notified', 'before', at));
  }
  return found;
}

/**
 * Adds mistakes not yet recorded (the same code on the same subject counts once). A minor slip on
 * a step the rule set gives no clause is not a finding: the product never invents a rule.
 */
function addMistakes(existing: readonly Mistake[], found: readonly Mistake[]): Mistake[] {
  const result = [...existing];
  for (const m of found) {
    if (!m.critical && m.clause === null) continue;
    if (!result.some((r) => r.code === m.code && r.subject === m.subject && !r.undone)) result.push(m);
  }
  return result;
}

/** The step of the lockout an action belongs to (before the work is declared safe). */
function lockoutStepOf(action: AttemptAction, machine: Scenario['machine']): StepId | null {
  switch (action.type) {
    case 'read_sheet':
      return 'prepare';
    case 'notify':
      return 'notify';
    case 'press_stop':
      return 'shutdown';
    case 'operate': {
      const kind = machine.components.find((c) => c.id === action.device)?.kind;
      return kind === 'bleed' ? 'release' : kind === 'control' ? 'shutdown' : 'isolate';
    }
    case 'lock':
    case 'unlock':
    case 'cut_lock':
    case 'box_keys':
    case 'box_lock':
    case 'crew_lock':
    case 'cut_box_lock':
      return 'lock';
    case 'tag':
    case 'untag':
      return 'tag';
    case 'restrain':
    case 'remove_block':
    case 'check_standstill':
      return 'release';
    case 'check_clear':
    case 'read_gauge':
    case 'press_start':
    case 'prove_tester':
    case 'swap_tester':
    case 'measure':
      return 'verify';
    case 'earth':
    case 'remove_earth':
      return 'earth';
    case 'cover':
      return 'cover';
    case 'start_work':
      return 'work';
    default:
      return null;
  }
}

/**
 * The steps the trainee did something in, by the actions of the log that were not undone: during
 * the lockout each action's own step; once the work is declared safe, the work and the release.
 */
export function stepsActedIn(attempt: Attempt): Set<StepId> {
  const machine = scenarioOf(attempt).machine;
  const live: AttemptAction[] = [];
  for (const { action } of attempt.log) {
    if (action.type === 'undo') live.pop();
    else live.push(action);
  }
  const acted = new Set<StepId>();
  let working = false;
  for (const action of live) {
    const step = working ? (action.type === 'clear_zone' ? 'work' : 'restore') : lockoutStepOf(action, machine);
    if (step) acted.add(step);
    if (action.type === 'start_work') working = true;
  }
  return acted;
}

/**
 * Scores the steps: each is worth an equal share of 100; a step never done keeps nothing (points
 * are earned by doing, not by being stopped before a step could go wrong), except a step the rule
 * set does not require in a procedure carried to its end; a critical mistake takes all of its
 * step, a minor one half.
 */
export function score(attempt: Attempt): AttemptResult {
  const sequence = sequenceFor(attempt.ruleSet, scenarioOf(attempt).def.domain);
  const steps = sequence.flat();
  const worth = 100 / steps.length;
  // Ended before the equipment was given back: by a critical mistake in an assessment.
  const endedEarly = attempt.steps.restore === undefined;
  const acted = stepsActedIn(attempt);
  const byStep = steps.map(({ step, clause }) => {
    // A step the rule set gives no clause is not required by it: a procedure carried to its end
    // cannot miss it; an attempt ended before it has not earned it.
    const done = attempt.steps[step] !== undefined || (clause === null && !endedEarly);
    const here = activeMistakes(attempt).filter((m) => m.step === step);
    const lost = !done || here.some((m) => m.critical) ? worth : Math.min(worth, here.length * (worth / 2));
    const reached = done || acted.has(step) || here.length > 0;
    return { step, worth: Math.round(worth * 10) / 10, kept: Math.round((worth - lost) * 10) / 10, done, reached };
  });
  const total = Math.round(byStep.reduce((sum, s) => sum + s.kept, 0));
  const critical = activeMistakes(attempt).some((m) => m.critical);
  return { passed: !critical && total >= PASS_MARK && attempt.phase === 'done', score: total, byStep };
}

/** The score an attempt needs, with no critical mistake, to pass. */
export const PASS_MARK = 80;

function machineStep(ctx: Context, a: Attempt, action: AttemptAction): Outcome | null {
  const machine = ctx.scenario.machine;
  const m = a.machine;
  switch (action.type) {
    case 'press_stop':
      return pressStop(machine, m, action.control);
    case 'press_start':
      return pressStart(machine, m, action.control);
    case 'operate':
      return operate(machine, m, action.device, action.position);
    case 'lock':
      return lockDevice(machine, m, action.device, TRAINEE);
    case 'unlock':
      return unlockDevice(machine, m, action.device, TRAINEE);
    case 'restrain':
      return restrainPart(machine, m, action.part);
    case 'remove_block':
      return removeBlock(machine, m, action.part);
    case 'check_standstill':
      return checkStandstill(machine, m, action.part);
    case 'cover':
      return coverPart(machine, m, action.part);
    case 'earth':
      return earthPoint(machine, m, action.point);
    default:
      return null;
  }
}

/** True once the trainee has a personal lock on something: a start pressed from then on is a try-out. */
function lockedOut(a: Attempt): boolean {
  return myLocks(a.machine).length > 0;
}

/** Whether an action's fields are what its type needs (actions come from views, URLs and saved records). */
function wellFormed(action: AttemptAction): boolean {
  const a = action as unknown as Record<string, unknown>;
  const text = (v: unknown) => typeof v === 'string' && v.length <= 100;
  switch (action.type) {
    case 'operate':
      return text(a.device) && (a.position === 'on' || a.position === 'off');
    case 'press_stop':
    case 'press_start':
      return text(a.control);
    case 'lock':
    case 'unlock':
    case 'cut_lock':
      return text(a.device);
    case 'tag': {
      const tag = a.tag as Record<string, unknown> | undefined;
      return text(a.device) && typeof tag === 'object' && tag !== null && typeof tag.name === 'string' && typeof tag.reason === 'string' && tag.name.length + tag.reason.length < 100_000;
    }
    case 'restrain':
    case 'remove_block':
    case 'check_standstill':
    case 'cover':
      return text(a.part);
    case 'untag':
      return text(a.device);
    case 'read_gauge':
      return text(a.gauge);
    case 'earth':
    case 'remove_earth':
      return text(a.point);
    case 'box_keys':
      return typeof a.into === 'boolean';
    case 'box_lock':
      return typeof a.on === 'boolean';
    case 'crew_lock':
      return text(a.member) && typeof a.on === 'boolean';
    case 'cut_box_lock':
      return text(a.member);
    case 'measure':
      return text(a.point) && Array.isArray(a.pair) && a.pair.length === 2 && a.pair.every((c) => (CONDUCTORS as readonly unknown[]).includes(c));
    default:
      return true;
  }
}

/** Whether an id names a component of the attempt's machine (actions come from views and URLs). */
function known(ctx: Context, id: string): boolean {
  return ctx.scenario.machine.components.some((c) => c.id === id);
}

/**
 * Why a lockbox action cannot be done, or null. The box opens only with no padlock on it; a crew
 * member locks on only over the keys (else the padlock protects nothing) and only once.
 */
function lockboxRefusal(ctx: Context, a: Attempt, action: Extract<AttemptAction, { type: 'box_keys' | 'box_lock' | 'crew_lock' | 'cut_box_lock' }>): 'unknown' | 'wrong_phase' | 'box_locked' | 'box_empty' | null {
  const { crew } = ctx.scenario;
  if (crew.length === 0) return 'unknown';
  const box = a.lockbox;
  switch (action.type) {
    case 'box_keys': {
      if (box.locks.length > 0) return 'box_locked';
      // Into: the keys of every padlock the trainee has on (again, after adding one); out: only if there are any.
      return action.into ? (lockedOut(a) ? null : 'wrong_phase') : box.keys.length > 0 ? null : 'wrong_phase';
    }
    case 'box_lock':
      if (action.on && box.keys.length === 0) return 'box_empty';
      return action.on === box.locks.includes(TRAINEE) ? 'wrong_phase' : null;
    case 'crew_lock':
      if (!crew.some((m) => m.id === action.member)) return 'unknown';
      if (action.on && a.phase === 'restore') return 'wrong_phase';
      if (action.on && box.keys.length === 0) return 'box_empty';
      return action.on === box.locks.includes(action.member) ? 'wrong_phase' : null;
    case 'cut_box_lock':
      if (!crew.some((m) => m.id === action.member)) return 'unknown';
      return box.locks.includes(action.member) ? null : 'wrong_phase';
  }
}

/** One action: the next attempt and what the view should do. Pure. */
export function reduce(attempt: Attempt, action: AttemptAction, at: number, history: readonly Attempt[] = []): { attempt: Attempt; effects: AttemptEffect[]; history: readonly Attempt[] } {
  if (attempt.phase === 'done') return { attempt, effects: [{ kind: 'refused', why: 'finished' }], history };
  if (action.type === 'undo') {
    if (attempt.mode === 'avaliacao') return { attempt, effects: [{ kind: 'refused', why: 'undo_in_assessment' }], history };
    const previous = history[history.length - 1];
    if (!previous) return { attempt, effects: [{ kind: 'refused', why: 'nothing_to_undo' }], history };
    // The machine and the steps go back; the log stays, and so do the mistakes, as a record of
    // practice: those the undone action made are marked undone, shown but never scored.
    const mistakes = attempt.mistakes.map((m, i) => (i >= previous.mistakes.length && !m.undone ? { ...m, undone: true } : m));
    return {
      attempt: { ...previous, mistakes, log: [...attempt.log, { action, at }] },
      effects: [{ kind: 'machine', events: [] }],
      history: history.slice(0, -1),
    };
  }
  if (!wellFormed(action)) return { attempt, effects: [{ kind: 'refused', why: 'unknown' }], history };
  const ctx = contextOf(attempt);
  const target =
    'device' in action ? action.device : 'control' in action ? action.control : 'part' in action ? action.part : 'point' in action ? action.point : 'gauge' in action ? action.gauge : null;
  if (target !== null && !known(ctx, target)) return { attempt, effects: [{ kind: 'refused', why: 'unknown' }], history };
  const box = attempt.lockbox;
  // The keys of the trainee's padlocks are in the lockbox: they open nothing until it is opened.
  if (action.type === 'unlock' && box.keys.includes(action.device)) return { attempt, effects: [{ kind: 'refused', why: 'key_in_box' }], history };
  if (action.type === 'box_keys' || action.type === 'box_lock' || action.type === 'crew_lock' || action.type === 'cut_box_lock') {
    const refusal = lockboxRefusal(ctx, attempt, action);
    if (refusal) return { attempt, effects: [{ kind: 'refused', why: refusal }], history };
  }
  let next: Attempt = { ...attempt, log: [...attempt.log, { action, at }] };
  const found: Mistake[] = [];
  const effects: AttemptEffect[] = [];

  const outcome = machineStep(ctx, attempt, action);
  if (outcome) {
    const moved = outcome.events.some((e) => e.kind !== 'refused');
    // Turning an isolating device back on after work began: the release from lockout is judged.
    if (moved && action.type === 'operate' && action.position === 'on' && attempt.phase !== 'lockout' && isIsolating(component(ctx.scenario.machine, action.device))) {
      found.push(...judgeRestore(ctx, attempt, action.device, at));
    }
    if (moved && action.type === 'unlock') {
      const skipped = restoreSkipped(ctx, attempt, action);
      if (skipped.length > 0) found.push(mistake(ctx, 'restore_order', action.device, at, skipped));
    }
    next = { ...next, machine: outcome.state };
    // A start control tried with the trainee's padlocks on is a try-out: first, no one may be exposed.
    const turnedOn = action.type === 'operate' && action.position === 'on' ? component(ctx.scenario.machine, action.device) : null;
    const control = action.type === 'press_start' ? action.control : turnedOn?.kind === 'control' && turnedOn.maintained ? turnedOn.id : null;
    const triedControl = attempt.phase === 'lockout' && lockedOut(attempt) ? control : null;
    if (triedControl !== null && !outcome.events.some((e) => e.kind === 'refused')) {
      const started = outcome.events.flatMap((e) => (e.kind === 'started' ? [e.load] : []));
      next = { ...next, tryOuts: [...next.tryOuts, { control: triedControl, started, at }] };
      if (!attempt.exposureChecked) found.push(mistake(ctx, 'tryout_exposed', triedControl, at));
    }
    // A bleed opened on a store still fed by a live source: the source pours out through it.
    if (action.type === 'operate' && action.position === 'on' && attempt.phase === 'lockout') {
      const c = component(ctx.scenario.machine, action.device);
      if (c.kind === 'bleed' && c.at !== undefined && energyAt(ctx.scenario.machine, outcome.state, c.at).some((e) => !e.stored)) {
        found.push(mistake(ctx, 'bleed_while_fed', action.device, at));
      }
    }
    found.push(...judgeEvents(ctx, attempt, outcome.events, at, action.type === 'remove_block' ? action.part : null));
    effects.push({ kind: 'machine', events: outcome.events });
  } else {
    switch (action.type) {
      case 'read_sheet':
        next = { ...next, sheetRead: true };
        break;
      case 'check_clear':
        if (attempt.phase !== 'lockout') return { attempt, effects: [{ kind: 'refused', why: 'wrong_phase' }], history };
        next = { ...next, exposureChecked: true };
        break;
      case 'read_gauge': {
        const c = component(ctx.scenario.machine, action.gauge);
        if (c.kind !== 'gauge') return { attempt, effects: [{ kind: 'refused', why: 'unknown' }], history };
        const { value } = gaugeReading(ctx.scenario.machine, attempt.machine, action.gauge);
        next = { ...next, gaugeReads: [...attempt.gaugeReads, { gauge: action.gauge, value, at }] };
        break;
      }
      case 'untag': {
        if (attempt.tags[action.device] === undefined) return { attempt, effects: [{ kind: 'refused', why: 'wrong_phase' }], history };
        const { [action.device]: _removed, ...rest } = attempt.tags;
        void _removed;
        next = { ...next, tags: rest };
        const skipped = restoreSkipped(ctx, attempt, action);
        if (skipped.length > 0) found.push(mistake(ctx, 'restore_order', action.device, at, skipped));
        break;
      }
      case 'notify':
        // Before: while locking out. After: once the trainee's own locks are off (OSHA 1910.147(e)(2)).
        if (attempt.phase === 'lockout') next = { ...next, notified: { ...attempt.notified, before: true } };
        else if (!lockedOut(attempt)) next = { ...next, notified: { ...attempt.notified, after: true } };
        break;
      case 'tag': {
        const tag = { name: cleanTagText(action.tag.name, TAG_LIMITS.name), reason: cleanTagText(action.tag.reason, TAG_LIMITS.reason) };
        if (!(attempt.machine.locks[action.device] ?? []).includes(TRAINEE)) return { attempt, effects: [{ kind: 'refused', why: 'wrong_phase' }], history };
        next = { ...next, tags: { ...attempt.tags, [action.device]: { ...tag, at } } };
        if (tag.name === '') found.push(mistake(ctx, 'tag_incomplete', action.device, at));
        else if (tag.reason === '') found.push(mistake(ctx, 'tag_reason_missing', action.device, at));
        break;
      }
      case 'prove_tester':
        next = { ...next, readings: [...attempt.readings, { point: null, pair: null, value: prove(attempt.tester), at }] };
        break;
      case 'swap_tester':
        next = { ...next, tester: { battery: 'ok' } };
        break;
      case 'measure': {
        const value = measure(ctx.scenario.machine, attempt.machine, action.point, action.pair, attempt.tester);
        next = { ...next, readings: [...attempt.readings, { point: action.point, pair: action.pair, value, at }] };
        break;
      }
      case 'remove_earth':
        next = { ...next, machine: { ...attempt.machine, earthed: { ...attempt.machine.earthed, [action.point]: false } } };
        break;
      case 'cut_lock': {
        const others = (attempt.machine.locks[action.device] ?? []).filter((o) => o !== TRAINEE);
        if (others.length === 0) return { attempt, effects: [{ kind: 'refused', why: 'wrong_phase' }], history };
        next = { ...next, machine: { ...attempt.machine, locks: { ...attempt.machine.locks, [action.device]: (attempt.machine.locks[action.device] ?? []).filter((o) => o === TRAINEE) } } };
        found.push(mistake(ctx, 'foreign_lock_removed', action.device, at));
        break;
      }
      case 'box_keys':
        next = { ...next, lockbox: { ...box, keys: action.into ? myLocks(attempt.machine) : [] } };
        break;
      case 'box_lock':
        next = { ...next, lockbox: { ...box, locks: action.on ? [...box.locks, TRAINEE] : box.locks.filter((o) => o !== TRAINEE) } };
        break;
      case 'crew_lock':
        next = { ...next, lockbox: { ...box, locks: action.on ? [...box.locks, action.member] : box.locks.filter((o) => o !== action.member) } };
        // A member who locks on goes to work in the machine: before another try-out, check again.
        if (action.on) next = { ...next, exposureChecked: false };
        break;
      case 'cut_box_lock':
        next = { ...next, lockbox: { ...box, locks: box.locks.filter((o) => o !== action.member) } };
        found.push(mistake(ctx, 'foreign_lock_removed', action.member, at));
        break;
      case 'start_work':
        if (attempt.phase !== 'lockout') return { attempt, effects: [{ kind: 'refused', why: 'wrong_phase' }], history };
        found.push(...judgeStartOfWork(ctx, attempt, at));
        next = { ...next, phase: 'work' };
        break;
      case 'clear_zone':
        if (attempt.phase === 'lockout') return { attempt, effects: [{ kind: 'refused', why: 'wrong_phase' }], history };
        next = { ...next, zoneClear: true, phase: 'restore' };
        break;
      case 'finish': {
        if (attempt.phase === 'lockout') return { attempt, effects: [{ kind: 'refused', why: 'wrong_phase' }], history };
        found.push(...judgeHandBack(ctx, attempt, at));
        const unannounced = attempt.mistakes.some((m) => m.code === 'restart_unannounced' && !m.undone);
        if (clauseOf(ctx.sequence, 'notify') !== null && !attempt.notified.after && !unannounced) found.push(mistake(ctx, 'not_notified', 'after', at));
        next = { ...next, phase: 'done', finishedAt: at };
        break;
      }
      default:
        break;
    }
  }

  if (!attempt.sheetRead && outcome && attempt.phase === 'lockout') found.push(mistake(ctx, 'sheet_not_read', null, at));

  // Steps done for the first time now, and whether a step of an earlier place was still open.
  const before = completeSteps(ctx, attempt);
  const after = completeSteps(ctx, next);
  const steps = { ...next.steps };
  for (const step of STEP_IDS) {
    if (!after.has(step) || steps[step] !== undefined) continue;
    // A step with nothing to do (no stores to release, nothing running) counts as done from the start.
    steps[step] = at;
    if (before.has(step) || attempt.phase !== 'lockout' || step === 'work') continue;
    // Reading the sheet and notifying have their own findings; the others must follow the rule set's order.
    const place = placeOf(ctx.sequence, step);
    const open = ctx.sequence
      .slice(0, Math.max(0, place))
      .flat()
      .filter((r) => r.clause !== null && r.step !== 'prepare' && r.step !== 'notify' && steps[r.step] === undefined && !after.has(r.step));
    if (place >= 0 && open.length > 0) found.push(mistake(ctx, 'order', step, at, [...new Set(open.map((r) => r.step))]));
  }
  next = { ...next, steps };

  const mistakes = addMistakes(attempt.mistakes, found);
  const fresh = mistakes.slice(attempt.mistakes.length);
  next = { ...next, mistakes };
  if (attempt.mode === 'pratica') for (const m of fresh) effects.push({ kind: 'mistake', mistake: m });

  // In an assessment, a critical mistake ends the attempt there: it has failed, and the action that
  // made it completes no step (work declared safe when it was not is not the work step done).
  if (attempt.mode === 'avaliacao' && fresh.some((m) => m.critical)) {
    const kept = Object.fromEntries(Object.entries(next.steps).filter(([step]) => attempt.steps[step as StepId] !== undefined)) as Attempt['steps'];
    next = { ...next, steps: kept, phase: 'done', finishedAt: at };
  }
  if (next.phase === 'done') {
    const result = score(next);
    next = { ...next, result };
    effects.push({ kind: 'finished', result });
  }
  return { attempt: next, effects, history: [...history, attempt].slice(-50) };
}
