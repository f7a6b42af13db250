import { describe, expect, it } from 'vitest';
import { MISTAKES, reduce, score, startAttempt, TRAINEE, type Attempt, type AttemptAction, type MistakeCode } from '../../src/rules/attempt';
import { TEST_PAIRS } from '../../src/rules/energy';
import { RULE_SETS, sequenceFor, type RuleSetId, type StepId } from '../../src/rules/ruleSet';
import { buildScenario, procedureSheet, SCENARIOS, type Scenario } from '../../src/rules/builtInScenarios';
import { codes, play, rightWay, scenarioWith, without } from './attemptPlay';

describe('a procedure done right passes, under every rule set, for every work order and variant', () => {
  const cases = SCENARIOS.flatMap((def) => {
    const seen = new Map<string, Scenario>();
    for (let seed = 0; seed < 500; seed++) {
      const s = buildScenario(def, seed);
      seen.set(s.picked.join('+'), s);
    }
    return [...seen.values()].flatMap((s) => RULE_SETS.map((r) => [`${def.id} ${s.picked.join('+')} ${r}`, s, r] as const));
  });
  it.each(cases)('%s', (_name, scenario, ruleSet) => {
    const attempt = play(scenario, ruleSet, 'avaliacao', rightWay(scenario, ruleSet));
    expect(attempt.mistakes).toEqual([]);
    expect(attempt.phase).toBe('done');
    expect(attempt.result).toEqual(expect.objectContaining({ passed: true, score: 100 }));
    // Every step of the sequence has the time it was first complete.
    for (const r of sequenceFor(ruleSet, scenario.def.domain).flat()) expect(attempt.steps[r.step], r.step).toBeTypeOf('number');
  });
});

