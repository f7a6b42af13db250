// Playing work orders in tests: a scenario by its options, each step done right as the sheet and
// the sequence give it, and a whole attempt played through the judge.
import { reduce, startAttempt, type Attempt, type AttemptAction, type MistakeCode } from '../../src/rules/attempt';
import { TEST_PAIRS } from '../../src/rules/energy';
import { component } from '../../src/rules/machine';
import { sequenceFor, STEP_IDS, type RuleSetId, type StepId } from '../../src/rules/ruleSet';
import { buildScenario, procedureSheet, SCENARIOS, type Mode, type Scenario } from '../../src/rules/builtInScenarios';

export const TAG = { name: 'Ana Souza', reason: 'Troca do rolamento' };

/** The first seed whose variants include every wanted option. */
export function scenarioWith(id: string, ...options: string[]): Scenario {
  const def = SCENARIOS.find((s) => s.id === id)!;
  for (let seed = 0; seed < 5000; seed++) {
    const s = buildScenario(def, seed);
    if (options.every((o) => s.picked.includes(o))) return s;
  }
  throw new Error(`no seed gives ${options.join(', ')}`);
}

/** The actions of one step done right, for a work order. */
export function stepActions(scenario: Scenario, step: StepId): AttemptAction[] {
  const { machine } = scenario;
  const sheet = procedureSheet(scenario);
  const isolators = [...new Set(sheet.sources.filter((s) => s.control === 'isolate').map((s) => s.device!))];
  const controls = machine.components.filter((c) => c.kind === 'control');
  switch (step) {
    case 'prepare':
      return [{ type: 'read_sheet' }];
    case 'notify':
      return [{ type: 'notify' }];
    case 'shutdown':
      return [
        ...controls.filter((c) => c.role === 'stop').map((c): AttemptAction => ({ type: 'press_stop', control: c.id })),
        ...controls.filter((c) => c.maintained).map((c): AttemptAction => ({ type: 'operate', device: c.id, position: 'off' })),
      ];
    case 'isolate':
      return isolators.map((d): AttemptAction => ({ type: 'operate', device: d, position: 'off' }));
    case 'lock':
      return isolators.map((d): AttemptAction => ({ type: 'lock', device: d }));
    case 'tag':
      return isolators.map((d): AttemptAction => ({ type: 'tag', device: d, tag: TAG }));
    case 'release':
      return [
        ...sheet.sources.filter((s) => s.control === 'restrain').map((s): AttemptAction => ({ type: 'restrain', part: s.source })),
        ...sheet.sources.filter((s) => s.control === 'release').map((s): AttemptAction => ({ type: 'operate', device: s.device!, position: 'on' })),
        ...sheet.coasting.map((part): AttemptAction => ({ type: 'check_standstill', part })),
      ];
    case 'verify': {
      const test: AttemptAction[] =
        sheet.testPoints.length === 0
          ? []
          : [
              ...(scenario.tester.battery === 'dead' ? [{ type: 'prove_tester' } as const, { type: 'swap_tester' } as const] : []),
              { type: 'prove_tester' },
              ...sheet.testPoints.flatMap((p) => TEST_PAIRS.map((pair): AttemptAction => ({ type: 'measure', point: p, pair }))),
              { type: 'prove_tester' },
            ];
      if (scenario.def.domain === 'electrical') return test;
      return [
        ...sheet.gauges.map((gauge): AttemptAction => ({ type: 'read_gauge', gauge })),
        { type: 'check_clear' },
        ...sheet.tryOut.flatMap((id): AttemptAction[] =>
          component(machine, id).maintained
            ? [
                { type: 'operate', device: id, position: 'on' },
                { type: 'operate', device: id, position: 'off' },
              ]
            : [{ type: 'press_start', control: id }],
        ),
        ...test,
      ];
    }
    case 'earth':
      return sheet.testPoints.map((p): AttemptAction => ({ type: 'earth', point: p }));
    case 'cover':
      return sheet.adjacent.map((p): AttemptAction => ({ type: 'cover', part: p }));
    case 'work':
      // A crew job: the keys into the group lockbox, the trainee's padlock on it, then each member's.
      return [
        ...(scenario.crew.length > 0
          ? [{ type: 'box_keys', into: true } as const, { type: 'box_lock', on: true } as const, ...scenario.crew.map((m): AttemptAction => ({ type: 'crew_lock', member: m.id, on: true }))]
          : []),
        { type: 'start_work' },
      ];
    case 'restore':
      return [
        // Each member takes their own padlock off when done; only then does the box open.
        ...scenario.crew.map((m): AttemptAction => ({ type: 'crew_lock', member: m.id, on: false })),
        { type: 'clear_zone' },
        ...(scenario.crew.length > 0 ? [{ type: 'box_lock', on: false } as const, { type: 'box_keys', into: false } as const] : []),
        ...(scenario.def.domain === 'electrical' ? sheet.testPoints.map((p): AttemptAction => ({ type: 'remove_earth', point: p })) : []),
        // The machine given back intact: blocks out, bleed valves shut, then each tag and padlock off.
        ...sheet.sources.filter((s) => s.control === 'restrain').map((s): AttemptAction => ({ type: 'remove_block', part: s.source })),
        ...sheet.sources.filter((s) => s.control === 'release').map((s): AttemptAction => ({ type: 'operate', device: s.device!, position: 'off' })),
        ...isolators.map((d): AttemptAction => ({ type: 'untag', device: d })),
        ...isolators.map((d): AttemptAction => ({ type: 'unlock', device: d })),
        { type: 'notify' },
        ...isolators.map((d): AttemptAction => ({ type: 'operate', device: d, position: 'on' })),
        { type: 'finish' },
      ];
  }
}

/** The whole procedure in the rule set's order, as the sheet and the sequence give it. */
export function rightWay(scenario: Scenario, ruleSet: RuleSetId, change: (step: StepId, actions: AttemptAction[]) => AttemptAction[] = (_s, a) => a): AttemptAction[] {
  const sequence = sequenceFor(ruleSet, scenario.def.domain);
  return sequence.flatMap((place) =>
    STEP_IDS.filter((id) => place.some((r) => r.step === id)).flatMap((step) => change(step, stepActions(scenario, step))),
  );
}

export function play(scenario: Scenario, ruleSet: RuleSetId, mode: Mode, actions: readonly AttemptAction[]): Attempt {
  let attempt = startAttempt({ id: 'a1', scenario, ruleSet, mode, language: 'pt', at: 0 });
  let history: readonly Attempt[] = [];
  actions.forEach((action, i) => {
    if (attempt.phase === 'done') return;
    ({ attempt, history } = reduce(attempt, action, 1000 * (i + 1), history));
  });
  return attempt;
}

export const codes = (a: Attempt): MistakeCode[] => a.mistakes.map((m) => m.code);

/** Replaces one step's actions. */
export const without = (target: StepId, replacement: (actions: AttemptAction[]) => AttemptAction[] = () => []) => (step: StepId, actions: AttemptAction[]) =>
  step === target ? replacement(actions) : actions;
