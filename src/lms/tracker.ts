/**
 * Turns the trainee's work in the launched lesson into what an LMS records: one interaction per
 * procedure step, work-order action or challenge drop; the score, completion and success at the
 * end; resume data after every change. It watches the store (the scenes know nothing of LMSs) and
 * commits after each meaningful step, when the page is hidden and when it is closed, because
 * progress lost on close is the first complaint LMS users have.
 */
import { subscribe } from 'valtio';
import { CURRENT_ATTEMPT_KEY, scenarioSlice } from '../state/scenario';
import { resumeChallenge } from '../state/challenge';
import { resumeSimulator } from '../state/simulator';
import { safeStorage } from '../platform/storage';
import { ROUTES } from '../platform/routes';
import { store } from '../state/store';
import { hazardById } from '../rules/catalog';
import { percentages } from '../rules/challenge';
import { simulatorScore } from '../records/rows';
import type { Attempt } from '../rules/attempt';
import type { ChallengeState } from '../rules/challenge';
import type { LockoutState } from '../rules/lockout';
import { decodeResume, encodeResume, type ResumeState } from './resume';
import { setRecordsKeptBy } from '../state/keptElsewhere';
import type { LessonInteraction, LessonOutcome, LmsConnection } from './types';

/** The three kinds of lesson a package can open on. */
export type LessonKind = 'simulator' | 'challenge' | 'scenario';

/** One work order's page: /cenarios/<id>. */
const SCENARIO_PATH = new RegExp(`^${ROUTES.scenarios}/[^/]+$`);

