// Every machine against every critical mistake it allows: the mistake made on that machine, the
// judge finds it, and where the mistake leaves energy at the work the model shows it the way a
// trainee would see it (the try-out starts a load, a gauge keeps its pressure, a raised part is
// free to fall, the tester reads voltage).
import { describe, expect, it } from 'vitest';
import { MISTAKES, type AttemptAction, type MistakeCode } from '../../src/rules/attempt';
import { gaugeReading, hazards, measure, startable, TEST_PAIRS } from '../../src/rules/energy';
import { component } from '../../src/rules/machine';
import type { StepId } from '../../src/rules/ruleSet';
import { procedureSheet, SCENARIOS, type ScenarioDef, type Scenario } from '../../src/rules/builtInScenarios';
import { codes, play, rightWay, scenarioWith, TAG, without } from './attemptPlay';

type Change = (step: StepId, actions: AttemptAction[]) => AttemptAction[];
interface Case {
  readonly scenario: Scenario;
  readonly change: Change;
}

/** The first option of every slot, or the given ones. */
const withOptions = (def: ScenarioDef, ...options: string[]) => scenarioWith(def.id, ...(options.length ? options : def.variants.map((slot) => slot[0]!.id)));
const touches = (device: string) => (a: AttemptAction) => 'device' in a && a.device === device;
const isolators = (s: Scenario) => [...new Set(procedureSheet(s).sources.filter((x) => x.control === 'isolate').map((x) => x.device!))];
const variant = (def: ScenarioDef, test: (op: ScenarioDef['variants'][number][number]['ops'][number]) => boolean) =>
  def.variants.flat().find((option) => option.ops.some(test));

