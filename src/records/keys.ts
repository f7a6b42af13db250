/** localStorage keys the records share with the pages that write them before the database loads. */

/**
 * Attempts not yet in the database, mirrored so that a reload or a closed tab does not lose them:
 * one key per attempt (the prefix and its id), written and removed one by one, so that a tab
 * never rewrites or clears another tab's waiting attempt.
 */
export const PENDING_ROW_PREFIX = 'loto_pending_attempt:';
/** A pending attempt that does not read, set aside under this prefix and its key's id (never lost, never retried). */
export const PENDING_UNREADABLE_PREFIX = 'loto_pending_unreadable:';
/** The earlier single key holding every pending attempt as one list (still read, for a device upgrading). */
export const PENDING_KEY = 'loto_pending_attempts';
/** The current trainee's id, readable at once (the database is the reference). */
export const CURRENT_TRAINEE_KEY = 'loto_current_trainee';
/**
 * Set when nobody is the current trainee by choice (a session ended, "nobody" chosen): written at
 * once, so that a reload before the database has caught up does not bring the last trainee back.
 */
export const NO_TRAINEE_KEY = 'loto_current_trainee_none';
/**
 * The work order in progress (one at a time: a reload resumes it). Not a record: an unfinished
 * attempt is the trainee's scratch, which the kiosk's idle reset clears.
 */
export const CURRENT_ATTEMPT_KEY = 'loto_attempt_current';
/**
 * This tab's own copy of its work order in progress (sessionStorage): a reload, or coming back to
 * the page through the tab's history, finds it; another tab never does. The device's copy
 * (CURRENT_ATTEMPT_KEY) names the tab it belongs to.
 */
export const TAB_ATTEMPT_KEY = 'loto_attempt_tab';
/** This tab's challenge game in progress (sessionStorage), for coming back to the page in the same tab. */
export const TAB_CHALLENGE_KEY = 'loto_challenge_tab';
/** This tab's guided lesson in progress (sessionStorage): its events since it began, replayed after a reload. */
export const TAB_SIMULATOR_KEY = 'loto_simulator_tab';
/** Finished work orders, newest last, as the scenarios saved them before the records store (it imports them once). */
export const FINISHED_ATTEMPTS_KEY = 'loto_attempts_finished';