/** The lesson a route is (null: a page that is no lesson, e.g. the home page). */
export function lessonKind(path: string): LessonKind | null {
  const p = path.split(/[?#]/)[0] ?? '';
  if (p === ROUTES.simulator) return 'simulator';
  if (p === ROUTES.challenge) return 'challenge';
  if (SCENARIO_PATH.test(p)) return 'scenario';
  return null;
}

/** The guided lesson's steps in order: each new stage reached is one right step. */
const SIM_STAGES = ['power_off', 'locked', 'tagged', 'complete'] as const;

/**
 * Puts back what the LMS kept from an earlier session, before the lesson's page opens: a work order
 * goes where a reload finds it (the device's copy wins when it holds more of the same attempt).
 */
export function applyResume(kind: LessonKind, data: string | null): ResumeState | null {
  const state = decodeResume(data);
  if (!state) return null;
  if (state.kind === 'scenario' && kind === 'scenario') {
    const mine = safeStorage.get(CURRENT_ATTEMPT_KEY);
    let keep: boolean;
    try {
      const saved = mine ? (JSON.parse(mine) as { id?: unknown; log?: unknown[] }) : null;
      keep = !!saved && saved.id === state.record.id && Array.isArray(saved.log) && saved.log.length >= state.record.log.length;
    } catch {
      keep = false;
    }
    if (!keep) safeStorage.set(CURRENT_ATTEMPT_KEY, JSON.stringify(state.record));
  } else if (state.kind === 'challenge' && kind === 'challenge') {
    resumeChallenge(state.seed, state.startedAt, state.drops);
  } else if (state.kind === 'simulator' && kind === 'simulator') {
    resumeSimulator(state);
  } else {
    return null;
  }
  return state;
}

/** A short English description of a work-order action (SCORM 2004 `description`). */
function describe(action: Attempt['log'][number]['action']): { name: string; answer: string } {
  const a = action as unknown as Record<string, unknown>;
  const subject = [a.device, a.control, a.part, a.point, a.member].find((v) => typeof v === 'string') as string | undefined;
  const detail = a.position ?? (a.on === undefined ? (a.into === undefined ? undefined : a.into ? 'in' : 'out') : a.on ? 'on' : 'off');
  const pair = Array.isArray(a.pair) ? (a.pair as string[]).join('-') : undefined;
  const answer = [subject, typeof detail === 'string' ? detail : undefined, pair].filter(Boolean).join('_') || 'done';
  return { name: action.type, answer };
}

export interface TrackerOptions {
  readonly now?: () => number;
  /** How long to wait after a change before committing (several quick steps, one commit). */
  readonly commitDelayMs?: number;
  /** What applyResume put back: those actions of a work order are not reported again. */
  readonly resumed?: ResumeState | null;
  /** Told each outcome reported (the lesson's end: the way back to the LMS stands out then). */
  readonly onOutcome?: (outcome: LessonOutcome) => void;
}

/**
 * Watches the launched lesson and reports it. Returns a function that stops watching (it does
 * not end the LMS session: the page's closing does).
 */
export function startTracker(conn: LmsConnection, kind: LessonKind, options: TrackerOptions = {}): () => void {
  const now = options.now ?? Date.now;
  const delay = options.commitDelayMs ?? 1500;
  // The LMS received what was finished in this lesson (reported and committed): those records,
  // and no earlier one, are the LMS's to keep.
  const connectedAt = now();
  setRecordsKeptBy('lms', async (attempts) => new Set(attempts.filter((a) => a.finishedAt >= connectedAt).map((a) => a.id)));
  let last = now();
  let passedOnce = false;
  let commitTimer: ReturnType<typeof setTimeout> | null = null;

  const commitSoon = () => {
    if (commitTimer) return;
    commitTimer = setTimeout(() => {
      commitTimer = null;
      conn.commit();
    }, delay);
  };
  const commitNow = () => {
    if (commitTimer) clearTimeout(commitTimer);
    commitTimer = null;
    conn.commit();
  };
  const interaction = (i: Omit<LessonInteraction, 'at' | 'latencyMs'>, at = now()) => {
    conn.interaction({ ...i, at, latencyMs: Math.max(0, at - last) });
    last = at;
  };
  const resume = (state: ResumeState) => {
    const { data, cut } = encodeResume(state, conn.resumeLimit);
    if (cut > 0) console.warn(`Resume data over the LMS's ${conn.resumeLimit} characters: the last ${cut} actions are kept on this device only.`);
    conn.setResume(data);
  };
  const outcome = (o: LessonOutcome) => {
    // Never a worse verdict after a pass (cmi5 forbids failed after passed; an LMS keeps the best).
    if (passedOnce) return;
    if (o.passed === true) passedOnce = true;
    conn.outcome(o);
    commitNow();
    options.onOutcome?.(o);
  };
  const mastery = conn.masteryScore;

  // What was last reported, per lesson.
  let seenAttempt: Attempt | null = null;
  let reported: { id: string; count: number } | null = options.resumed?.kind === 'scenario' ? { id: options.resumed.record.id, count: options.resumed.record.log.length } : null;
  let seenGame: ChallengeState | null = null;
  let seenLockout: LockoutState | null = null;

  const onScenario = (a: Attempt) => {
    if (seenAttempt === a) return;
    const previous = seenAttempt && seenAttempt.id === a.id ? seenAttempt : null;
    seenAttempt = a;
    // What this LMS already has of the attempt: this session's, or an earlier session's resume data.
    const from = previous ? previous.log.length : reported && reported.id === a.id ? reported.count : 0;
    // One interaction per action (an undo is an action too); an action that made a mistake is incorrect.
    for (let n = from; n < a.log.length; n += 1) {
      const { action, at } = a.log[n]!;
      const { name, answer } = describe(action);
      const wrong = a.mistakes.some((m) => m.at === at);
      interaction({ id: `a${n + 1}-${name}`, type: 'performance', response: `${name}.${answer}`, correct: null, result: wrong ? 'incorrect' : 'neutral', description: `${name.replace(/_/g, ' ')} ${answer.replace(/_/g, ' ')}` }, at);
    }
    reported = { id: a.id, count: a.log.length };
    resume({ kind: 'scenario', record: { version: a.version, id: a.id, scenario: a.scenario, seed: a.seed, ruleSet: a.ruleSet, mode: a.mode, language: a.language, startedAt: a.startedAt, log: a.log } });
    if (a.phase === 'done' && a.result && previous?.phase !== 'done') {
      const critical = a.mistakes.some((m) => m.critical && !m.undone);
      // A critical mistake fails whatever the mastery score; otherwise the LMS's mastery score, else the product's pass mark.
      const passed = mastery === null ? a.result.passed : !critical && a.result.score >= mastery * 100;
      outcome({ completed: true, passed: a.mode === 'avaliacao' || mastery !== null ? passed : null, score: a.result.score });
    } else {
      commitSoon();
    }
  };

  const onChallenge = (game: ChallengeState, seed: number, startedAt: number) => {
    const previous = seenGame;
    seenGame = game;
    if (previous === game) return;
    // The same game goes on when its deal is the same and no drop was taken back; else a new game began.
    const same = previous !== null && previous.dealt === game.dealt && previous.attempts <= game.attempts;
    const newMisses = game.misses.slice(same ? previous.misses.length : 0).map((m) => ({ ...m, ok: false }));
    const newMatches = game.matches.slice(same ? previous.matches.length : 0).map((m) => ({ ...m, ok: true }));
    let n = same ? previous.attempts : 0;
    for (const d of [...newMisses, ...newMatches]) {
      n += 1;
      const right = hazardById(d.hazardId)?.energyId;
      interaction({
        id: `d${n}-h${d.hazardId}`,
        type: 'matching',
        response: `h${d.hazardId}.e${d.energyId}`,
        // The right answer is given once the trainee has found it (a miss does not give it away).
        correct: d.ok && right !== undefined ? `h${d.hazardId}.e${right}` : null,
        result: d.ok ? 'correct' : 'incorrect',
        description: `hazard ${d.hazardId} to energy ${d.energyId}`,
      });
    }
    // Misses first, then matches: played again in that order they give the same game (each list keeps its order).
    const ordered = game.misses.length === 0 ? game.matches : [...game.misses, ...game.matches];
    resume({ kind: 'challenge', seed, startedAt, drops: ordered.map((m) => [m.hazardId, m.energyId] as const) });
    const complete = game.matches.length >= game.dealt.length;
    const wasComplete = previous ? previous.matches.length >= previous.dealt.length : false;
    if (complete && !wasComplete) {
      const score = percentages(game).correct;
      outcome({ completed: true, passed: mastery === null ? null : score >= mastery * 100, score });
    } else {
      commitSoon();
    }
  };

  const onSimulator = (state: LockoutState, startedAt: number) => {
    const previous = seenLockout;
    seenLockout = state;
    if (previous === state) return;
    const before = previous ? SIM_STAGES.indexOf(previous.stage as (typeof SIM_STAGES)[number]) : -1;
    const after = SIM_STAGES.indexOf(state.stage as (typeof SIM_STAGES)[number]);
    if (previous && state.errors > previous.errors) {
      interaction({ id: `s${state.errors}-out-of-order`, type: 'performance', response: `step.out_of_order`, correct: null, result: 'incorrect', description: 'a step out of order' });
    }
    for (let i = Math.max(before + 1, 0); i <= after; i += 1) {
      const stage = SIM_STAGES[i]!;
      interaction({ id: `step${i + 1}-${stage}`, type: 'performance', response: `step.${stage}`, correct: `step.${stage}`, result: 'correct', description: `step ${i + 1}: ${stage.replace('_', ' ')}` });
    }
    resume({ kind: 'simulator', stage: state.stage, errors: state.errors, startedAt, tag: state.tagInfo });
    if (state.stage === 'complete' && previous?.stage !== 'complete') {
      const score = simulatorScore(state.errors);
      outcome({ completed: true, passed: mastery === null ? null : score >= mastery * 100, score });
    } else if (previous && (state.stage !== previous.stage || state.errors !== previous.errors)) {
      commitSoon();
    }
  };

  const check = () => {
    if (kind === 'scenario') {
      const a = store.scenario?.attempt;
      if (a) onScenario(a as Attempt);
    } else if (kind === 'challenge') {
      const c = store.challenge;
      if (c) onChallenge(c.game as ChallengeState, c.seed, c.startedAt);
    } else {
      const s = store.simulator;
      if (s) onSimulator(s.lockout as LockoutState, s.startedAt);
    }
  };

  // A resumed lesson is where it was: what it already reported is not reported again.
  if (kind === 'scenario' && store.scenario?.attempt) seenAttempt = scenarioSlice().attempt;
  if (kind === 'challenge' && store.challenge) seenGame = store.challenge.game as ChallengeState;
  if (kind === 'simulator' && store.simulator) seenLockout = store.simulator.lockout as LockoutState;

  // In sync: each change of the store is seen on its own, so no step is merged into the next.
  const unsubscribe = subscribe(store, check, true);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') commitNow();
  };
  const onPageHide = (event: PageTransitionEvent) => {
    // Kept in the back/forward cache: the page may come back, so the session stays open.
    if (event.persisted) commitNow();
    else conn.terminate();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onPageHide);
    if (commitTimer) clearTimeout(commitTimer);
  };
}
