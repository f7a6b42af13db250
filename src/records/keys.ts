/** localStorage keys the records share with the pages that write them before the database loads. */

/** Attempts not yet in the database, mirrored so that a reload or a closed tab does not lose them. */
export const PENDING_KEY = 'loto_pending_attempts';
/** The current trainee's id, readable at once (the database is the reference). */
export const CURRENT_TRAINEE_KEY = 'loto_current_trainee';
