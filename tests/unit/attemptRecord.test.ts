import { describe, expect, it } from 'vitest';
import { reduce, startAttempt, type Attempt, type AttemptAction } from '../../src/rules/attempt';
import { MAX_LOG, restoreAttempt } from '../../src/rules/attemptRecord';
import { buildScenario, SCENARIOS } from '../../src/rules/builtInScenarios';

const pump = buildScenario(SCENARIOS[0]!, 7);

function played(actions: AttemptAction[]): Attempt {
  let attempt = startAttempt({ id: 'rec-1', scenario: pump, ruleSet: 'osha', mode: 'pratica', language: 'pt', at: 100 });
  let history: readonly Attempt[] = [];
  actions.forEach((a, i) => ({ attempt, history } = reduce(attempt, a, 200 + i, history)));
  return attempt;
}

const SOME: AttemptAction[] = [
  { type: 'read_sheet' },
  { type: 'press_stop', control: 'stop' },
  { type: 'lock', device: 'stop' },
  { type: 'undo' },
  { type: 'operate', device: 'discharge-valve', position: 'off' },
  { type: 'tag', device: 'discharge-valve', tag: { name: 'x', reason: 'y' } },
];

describe('restoring a saved attempt', () => {
  it('gives back the same attempt from its JSON, with its undo history', () => {
    const attempt = played(SOME);
    const restored = restoreAttempt(JSON.stringify(attempt));
    expect(restored.ok).toBe(true);
    if (!restored.ok) return;
    expect(restored.attempt).toEqual(attempt);
    // The history came back too: the next undo goes one step further back.
    const undone = reduce(restored.attempt, { type: 'undo' }, 999, restored.history);
    expect(undone.attempt.machine.positions['discharge-valve']).toBe('on');
  });

  it('brings back a crew job’s lockbox, keys and padlocks', () => {
    const press = buildScenario(SCENARIOS.find((s) => s.id === 'prensa-ph301')!, 3);
    let attempt = startAttempt({ id: 'rec-2', scenario: press, ruleSet: 'osha', mode: 'pratica', language: 'de', at: 100 });
    const actions: AttemptAction[] = [
      { type: 'read_sheet' },
      { type: 'operate', device: 'main-switch', position: 'off' },
      { type: 'lock', device: 'main-switch' },
      { type: 'box_keys', into: true },
      { type: 'box_lock', on: true },
      { type: 'crew_lock', member: 'crew-2', on: true },
    ];
    actions.forEach((a, i) => ({ attempt } = reduce(attempt, a, 200 + i)));
    expect(attempt.lockbox).toEqual({ keys: ['main-switch'], locks: ['trainee', 'crew-2'] });
    const restored = restoreAttempt(JSON.stringify(attempt));
    expect(restored.ok && restored.attempt).toEqual(attempt);
  });

  it('trusts the log, not a machine state edited in the file', () => {
    const attempt = played(SOME);
    const edited = { ...attempt, machine: { ...attempt.machine, charged: {}, running: {} }, mistakes: [] };
    const restored = restoreAttempt(JSON.stringify(edited));
    expect(restored.ok && restored.attempt).toEqual(attempt);
  });

  it.each([
    ['not JSON', '{"version": 1, ', 'not_json'],
    ['not an object', '[1,2]', 'not_an_attempt'],
    ['a newer version', JSON.stringify({ ...played([]), version: 99 }), 'newer_version'],
    ['an unknown work order', JSON.stringify({ ...played([]), scenario: 'reactor-9' }), 'unknown_scenario'],
    ['a bad rule set', JSON.stringify({ ...played([]), ruleSet: '<script>' }), 'not_an_attempt'],
    ['a seed out of range', JSON.stringify({ ...played([]), seed: -1 }), 'not_an_attempt'],
    ['a log entry that is not an action', JSON.stringify({ ...played([]), log: [{ action: { type: 'explode' }, at: 1 }] }), 'bad_log'],
    ['a log that is too long', JSON.stringify({ ...played([]), log: Array.from({ length: MAX_LOG + 1 }, () => ({ action: { type: 'notify' }, at: 1 })) }), 'bad_log'],
  ])('refuses %s with a reason', (_name, text, error) => {
    expect(restoreAttempt(text)).toEqual({ ok: false, error });
  });

  it('an action with wrong fields in the log changes nothing and is not a crash', () => {
    const text = JSON.stringify({
      ...played([]),
      log: [
        { action: { type: 'operate', device: 'bucket-3', position: 'sideways' }, at: 1 },
        { action: { type: 'measure', point: 'terminals', pair: ['L1', 'L9'] }, at: 2 },
        { action: { type: 'tag', device: 'bucket-3' }, at: 3 },
      ],
    });
    const restored = restoreAttempt(text);
    expect(restored.ok).toBe(true);
    if (restored.ok) {
      expect(restored.attempt.machine.positions['bucket-3']).toBe('on');
      expect(restored.attempt.readings).toEqual([]);
      expect(restored.attempt.tags).toEqual({});
    }
  });
});
