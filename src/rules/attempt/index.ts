/**
 * One attempt at a work order, in four parts: the record (model.ts), what each action does
 * (reduce.ts, one handler per action), the judge (judge.ts, with the mistakes it knows in
 * mistakes.ts) and the score (score.ts).
 */
export { activeMistakes, MISTAKES, type Mistake, type MistakeCode } from './mistakes';
export {
  ATTEMPT_VERSION,
  cleanTagText,
  myLocks,
  scenarioOf,
  startAttempt,
  TAG_LIMITS,
  TRAINEE,
  type Attempt,
  type AttemptAction,
  type AttemptEffect,
  type AttemptResult,
  type Phase,
  type Reading,
  type TagText,
} from './model';
export { reduce } from './reduce';
export { PASS_MARK, score, stepsActedIn } from './score';