describe('critical mistakes: each is caught with its clause, and fails an assessment at once', () => {
  const pump = scenarioWith('bomba-p101', 'feed-bucket-3', 'no-colleague', 'tester-ok');
  const mislabelled = scenarioWith('bomba-p101', 'mislabelled-buckets', 'no-colleague');
  const colleague = scenarioWith('bomba-p101', 'colleague-on-discharge');
  const press = scenarioWith('prensa-ph301', 'no-colleague');
  const conveyor3 = scenarioWith('transportador-c201', 'third-drive', 'feeds-as-labelled');
  const panel = scenarioWith('quadro-qd401', 'one-supply', 'tester-ok');
  const deadTester = scenarioWith('quadro-qd401', 'one-supply', 'tester-dead');
  const backfeed = scenarioWith('quadro-qd401', 'generator-backfeed', 'tester-ok');

  const locksOnlyLabelled = (actions: AttemptAction[]) => actions.map((a) => ('device' in a && a.device === 'bucket-4' ? { ...a, device: 'bucket-3' } : a));
  const cases: [string, Scenario, RuleSetId, (step: StepId, actions: AttemptAction[]) => AttemptAction[], MistakeCode][] = [
    ['second drive missed, no try-out', conveyor3, 'osha', (step, a) => (step === 'verify' ? [] : a.filter((x) => !('device' in x && x.device === 'mcc-3-bucket-2'))), 'missed_source'],
    ['mislabelled bucket, try-out started the motor and was walked past', mislabelled, 'osha', (step, a) => (['isolate', 'lock', 'tag', 'restore'].includes(step) ? locksOnlyLabelled(a) : a), 'tryout_ignored'],
    ['try-out skipped', pump, 'osha', without('verify'), 'tryout_skipped'],
    ['casing not drained', pump, 'nr', without('release'), 'stored_energy'],
    ['accumulator dumped before the ram was blocked', press, 'osha', without('release', (a) => [...a.filter((x) => x.type !== 'restrain'), ...a.filter((x) => x.type === 'restrain')]), 'uncontrolled_release'],
    ['pump switch left ON after the try-out', press, 'vde', without('verify', (a) => a.filter((x) => !(x.type === 'operate' && x.position === 'off'))), 'controls_not_off'],
    ['stop button locked', pump, 'osha', without('lock', (a) => [{ type: 'lock', device: 'stop' }, ...a]), 'control_locked'],
    ['relying on a colleague’s lock', colleague, 'osha', (step, a) => (step === 'lock' || step === 'tag' ? a.filter((x) => !('device' in x && x.device === 'discharge-valve')) : a), 'no_personal_lock'],
    ['a tag without a name', pump, 'nr', without('tag', (a) => a.map((x) => (x.type === 'tag' ? { ...x, tag: { name: '  \u0000 ', reason: 'x' } } : x))), 'tag_incomplete'],
    ['a dead tester taken for dead conductors', deadTester, 'vde', without('verify', () => TEST_PAIRS.map((pair): AttemptAction => ({ type: 'measure', point: 'work-point', pair }))), 'tester_not_proven'],
    ['a tester proven before the test but not after it', panel, 'nr', without('verify', (a) => a.slice(0, -1)), 'tester_not_proven'],
    ['one pair measured only', panel, 'osha', without('verify', () => [{ type: 'prove_tester' }, { type: 'measure', point: 'work-point', pair: ['L1', 'L2'] }, { type: 'prove_tester' }]), 'test_incomplete'],
    ['earthing onto a backfed feeder', backfeed, 'vde', (step, a) => (step === 'verify' ? [] : a.filter((x) => !('device' in x && x.device === 'generator-breaker'))), 'earth_live'],
    ['adjacent live parts left bare', panel, 'vde', without('cover'), 'adjacent_uncovered'],
    ['a colleague’s lock cut off', colleague, 'osha', without('restore', (a) => [a[0]!, { type: 'cut_lock', device: 'discharge-valve' }, ...a.slice(1)]), 'foreign_lock_removed'],
    ['re-energized with people in the zone', pump, 'osha', without('restore', (a) => a.filter((x) => x.type !== 'clear_zone')), 'reenergize_unsafe'],
    ['earths left on at re-energizing', panel, 'vde', without('restore', (a) => a.filter((x) => x.type !== 'remove_earth')), 'earth_left_on'],
    ['group lockout: the keys kept in a pocket', press, 'osha', without('work', (a) => a.filter((x) => x.type !== 'box_keys')), 'keys_outside_box'],
    ['group lockout: the trainee’s own padlock not on the box', press, 'nr', without('work', (a) => a.filter((x) => x.type !== 'box_lock')), 'box_not_locked'],
    ['group lockout: a die setter starts without a padlock on the box', press, 'vde', without('work', (a) => a.filter((x) => !(x.type === 'crew_lock' && x.member === 'crew-2'))), 'crew_unprotected'],
    ['try-out without checking that no one is exposed', pump, 'vde', without('verify', (a) => a.filter((x) => x.type !== 'check_clear')), 'tryout_exposed'],
    ['the crew locks the box, then the trainee runs the two-hand stroke', press, 'osha', (step, a) =>
      step === 'verify' ? [{ type: 'box_keys', into: true }, { type: 'box_lock', on: true }, { type: 'crew_lock', member: 'crew-1', on: true }, { type: 'crew_lock', member: 'crew-2', on: true }, ...a.filter((x) => x.type !== 'check_clear')] : step === 'work' ? [{ type: 'start_work' }] : a, 'tryout_exposed'],
    ['the casing gauge never read after draining', pump, 'rd614', without('verify', (a) => a.filter((x) => x.type !== 'read_gauge')), 'gauge_not_read'],
    ['the head pulley still coasting when work starts', scenarioWith('transportador-c201', 'two-drives'), 'osha', without('release', (a) => a.filter((x) => x.type !== 'check_standstill')), 'still_turning'],
    ['the casing drained while the header still feeds it', pump, 'nr', (step, a) => (step === 'isolate' ? [{ type: 'operate', device: 'drain', position: 'on' }, ...a] : step === 'release' ? [] : a), 'bleed_while_fed'],
    ['tags left hanging at hand-back', pump, 'osha', without('restore', (a) => a.filter((x) => x.type !== 'untag')), 'tag_left_on'],
    ['the ram block left in', press, 'osha', without('restore', (a) => a.filter((x) => x.type !== 'remove_block')), 'block_left_in'],
    ['dump and vent valves left open', press, 'nr', without('restore', (a) => a.filter((x) => !(x.type === 'operate' && x.position === 'off'))), 'bleed_left_open'],
    ['the pump switch turned to RUN before energy returns', press, 'vde', without('restore', (a) => [{ type: 'operate', device: 'pump-switch', position: 'on' }, ...a]), 'restart_in_run'],
    ['energy back on without telling anyone', pump, 'nfc18510', without('restore', (a) => a.filter((x) => x.type !== 'notify')), 'restart_unannounced'],
    ['motor exchange: terminals tested with a dead tester taken for dead', scenarioWith('bomba-p101-motor', 'tester-dead'), 'rd614', without('verify', (a) => a.filter((x) => x.type !== 'swap_tester' && x.type !== 'prove_tester')), 'tester_not_proven'],
    ['motor exchange: only the try-out, no tester', scenarioWith('bomba-p101-motor', 'tester-ok'), 'vde', without('verify', (a) => a.filter((x) => x.type !== 'measure' && x.type !== 'prove_tester')), 'test_incomplete'],
    ['group lockout: a die setter’s padlock cut off the box', press, 'osha', without('restore', (a) => [{ type: 'clear_zone' }, { type: 'cut_box_lock', member: 'crew-1' }, ...a.filter((x) => !(x.type === 'crew_lock' && x.member === 'crew-1'))]), 'foreign_lock_removed'],
  ];

  it.each(cases)('%s', (_name, scenario, ruleSet, change, code) => {
    expect(MISTAKES[code].critical).toBe(true);
    const practice = play(scenario, ruleSet, 'pratica', rightWay(scenario, ruleSet, change));
    const found = practice.mistakes.find((m) => m.code === code);
    expect(found, `${code} in ${codes(practice).join(', ')}`).toBeDefined();
    expect(found!.critical).toBe(true);
    expect(found!.step).toBe(MISTAKES[code].step);
    expect(found!.at).toBeGreaterThan(0);
    expect(practice.result?.passed ?? false).toBe(false);

    const assessment = play(scenario, ruleSet, 'avaliacao', rightWay(scenario, ruleSet, change));
    expect(assessment.phase).toBe('done');
    expect(assessment.result?.passed).toBe(false);
    // It ended at the first action that made a critical mistake (which may find more than one).
    const critical = assessment.mistakes.filter((m) => m.critical);
    expect(critical.length).toBeGreaterThan(0);
    expect(new Set(critical.map((m) => m.at)).size).toBe(1);
    expect(assessment.log.at(-1)!.at).toBe(critical[0]!.at);
  });

  it('each critical code has a case above', () => {
    const covered = new Set(cases.map((c) => c[4]));
    expect(Object.entries(MISTAKES).filter(([code, m]) => m.critical && !covered.has(code as MistakeCode)).map(([c]) => c)).toEqual([]);
  });
});

