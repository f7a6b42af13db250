/**
 * The SCORM run-time: finding the LMS's API object and speaking SCORM 1.2 or SCORM 2004 4th
 * edition to it, behind the one LmsConnection shape (src/lms/types.ts).
 */
import { isoDuration, scorm12Time, scorm12Timespan, scorm2004Timestamp } from './format';
import { lmsLanguage } from './preferences';
import type { LessonInteraction, LessonOutcome, LmsConnection, LmsKind } from './types';

/** The SCORM 1.2 API (IEEE 1484.11.2 predecessor, "LMS" prefixed calls). */
export interface Scorm12Api {
  LMSInitialize(arg: ''): string;
  LMSFinish(arg: ''): string;
  LMSGetValue(element: string): string;
  LMSSetValue(element: string, value: string): string;
  LMSCommit(arg: ''): string;
  LMSGetLastError(): string | number;
}

/** The SCORM 2004 API (IEEE 1484.11.2). */
export interface Scorm2004Api {
  Initialize(arg: ''): string;
  Terminate(arg: ''): string;
  GetValue(element: string): string;
  SetValue(element: string, value: string): string;
  Commit(arg: ''): string;
  GetLastError(): string | number;
}

export type FoundApi = { kind: 'scorm2004'; api: Scorm2004Api } | { kind: 'scorm12'; api: Scorm12Api };

/** How far up the frames to look: ADL's SCORM 2004 run-time guide uses 500, pipwerks 7 for 1.2; we take the larger. */
const MAX_PARENTS = 500;

function apiIn(win: Window, kind: LmsKind): FoundApi | null {
  try {
    const w = win as unknown as { API?: unknown; API_1484_11?: unknown };
    const has = (o: unknown, fn: string) => typeof o === 'object' && o !== null && typeof (o as Record<string, unknown>)[fn] === 'function';
    if (kind !== 'scorm12' && has(w.API_1484_11, 'Initialize')) return { kind: 'scorm2004', api: w.API_1484_11 as Scorm2004Api };
    if (kind !== 'scorm2004' && has(w.API, 'LMSInitialize')) return { kind: 'scorm12', api: w.API as Scorm12Api };
  } catch {
    // Another origin's window: reading it throws; the API is not there for us.
  }
  return null;
}

/** Looks in a window and its parents. */
function searchUp(start: Window, kind: LmsKind): FoundApi | null {
  let win: Window = start;
  for (let i = 0; i <= MAX_PARENTS; i += 1) {
    const found = apiIn(win, kind);
    if (found) return found;
    let parent: Window | null;
    try {
      parent = win.parent;
    } catch {
      return null;
    }
    if (!parent || parent === win) return null;
    win = parent;
  }
  return null;
}

/**
 * Finds the LMS's API as the standards describe: this window and its parents, then the window
 * that opened it and that one's parents. `prefer` picks the standard when a package says which it
 * is (an LMS may offer both); 'any' takes SCORM 2004 first.
 */
export function findScormApi(win: Window, prefer: 'scorm12' | 'scorm2004' | 'any' = 'any'): FoundApi | null {
  const kinds: LmsKind[] = prefer === 'any' ? ['scorm2004', 'scorm12'] : [prefer];
  for (const kind of kinds) {
    const here = searchUp(win, kind);
    if (here) return here;
    let opener: Window | null;
    try {
      opener = win.opener as Window | null;
    } catch {
      opener = null;
    }
    if (opener && opener !== win) {
      const there = searchUp(opener, kind);
      if (there) return there;
    }
  }
  return null;
}

/** The calls of either standard under common names. */
interface Calls {
  init(): boolean;
  get(element: string): string;
  set(element: string, value: string): boolean;
  commit(): boolean;
  finish(): boolean;
  error(): string;
}

