// The safety review's findings (issue 21), each as a rule the judge keeps: nothing the product
// teaches or rewards may be a habit that hurts people, under any of the five rule sets.
import { describe, expect, it } from 'vitest';
import { reduce, score, startAttempt, type Attempt, type AttemptAction } from '../../src/rules/attempt';
import { RULE_SETS, sequenceFor, clauseOf, type RuleSetId } from '../../src/rules/ruleSet';
import de from '../../locales/de.json';
import es from '../../locales/es.json';
import { codes, play, rightWay, scenarioWith, TAG, without } from './attemptPlay';

const pump = scenarioWith('bomba-p101', 'feed-bucket-3', 'no-colleague', 'tester-ok');
const motor = scenarioWith('bomba-p101-motor', 'feed-bucket-3', 'tester-ok');
const panel = scenarioWith('quadro-qd401', 'one-supply', 'tester-ok');

describe('machine jobs under DIN VDE 0105-100 and RD 614/2001 follow the machine basis, not the five electrical rules', () => {
  it.each(['vde', 'rd614'] as const)('%s: no machine step cites the electrical rules, and verification is the try-out it is', (ruleSet) => {
    const steps = sequenceFor(ruleSet, 'machine').flat();
    for (const { clause } of steps) expect(clause ?? '').not.toMatch(/Regel|etapa|0105|614/);
    expect(clauseOf(sequenceFor(ruleSet, 'machine'), 'verify')).toBe(ruleSet === 'vde' ? 'TRBS 1112, 5 (2)' : 'RD 1215/1997, anexo II, 1.14');
    // The electrical five rules stay for electrical work.
    expect(clauseOf(sequenceFor(ruleSet, 'electrical'), 'verify')).toMatch(ruleSet === 'vde' ? /Regel 3/ : /3\.ª etapa/);
  });

  it('names the verify step for what it is in German and Spanish', () => {
    expect(de.scenarios.steps.vde.machine.verify.title).toMatch(/^Wirksamkeit der Trennung prüfen/);
    expect(es.scenarios.steps.rd614.machine.verify.title).toMatch(/^Comprobar la eficacia del aislamiento/);
    expect(de.scenarios.steps.vde.machine.verify.title).not.toMatch(/Spannungsfreiheit/);
    expect(es.scenarios.steps.rd614.machine.verify.title).not.toMatch(/tensión/);
  });

  it('a VDE pump assessment with only the try-out (no gauge read at zero) fails', () => {
    const tryOutOnly = play(pump, 'vde', 'avaliacao', rightWay(pump, 'vde', without('verify', (a) => a.filter((x) => x.type !== 'read_gauge'))));
    expect(tryOutOnly.result?.passed).toBe(false);
    expect(codes(tryOutOnly)).toContain('gauge_not_read');
  });
});

describe('the motor exchange opens the terminal box: try-out and a proven two-pole test on every conductor, under every rule set', () => {
  it.each(RULE_SETS)('%s: done right, it passes with 100', (ruleSet) => {
    const a = play(motor, ruleSet, 'avaliacao', rightWay(motor, ruleSet));
    expect(a.mistakes).toEqual([]);
    expect(a.result).toEqual(expect.objectContaining({ passed: true, score: 100 }));
  });

  const wrong: [string, (a: AttemptAction[]) => AttemptAction[]][] = [
    ['no tester at all', (a) => a.filter((x) => x.type !== 'measure' && x.type !== 'prove_tester')],
    ['the tester not proven after the test', (a) => a.slice(0, -1)],
    ['the tester not proven before the test', (a) => a.filter((x, i) => !(x.type === 'prove_tester' && i === a.findIndex((y) => y.type === 'prove_tester')))],
    ['phase to phase only (not each phase to earth)', (a) => a.filter((x) => !(x.type === 'measure' && x.pair.includes('PE')))],
    ['the tester only, no try-out', (a) => a.filter((x) => x.type !== 'press_start')],
  ];
  const cases = RULE_SETS.flatMap((r) => wrong.map(([name, change]) => [r, name, change] as const));
  it.each(cases)('%s: %s fails', (ruleSet, _name, change) => {
    const a = play(motor, ruleSet, 'avaliacao', rightWay(motor, ruleSet, without('verify', change)));
    expect(a.result?.passed).toBe(false);
    expect(a.mistakes.some((m) => m.critical)).toBe(true);
  });
});

describe('adjacent live parts are a critical mistake under every rule set', () => {
  it.each(RULE_SETS)('%s', (ruleSet) => {
    const a = play(panel, ruleSet, 'avaliacao', rightWay(panel, ruleSet, (step, x) => (step === 'cover' ? [] : x)));
    expect(codes(a)).toContain('adjacent_uncovered');
    expect(a.result?.passed).toBe(false);
  });
  it('OSHA cites 1910.335(a)(2)(ii) for it', () => {
    const a = play(panel, 'osha', 'pratica', rightWay(panel, 'osha', without('cover')));
    expect(a.mistakes.find((m) => m.code === 'adjacent_uncovered')?.clause).toBe('29 CFR 1910.335(a)(2)(ii)');
  });
});

