// The tracker between the scenes and an LMS: what it reports for each kind of lesson, and that a
// resumed lesson is where it was. Driven through the store's own actions, as the scenes drive it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyResume, lessonKind, startTracker } from '../../src/lms/tracker';
import { decodeResume } from '../../src/lms/resume';
import type { LessonInteraction, LessonOutcome, LmsConnection } from '../../src/lms/types';
import { acknowledgedElsewhere, recordsKeptElsewhere, setRecordsKeptBy } from '../../src/state/keptElsewhere';
import { challenge, dropHazard } from '../../src/state/challenge';
import { act, CURRENT_ATTEMPT_KEY, openScenario, scenarioSlice } from '../../src/state/scenario';
import { dispatch, simulator } from '../../src/state/simulator';
import { store } from '../../src/state/store';
import { hazardById } from '../../src/rules/catalog';
import type { HazardId } from '../../src/rules/catalog';
import { rightWay } from '../unit/attemptPlay';
import { buildScenario, scenarioDef } from '../../src/rules/builtInScenarios';

/** An LMS that keeps what it is told. */
function fakeLms(resume: string | null = null, masteryScore: number | null = 0.8) {
  const got = { interactions: [] as LessonInteraction[], outcomes: [] as LessonOutcome[], resume, commits: 0, terminated: 0 };
  const conn: LmsConnection = {
    kind: 'scorm2004',
    resume,
    masteryScore,
    learner: null,
    language: null,
    resumeLimit: 4096,
    setResume: (d) => void (got.resume = d),
    interaction: (i) => void got.interactions.push(i),
    outcome: (o) => void got.outcomes.push(o),
    commit: () => void (got.commits += 1),
    terminate: () => void (got.terminated += 1),
  };
  return { conn, got };
}

let stop: (() => void) | null = null;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stop?.();
  stop = null;
  setRecordsKeptBy(null);
  vi.useRealTimers();
});
const settle = async () => {
  await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
};

describe('the lesson a route is', () => {
  it('knows the three lessons and nothing else', () => {
    expect(lessonKind('/simulador')).toBe('simulator');
    expect(lessonKind('/desafio?seed=3')).toBe('challenge');
    expect(lessonKind('/cenarios/prensa-ph301?modo=avaliacao')).toBe('scenario');
    expect(lessonKind('/cenarios')).toBeNull();
    expect(lessonKind('/')).toBeNull();
  });
});