function calls(found: FoundApi): Calls {
  const ok = (r: unknown) => String(r) === 'true';
  if (found.kind === 'scorm12') {
    const a = found.api;
    return {
      init: () => ok(a.LMSInitialize('')),
      get: (e) => String(a.LMSGetValue(e) ?? ''),
      set: (e, v) => ok(a.LMSSetValue(e, v)),
      commit: () => ok(a.LMSCommit('')),
      finish: () => ok(a.LMSFinish('')),
      error: () => String(a.LMSGetLastError()),
    };
  }
  const a = found.api;
  return {
    init: () => ok(a.Initialize('')),
    get: (e) => String(a.GetValue(e) ?? ''),
    set: (e, v) => ok(a.SetValue(e, v)),
    commit: () => ok(a.Commit('')),
    finish: () => ok(a.Terminate('')),
    error: () => String(a.GetLastError()),
  };
}

/** An interaction id both standards accept (SCORM 1.2 CMIIdentifier: no spaces, at most 255). */
const safeId = (id: string) => id.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 60);

/**
 * Opens a SCORM session on a found API. Null when the LMS refuses to initialize (the site then runs
 * as a plain site and keeps its records on the device).
 */
export function connectScorm(found: FoundApi, now: () => number = Date.now): LmsConnection | null {
  const c = calls(found);
  if (!c.init()) {
    console.warn(`The LMS refused to start a SCORM session (error ${c.error()}); running without it.`);
    return null;
  }
  const v12 = found.kind === 'scorm12';
  const started = now();
  let finished = false;
  let done = false;
  let interactions = Number.parseInt(c.get('cmi.interactions._count'), 10);
  if (!Number.isFinite(interactions) || interactions < 0) interactions = 0;

  const entry = c.get(v12 ? 'cmi.core.entry' : 'cmi.entry');
  const suspend = c.get('cmi.suspend_data');
  const resume = entry === 'resume' || (entry === '' && suspend !== '') ? suspend || null : null;
  const mastery = Number.parseFloat(c.get(v12 ? 'cmi.student_data.mastery_score' : 'cmi.scaled_passing_score'));
  const masteryScore = Number.isFinite(mastery) ? (v12 ? mastery / 100 : mastery) : null;
  const learnerId = c.get(v12 ? 'cmi.core.student_id' : 'cmi.learner_id');
  const learnerName = c.get(v12 ? 'cmi.core.student_name' : 'cmi.learner_name');
  const language = lmsLanguage(c.get(v12 ? 'cmi.student_preference.language' : 'cmi.learner_preference.language'));

  // Every session writes the status, even a resumed one that ends with no outcome (some LMSs mark
  // a session that sets none as completed): what the LMS holds is written back as it is, so a
  // lesson already judged keeps its verdict; one not begun or not judged becomes incomplete.
  if (v12) {
    const status = c.get('cmi.core.lesson_status');
    c.set('cmi.core.lesson_status', ['passed', 'failed', 'completed', 'incomplete'].includes(status) ? status : 'incomplete');
  } else {
    c.set('cmi.completion_status', c.get('cmi.completion_status') === 'completed' ? 'completed' : 'incomplete');
    const success = c.get('cmi.success_status');
    c.set('cmi.success_status', success === 'passed' || success === 'failed' ? success : 'unknown');
  }
  // What the LMS already holds from an earlier session: a retake may raise it, never lower it.
  const heldRaw = Number.parseFloat(c.get(v12 ? 'cmi.core.score.raw' : 'cmi.score.raw'));
  const held = {
    passed: c.get(v12 ? 'cmi.core.lesson_status' : 'cmi.success_status') === 'passed',
    completed: v12 ? ['passed', 'completed'].includes(c.get('cmi.core.lesson_status')) : c.get('cmi.completion_status') === 'completed',
    failed: c.get(v12 ? 'cmi.core.lesson_status' : 'cmi.success_status') === 'failed',
    score: Number.isFinite(heldRaw) ? heldRaw : null,
  };
  // Until the lesson ends, leaving it suspends it, so the LMS offers to resume next time.
  c.set(v12 ? 'cmi.core.exit' : 'cmi.exit', 'suspend');

  const sessionTime = () => (v12 ? c.set('cmi.core.session_time', scorm12Timespan(now() - started)) : c.set('cmi.session_time', isoDuration(now() - started)));

  return {
    kind: found.kind,
    resume,
    masteryScore,
    learner: learnerId || learnerName ? { id: learnerId, name: learnerName } : null,
    language,
    resumeLimit: v12 ? 4096 : 64_000,
    setResume(data: string) {
      if (finished) return;
      c.set('cmi.suspend_data', data);
    },
    interaction(i: LessonInteraction) {
      if (finished) return;
      const n = `cmi.interactions.${interactions}`;
      interactions += 1;
      c.set(`${n}.id`, safeId(i.id));
      c.set(`${n}.type`, i.type === 'other' ? (v12 ? 'performance' : 'other') : i.type);
      if (v12) {
        c.set(`${n}.time`, scorm12Time(i.at));
        c.set(`${n}.student_response`, i.response.slice(0, 255));
        if (i.correct !== null) c.set(`${n}.correct_responses.0.pattern`, i.correct.slice(0, 255));
        c.set(`${n}.result`, i.result === 'incorrect' ? 'wrong' : i.result);
        c.set(`${n}.latency`, scorm12Timespan(i.latencyMs));
      } else {
        c.set(`${n}.timestamp`, scorm2004Timestamp(i.at));
        c.set(`${n}.description`, i.description.slice(0, 250));
        c.set(`${n}.learner_response`, i.response);
        if (i.correct !== null) c.set(`${n}.correct_responses.0.pattern`, i.correct);
        c.set(`${n}.result`, i.result);
        c.set(`${n}.latency`, isoDuration(i.latencyMs));
      }
    },
    outcome(o: LessonOutcome) {
      if (finished) return;
      const raw = Math.max(0, Math.min(100, Math.round(o.score)));
      // Never worse than what the LMS holds: a pass stays a pass with its score (a better score
      // replaces it), a completion stays complete; before any pass, the latest verdict stands.
      const passed = held.passed || o.passed === true ? true : o.passed === false || held.failed ? false : null;
      const completed = held.completed || o.completed;
      const keepScore = held.score !== null && held.passed && raw < held.score;
      if (!keepScore) {
        c.set(v12 ? 'cmi.core.score.min' : 'cmi.score.min', '0');
        c.set(v12 ? 'cmi.core.score.max' : 'cmi.score.max', '100');
        c.set(v12 ? 'cmi.core.score.raw' : 'cmi.score.raw', String(raw));
        if (!v12) c.set('cmi.score.scaled', String(raw / 100));
        held.score = raw;
      }
      if (v12) {
        // SCORM 1.2 has one status: a judged lesson is passed or failed, else completed or incomplete.
        c.set('cmi.core.lesson_status', passed === true ? 'passed' : passed === false ? 'failed' : completed ? 'completed' : 'incomplete');
      } else {
        c.set('cmi.completion_status', completed ? 'completed' : 'incomplete');
        c.set('cmi.success_status', passed === true ? 'passed' : passed === false ? 'failed' : 'unknown');
        if (completed) c.set('cmi.progress_measure', '1');
      }
      held.passed = passed === true;
      held.failed = passed === false;
      held.completed = completed;
      if (o.completed) {
        done = true;
        // A finished lesson is not suspended: the next launch starts afresh.
        c.set(v12 ? 'cmi.core.exit' : 'cmi.exit', v12 ? '' : 'normal');
      }
      sessionTime();
    },
    commit() {
      if (finished) return;
      sessionTime();
      c.commit();
    },
    terminate() {
      if (finished) return;
      sessionTime();
      c.set(v12 ? 'cmi.core.exit' : 'cmi.exit', done ? (v12 ? '' : 'normal') : 'suspend');
      c.commit();
      finished = true;
      c.finish();
    },
  };
}
