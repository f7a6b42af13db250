/** The hazard-to-energy matching game: deal, drop, score and result percentages. */
import { HAZARDS, hazardById, isEnergyId, isHazardId, type EnergyId, type HazardId } from './catalog';
// The score has a module of its own: a record's row needs it without the catalog of hazards.
export { correctCount, percentages } from './challengeScore';

/** How many of the 20 hazards one game deals. */
export const HAZARDS_PER_GAME = 16;

/** One correct match: a hazard placed on its energy type. */
export interface Match {
  readonly hazardId: HazardId;
  readonly energyId: EnergyId;
}

/** The result of the last drop, shown in the feedback dialog until closed. */
export interface Feedback {
  readonly correct: boolean;
  readonly hazardId: HazardId;
  readonly energyId: EnergyId;
}

/** Everything one challenge game remembers. */
export interface ChallengeState {
  dealt: readonly HazardId[];
  matches: readonly Match[];
  /** Every wrong drop, in order: the hazard and the energy type it was dropped on. */
  misses: readonly Match[];
  attempts: number;
  feedback: Feedback | null;
  completeOpen: boolean;
}

/** What a drop did. */
export type DropOutcome = 'ignored' | 'correct' | 'wrong';

/** 16 distinct hazards of the 20, in random order (Fisher–Yates on a copy). */
export function deal(random: () => number): HazardId[] {
  const ids: HazardId[] = HAZARDS.map((hazard) => hazard.id);
  for (let i = ids.length - 1; i > 0; i -= 1) {
    // Clamp so a generator that returns exactly 1 cannot index past the end.
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const a = ids[i] as HazardId;
    ids[i] = ids[j] as HazardId;
    ids[j] = a;
  }
  return ids.slice(0, HAZARDS_PER_GAME);
}

/** A fresh game: a new deal, no matches, no attempts, no dialogs open. */
export function newGame(random: () => number): ChallengeState {
  return { dealt: deal(random), matches: [], misses: [], attempts: 0, feedback: null, completeOpen: false };
}

/** Whether this hazard is already placed on its energy (its tile is locked). */
export function isMatched(state: ChallengeState, hazardId: HazardId): boolean {
  return state.matches.some((match) => match.hazardId === hazardId);
}

/**
 * Drops a hazard on an energy target. Ignored (same state object back) unless the hazard is a
 * dealt, unmatched hazard id and the target a known energy id; otherwise counts one attempt.
 * The drop that completes the game opens the completion dialog instead of the feedback dialog
 * (which it shows inside), so no second dialog waits behind the first.
 */
export function drop(
  state: ChallengeState,
  hazardId: unknown,
  energyId: unknown,
): { state: ChallengeState; outcome: DropOutcome } {
  if (!isHazardId(hazardId) || !isEnergyId(energyId)) return { state, outcome: 'ignored' };
  if (!state.dealt.includes(hazardId) || isMatched(state, hazardId)) return { state, outcome: 'ignored' };
  const correct = hazardById(hazardId)?.energyId === energyId;
  const matches = correct ? [...state.matches, { hazardId, energyId }] : state.matches;
  const misses = correct ? state.misses : [...state.misses, { hazardId, energyId }];
  const completes = matches.length >= HAZARDS_PER_GAME;
  return {
    state: {
      ...state,
      matches,
      misses,
      attempts: state.attempts + 1,
      feedback: { correct, hazardId, energyId },
      completeOpen: state.completeOpen || completes,
    },
    outcome: correct ? 'correct' : 'wrong',
  };
}


/** Hazards still to match (RESTANTES). */
export function remainingCount(state: ChallengeState): number {
  return HAZARDS_PER_GAME - state.matches.length;
}

/** Whether every dealt hazard is matched. */
export function isComplete(state: ChallengeState): boolean {
  return state.matches.length >= HAZARDS_PER_GAME;
}

/** The hazards matched to one energy type, in the order they were matched. */
export function matchesFor(state: Pick<ChallengeState, 'matches'>, energyId: EnergyId): HazardId[] {
  return state.matches.filter((match) => match.energyId === energyId).map((match) => match.hazardId);
}

/**
 * The hazards the trainee got wrong at least once, each once, in the order of their first miss,
 * with every energy type they were wrongly dropped on.
 */
export function missedHazards(state: Pick<ChallengeState, 'misses'>): { hazardId: HazardId; tried: EnergyId[] }[] {
  const byHazard = new Map<HazardId, EnergyId[]>();
  for (const { hazardId, energyId } of state.misses) {
    const tried = byHazard.get(hazardId) ?? [];
    if (!tried.includes(energyId)) tried.push(energyId);
    byHazard.set(hazardId, tried);
  }
  return [...byHazard].map(([hazardId, tried]) => ({ hazardId, tried }));
}

/** Closes the feedback dialog. */
export function closeFeedback(state: ChallengeState): ChallengeState {
  return state.feedback === null ? state : { ...state, feedback: null };
}

/** Closes the completion dialog, and the last drop's feedback it showed (the banner stays, since the game is still complete). */
export function closeComplete(state: ChallengeState): ChallengeState {
  return state.completeOpen ? { ...state, completeOpen: false, feedback: null } : state;
}

