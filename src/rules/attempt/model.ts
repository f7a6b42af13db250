/**
 * One attempt at a work order as a plain, versioned JSON record: what the trainee did, what the
 * machine did in answer, which steps are done and every mistake with its code, step and time, so it
 * can be saved, resumed after a reload and reported later. `reduce` (reduce.ts) makes the next one.
 */
import type { Conductor, MachineEvent, MachineState } from '../energy';
import type { Language } from '../language';
import type { PartAction } from '../parts/types';
import { sequenceFor, type RuleSetId, type Sequence, type StepId } from '../ruleSet';
import { buildScenario, procedureSheet, scenarioDef, startState, type Mode, type ProcedureSheet, type Scenario } from '../scenario';
import type { Mistake } from './mistakes';

/** The version of the attempt record; a reader migrates older ones. */
export const ATTEMPT_VERSION = 1;

/** The owner id of the trainee's own locks. */
export const TRAINEE = 'trainee';

/** The devices that carry one of the trainee's own padlocks. */
export function myLocks(machine: MachineState): string[] {
  return Object.keys(machine.locks).filter((d) => (machine.locks[d] ?? []).includes(TRAINEE));
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
  /** What a part offers (src/rules/parts): STOP, START, a device turned, locked, unlocked, a lock cut, a tag on or off. */
  | PartAction
  /** Group lockout: the trainee's keys into the lockbox, or back out (only with no padlock on it). */
  | { readonly type: 'box_keys'; readonly into: boolean }
  /** The trainee's own padlock on the lockbox, or off it. */
  | { readonly type: 'box_lock'; readonly on: boolean }
  /** A crew member puts a padlock on the lockbox (starting work) or takes it off (finished). */
  | { readonly type: 'crew_lock'; readonly member: string; readonly on: boolean }
  /** The trainee cuts a crew member's padlock off the lockbox. */
  | { readonly type: 'cut_box_lock'; readonly member: string }
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

/** What judging an action needs: the work order, its procedure sheet and the rule set in force. */
export interface Context {
  readonly scenario: Scenario;
  readonly sheet: ProcedureSheet;
  readonly sequence: Sequence;
  readonly ruleSet: RuleSetId;
}

/** The context of an attempt, rebuilt from its record. */
export function contextOf(attempt: Attempt): Context {
  const scenario = scenarioOf(attempt);
  return { scenario, sheet: procedureSheet(scenario), sequence: sequenceFor(attempt.ruleSet, scenario.def.domain), ruleSet: attempt.ruleSet };
}

/** True once the trainee has a personal lock on something: a start pressed from then on is a try-out. */
export function lockedOut(a: Attempt): boolean {
  return myLocks(a.machine).length > 0;
}
