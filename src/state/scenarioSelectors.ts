import { scenarioOf, TRAINEE, type Attempt, type AttemptAction } from '../rules/attempt';
import { energyAt, gaugeReading, isCoasting } from '../rules/energy';
import { component, isIsolating } from '../rules/machine';
import { procedureSheet, type ProcedureSheet, type Scenario } from '../rules/scenario';

// The scenarios' derived facts, for their views (kept apart from selectors.ts so that the
// simulator and the challenge do not download the machines and the judge).

let lastScenario: { key: string; scenario: Scenario; sheet: ProcedureSheet } | null = null;

function scenarioEntry(attempt: Pick<Attempt, 'scenario' | 'seed'>) {
  const key = `${attempt.scenario}#${attempt.seed}`;
  if (lastScenario?.key !== key) {
    const scenario = scenarioOf(attempt as Attempt);
    lastScenario = { key, scenario, sheet: procedureSheet(scenario) };
  }
  return lastScenario;
}

/** The work order an attempt is on (built once per work order and seed). */
export function attemptScenario(attempt: Pick<Attempt, 'scenario' | 'seed'>): Scenario {
  return scenarioEntry(attempt).scenario;
}

/** The procedure sheet of an attempt's work order. */
export function attemptSheet(attempt: Pick<Attempt, 'scenario' | 'seed'>): ProcedureSheet {
  return scenarioEntry(attempt).sheet;
}

/** What a part is doing now, as the twins and the actions list say it. */
export interface PartFacts {
  on: boolean;
  running: boolean;
  live: boolean;
  charged: boolean;
  restrained: boolean;
  dropped: boolean;
  earthed: boolean;
  covered: boolean;
  myLock: boolean;
  otherLocks: number;
  tagged: boolean;
  /** A heavy part still turning after its drive stopped. */
  coasting: boolean;
  /** A gauge's reading with its unit, else null. */
  reading: { value: number; unit: string } | null;
}

/** The facts of one part of an attempt's machine. */
export function partFacts(attempt: Attempt, id: string): PartFacts {
  const { machine } = attemptScenario(attempt);
  const m = attempt.machine;
  const c = component(machine, id);
  const locks = m.locks[id] ?? [];
  const here = energyAt(machine, m, id);
  return {
    on: m.positions[id] === 'on',
    running: m.running[id] === true,
    live: here.some((e) => (c.energy === undefined ? e.kind === 'electrical' : e.kind === c.energy)),
    charged: m.charged[id] === true,
    restrained: m.restrained[id] === true,
    dropped: m.dropped[id] === true,
    earthed: m.earthed[id] === true,
    covered: m.covered[id] === true,
    myLock: locks.includes(TRAINEE),
    otherLocks: locks.filter((o) => o !== TRAINEE).length,
    tagged: attempt.tags[id] !== undefined,
    coasting: isCoasting(m, id),
    reading: c.kind === 'gauge' ? gaugeReading(machine, m, id) : null,
  };
}

/**
 * What a trainee can do to a part now. Everything physically possible is offered, mistakes
 * included (a stop button can take a padlock): the judge, not the menu, says what was wrong.
 */
export function partActions(attempt: Attempt, id: string): AttemptAction[] {
  if (attempt.phase === 'done') return [];
  const { machine } = attemptScenario(attempt);
  const c = component(machine, id);
  const f = partFacts(attempt, id);
  const actions: AttemptAction[] = [];
  const lockActions = (): void => {
    if (!f.myLock) actions.push({ type: 'lock', device: id });
    if (f.myLock && !f.tagged) actions.push({ type: 'tag', device: id, tag: { name: '', reason: '' } });
    if (f.tagged) actions.push({ type: 'untag', device: id });
    if (f.myLock) actions.push({ type: 'unlock', device: id });
    if (f.otherLocks > 0) actions.push({ type: 'cut_lock', device: id });
  };
  if (isIsolating(c)) {
    if (!f.myLock && f.otherLocks === 0) actions.push({ type: 'operate', device: id, position: f.on ? 'off' : 'on' });
    if (!f.on) lockActions();
    else if (f.otherLocks > 0) actions.push({ type: 'cut_lock', device: id });
  } else if (c.kind === 'bleed') {
    if (!f.myLock) actions.push({ type: 'operate', device: id, position: f.on ? 'off' : 'on' });
    if (f.on) lockActions();
  } else if (c.kind === 'control') {
    if (c.role === 'start' && c.maintained) actions.push({ type: 'operate', device: id, position: f.on ? 'off' : 'on' });
    else if (c.role === 'start') actions.push({ type: 'press_start', control: id });
    else if (c.role === 'stop') actions.push({ type: 'press_stop', control: id });
    else if (!f.myLock) actions.push({ type: 'operate', device: id, position: f.on ? 'off' : 'on' });
    lockActions();
  } else if (c.kind === 'gravity') {
    if (!f.restrained && !f.dropped) actions.push({ type: 'restrain', part: id });
    if (f.restrained) actions.push({ type: 'remove_block', part: id });
  } else if (c.kind === 'gauge') {
    actions.push({ type: 'read_gauge', gauge: id });
  } else if (c.kind === 'testpoint') {
    actions.push(f.earthed ? { type: 'remove_earth', point: id } : { type: 'earth', point: id });
  } else if (c.kind === 'load') {
    if (c.coasts && !f.running) actions.push({ type: 'check_standstill', part: id });
    if (c.energy === 'electrical' && !f.covered) actions.push({ type: 'cover', part: id });
  }
  return actions;
}
