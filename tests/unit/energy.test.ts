import { describe, expect, it } from 'vitest';
import {
  checkStandstill,
  earth,
  energize,
  gaugeReading,
  hazards,
  lock,
  measure,
  operate,
  pressStart,
  pressStop,
  prove,
  restrain,
  startable,
  TEST_PAIRS,
  unlock,
  type MachineEvent,
  type MachineState,
} from '../../src/rules/energy';
import { component } from '../../src/rules/machine';
import { parseMachine } from '../../src/rules/machineParse';
import { followSheet, verificationShows } from '../../src/rules/machineCheck';
import { buildScenario, procedureSheet, SCENARIOS, startState, type Scenario, type SheetSource } from '../../src/rules/builtInScenarios';
import pump from '../../src/rules/machines/pump-p101.json';

const ME = 'trainee';

/** Every combination of variant options of a work order, as seeds that give each one. */
function everyVariant(def: (typeof SCENARIOS)[number]): Scenario[] {
  const found = new Map<string, Scenario>();
  const wanted = def.variants.reduce((n, slot) => n * slot.length, 1);
  for (let seed = 0; seed < 2000 && found.size < wanted; seed++) {
    const s = buildScenario(def, seed);
    found.set(s.picked.join('+'), s);
  }
  expect(found.size, `${def.id}: every combination of variants is reachable by some seed`).toBe(wanted);
  return [...found.values()];
}

/** The procedure as the sheet gives it, with one source optionally left out (the mistake). */
function applySheet(scenario: Scenario, skip?: SheetSource): MachineState {
  return applySheetWithEvents(scenario, skip).state;
}

function applySheetWithEvents(scenario: Scenario, skip?: SheetSource): { state: MachineState; events: MachineEvent[] } {
  const sheet = procedureSheet(scenario);
  const left = skip && sheet.sources.find((s) => s.source === skip.source && s.device === skip.device && s.control === skip.control);
  return followSheet(scenario, sheet, left);
}

/** What a trainee sees at verification: a load starting, a gauge showing pressure, a tester showing voltage. */
function evidence(scenario: Scenario, state: MachineState): string[] {
  return verificationShows(scenario, procedureSheet(scenario), state);
}

