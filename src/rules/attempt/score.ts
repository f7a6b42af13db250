/**
 * The score of a finished attempt: each step of the rule set's sequence is worth an equal share,
 * kept when the step was done without a mistake, halved by a minor one, lost to a critical one.
 */
import { sequenceFor, type StepId } from '../ruleSet';
import type { Scenario } from '../scenario';
import { activeMistakes } from './mistakes';
import { scenarioOf, type Attempt, type AttemptAction, type AttemptResult } from './model';

/** The step of the lockout an action belongs to (before the work is declared safe). */
function lockoutStepOf(action: AttemptAction, machine: Scenario['machine']): StepId | null {
  switch (action.type) {
    case 'read_sheet':
      return 'prepare';
    case 'notify':
      return 'notify';
    case 'press_stop':
      return 'shutdown';
    case 'operate': {
      const kind = machine.components.find((c) => c.id === action.device)?.kind;
      return kind === 'bleed' ? 'release' : kind === 'control' ? 'shutdown' : 'isolate';
    }
    case 'lock':
    case 'unlock':
    case 'cut_lock':
    case 'box_keys':
    case 'box_lock':
    case 'crew_lock':
    case 'cut_box_lock':
      return 'lock';
    case 'tag':
    case 'untag':
      return 'tag';
    case 'restrain':
    case 'remove_block':
    case 'check_standstill':
      return 'release';
    case 'check_clear':
    case 'read_gauge':
    case 'press_start':
    case 'prove_tester':
    case 'swap_tester':
    case 'measure':
      return 'verify';
    case 'earth':
    case 'remove_earth':
      return 'earth';
    case 'cover':
      return 'cover';
    case 'start_work':
      return 'work';
    default:
      return null;
  }
}

/**
 * The steps the trainee did something in, by the actions of the log that were not undone: during
 * the lockout each action's own step; once the work is declared safe, the work and the release.
 */
export function stepsActedIn(attempt: Attempt): Set<StepId> {
  const machine = scenarioOf(attempt).machine;
  const live: AttemptAction[] = [];
  for (const { action } of attempt.log) {
    if (action.type === 'undo') live.pop();
    else live.push(action);
  }
  const acted = new Set<StepId>();
  let working = false;
  for (const action of live) {
    const step = working ? (action.type === 'clear_zone' ? 'work' : 'restore') : lockoutStepOf(action, machine);
    if (step) acted.add(step);
    if (action.type === 'start_work') working = true;
  }
  return acted;
}

/**
 * Scores the steps: each is worth an equal share of 100; a step never done keeps nothing (points
 * are earned by doing, not by being stopped before a step could go wrong), except a step the rule
 * set does not require in a procedure carried to its end; a critical mistake takes all of its
 * step, a minor one half.
 */
export function score(attempt: Attempt): AttemptResult {
  const sequence = sequenceFor(attempt.ruleSet, scenarioOf(attempt).def.domain);
  const steps = sequence.flat();
  const worth = 100 / steps.length;
  // Ended before the equipment was given back: by a critical mistake in an assessment.
  const endedEarly = attempt.steps.restore === undefined;
  const acted = stepsActedIn(attempt);
  const byStep = steps.map(({ step, clause }) => {
    // A step the rule set gives no clause is not required by it: a procedure carried to its end
    // cannot miss it; an attempt ended before it has not earned it.
    const done = attempt.steps[step] !== undefined || (clause === null && !endedEarly);
    const here = activeMistakes(attempt).filter((m) => m.step === step);
    const lost = !done || here.some((m) => m.critical) ? worth : Math.min(worth, here.length * (worth / 2));
    const reached = done || acted.has(step) || here.length > 0;
    return { step, worth: Math.round(worth * 10) / 10, kept: Math.round((worth - lost) * 10) / 10, done, reached };
  });
  const total = Math.round(byStep.reduce((sum, s) => sum + s.kept, 0));
  const critical = activeMistakes(attempt).some((m) => m.critical);
  return { passed: !critical && total >= PASS_MARK && attempt.phase === 'done', score: total, byStep };
}

/** The score an attempt needs, with no critical mistake, to pass. */
export const PASS_MARK = 80;
