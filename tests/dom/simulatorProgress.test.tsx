import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { TAB_SIMULATOR_KEY } from '../../src/records/keys';
import { endSession } from '../../src/state/session';
import { dispatch, restart, resumeSimulator, simulator } from '../../src/state/simulator';
import { store } from '../../src/state/store';

/** What a reload does to the page's memory: the store starts again, sessionStorage stays. */
function reload(): void {
  store.simulator = undefined;
}

describe('the guided lesson kept by the tab', () => {
  it('comes back after a reload where it was: stage, mistakes, tag texts and start', () => {
    dispatch({ type: 'apply_lock', via: 'click' }); // out of order: one mistake
    dispatch({ type: 'power_off' });
    dispatch({ type: 'apply_lock', via: 'drag' });
    dispatch({ type: 'update_tag', fields: { reason: 'T' } });
    dispatch({ type: 'update_tag', fields: { reason: 'Troca do rolamento' } });
    const before = simulator();
    expect(before.lockout).toMatchObject({ stage: 'locked', errors: 1 });
    const { startedAt } = before;
    reload();
    const after = simulator();
    expect(after.lockout).toMatchObject({ stage: 'locked', errors: 1, tagInfo: { reason: 'Troca do rolamento' } });
    expect(after.startedAt).toBe(startedAt);
    // Consecutive tag edits are kept as one.
    expect(JSON.parse(sessionStorage.getItem(TAB_SIMULATOR_KEY)!).events).toHaveLength(4);
  });

  it('keeps a mistake made before the first step', () => {
    dispatch({ type: 'apply_lock', via: 'click' });
    expect(simulator().lockout.errors).toBe(1);
    reload();
    expect(simulator().lockout).toMatchObject({ stage: 'initial', errors: 1 });
  });

  it('keeps nothing once restarted or finished', () => {
    dispatch({ type: 'power_off' });
    restart();
    expect(sessionStorage.getItem(TAB_SIMULATOR_KEY)).toBeNull();
    reload();
    expect(simulator().lockout.stage).toBe('initial');
  });

  it('cannot be edited past a step: what comes back is only what the rules let a trainee do', () => {
    const now = Date.now();
    const keep = (value: unknown) => {
      sessionStorage.setItem(TAB_SIMULATOR_KEY, typeof value === 'string' ? value : JSON.stringify(value));
      reload();
      return simulator().lockout;
    };
    // Steps skipped: the rules count the tag before the lock as a mistake and stay where they were.
    expect(keep({ startedAt: now, events: [{ type: 'power_off' }, { type: 'apply_tag' }, { type: 'test' }] })).toMatchObject({ stage: 'power_off' });
    expect(simulator().lockout.errors).toBeGreaterThan(0);
    // A stage written in, an unknown event, a restart inside, a damaged value, a lesson begun a week ago: a fresh lesson.
    for (const value of [
      { stage: 'tagged', errors: 0, startedAt: now },
      { startedAt: now, events: [{ type: 'become_tagged' }] },
      { startedAt: now, events: [{ type: 'power_off' }, { type: 'reset', defaultOperator: 'x' }] },
      { startedAt: now, events: [{ type: 'update_tag', fields: { reason: 'x'.repeat(5000) } }] },
      { startedAt: now - 7 * 24 * 3600 * 1000, events: [{ type: 'power_off' }] },
      { startedAt: now + 60_000, events: [{ type: 'power_off' }] },
      '{"startedAt":',
    ]) {
      expect(keep(value), JSON.stringify(value)).toMatchObject({ stage: 'initial', errors: 0 });
    }
  });

  it('goes with a kiosk session’s end: the next trainee starts afresh', async () => {
    dispatch({ type: 'power_off' });
    await endSession();
    expect(sessionStorage.getItem(TAB_SIMULATOR_KEY)).toBeNull();
    expect(simulator().lockout).toMatchObject({ stage: 'initial', errors: 0 });
  });

  it('leaves a lesson an LMS resumed to the LMS', () => {
    dispatch({ type: 'power_off' });
    resumeSimulator({ stage: 'locked', errors: 2, startedAt: Date.now(), tag: { reason: '', operator: '', permitNumber: '' } });
    expect(sessionStorage.getItem(TAB_SIMULATOR_KEY)).toBeNull();
    dispatch({ type: 'update_tag', fields: { reason: 'Troca' } });
    expect(sessionStorage.getItem(TAB_SIMULATOR_KEY)).toBeNull();
  });
});
