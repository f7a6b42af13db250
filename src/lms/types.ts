/**
 * The site inside a learning management system (SCORM 1.2, SCORM 2004 4th edition, cmi5) or
 * reporting to a learning record store (xAPI). One shape for every kind of LMS, so the tracker
 * (src/lms/tracker.ts) that turns the trainee's work into reports knows nothing of the standards.
 */
import type { LmsKind } from '../platform/launch';
import type { Language } from '../rules/language';

export type { LaunchContext, LmsKind } from '../platform/launch';

/**
 * One procedure step, work-order action or challenge drop, as the LMS records it
 * (SCORM `cmi.interactions.n`, an xAPI "answered"/"interacted" statement).
 */
export interface LessonInteraction {
  /** Stable within the lesson: e.g. 'step-1-lever', 'drop-h3', 'action-12-lock'. [A-Za-z0-9_.-], at most 60 characters. */
  readonly id: string;
  /** SCORM's interaction type: a procedure action is 'performance', a challenge drop 'matching'. */
  readonly type: 'performance' | 'matching' | 'choice' | 'other';
  /** What the trainee did, in the type's response format (short, ASCII). */
  readonly response: string;
  /** The expected response, when there is one. */
  readonly correct: string | null;
  readonly result: 'correct' | 'incorrect' | 'neutral';
  /** A short English description (SCORM 2004 `description`, xAPI activity name). */
  readonly description: string;
  /** When it happened (ms since 1970). */
  readonly at: number;
  /** Milliseconds since the previous interaction (or the start), for SCORM's latency. */
  readonly latencyMs: number;
}

/** How a lesson ended, or stands. */
export interface LessonOutcome {
  /** All the lesson's work was done (SCORM completion, cmi5 "completed"). */
  readonly completed: boolean;
  /** Judged against the mastery score; null where nothing is judged yet. */
  readonly passed: boolean | null;
  /** 0–100. */
  readonly score: number;
}

/** A live connection to an LMS (or a record store standing in for one). */
export interface LmsConnection {
  readonly kind: LmsKind;
  /** The resume data the LMS kept from an earlier session of this lesson (null on a first launch). */
  readonly resume: string | null;
  /** The mastery score the package or the LMS set, 0–1 (null: the product's own pass mark). */
  readonly masteryScore: number | null;
  /** The learner as the LMS names them (shown, never required). */
  readonly learner: { readonly id: string; readonly name: string } | null;
  /** The learner's language as the LMS states it, when it is one of the site's five (null: none given or none spoken). */
  readonly language: Language | null;
  /** The most resume data this LMS stores (SCORM 1.2: 4 096 characters). */
  readonly resumeLimit: number;
  /** Stores resume data (already within `resumeLimit`). */
  setResume(data: string): void;
  interaction(interaction: LessonInteraction): void;
  /** Reports the score and, when judged, success and completion. */
  outcome(outcome: LessonOutcome): void;
  /** Asks the LMS to store what it has (after each meaningful step, on pagehide and hidden). */
  commit(): void;
  /** Ends the session (the window closes, or the lesson is over and the LMS should move on). */
  terminate(): void;
}