/** How to make each critical mistake on a work order, or nothing when that machine does not allow it. */
const MAKERS: Record<string, (def: ScenarioDef) => Case | null> = {
  missed_source: (def) => {
    const scenario = withOptions(def);
    const first = isolators(scenario)[0]!;
    // Not isolated, and not verified either (a verification would show it: that is another mistake).
    return { scenario, change: (step, a) => (step === 'verify' ? [] : a.filter((x) => !touches(first)(x))) };
  },
  stored_energy: (def) => {
    const scenario = withOptions(def);
    const sheet = procedureSheet(scenario);
    return sheet.sources.some((x) => x.control === 'release' || x.control === 'restrain') ? { scenario, change: without('release') } : null;
  },
  uncontrolled_release: (def) => {
    const scenario = withOptions(def);
    const sheet = procedureSheet(scenario);
    // A raised part held by a store: bleed the store before the block goes in.
    const held = sheet.sources.some((x) => x.control === 'restrain') && sheet.sources.some((x) => x.control === 'release' && scenario.machine.connections.some(([from, to]) => from === x.source && scenario.zone.includes(to)));
    if (!held) return null;
    return { scenario, change: without('release', (a) => [...a.filter((x) => x.type !== 'restrain'), ...a.filter((x) => x.type === 'restrain')]) };
  },
  tryout_skipped: (def) => {
    const scenario = withOptions(def);
    return def.domain === 'machine' && procedureSheet(scenario).tryOut.length > 0 ? { scenario, change: without('verify') } : null;
  },
  tryout_ignored: (def) => {
    const option = variant(def, (op) => op.op === 'swapFeeds' && op.keepLabels === true);
    if (!option) return null;
    const op = option.ops.find((o) => o.op === 'swapFeeds')!;
    if (op.op !== 'swapFeeds') return null;
    const scenario = withOptions(def, option.id);
    // The trainee goes by the labels: the bucket the sheet names (wired to the motor) is left on.
    const right = isolators(scenario).find((d) => d === op.a || d === op.b)!;
    const labelled = right === op.a ? op.b : op.a;
    const swap = (a: AttemptAction): AttemptAction => (touches(right)(a) ? ({ ...a, device: labelled } as AttemptAction) : a);
    return { scenario, change: (step, a) => (['isolate', 'lock', 'tag', 'restore'].includes(step) ? a.map(swap) : a) };
  },
  controls_not_off: (def) => {
    const scenario = withOptions(def);
    const maintained = procedureSheet(scenario).tryOut.filter((id) => component(scenario.machine, id).maintained);
    return maintained.length > 0 ? { scenario, change: without('verify', (a) => a.filter((x) => !(x.type === 'operate' && maintained.includes(x.device) && x.position === 'off'))) } : null;
  },
  control_locked: (def) => {
    const scenario = withOptions(def);
    const control = scenario.machine.components.find((c) => c.kind === 'control' && c.role !== 'start');
    return control ? { scenario, change: without('lock', (a) => [{ type: 'lock', device: control.id }, ...a]) } : null;
  },
  no_personal_lock: (def) => {
    const option = variant(def, (op) => op.op === 'colleagueLock');
    if (!option) return null;
    const device = (option.ops.find((o) => o.op === 'colleagueLock') as { device: string }).device;
    return { scenario: withOptions(def, option.id), change: (step, a) => (step === 'lock' || step === 'tag' ? a.filter((x) => !touches(device)(x)) : a) };
  },
  tag_incomplete: (def) => ({ scenario: withOptions(def), change: without('tag', (a) => a.map((x) => (x.type === 'tag' ? { ...x, tag: { name: ' ', reason: TAG.reason } } : x))) }),
  tester_not_proven: (def) => {
    const scenario = withOptions(def);
    if (procedureSheet(scenario).testPoints.length === 0) return null;
    return { scenario, change: without('verify', (a) => a.filter((x) => x.type !== 'prove_tester')) };
  },
  test_incomplete: (def) => {
    const scenario = withOptions(def);
    if (procedureSheet(scenario).testPoints.length === 0) return null;
    return { scenario, change: without('verify', (a) => a.filter((x) => !(x.type === 'measure' && x.pair.includes('PE')))) };
  },
  earth_live: (def) => {
    if (def.domain !== 'electrical') return null;
    const scenario = withOptions(def);
    const first = isolators(scenario)[0]!;
    return { scenario, change: (step, a) => (step === 'verify' ? [] : a.filter((x) => !touches(first)(x))) };
  },
  adjacent_uncovered: (def) => (def.adjacent.length > 0 ? { scenario: withOptions(def), change: without('cover') } : null),
  foreign_lock_removed: (def) => {
    const option = variant(def, (op) => op.op === 'colleagueLock');
    if (option) {
      const device = (option.ops.find((o) => o.op === 'colleagueLock') as { device: string }).device;
      return { scenario: withOptions(def, option.id), change: without('restore', (a) => [a[0]!, { type: 'cut_lock', device }, ...a.slice(1)]) };
    }
    if (def.crew?.length) {
      const member = def.crew[0]!.id;
      return {
        scenario: withOptions(def),
        change: without('restore', (a) => [{ type: 'clear_zone' }, { type: 'cut_box_lock', member }, ...a.filter((x) => x.type !== 'clear_zone' && !(x.type === 'crew_lock' && x.member === member))]),
      };
    }
    return null;
  },
  tryout_exposed: (def) => {
    const scenario = withOptions(def);
    return procedureSheet(scenario).tryOut.length > 0 ? { scenario, change: without('verify', (a) => a.filter((x) => x.type !== 'check_clear')) } : null;
  },
  gauge_not_read: (def) => {
    const scenario = withOptions(def);
    return procedureSheet(scenario).gauges.length > 0 ? { scenario, change: without('verify', (a) => a.filter((x) => x.type !== 'read_gauge')) } : null;
  },
  still_turning: (def) => {
    const scenario = withOptions(def);
    return procedureSheet(scenario).coasting.length > 0 ? { scenario, change: without('release', (a) => a.filter((x) => x.type !== 'check_standstill')) } : null;
  },
  bleed_while_fed: (def) => {
    // Every bleed opened before anything is isolated: a store still fed pours out through it.
    const scenario = withOptions(def);
    const bleeds = procedureSheet(scenario).sources.filter((x) => x.control === 'release').map((x): AttemptAction => ({ type: 'operate', device: x.device!, position: 'on' }));
    if (bleeds.length === 0) return null;
    const fed = play(scenario, 'osha', 'pratica', [{ type: 'read_sheet' }, ...bleeds]);
    if (!codes(fed).includes('bleed_while_fed')) return null;
    return { scenario, change: (step, a) => (step === 'isolate' ? [...bleeds, ...a] : step === 'release' ? a.filter((x) => x.type !== 'operate') : a) };
  },
  tag_left_on: (def) => ({ scenario: withOptions(def), change: without('restore', (a) => a.filter((x) => x.type !== 'untag')) }),
  block_left_in: (def) => {
    const scenario = withOptions(def);
    return procedureSheet(scenario).sources.some((x) => x.control === 'restrain') ? { scenario, change: without('restore', (a) => a.filter((x) => x.type !== 'remove_block')) } : null;
  },
  bleed_left_open: (def) => {
    const scenario = withOptions(def);
    const bleeds = procedureSheet(scenario).sources.filter((x) => x.control === 'release').map((x) => x.device!);
    return bleeds.length > 0 ? { scenario, change: without('restore', (a) => a.filter((x) => !(x.type === 'operate' && bleeds.includes(x.device)))) } : null;
  },
  restart_in_run: (def) => {
    const scenario = withOptions(def);
    const run = procedureSheet(scenario).tryOut.find((id) => component(scenario.machine, id).maintained);
    if (!run) return null;
    // The run switch turned to RUN before the isolators are switched back on.
    return { scenario, change: without('restore', (a) => { const i = a.findIndex((x) => x.type === 'notify'); return [...a.slice(0, i), { type: 'operate', device: run, position: 'on' }, ...a.slice(i)]; }) };
  },
  restart_unannounced: (def) => ({ scenario: withOptions(def), change: without('restore', (a) => a.filter((x) => x.type !== 'notify')) }),
  reenergize_unsafe: (def) => ({ scenario: withOptions(def), change: without('restore', (a) => a.filter((x) => x.type !== 'clear_zone')) }),
  earth_left_on: (def) => (def.domain === 'electrical' ? { scenario: withOptions(def), change: without('restore', (a) => a.filter((x) => x.type !== 'remove_earth')) } : null),
  keys_outside_box: (def) => (def.crew?.length ? { scenario: withOptions(def), change: without('work', (a) => a.filter((x) => x.type !== 'box_keys')) } : null),
  box_not_locked: (def) => (def.crew?.length ? { scenario: withOptions(def), change: without('work', (a) => a.filter((x) => x.type !== 'box_lock')) } : null),
  crew_unprotected: (def) =>
    def.crew?.length ? { scenario: withOptions(def), change: without('work', (a) => a.filter((x) => !(x.type === 'crew_lock' && x.member === def.crew![0]!.id))) } : null,
};

