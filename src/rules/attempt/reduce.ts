/**
 * What each action means: one handler per action type, each saying whether the action is refused,
 * how the attempt changes and what it reveals at once. `reduce` runs the handler, then the judge
 * (which steps are now done, in which order) and, once the attempt is over, the score. Pure.
 */
import {
  checkStandstill,
  cover as coverPart,
  earth as earthPoint,
  energyAt,
  gaugeReading,
  lock as lockDevice,
  measure,
  operate,
  pressStart,
  pressStop,
  prove,
  removeBlock,
  restrain as restrainPart,
  CONDUCTORS,
  unlock as unlockDevice,
  type MachineEvent,
  type Outcome,
} from '../energy';
import { component, isIsolating } from '../machine';
import { clauseOf, type StepId } from '../ruleSet';
import { judgeEvents, judgeHandBack, judgeRestore, judgeStartOfWork, judgeSteps, restoreSkipped } from './judge';
import { addMistakes, mistake, type Mistake } from './mistakes';
import { cleanTagText, contextOf, lockedOut, myLocks, TAG_LIMITS, TRAINEE, type Attempt, type AttemptAction, type AttemptEffect, type Context } from './model';
import { score } from './score';

/** Why an action was not done. */
type Refusal = Extract<AttemptEffect, { kind: 'refused' }>['why'];

/**
 * What one action does: it is refused, or it changes the attempt, finds mistakes and, for an action
 * on the machine, brings the machine's answer (`events`).
 */
type Handled =
  | { readonly refused: Refusal }
  | { readonly change: Partial<Attempt>; readonly found?: readonly Mistake[]; readonly events?: readonly MachineEvent[] };

/** The actions a handler takes: all but undo, which steps back through the history instead. */
type ActionType = Exclude<AttemptAction['type'], 'undo'>;
type ActionOf<T extends ActionType> = Extract<AttemptAction, { type: T }>;
type Handler<T extends ActionType> = (ctx: Context, a: Attempt, action: ActionOf<T>, at: number) => Handled;

const refuse = (why: Refusal): Handled => ({ refused: why });

/**
 * An action on the machine: its new state and answer, the findings the action itself makes
 * (`first`), then those the machine's answer reveals (a part came down, earth on a live conductor).
 */
function onMachine(ctx: Context, a: Attempt, outcome: Outcome, at: number, first: readonly Mistake[] = [], change: Partial<Attempt> = {}, lowering: string | null = null): Handled {
  return { change: { machine: outcome.state, ...change }, found: [...first, ...judgeEvents(ctx, a, outcome.events, at, lowering)], events: outcome.events };
}

/** Whether the machine did anything (not only refused). */
function moved(outcome: Outcome): boolean {
  return outcome.events.some((e) => e.kind !== 'refused');
}

/**
 * A start control tried with the trainee's padlocks on is a try-out: recorded with the loads it
 * started; first, no one may be exposed.
 */
function tryOut(a: Attempt, control: string, outcome: Outcome, at: number, ctx: Context): { change: Partial<Attempt>; found: Mistake[] } {
  if (a.phase !== 'lockout' || !lockedOut(a) || outcome.events.some((e) => e.kind === 'refused')) return { change: {}, found: [] };
  const started = outcome.events.flatMap((e) => (e.kind === 'started' ? [e.load] : []));
  return { change: { tryOuts: [...a.tryOuts, { control, started, at }] }, found: a.exposureChecked ? [] : [mistake(ctx, 'tryout_exposed', control, at)] };
}

/**
 * Why a lockbox action cannot be done, or null. The box opens only with no padlock on it; a crew
 * member locks on only over the keys (else the padlock protects nothing) and only once.
 */