describe('minor mistakes cost points but do not fail by themselves', () => {
  const pump = scenarioWith('bomba-p101', 'feed-bucket-3', 'no-colleague', 'tester-ok');

  it('opening the bucket while the motor runs is an order slip against the shutdown step', () => {
    const attempt = play(pump, 'osha', 'avaliacao', rightWay(pump, 'osha', without('shutdown')));
    expect(codes(attempt)).toContain('under_load');
    expect(attempt.mistakes.every((m) => !m.critical)).toBe(true);
    expect(attempt.result?.passed).toBe(true);
    expect(attempt.result!.score).toBeLessThan(100);
  });

  it('under OSHA, not telling affected people before and after is a finding with clause (c)(9); under NR it is not scored', () => {
    const osha = play(pump, 'osha', 'avaliacao', rightWay(pump, 'osha', (step, a) => a.filter((x) => x.type !== 'notify')));
    expect(osha.mistakes.filter((m) => m.code === 'not_notified').map((m) => [m.subject, m.clause])).toEqual([['before', '29 CFR 1910.147(c)(9)']]);
    // Switching back on before telling anyone is critical, (e)(2)(ii): someone may be at the machine.
    expect(osha.mistakes.filter((m) => m.code === 'restart_unannounced').map((m) => [m.critical, m.clause])).toEqual([[true, '29 CFR 1910.147(e)(2)(ii)']]);
    const nr = play(pump, 'nr', 'avaliacao', rightWay(pump, 'nr', (step, a) => a.filter((x) => x.type !== 'notify' || step === 'restore')));
    expect(codes(nr)).toEqual([]);
  });

  it('releasing stored energy before every source is isolated and locked is an order slip, marked on the release step', () => {
    const attempt = play(pump, 'osha', 'pratica', [{ type: 'read_sheet' }, { type: 'notify' }, { type: 'press_stop', control: 'stop' }, { type: 'operate', device: 'bucket-3', position: 'off' }, { type: 'lock', device: 'bucket-3' }]);
    expect(codes(attempt)).toEqual([]);
    const early = play(pump, 'osha', 'pratica', [{ type: 'read_sheet' }, { type: 'notify' }, { type: 'press_stop', control: 'stop' }, { type: 'operate', device: 'discharge-valve', position: 'off' }, { type: 'operate', device: 'suction-valve', position: 'off' }, { type: 'lock', device: 'discharge-valve' }, { type: 'lock', device: 'suction-valve' }, { type: 'operate', device: 'drain', position: 'on' }]);
    expect(early.mistakes.map((m) => [m.code, m.step, m.clause])).toEqual([['order', 'release', '29 CFR 1910.147(d)(5)']]);
  });

  it('a tag with a name but no reason is a minor finding; without a name it is critical', () => {
    const noReason = play(pump, 'nr', 'avaliacao', rightWay(pump, 'nr', without('tag', (a) => a.map((x) => (x.type === 'tag' ? { ...x, tag: { name: 'Ana', reason: ' ' } } : x)))));
    expect(noReason.mistakes.map((m) => [m.code, m.critical, m.clause])).toContainEqual(['tag_reason_missing', false, 'NR-12 12.11.3 b)']);
    expect(noReason.result?.passed).toBe(true);
  });

  it('a minor slip on a step the rule set gives no clause is not a finding', () => {
    // DIN VDE 0105-100 says nothing of reading a sheet or of the order of stopping and isolating.
    const attempt = play(pump, 'vde', 'avaliacao', rightWay(pump, 'vde', (step, a) => (step === 'prepare' || step === 'shutdown' ? [] : a)));
    expect(attempt.mistakes).toEqual([]);
    expect(attempt.result?.score).toBe(100);
  });

  it('turning a device before reading the procedure sheet is a finding against preparation', () => {
    const attempt = play(pump, 'osha', 'pratica', [{ type: 'press_stop', control: 'stop' }]);
    expect(attempt.mistakes.map((m) => [m.code, m.step, m.clause])).toEqual([['sheet_not_read', 'prepare', '29 CFR 1910.147(d)(1)']]);
  });
});

