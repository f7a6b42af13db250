import { describe, expect, it } from 'vitest';
import { score, type AttemptAction } from '../../src/rules/attempt';
import { play, scenarioWith, stepActions } from './attemptPlay';

/** The result's row for a step. */
const row = (attempt: ReturnType<typeof play>, step: string) => attempt.result!.byStep.find((s) => s.step === step)!;

describe('the result by step agrees with what the trainee did', () => {
  const pump = scenarioWith('bomba-p101', 'feed-bucket-3', 'no-colleague', 'tester-ok');
  const upToLock: AttemptAction[] = ['prepare', 'notify', 'shutdown', 'isolate'].flatMap((step) => stepActions(pump, step as never));
  const locks = stepActions(pump, 'lock');

  it('two padlocks of three on, then work declared safe: the lock step is reached (begun, not done), later steps are not', () => {
    expect(locks.length).toBe(3);
    const attempt = play(pump, 'osha', 'avaliacao', [...upToLock, ...locks.slice(0, 2), { type: 'start_work' }]);
    expect(attempt.phase).toBe('done');
    expect(attempt.result!.passed).toBe(false);
    expect(row(attempt, 'isolate')).toEqual(expect.objectContaining({ done: true, reached: true }));
    // Begun: it keeps no points (a step counts when complete), but it was reached.
    expect(row(attempt, 'lock')).toEqual(expect.objectContaining({ done: false, reached: true, kept: 0 }));
    // The steps the declaration skipped are reached only through the mistakes it made on them.
    for (const step of ['tag', 'release', 'verify']) {
      expect(row(attempt, step).reached, step).toBe(attempt.mistakes.some((m) => m.step === step));
      expect(row(attempt, step).kept, step).toBe(0);
    }
    expect(row(attempt, 'restore')).toEqual(expect.objectContaining({ done: false, reached: false, kept: 0 }));
  });

  it('a padlock put on and then undone in practice does not count as reaching the step', () => {
    const attempt = play(pump, 'osha', 'pratica', [...upToLock, locks[0]!, { type: 'undo' }]);
    expect(score(attempt).byStep.find((s) => s.step === 'lock')).toEqual(expect.objectContaining({ reached: false, done: false }));
    const kept = play(pump, 'osha', 'pratica', [...upToLock, locks[0]!]);
    expect(score(kept).byStep.find((s) => s.step === 'lock')).toEqual(expect.objectContaining({ reached: true, done: false }));
  });

  it('a step done with a minor mistake keeps half its points, and is reached and done', () => {
    // The sheet not read before the first action: a minor finding on "prepare".
    const attempt = play(pump, 'osha', 'pratica', [{ type: 'notify' }, ...upToLock.filter((a) => a.type !== 'notify')]);
    const prepare = score(attempt).byStep.find((s) => s.step === 'prepare')!;
    expect(prepare.done).toBe(true);
    expect(prepare.reached).toBe(true);
  });
});