describe('machine files', () => {
  it.each(SCENARIOS.map((s) => [s.machine.id, s.machine] as const))('%s reads without a problem and names every part in five languages', (_id, machine) => {
    expect(parseMachine(JSON.parse(JSON.stringify(machine)))).toEqual({ ok: true, value: machine });
    for (const c of machine.components) expect(Object.keys(c.name).sort(), c.id).toEqual(['de', 'en', 'es', 'fr', 'pt']);
  });

  it('says what is wrong in a bad file, naming where', () => {
    const broken = JSON.parse(JSON.stringify(pump)) as { components: Record<string, unknown>[]; connections: unknown[] };
    broken.components[1]!.id = 'mcc';
    broken.components[2]!.kind = 'teleporter';
    broken.components[5]!.at = 'nowhere';
    broken.components[6]!.name = { pt: '', xx: 'x' };
    broken.connections.push(['motor', 'ghost']);
    const result = parseMachine(broken);
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toContain('components[1].id: "mcc" is used twice');
    expect(errors.some((e) => e.startsWith('components[2].kind: one of supply'))).toBe(true);
    expect(errors).toContain('components[5].at: "nowhere" is not a component');
    expect(errors).toContain('components[6].name.pt: must be a non-empty text');
    expect(errors.some((e) => e.startsWith('components[6].name.xx: unknown language'))).toBe(true);
    expect(errors).toContain(`connections[${broken.connections.length - 1}]: "ghost" is not a component`);
  });

  /** The problems parseMachine finds in the pump file after `change`. */
  const problemsAfter = (change: (file: { components: Record<string, unknown>[]; connections: unknown[][] }) => void): string[] => {
    const file = JSON.parse(JSON.stringify(pump)) as { components: Record<string, unknown>[]; connections: unknown[][] };
    change(file);
    const result = parseMachine(file);
    return result.ok ? [] : result.errors;
  };

  it('names a loop of energy paths at the connection that closes it', () => {
    expect(problemsAfter((f) => f.connections.push(['motor', 'bucket-3']))).toEqual(['connections[9]: closes a loop, motor → bucket-3 → motor; energy flows one way, from its source to the work']);
    expect(problemsAfter((f) => f.connections.push(['casing', 'header']))).toEqual(['connections[9]: closes a loop, casing → header → discharge-valve → casing; energy flows one way, from its source to the work']);
  });

  it('names a dangling energy path at the part it ends at, and a connection to a part energy does not flow through', () => {
    expect(problemsAfter((f) => void f.connections.splice(3, 1))).toEqual([
      'components[2]: "bucket-4" feeds nothing; connect it to what it feeds',
      'components[4]: "motor-p102" has nothing feeding it; connect what feeds it to it',
    ]);
    expect(problemsAfter((f) => void f.connections.splice(0, 1))).toEqual(['components[1]: "bucket-3" has nothing feeding it; connect what feeds it to it']);
    expect(problemsAfter((f) => f.connections.push(['casing', 'gauge']))).toEqual(['connections[9]: "gauge" is a gauge, which energy does not flow through; remove this connection']);
    expect(problemsAfter((f) => f.components.push({ ...f.components[0], id: 'spare-feeder' }))).toEqual(['components[16]: "spare-feeder" feeds nothing; connect it to what it feeds']);
  });

  it('names a bleed that drains no store, and a gauge or test point that reads nothing', () => {
    expect(problemsAfter((f) => (f.components[14]!.at = 'motor'))).toEqual(['components[14].at: "motor" is not a store; choose the store it drains']);
    expect(problemsAfter((f) => (f.components[15]!.at = 'start'))).toEqual(['components[15].at: "start" carries no energy; choose the part it reads']);
    expect(problemsAfter((f) => (f.components[5]!.at = 'casing'))).toEqual(['components[5].at: "casing" is not electrical; a voltage tester reads only electrical parts']);
  });

  it.each([null, 'text', [], 42, { id: 'x' }])('refuses %j with a message', (data) => {
    const result = parseMachine(data);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.length).toBeGreaterThan(0);
  });

  it('refuses texts longer than a label can show and too many parts', () => {
    const long = JSON.parse(JSON.stringify(pump)) as { components: Record<string, unknown>[] };
    long.components[0]!.label = 'x'.repeat(10_000);
    long.components.push(...Array.from({ length: 250 }, (_, i) => ({ ...long.components[3], id: `m${i}` })));
    const result = parseMachine(long);
    expect(result.ok ? [] : result.errors).toEqual(expect.arrayContaining(['components[0].label: a text of at most 24 characters', 'components: at most 200']));
  });
});

describe.each(SCENARIOS.map((d) => [d.id, d] as const))('%s', (_id, def) => {
  const variants = everyVariant(def);

  it.each(variants.map((s) => [s.picked.join(' + '), s] as const))('following the sheet leaves nothing live at the work (%s)', (_v, scenario) => {
    const state = applySheet(scenario);
    expect(hazards(scenario.machine, state, scenario.zone)).toEqual([]);
    expect(evidence(scenario, state)).toEqual([]);
    expect(startable(scenario.machine, state).filter((l) => scenario.zone.includes(l))).toEqual([]);
  });

  it.each(variants.map((s) => [s.picked.join(' + '), s] as const))('the machine as found is live at the work, and verification shows it (%s)', (_v, scenario) => {
    const state = startState(scenario);
    expect(hazards(scenario.machine, state, scenario.zone).length).toBeGreaterThan(0);
    expect(evidence(scenario, state).length).toBeGreaterThan(0);
  });

  // Mistake 1, a source missed: for each energy the sheet lists, leaving it out leaves a hazard
  // at the work, and the verification shows it (or, for a raised part left unblocked, it comes
  // down when its cylinder is bled). A device a colleague has already locked is still isolated,
  // so leaving it out is no hazard: the attempt's judge catches the missing personal lock.
  const missed = variants.flatMap((scenario) =>
    procedureSheet(scenario)
      .sources.filter((s) => s.control !== 'follows' && !(s.device !== undefined && s.device in scenario.colleagueLocks))
      .map((source) => [`${source.control} ${source.device ?? source.source} (${scenario.picked.join(' + ')})`, scenario, source] as const),
  );
  it.each(missed)('missing "%s" leaves a hazard that verification shows', (_m, scenario, source) => {
    const { state, events } = applySheetWithEvents(scenario, source);
    if (source.control === 'restrain' && state.dropped[source.source]) {
      expect(events).toContainEqual({ kind: 'dropped', part: source.source });
      return;
    }
    expect(hazards(scenario.machine, state, scenario.zone).length).toBeGreaterThan(0);
    expect(evidence(scenario, state).length).toBeGreaterThan(0);
  });

  // Mistake 3, a stop button locked instead of the isolating device: the stop holds, so a
  // try-out does not start the machine, yet its energy is still there.
  const stops = variants[0]!.machine.components.filter((c) => c.kind === 'control' && c.role !== 'start');
  it.each(stops.map((c) => [c.id, c] as const))('locking the control device "%s" instead of the isolator leaves the machine able to start', (_c, stop) => {
    const scenario = variants[0]!;
    const { machine } = scenario;
    const isolators = procedureSheet(scenario).sources.filter((s) => s.control === 'isolate' && s.energy === 'electrical');
    let state = startState(scenario);
    const locked = lock(machine, state, stop.id, ME);
    expect(locked.events[0]).toEqual({ kind: 'locked', device: stop.id, owner: ME });
    state = locked.state;
    for (const load of stop.acts ?? []) expect(state.running[load], load).toBe(false);
    expect(isolators.length).toBeGreaterThan(0);
    expect(startable(machine, state).some((l) => (stop.acts ?? []).includes(l))).toBe(true);
    expect(hazards(machine, state, scenario.zone).some((h) => h.energy === 'electrical')).toBe(true);
  });
});