describe('practice and assessment', () => {
  const pump = scenarioWith('bomba-p101', 'feed-bucket-3', 'no-colleague', 'tester-ok');

  it('practice explains a mistake at once and allows undo; the mistake stays in the record', () => {
    let attempt = startAttempt({ id: 'p', scenario: pump, ruleSet: 'osha', mode: 'pratica', language: 'pt', at: 0 });
    let history: readonly Attempt[] = [];
    let step = reduce(attempt, { type: 'read_sheet' }, 1, history);
    ({ attempt, history } = step);
    ({ attempt, history } = reduce(attempt, { type: 'notify' }, 1, history));
    step = reduce(attempt, { type: 'lock', device: 'stop' }, 2, history);
    expect(step.effects).toContainEqual({ kind: 'mistake', mistake: expect.objectContaining({ code: 'control_locked', clause: '29 CFR 1910.147(d)(4)' }) });
    ({ attempt, history } = step);
    expect(attempt.machine.locks.stop).toEqual([TRAINEE]);
    step = reduce(attempt, { type: 'undo' }, 3, history);
    expect(step.attempt.machine.locks.stop ?? []).toEqual([]);
    expect(step.attempt.mistakes.map((m) => m.code)).toEqual(['control_locked']);
    expect(step.attempt.log.map((l) => l.action.type)).toEqual(['read_sheet', 'notify', 'lock', 'undo']);
  });

  it('an assessment says nothing about a mistake and refuses undo', () => {
    const attempt = startAttempt({ id: 'x', scenario: pump, ruleSet: 'osha', mode: 'avaliacao', language: 'en', at: 0 });
    const step = reduce(attempt, { type: 'operate', device: 'bucket-3', position: 'off' }, 1);
    expect(step.effects.filter((e) => e.kind === 'mistake')).toEqual([]);
    expect(step.attempt.mistakes.map((m) => m.code)).toEqual(expect.arrayContaining(['under_load', 'sheet_not_read']));
    expect(reduce(step.attempt, { type: 'undo' }, 2, step.history).effects).toEqual([{ kind: 'refused', why: 'undo_in_assessment' }]);
  });

  it('an assessment ended by a critical mistake keeps no points for the steps it never reached', () => {
    // The sheet read and the notice given, then work started with nothing isolated: someone is hurt.
    const attempt = play(pump, 'osha', 'avaliacao', [{ type: 'read_sheet' }, { type: 'notify' }, { type: 'start_work' }]);
    expect(attempt.phase).toBe('done');
    const result = attempt.result!;
    expect(result.passed).toBe(false);
    const byStep = Object.fromEntries(result.byStep.map((s) => [s.step, s]));
    expect(byStep.prepare).toMatchObject({ done: true, kept: byStep.prepare!.worth });
    expect(byStep.notify).toMatchObject({ done: true, kept: byStep.notify!.worth });
    // Work declared safe when it was not is not the work step done.
    for (const step of ['lock', 'tag', 'verify', 'work', 'restore'] as const) expect(byStep[step]).toMatchObject({ done: false, kept: 0 });
    expect(attempt.steps.work).toBeUndefined();
    expect(result.score).toBe(Math.round(result.byStep.reduce((sum, s) => sum + s.kept, 0)));
    expect(result.score).toBeLessThan(50);
    // Without the notice, that step is not reached either.
    const silent = play(pump, 'osha', 'avaliacao', [{ type: 'read_sheet' }, { type: 'start_work' }]);
    expect(silent.result!.byStep.find((s) => s.step === 'notify')).toMatchObject({ done: false, kept: 0 });
  });

  it('an action on a part the machine does not have is refused and changes nothing', () => {
    const attempt = startAttempt({ id: 'x', scenario: pump, ruleSet: 'osha', mode: 'pratica', language: 'pt', at: 0 });
    const step = reduce(attempt, { type: 'lock', device: '<script>' }, 1);
    expect(step.attempt).toBe(attempt);
    expect(step.effects).toEqual([{ kind: 'refused', why: 'unknown' }]);
  });

  it('a tag keeps its text clean and within its limits', () => {
    let attempt = play(pump, 'osha', 'pratica', [{ type: 'read_sheet' }, { type: 'press_stop', control: 'stop' }, { type: 'operate', device: 'bucket-3', position: 'off' }, { type: 'lock', device: 'bucket-3' }]);
    attempt = reduce(attempt, { type: 'tag', device: 'bucket-3', tag: { name: `  Zoë\u0007 O'Brien <b>${'x'.repeat(200)}`, reason: '\n\nTroca\t do rolamento  ' } }, 9).attempt;
    expect(attempt.tags['bucket-3']).toEqual({ name: `Zoë O'Brien <b>${'x'.repeat(60 - "Zoë O'Brien <b>".length)}`, reason: 'Troca do rolamento', at: 9 });
  });

  it('the record is plain JSON: it survives a round trip unchanged', () => {
    const attempt = play(pump, 'nr', 'avaliacao', rightWay(pump, 'nr'));
    expect(JSON.parse(JSON.stringify(attempt))).toEqual(attempt);
    expect(score(attempt)).toEqual(attempt.result);
    expect(attempt.result!.byStep.map((s) => s.step)).toEqual(sequenceFor('nr', 'machine').flat().map((r) => r.step));
  });
});