function lockboxRefusal(ctx: Context, a: Attempt, action: ActionOf<'box_keys' | 'box_lock' | 'crew_lock' | 'cut_box_lock'>): 'unknown' | 'wrong_phase' | 'box_locked' | 'box_empty' | null {
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

/** One handler per action type. */
const HANDLERS: { readonly [T in ActionType]: Handler<T> } = {
  read_sheet: () => ({ change: { sheetRead: true } }),

  notify: (_ctx, a) => {
    // Before: while locking out. After: once the trainee's own locks are off (OSHA 1910.147(e)(2)).
    if (a.phase === 'lockout') return { change: { notified: { ...a.notified, before: true } } };
    if (!lockedOut(a)) return { change: { notified: { ...a.notified, after: true } } };
    return { change: {} };
  },

  press_stop: (ctx, a, action, at) => onMachine(ctx, a, pressStop(ctx.scenario.machine, a.machine, action.control), at),

  press_start: (ctx, a, action, at) => {
    const outcome = pressStart(ctx.scenario.machine, a.machine, action.control);
    const tried = tryOut(a, action.control, outcome, at, ctx);
    return onMachine(ctx, a, outcome, at, tried.found, tried.change);
  },

  operate: (ctx, a, action, at) => {
    const { machine } = ctx.scenario;
    const outcome = operate(machine, a.machine, action.device, action.position);
    const c = component(machine, action.device);
    const found: Mistake[] = [];
    let change: Partial<Attempt> = {};
    if (action.position === 'on') {
      // Turning an isolating device back on after work began: the release from lockout is judged.
      if (moved(outcome) && a.phase !== 'lockout' && isIsolating(c)) found.push(...judgeRestore(ctx, a, action.device, at));
      // A maintained start switch turned to RUN is tried like a start button.
      if (c.kind === 'control' && c.maintained) {
        const tried = tryOut(a, c.id, outcome, at, ctx);
        found.push(...tried.found);
        change = tried.change;
      }
      // A bleed opened on a store still fed by a live source: the source pours out through it.
      if (a.phase === 'lockout' && c.kind === 'bleed' && c.at !== undefined && energyAt(machine, outcome.state, c.at).some((e) => !e.stored)) {
        found.push(mistake(ctx, 'bleed_while_fed', action.device, at));
      }
    }
    return onMachine(ctx, a, outcome, at, found, change);
  },

  lock: (ctx, a, action, at) => onMachine(ctx, a, lockDevice(ctx.scenario.machine, a.machine, action.device, TRAINEE), at),

  unlock: (ctx, a, action, at) => {
    // The keys of the trainee's padlocks are in the lockbox: they open nothing until it is opened.
    if (a.lockbox.keys.includes(action.device)) return refuse('key_in_box');
    const outcome = unlockDevice(ctx.scenario.machine, a.machine, action.device, TRAINEE);
    const skipped = moved(outcome) ? restoreSkipped(ctx, a, action) : [];
    return onMachine(ctx, a, outcome, at, skipped.length > 0 ? [mistake(ctx, 'restore_order', action.device, at, skipped)] : []);
  },

  cut_lock: (ctx, a, action, at) => {
    const others = (a.machine.locks[action.device] ?? []).filter((o) => o !== TRAINEE);
    if (others.length === 0) return refuse('wrong_phase');
    const locks = { ...a.machine.locks, [action.device]: (a.machine.locks[action.device] ?? []).filter((o) => o === TRAINEE) };
    return { change: { machine: { ...a.machine, locks } }, found: [mistake(ctx, 'foreign_lock_removed', action.device, at)] };
  },

  box_keys: (ctx, a, action) => {
    const refusal = lockboxRefusal(ctx, a, action);
    if (refusal) return refuse(refusal);
    return { change: { lockbox: { ...a.lockbox, keys: action.into ? myLocks(a.machine) : [] } } };
  },

  box_lock: (ctx, a, action) => {
    const refusal = lockboxRefusal(ctx, a, action);
    if (refusal) return refuse(refusal);
    const box = a.lockbox;
    return { change: { lockbox: { ...box, locks: action.on ? [...box.locks, TRAINEE] : box.locks.filter((o) => o !== TRAINEE) } } };
  },

  crew_lock: (ctx, a, action) => {
    const refusal = lockboxRefusal(ctx, a, action);
    if (refusal) return refuse(refusal);
    const box = a.lockbox;
    const lockbox = { ...box, locks: action.on ? [...box.locks, action.member] : box.locks.filter((o) => o !== action.member) };
    // A member who locks on goes to work in the machine: before another try-out, check again.
    return { change: action.on ? { lockbox, exposureChecked: false } : { lockbox } };
  },

  cut_box_lock: (ctx, a, action, at) => {
    const refusal = lockboxRefusal(ctx, a, action);
    if (refusal) return refuse(refusal);
    return { change: { lockbox: { ...a.lockbox, locks: a.lockbox.locks.filter((o) => o !== action.member) } }, found: [mistake(ctx, 'foreign_lock_removed', action.member, at)] };
  },

  tag: (ctx, a, action, at) => {
    const tag = { name: cleanTagText(action.tag.name, TAG_LIMITS.name), reason: cleanTagText(action.tag.reason, TAG_LIMITS.reason) };
    if (!(a.machine.locks[action.device] ?? []).includes(TRAINEE)) return refuse('wrong_phase');
    const found = tag.name === '' ? [mistake(ctx, 'tag_incomplete', action.device, at)] : tag.reason === '' ? [mistake(ctx, 'tag_reason_missing', action.device, at)] : [];
    return { change: { tags: { ...a.tags, [action.device]: { ...tag, at } } }, found };
  },

  untag: (ctx, a, action, at) => {
    if (a.tags[action.device] === undefined) return refuse('wrong_phase');
    const { [action.device]: _removed, ...rest } = a.tags;
    void _removed;
    const skipped = restoreSkipped(ctx, a, action);
    return { change: { tags: rest }, found: skipped.length > 0 ? [mistake(ctx, 'restore_order', action.device, at, skipped)] : [] };
  },

  restrain: (ctx, a, action, at) => onMachine(ctx, a, restrainPart(ctx.scenario.machine, a.machine, action.part), at),

  // A part lowered to rest by taking its block out, with the work done and everyone clear, is no accident.
  remove_block: (ctx, a, action, at) => onMachine(ctx, a, removeBlock(ctx.scenario.machine, a.machine, action.part), at, [], {}, action.part),

  check_clear: (_ctx, a) => (a.phase !== 'lockout' ? refuse('wrong_phase') : { change: { exposureChecked: true } }),

  read_gauge: (ctx, a, action, at) => {
    const c = component(ctx.scenario.machine, action.gauge);
    if (c.kind !== 'gauge') return refuse('unknown');
    const { value } = gaugeReading(ctx.scenario.machine, a.machine, action.gauge);
    return { change: { gaugeReads: [...a.gaugeReads, { gauge: action.gauge, value, at }] } };
  },

  check_standstill: (ctx, a, action, at) => onMachine(ctx, a, checkStandstill(ctx.scenario.machine, a.machine, action.part), at),

  cover: (ctx, a, action, at) => onMachine(ctx, a, coverPart(ctx.scenario.machine, a.machine, action.part), at),

  prove_tester: (_ctx, a, _action, at) => ({ change: { readings: [...a.readings, { point: null, pair: null, value: prove(a.tester), at }] } }),

  swap_tester: () => ({ change: { tester: { battery: 'ok' } } }),

  measure: (ctx, a, action, at) => {
    const value = measure(ctx.scenario.machine, a.machine, action.point, action.pair, a.tester);
    return { change: { readings: [...a.readings, { point: action.point, pair: action.pair, value, at }] } };
  },

  earth: (ctx, a, action, at) => onMachine(ctx, a, earthPoint(ctx.scenario.machine, a.machine, action.point), at),

  remove_earth: (_ctx, a, action) => ({ change: { machine: { ...a.machine, earthed: { ...a.machine.earthed, [action.point]: false } } } }),

  start_work: (ctx, a, _action, at) => (a.phase !== 'lockout' ? refuse('wrong_phase') : { change: { phase: 'work' }, found: judgeStartOfWork(ctx, a, at) }),

  clear_zone: (_ctx, a) => (a.phase === 'lockout' ? refuse('wrong_phase') : { change: { zoneClear: true, phase: 'restore' } }),

  finish: (ctx, a, _action, at) => {
    if (a.phase === 'lockout') return refuse('wrong_phase');
    const found = judgeHandBack(ctx, a, at);
    const unannounced = a.mistakes.some((m) => m.code === 'restart_unannounced' && !m.undone);
    if (clauseOf(ctx.sequence, 'notify') !== null && !a.notified.after && !unannounced) found.push(mistake(ctx, 'not_notified', 'after', at));
    return { change: { phase: 'done', finishedAt: at }, found };
  },
};

/** What an action does; an action of a type this version does not know changes nothing. */
function handle(ctx: Context, a: Attempt, action: ActionOf<ActionType>, at: number): Handled {
  if (!Object.hasOwn(HANDLERS, action.type)) return { change: {} };
  const handler = HANDLERS[action.type] as Handler<ActionType>;
  return handler(ctx, a, action, at);
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

  const handled = handle(ctx, attempt, action, at);
  if ('refused' in handled) return { attempt, effects: [{ kind: 'refused', why: handled.refused }], history };
  let next: Attempt = { ...attempt, log: [...attempt.log, { action, at }], ...handled.change };
  const found: Mistake[] = [...(handled.found ?? [])];
  const effects: AttemptEffect[] = [];
  if (handled.events) effects.push({ kind: 'machine', events: handled.events });

  if (!attempt.sheetRead && handled.events && attempt.phase === 'lockout') found.push(mistake(ctx, 'sheet_not_read', null, at));

  // Steps done for the first time now, and whether a step of an earlier place was still open.
  const judged = judgeSteps(ctx, attempt, next, at);
  found.push(...judged.found);
  next = { ...next, steps: judged.steps };

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