/** What each machine lets a trainee get wrong (a mistake missing here is a gap in the machine's lessons). */
const EXPECTED: Record<string, readonly MistakeCode[]> = {
  'bomba-p101': [
    'missed_source',
    'stored_energy',
    'tryout_skipped',
    'tryout_exposed',
    'gauge_not_read',
    'bleed_while_fed',
    'tryout_ignored',
    'control_locked',
    'no_personal_lock',
    'tag_incomplete',
    'foreign_lock_removed',
    'reenergize_unsafe',
    'tag_left_on',
    'bleed_left_open',
    'restart_unannounced',
  ],
  'bomba-p101-motor': [
    'missed_source',
    'tryout_skipped',
    'tryout_exposed',
    'tryout_ignored',
    'control_locked',
    'tag_incomplete',
    'tester_not_proven',
    'test_incomplete',
    'reenergize_unsafe',
    'tag_left_on',
    'restart_unannounced',
  ],
  'transportador-c201': [
    'missed_source',
    'stored_energy',
    'tryout_skipped',
    'tryout_exposed',
    'still_turning',
    'tryout_ignored',
    'control_locked',
    'tag_incomplete',
    'reenergize_unsafe',
    'tag_left_on',
    'block_left_in',
    'restart_unannounced',
  ],
  'prensa-ph301': [
    'missed_source',
    'stored_energy',
    'uncontrolled_release',
    'tryout_skipped',
    'tryout_exposed',
    'gauge_not_read',
    'bleed_while_fed',
    'controls_not_off',
    'control_locked',
    'no_personal_lock',
    'keys_outside_box',
    'box_not_locked',
    'crew_unprotected',
    'tag_incomplete',
    'foreign_lock_removed',
    'reenergize_unsafe',
    'tag_left_on',
    'block_left_in',
    'bleed_left_open',
    'restart_in_run',
    'restart_unannounced',
  ],
  'quadro-qd401': [
    'missed_source',
    'tag_incomplete',
    'tester_not_proven',
    'test_incomplete',
    'earth_live',
    'adjacent_uncovered',
    'reenergize_unsafe',
    'earth_left_on',
    'tag_left_on',
    'restart_unannounced',
  ],
};