describe('the pump', () => {
  const def = SCENARIOS.find((s) => s.id === 'bomba-p101')!;
  const variant = (id: string) => everyVariant(def).find((s) => s.picked.includes(id) && s.picked.includes('tester-ok') && s.picked.includes('no-colleague'))!;

  it('mislabelled buckets: locking the bucket labelled P-101 leaves the pump motor fed, and the try-out starts it', () => {
    const scenario = variant('mislabelled-buckets');
    const { machine } = scenario;
    const labelled = machine.components.find((c) => c.kind === 'breaker' && c.label === 'P-101')!;
    expect(labelled.id).toBe('bucket-3');
    let state = pressStop(machine, startState(scenario), 'stop').state;
    state = operate(machine, state, labelled.id, 'off').state;
    state = lock(machine, state, labelled.id, ME).state;
    expect(pressStart(machine, state, 'start').events).toContainEqual({ kind: 'started', load: 'motor', by: 'start' });
    // The sheet, derived from the wiring and not the labels, names the right one.
    expect(procedureSheet(scenario).sources).toContainEqual(expect.objectContaining({ source: 'mcc', control: 'isolate', device: 'bucket-4' }));
  });

  it('the drain opened before the valves are shut does not empty the casing: the gauge keeps the line pressure', () => {
    const scenario = variant('feed-bucket-3');
    const { machine } = scenario;
    let state = pressStop(machine, startState(scenario), 'stop').state;
    state = operate(machine, state, 'drain', 'on').state;
    expect(gaugeReading(machine, state, 'gauge')).toEqual({ value: 6, unit: 'bar' });
    state = operate(machine, state, 'discharge-valve', 'off').state;
    expect(gaugeReading(machine, state, 'gauge').value).toBeGreaterThan(0); // suction still open
    const shut = operate(machine, state, 'suction-valve', 'off');
    expect(shut.events).toContainEqual({ kind: 'discharged', store: 'casing' });
    expect(gaugeReading(machine, shut.state, 'gauge').value).toBe(0);
  });

  it('valves shut but not drained: the trapped pressure stays on the gauge', () => {
    const scenario = variant('feed-bucket-3');
    const { machine } = scenario;
    let state = pressStop(machine, startState(scenario), 'stop').state;
    state = operate(machine, state, 'discharge-valve', 'off').state;
    state = operate(machine, state, 'suction-valve', 'off').state;
    expect(gaugeReading(machine, state, 'gauge').value).toBe(6);
    expect(hazards(machine, state, scenario.zone)).toContainEqual(expect.objectContaining({ component: 'casing', energy: 'hydraulic', from: 'casing' }));
  });

  it('a colleague’s lock stays: the trainee adds a personal lock and cannot take the colleague’s off', () => {
    const scenario = everyVariant(def).find((s) => s.picked.includes('colleague-on-discharge'))!;
    const { machine } = scenario;
    let state = startState(scenario);
    expect(state.positions['discharge-valve']).toBe('off');
    expect(unlock(machine, state, 'discharge-valve', ME).events).toEqual([{ kind: 'refused', device: 'discharge-valve', why: 'not_yours' }]);
    expect(operate(machine, state, 'discharge-valve', 'on').events).toEqual([{ kind: 'refused', device: 'discharge-valve', why: 'locked' }]);
    state = lock(machine, state, 'discharge-valve', ME).state;
    expect(state.locks['discharge-valve']).toEqual(['colleague', ME]);
    // The trainee's own lock comes off, the colleague's stays and still holds the valve.
    state = unlock(machine, state, 'discharge-valve', ME).state;
    expect(state.locks['discharge-valve']).toEqual(['colleague']);
    expect(operate(machine, state, 'discharge-valve', 'on').events[0]).toEqual({ kind: 'refused', device: 'discharge-valve', why: 'locked' });
  });

  it('an isolator takes a lock only in OFF, and opening it under load is reported', () => {
    const scenario = variant('feed-bucket-3');
    const { machine } = scenario;
    const state = startState(scenario);
    expect(lock(machine, state, 'bucket-3', ME).events).toEqual([{ kind: 'refused', device: 'bucket-3', why: 'not_off' }]);
    const opened = operate(machine, state, 'bucket-3', 'off');
    expect(opened.events[0]).toEqual({ kind: 'operated', device: 'bucket-3', position: 'off', underLoad: true });
    expect(opened.events).toContainEqual({ kind: 'stopped', load: 'motor' });
    const afterStop = operate(machine, pressStop(machine, state, 'stop').state, 'bucket-3', 'off');
    expect(afterStop.events[0]).toEqual({ kind: 'operated', device: 'bucket-3', position: 'off', underLoad: false });
  });
});