describe('the order of locking, tagging and releasing', () => {
  const lockThenBleed: AttemptAction[] = [
    { type: 'read_sheet' },
    { type: 'notify' },
    { type: 'press_stop', control: 'stop' },
    { type: 'operate', device: 'bucket-3', position: 'off' },
    { type: 'operate', device: 'discharge-valve', position: 'off' },
    { type: 'operate', device: 'suction-valve', position: 'off' },
  ];
  const locks = ['bucket-3', 'discharge-valve', 'suction-valve'].flatMap((d): AttemptAction[] => [
    { type: 'lock', device: d },
    { type: 'tag', device: d, tag: TAG },
  ]);
  const drain: AttemptAction = { type: 'operate', device: 'drain', position: 'on' };

  it('NR: locking then bleeding is no fault, and neither is bleeding an isolated line before locking', () => {
    expect(codes(play(pump, 'nr', 'pratica', [...lockThenBleed, ...locks, drain]))).toEqual([]);
    expect(codes(play(pump, 'nr', 'pratica', [...lockThenBleed, drain, ...locks]))).toEqual([]);
  });

  it.each(RULE_SETS)('%s: a padlock and its tag, device by device, is no fault', (ruleSet) => {
    const a = play(pump, ruleSet, 'pratica', [...lockThenBleed, ...locks]);
    expect(codes(a)).toEqual([]);
  });

  it('an order slip names the steps that were skipped', () => {
    // OSHA: bleeding before the locks are on.
    const a = play(pump, 'osha', 'pratica', [...lockThenBleed, drain]);
    const order = a.mistakes.find((m) => m.code === 'order')!;
    expect(order.subject).toBe('release');
    expect(order.skipped).toEqual(['lock', 'tag']);
  });

  it('OSHA cites (d)(4) for applying tags', () => {
    expect(clauseOf(sequenceFor('osha', 'machine'), 'tag')).toBe('29 CFR 1910.147(d)(4)');
  });
});

describe('release from lockout is judged', () => {
  it('taking one\'s own tag off is an action; a tag left hanging fails the hand-back', () => {
    const a = play(pump, 'osha', 'avaliacao', rightWay(pump, 'osha', without('restore', (x) => x.filter((y) => y.type !== 'untag'))));
    expect(codes(a)).toContain('tag_left_on');
    expect(a.result?.passed).toBe(false);
  });

  it('NR-10 10.5.2: on an electrical job, unlocking before the earths and the tag are off is out of order, naming both', () => {
    const a = play(panel, 'nr', 'pratica', rightWay(panel, 'nr', without('restore', (x) => [...x.filter((y) => y.type === 'clear_zone'), ...x.filter((y) => y.type === 'unlock'), ...x.filter((y) => y.type !== 'clear_zone' && y.type !== 'unlock')])));
    const slip = a.mistakes.find((m) => m.code === 'restore_order');
    expect(slip?.skipped).toEqual(['earth', 'tag']);
    expect(slip?.clause).toBe('NR-10 10.5.2');
  });

  it('people still in the zone when energy returns: critical', () => {
    const a = play(pump, 'osha', 'avaliacao', rightWay(pump, 'osha', without('restore', (x) => x.filter((y) => y.type !== 'clear_zone'))));
    expect(codes(a)).toContain('reenergize_unsafe');
    expect(a.result?.passed).toBe(false);
  });
});

describe('undo in practice', () => {
  it('an undone mistake is shown as undone and not scored', () => {
    let attempt: Attempt = startAttempt({ id: 'u', scenario: pump, ruleSet: 'osha', mode: 'pratica', language: 'en', at: 0 });
    let history: readonly Attempt[] = [];
    const step = (action: AttemptAction, at: number) => ({ attempt, history } = reduce(attempt, action, at, history));
    step({ type: 'read_sheet' }, 1);
    step({ type: 'lock', device: 'stop' }, 2); // a stop button locked: critical
    const locked = () => attempt.mistakes.filter((m) => m.code === 'control_locked').map((m) => m.undone ?? false);
    expect(locked()).toEqual([false]);
    step({ type: 'undo' }, 3);
    expect(locked()).toEqual([true]);
    expect(attempt.mistakes.every((m) => m.undone)).toBe(true);
    for (const [i, action] of rightWay(pump, 'osha').slice(1).entries()) step(action, 10 + i);
    expect(attempt.result).toEqual(expect.objectContaining({ passed: true, score: 100 }));
    expect(score(attempt).score).toBe(100);
  });

  it('the same mistake made again after an undo counts', () => {
    let attempt: Attempt = startAttempt({ id: 'u', scenario: pump, ruleSet: 'osha', mode: 'pratica', language: 'en', at: 0 });
    let history: readonly Attempt[] = [];
    const step = (action: AttemptAction, at: number) => ({ attempt, history } = reduce(attempt, action, at, history));
    step({ type: 'read_sheet' }, 1);
    step({ type: 'lock', device: 'stop' }, 2);
    step({ type: 'undo' }, 3);
    step({ type: 'lock', device: 'stop' }, 4);
    expect(attempt.mistakes.filter((m) => m.code === 'control_locked').map((m) => m.undone ?? false)).toEqual([true, false]);
    expect(score(attempt).byStep.find((s) => s.step === 'lock')?.kept).toBe(0);
  });
});

it('every rule set is covered', () => {
  expect(RULE_SETS).toEqual(['osha', 'nr', 'vde', 'rd614', 'nfc18510'] satisfies RuleSetId[]);
});