describe('a work order in assessment', () => {
  const ORDER = { id: 'bomba-p101', seed: 100023, mode: 'avaliacao' as const, ruleSet: 'osha' as const, language: 'pt' as const };

  it('reports each action, keeps resume data, and passes a right lockout with its score', async () => {
    const { conn, got } = fakeLms();
    openScenario(ORDER, 1000);
    stop = startTracker(conn, 'scenario');
    expect(recordsKeptElsewhere()).toBe('lms');
    // The LMS keeps what is finished in its lesson, not a record made on the device before it.
    expect([...(await acknowledgedElsewhere([{ id: 'before', finishedAt: Date.now() - 60_000 }, { id: 'during', finishedAt: Date.now() }]))]).toEqual(['during']);
    const actions = rightWay(buildScenario(scenarioDef('bomba-p101')!, ORDER.seed), 'osha');
    act(actions[0]!, 2000);
    await settle();
    expect(got.interactions).toHaveLength(1);
    expect(got.interactions[0]).toMatchObject({ id: 'a1-read_sheet', type: 'performance', result: 'neutral', latencyMs: expect.any(Number) });
    expect(decodeResume(got.resume)).toMatchObject({ kind: 'scenario', record: { id: scenarioSlice().attempt!.id, log: [{ action: actions[0] }] } });
    // A quiet moment commits what was reported.
    expect(got.commits).toBe(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(got.commits).toBe(1);
    actions.slice(1).forEach((a, i) => act(a, 3000 + i * 1000));
    await settle();
    expect(scenarioSlice().attempt!.phase).toBe('done');
    expect(got.interactions).toHaveLength(actions.length);
    expect(got.outcomes).toEqual([{ completed: true, passed: true, score: 100 }]);
  });

  it('fails a lockout with a critical mistake whatever the mastery score, and marks the action incorrect', async () => {
    const { conn, got } = fakeLms(null, 0.1);
    openScenario(ORDER, 1000);
    stop = startTracker(conn, 'scenario');
    act({ type: 'start_work' }, 2000);
    act({ type: 'finish' }, 3000);
    await settle();
    const a = scenarioSlice().attempt!;
    expect(a.mistakes.some((m) => m.critical)).toBe(true);
    expect(got.interactions[0]).toMatchObject({ id: 'a1-start_work', result: 'incorrect' });
    expect(a.phase).toBe('done');
    expect(got.outcomes.at(-1)).toMatchObject({ completed: true, passed: false });
  });

  it('resumes from the data the LMS kept after the window was closed', async () => {
    const first = fakeLms();
    openScenario(ORDER, 1000);
    stop = startTracker(first.conn, 'scenario');
    const actions = rightWay(buildScenario(scenarioDef('bomba-p101')!, ORDER.seed), 'osha');
    actions.slice(0, 4).forEach((a, i) => act(a, 2000 + i * 1000));
    await settle();
    stop();
    // Another device (nothing in its storage), the same LMS data.
    localStorage.clear();
    delete store.scenario;
    const resumed = applyResume('scenario', first.got.resume);
    expect(resumed).not.toBeNull();
    expect(JSON.parse(localStorage.getItem(CURRENT_ATTEMPT_KEY)!).log).toHaveLength(4);
    // As on a page: the tracker starts before the work order's page opens the attempt.
    const second = fakeLms(first.got.resume);
    stop = startTracker(second.conn, 'scenario', { resumed });
    openScenario(ORDER, 99_000);
    expect(scenarioSlice().attempt!.log).toHaveLength(4);
    act(actions[4]!, 100_000);
    await settle();
    // Only the new action is reported: the first four were reported in the first session.
    expect(second.got.interactions.map((i) => i.id)).toEqual(['a5-' + actions[4]!.type]);
  });
});

describe('the challenge', () => {
  it('reports each drop as a matching interaction and the result against the mastery score', async () => {
    const { conn, got } = fakeLms(null, 0.8);
    const c = challenge();
    stop = startTracker(conn, 'challenge');
    const first = c.game.dealt[0]!;
    const right = hazardById(first)!.energyId;
    const wrong = ((right % 11) + 1) as typeof right;
    dropHazard(first, wrong);
    await settle();
    expect(got.interactions[0]).toMatchObject({ type: 'matching', response: `h${first}.e${wrong}`, correct: null, result: 'incorrect' });
    for (const h of c.game.dealt) dropHazard(h, hazardById(h as HazardId)!.energyId);
    await settle();
    expect(got.interactions).toHaveLength(17);
    expect(got.interactions[1]).toMatchObject({ response: `h${first}.e${right}`, correct: `h${first}.e${right}`, result: 'correct' });
    // 16 right of 17 drops: 94 %, above 80 %.
    expect(got.outcomes).toEqual([{ completed: true, passed: true, score: 94 }]);
    // Resume data puts the same game back.
    const saved = got.resume;
    delete store.challenge;
    applyResume('challenge', saved);
    expect(store.challenge!.game.matches).toHaveLength(16);
    expect(store.challenge!.game.misses).toEqual([{ hazardId: first, energyId: wrong }]);
    expect(store.challenge!.game.attempts).toBe(17);
  });
});

describe('the guided lesson', () => {
  it('reports each step reached and each step out of order, then completion', async () => {
    const { conn, got } = fakeLms(null, null);
    simulator();
    stop = startTracker(conn, 'simulator');
    dispatch({ type: 'apply_lock', via: 'drag' }); // before the power is off: refused, counted
    dispatch({ type: 'power_off' });
    dispatch({ type: 'apply_lock', via: 'drag' });
    await settle();
    expect(got.interactions.map((i) => [i.id, i.result])).toEqual([
      ['s1-out-of-order', 'incorrect'],
      ['step1-power_off', 'correct'],
      ['step2-locked', 'correct'],
    ]);
    expect(decodeResume(got.resume)).toMatchObject({ kind: 'simulator', stage: 'locked', errors: 1 });
    // Put back on another visit: the same stage and count.
    delete store.simulator;
    applyResume('simulator', got.resume);
    expect(store.simulator!.lockout).toMatchObject({ stage: 'locked', errors: 1, showHelp: false });
  });
});

describe('closing the window', () => {
  it('commits when the page is hidden and ends the session when it is closed', async () => {
    const { conn, got } = fakeLms();
    simulator();
    stop = startTracker(conn, 'simulator');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(got.commits).toBe(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    expect(got.terminated).toBe(1);
  });
});