describe('the conveyor', () => {
  const def = SCENARIOS.find((s) => s.id === 'transportador-c201')!;

  it('the pull cord stops the belt but is not an isolating device: it cannot be turned like one and the drives stay fed', () => {
    const scenario = everyVariant(def)[0]!;
    const { machine } = scenario;
    const pulled = operate(machine, startState(scenario), 'pull-cord', 'off');
    expect(pulled.events).toEqual(expect.arrayContaining([{ kind: 'operated', device: 'pull-cord', position: 'off', underLoad: false }]));
    expect(pulled.state.running['drive-1']).toBe(false);
    expect(hazards(machine, pulled.state, scenario.zone).filter((h) => h.energy === 'electrical').map((h) => h.component)).toEqual(['drive-1', 'drive-2']);
    expect(pressStart(machine, pulled.state, 'start').events[0]).toEqual({ kind: 'no_start', load: 'drive-1', by: 'start', why: 'stop_held' });
    // Reset the cord, and the same start button sets the belt going: nothing was isolated.
    const reset = operate(machine, pulled.state, 'pull-cord', 'on').state;
    expect(pressStart(machine, reset, 'start').events).toContainEqual({ kind: 'started', load: 'drive-1', by: 'start' });
  });

  it('the head drive coasts after its drive stops: a kinetic hazard at the work until it is checked at standstill', () => {
    const scenario = everyVariant(def)[0]!;
    const { machine } = scenario;
    const stopped = pressStop(machine, startState(scenario), 'stop');
    expect(stopped.events).toContainEqual({ kind: 'coasting', load: 'drive-1' });
    expect(stopped.state.running['drive-1']).toBe(false);
    expect(hazards(machine, stopped.state, ['drive-1'])).toContainEqual({ component: 'drive-1', energy: 'kinetic', value: 1480, unit: 'rpm', from: 'drive-1' });
    // The booster drive has no heavy pulley: it stops at once.
    expect(hazards(machine, stopped.state, ['drive-2']).some((h) => h.energy === 'kinetic')).toBe(false);
    const still = checkStandstill(machine, stopped.state, 'drive-1');
    expect(still.events).toEqual([{ kind: 'standstill', load: 'drive-1', waited: true }]);
    expect(hazards(machine, still.state, ['drive-1']).some((h) => h.energy === 'kinetic')).toBe(false);
    // Waiting does not stop a drive that is still driven.
    expect(checkStandstill(machine, startState(scenario), 'drive-1').events).toEqual([{ kind: 'refused', device: 'drive-1', why: 'not_off' }]);
    // Started again, it is driven, not coasting; stopped again, it coasts again.
    const restarted = pressStart(machine, still.state, 'start');
    expect(restarted.state.coasting?.['drive-1']).toBe(false);
    expect(pressStop(machine, restarted.state, 'stop').state.coasting?.['drive-1']).toBe(true);
  });

  it('with the added third drive, locking only the two buckets on the label lets the try-out start M3', () => {
    const scenario = everyVariant(def).find((s) => s.picked.includes('third-drive') && s.picked.includes('feeds-as-labelled'))!;
    const { machine } = scenario;
    let state = pressStop(machine, startState(scenario), 'stop').state;
    for (const b of ['bucket-7', 'bucket-8']) {
      state = operate(machine, state, b, 'off').state;
      state = lock(machine, state, b, ME).state;
    }
    state = restrain(machine, state, 'take-up').state;
    expect(pressStart(machine, state, 'start').events).toEqual([
      { kind: 'no_start', load: 'drive-1', by: 'start', why: 'no_energy' },
      { kind: 'no_start', load: 'drive-2', by: 'start', why: 'no_energy' },
      { kind: 'started', load: 'drive-3', by: 'start' },
    ]);
  });
});