const CRITICAL = (Object.keys(MISTAKES) as MistakeCode[]).filter((code) => MISTAKES[code].critical);

/**
 * The rule set each kind of job is played under here: OSHA 1910.147 for machines; for electrical
 * work the five rules (DIN VDE 0105-100), whose steps include earthing and covering adjacent live
 * parts (NFPA 70E's lockout steps do not name the covering).
 */
const RULES = { machine: 'osha', electrical: 'vde' } as const;

/** The machine as it stands when verification begins (after isolating, locking, tagging and releasing). */
function atVerification(scenario: Scenario, change: Change) {
  const later: StepId[] = ['verify', 'earth', 'cover', 'work', 'restore'];
  return play(scenario, RULES[scenario.def.domain], 'pratica', rightWay(scenario, RULES[scenario.def.domain], (step, a) => (later.includes(step) ? [] : change(step, a)))).machine;
}

/** What a verification would show the trainee of the energy left at the work. */
function shown(scenario: Scenario, change: Change): string[] {
  const m = atVerification(scenario, change);
  const { machine, zone } = scenario;
  const sheet = procedureSheet(scenario);
  const seen: string[] = [];
  if (startable(machine, m).some((load) => zone.includes(load))) seen.push('a load in the zone can start');
  if (sheet.gauges.some((g) => gaugeReading(machine, m, g).value > 0)) seen.push('a gauge shows pressure');
  if (sheet.sources.some((x) => x.control === 'restrain' && !m.restrained[x.source] && !m.dropped[x.source])) seen.push('a raised part hangs free');
  if (sheet.testPoints.some((p) => TEST_PAIRS.some((pair) => (measure(machine, m, p, pair, { battery: 'ok' }) ?? 0) > 0))) seen.push('the tester reads voltage');
  return seen;
}

describe.each(SCENARIOS.map((def) => [def.id, def] as const))('%s', (id, def) => {
  const cases = CRITICAL.flatMap((code) => {
    const made = MAKERS[code]?.(def);
    return made ? [[code, made] as const] : [];
  });

  it('allows the critical mistakes its lesson needs', () => {
    expect(cases.map(([code]) => code)).toEqual(EXPECTED[id]);
  });

  it.each(cases)('%s is caught, in practice and in an assessment', (code, { scenario, change }) => {
    const rules = RULES[def.domain];
    const practice = play(scenario, rules, 'pratica', rightWay(scenario, rules, change));
    expect(codes(practice), `${code} on ${id}`).toContain(code);
    expect(practice.result?.passed ?? false).toBe(false);
    const assessment = play(scenario, rules, 'avaliacao', rightWay(scenario, rules, change));
    expect(assessment.result?.passed).toBe(false);
  });

  const energetic = cases.filter(([code]) => code === 'missed_source' || code === 'stored_energy' || code === 'tryout_ignored');
  it.each(energetic)('%s leaves energy at the work, and the machine shows it', (_code, { scenario, change }) => {
    expect(hazards(scenario.machine, atVerification(scenario, change), [...scenario.zone]).length).toBeGreaterThan(0);
    expect(shown(scenario, change)).not.toEqual([]);
  });
});

it('every critical mistake is made on at least one machine', () => {
  const made = new Set(Object.values(EXPECTED).flat());
  expect(CRITICAL.filter((code) => !made.has(code))).toEqual([]);
});
