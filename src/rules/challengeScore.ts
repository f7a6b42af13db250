/**
 * A challenge game's score, apart from its rules and the catalog of hazards (a record's row,
 * built on every scene route, needs only this).
 */
import type { ChallengeState } from './challenge';

/** Correct matches so far (PONTOS). */
export function correctCount(state: Pick<ChallengeState, 'matches'>): number {
  return state.matches.length;
}

/**
 * Correct and wrong attempts as whole percentages of all attempts, each rounded on its own
 * (so they can sum to 99 or 101); 0 and 0 before the first attempt.
 */
export function percentages(state: Pick<ChallengeState, 'matches' | 'attempts'>): { correct: number; wrong: number } {
  if (state.attempts <= 0) return { correct: 0, wrong: 0 };
  const correct = correctCount(state);
  // Multiply before dividing so exact halves (12.5) stay exact and round up as expected.
  return {
    correct: Math.round((correct * 100) / state.attempts),
    wrong: Math.round(((state.attempts - correct) * 100) / state.attempts),
  };
}