describe('the press', () => {
  const def = SCENARIOS.find((s) => s.id === 'prensa-ph301')!;
  const scenario = everyVariant(def).find((s) => s.picked.includes('no-colleague'))!;

  it('the accumulator dumps its oil to 0 bar, but its gas precharge stays: a hazard wherever the accumulator itself is worked on', () => {
    const { machine } = scenario;
    let state = operate(machine, startState(scenario), 'pump-switch', 'off').state;
    state = operate(machine, state, 'main-switch', 'off').state;
    state = restrain(machine, state, 'ram').state;
    state = operate(machine, state, 'accumulator-dump', 'on').state;
    expect(state.charged.accumulator).toBe(false);
    expect(gaugeReading(machine, state, 'hydraulic-gauge')).toEqual({ value: 0, unit: 'bar' });
    expect(hazards(machine, state, ['cylinder'])).toEqual([]);
    expect(hazards(machine, state, ['accumulator'])).toEqual([{ component: 'accumulator', energy: 'pneumatic', value: 90, unit: 'bar', from: 'accumulator' }]);
    expect(procedureSheet(scenario).sources).toContainEqual(expect.objectContaining({ source: 'accumulator', control: 'release', precharge: 90 }));
  });
  const { machine } = scenario;

  it('the accumulator keeps its pressure after the motor is isolated, until it is dumped', () => {
    let state = operate(machine, startState(scenario), 'pump-switch', 'off').state;
    state = operate(machine, state, 'main-switch', 'off').state;
    expect(gaugeReading(machine, state, 'hydraulic-gauge')).toEqual({ value: 180, unit: 'bar' });
    expect(energize(machine, state).get('cylinder')).toContainEqual(expect.objectContaining({ kind: 'hydraulic', from: 'accumulator', stored: true }));
  });

  it('dumping the accumulator before the ram is blocked brings the ram down', () => {
    let state = operate(machine, startState(scenario), 'pump-switch', 'off').state;
    state = operate(machine, state, 'main-switch', 'off').state;
    const dumped = operate(machine, state, 'accumulator-dump', 'on');
    expect(dumped.events).toEqual(expect.arrayContaining([{ kind: 'discharged', store: 'accumulator' }, { kind: 'dropped', part: 'ram' }]));
    // Blocked first, it stays up.
    state = restrain(machine, state, 'ram').state;
    const safe = operate(machine, state, 'accumulator-dump', 'on');
    expect(safe.events).not.toContainEqual({ kind: 'dropped', part: 'ram' });
    expect(safe.state.dropped.ram).toBeFalsy();
  });

  it('the pump switch left ON after the try-out starts the pump the moment the supply comes back', () => {
    let state = applySheet(scenario);
    const tried = operate(machine, state, 'pump-switch', 'on');
    expect(tried.events).toEqual([{ kind: 'no_start', load: 'pump-motor', by: 'pump-switch', why: 'no_energy' }]);
    state = unlock(machine, tried.state, 'main-switch', ME).state;
    expect(operate(machine, state, 'main-switch', 'on').events).toContainEqual({ kind: 'started', load: 'pump-motor', by: 'pump-switch' });
    // Returned to OFF after the try-out, nothing starts on re-energizing.
    const returned = operate(machine, tried.state, 'pump-switch', 'off').state;
    const back = operate(machine, unlock(machine, returned, 'main-switch', ME).state, 'main-switch', 'on');
    expect(back.events.filter((e) => e.kind === 'started')).toEqual([]);
  });

  it('the e-stop latched is not an isolation: the pump motor stays fed', () => {
    const latched = operate(machine, startState(scenario), 'estop', 'off').state;
    expect(latched.running['pump-motor']).toBe(false);
    expect(hazards(machine, latched, scenario.zone).map((h) => `${h.component}:${h.from}`)).toEqual(expect.arrayContaining(['pump-motor:grid', 'cylinder:accumulator', 'clutch:air']));
  });
});