describe('group lockout on a crew job (the press die change)', () => {
  const press = scenarioWith('prensa-ph301', 'no-colleague', 'tester-ok');
  const pump = scenarioWith('bomba-p101', 'feed-bucket-3', 'no-colleague', 'tester-ok');
  const upToWork = (ruleSet: RuleSetId) => {
    const all = rightWay(press, ruleSet);
    return all.slice(0, all.findIndex((a) => a.type === 'start_work') + 1);
  };
  const refusal = (attempt: Attempt, action: AttemptAction) => {
    const step = reduce(attempt, action, 99_000);
    return step.attempt === attempt ? step.effects : 'accepted';
  };

  it('the sheet names the crew; a job done alone has no lockbox', () => {
    expect(procedureSheet(press).crew.map((m) => m.name)).toEqual(['R. Alves', 'M. Costa']);
    expect(procedureSheet(pump).crew).toEqual([]);
    const alone = startAttempt({ id: 'x', scenario: pump, ruleSet: 'osha', mode: 'pratica', language: 'pt', at: 0 });
    expect(refusal(alone, { type: 'box_lock', on: true })).toEqual([{ kind: 'refused', why: 'unknown' }]);
  });

  it('while anyone’s padlock is on the box its keys stay in, and a key in the box opens no padlock', () => {
    const working = play(press, 'osha', 'pratica', upToWork('osha'));
    expect(working.phase).toBe('work');
    expect(working.lockbox.locks).toEqual([TRAINEE, 'crew-1', 'crew-2']);
    expect(working.lockbox.keys.length).toBeGreaterThan(1);
    expect(refusal(working, { type: 'box_keys', into: false })).toEqual([{ kind: 'refused', why: 'box_locked' }]);
    expect(refusal(working, { type: 'unlock', device: working.lockbox.keys[0]! })).toEqual([{ kind: 'refused', why: 'key_in_box' }]);
    // The trainee takes their own padlock off: the two die setters' still hold the keys in.
    const mineOff = reduce(working, { type: 'box_lock', on: false }, 99_000).attempt;
    expect(refusal(mineOff, { type: 'box_keys', into: false })).toEqual([{ kind: 'refused', why: 'box_locked' }]);
    expect(refusal(working, { type: 'crew_lock', member: 'crew-1', on: true })).toEqual([{ kind: 'refused', why: 'wrong_phase' }]);
    expect(refusal(working, { type: 'crew_lock', member: 'crew-9', on: false })).toEqual([{ kind: 'refused', why: 'unknown' }]);
  });

  it('a crew member cannot lock onto an empty box: the padlock would protect nothing', () => {
    const before = play(press, 'osha', 'pratica', upToWork('osha').filter((a) => a.type !== 'box_keys' && a.type !== 'start_work'));
    expect(refusal(before, { type: 'crew_lock', member: 'crew-1', on: true })).toEqual([{ kind: 'refused', why: 'box_empty' }]);
    expect(refusal(before, { type: 'box_lock', on: true })).toEqual([{ kind: 'refused', why: 'box_empty' }]);
  });

  it('OSHA cites its group lockout clauses; another rule set cites its locking step', () => {
    const skip = (ruleSet: RuleSetId) => play(press, ruleSet, 'pratica', rightWay(press, ruleSet, without('work', (a) => a.filter((x) => x.type === 'start_work'))));
    const osha = skip('osha').mistakes.map((m) => [m.code, m.subject, m.clause]);
    expect(osha).toEqual([
      ['keys_outside_box', null, '29 CFR 1910.147(f)(3)(i)'],
      ['box_not_locked', null, '29 CFR 1910.147(f)(3)(ii)(D)'],
      ['crew_unprotected', 'crew-1', '29 CFR 1910.147(f)(3)(ii)(D)'],
      ['crew_unprotected', 'crew-2', '29 CFR 1910.147(f)(3)(ii)(D)'],
    ]);
    expect(skip('nr').mistakes.map((m) => m.clause)).toEqual(Array(4).fill('NR-12 12.11.3 b)'));
  });

  it('controls left ON after the try-out: OSHA names (d)(6) and its Appendix A, another rule set its verification step', () => {
    const left = (ruleSet: RuleSetId) => play(press, ruleSet, 'pratica', rightWay(press, ruleSet, without('verify', (a) => a.filter((x) => !(x.type === 'operate' && x.position === 'off'))))).mistakes.find((m) => m.code === 'controls_not_off');
    expect(left('osha')?.clause).toBe('29 CFR 1910.147(d)(6); Appendix A');
    expect(left('nr')?.clause).toBe('NR-12 12.11.3 c)');
  });

  it('the box holds the keys of every padlock the trainee put on, and cannot be reopened to change them once locked', () => {
    const attempt = play(press, 'osha', 'pratica', upToWork('osha').slice(0, -1));
    const keys = attempt.lockbox.keys;
    expect(refusal(attempt, { type: 'box_keys', into: true })).toEqual([{ kind: 'refused', why: 'box_locked' }]);
    expect(keys).toEqual(Object.keys(attempt.machine.locks).filter((d) => attempt.machine.locks[d]!.includes(TRAINEE)));
  });
});