describe('the 400 V board', () => {
  const def = SCENARIOS.find((s) => s.id === 'quadro-qd401')!;
  const backfed = everyVariant(def).find((s) => s.picked.includes('generator-backfeed') && s.picked.includes('tester-ok'))!;
  const single = everyVariant(def).find((s) => s.picked.includes('one-supply') && s.picked.includes('tester-ok'))!;

  it('a live feeder reads 400 V between phases and 231 V to earth', () => {
    const state = startState(single);
    expect(TEST_PAIRS.map((pair) => measure(single.machine, state, 'work-point', pair, { battery: 'ok' }))).toEqual([400, 400, 400, 231, 231, 231]);
  });

  it('a tester with a dead battery shows nothing on a live feeder, and proving it shows nothing either', () => {
    const state = startState(single);
    expect(measure(single.machine, state, 'work-point', ['L1', 'L2'], { battery: 'dead' })).toBeNull();
    expect(prove({ battery: 'dead' })).toBeNull();
    expect(prove({ battery: 'ok' })).toBe(400);
  });

  it('with the generator backfeeding, opening Q3 leaves 400 V at the point of work', () => {
    const { machine } = backfed;
    let state = operate(machine, startState(backfed), 'feeder-breaker', 'off').state;
    state = lock(machine, state, 'feeder-breaker', ME).state;
    expect(measure(machine, state, 'work-point', ['L1', 'L2'], { battery: 'ok' })).toBe(400);
    const earthed = earth(machine, state, 'work-point');
    expect(earthed.events).toEqual([{ kind: 'earthed', point: 'work-point', live: true }]);
    // The set now shorts the live phases to earth: the tester reads 0 there, which proves nothing.
    expect(measure(machine, earthed.state, 'work-point', ['L1', 'L2'], { battery: 'ok' })).toBe(0);
  });

  it('earthing after proving dead is not a short circuit; the neighbours stay live until covered', () => {
    const { machine } = single;
    let state = operate(machine, startState(single), 'feeder-breaker', 'off').state;
    state = lock(machine, state, 'feeder-breaker', ME).state;
    expect(earth(machine, state, 'work-point').events).toEqual([{ kind: 'earthed', point: 'work-point', live: false }]);
    expect(hazards(machine, state, single.def.adjacent).map((h) => h.component)).toEqual(['busbar', 'next-feeder']);
    expect(component(machine, 'feeder').kind).toBe('load');
  });
});

describe('machine drawings', () => {
  // A part's box and its name take 130 × 136 design units: no two may overlap on the scene.
  it.each(SCENARIOS.flatMap((def) => [...new Map(Array.from({ length: 300 }, (_, seed) => buildScenario(def, seed)).map((s) => [s.picked.join('+'), s])).values()].map((s) => [`${def.id} ${s.picked.join('+')}`, s] as const)))(
    'no two parts overlap (%s)',
    (_name, scenario) => {
      const parts = scenario.machine.components;
      const clashes = parts.flatMap((a, i) => parts.slice(i + 1).filter((b) => Math.abs(a.x - b.x) < 130 && Math.abs(a.y - b.y) < 136).map((b) => `${a.id}/${b.id}`));
      expect(clashes).toEqual([]);
    },
  );
});
