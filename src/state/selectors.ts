import type { EnergyId, HazardId } from '../rules/catalog';
import { correctCount, isComplete, matchesFor, percentages, remainingCount, type ChallengeState } from '../rules/challenge';
import type { Language } from '../rules/language';
import { canDragLock, canOperateHandle, canSelectTag, canTest, displayOperator, isStageDone, STEPS, type LockoutState, type Stage, type Step } from '../rules/lockout';
import { DEFAULT_OPERATORS } from './operators';

// Derived facts the views (overlay and scenes) read, so that no view re-derives a rule.
// Plain functions of the store's data (or a snapshot of it): they never write.

/* ---------------------------------------------------------------- simulator */

/** What the panel shows of a stage: which objects can be operated and which are in place. */
export interface PanelFacts {
  /** The lever may be switched (and it still shows ON). */
  leverOn: boolean;
  /** The padlock is on the lockout point. */
  locked: boolean;
  /** The tag hangs from the padlock. */
  tagged: boolean;
  /** The padlock may be dragged or clicked onto the lockout point (the drop hint shows). */
  lockAwaited: boolean;
  /** The spare tag on the tray may be picked. */
  tagSelectable: boolean;
  /** The voltage tester reads zero (procedure complete). */
  tested: boolean;
}

/** The panel's facts for a stage. */
export function panelFacts(stage: Stage): PanelFacts {
  return {
    leverOn: canOperateHandle(stage),
    locked: isStageDone({ stage }, 2),
    tagged: isStageDone({ stage }, 3),
    lockAwaited: canDragLock(stage),
    tagSelectable: canSelectTag(stage),
    tested: stage === 'complete',
  };
}

/** One procedure step as the Steps tab and the help overlay list it. */
export interface StepFacts {
  step: Step;
  done: boolean;
  /** The first step not yet done. */
  current: boolean;
}

/** The four procedure steps, each done, current or still to come. */
export function procedureSteps(lockout: Pick<LockoutState, 'stage'>): StepFacts[] {
  const current = STEPS.find((step) => !isStageDone(lockout, step));
  return STEPS.map((step) => ({ step, done: isStageDone(lockout, step), current: step === current }));
}

/** What the hint under TEST says: nothing while it may be pressed, "applied" once done, else why not yet. */
export function testHint(stage: Stage): 'none' | 'applied' | 'waiting' {
  return canTest(stage) ? 'none' : stage === 'complete' ? 'applied' : 'waiting';
}

/** Whether the Actions tab shows the tag form (the padlock is on and the tag was picked). */
export function tagFormShown(lockout: Pick<LockoutState, 'stage' | 'selectedItem'>): boolean {
  return lockout.stage === 'locked' && lockout.selectedItem === 'tag';
}

/** The operator written on the tag: the trainee's name, else the word "operator" in `language`. */
export function operatorOnTag(lockout: Pick<LockoutState, 'tagInfo'>, language: Language): string {
  return lockout.tagInfo.operator.trim() || DEFAULT_OPERATORS[language];
}

/** The operator field's value: empty while it still holds the default word. */
export function operatorField(lockout: Pick<LockoutState, 'tagInfo'>, language: Language): string {
  return displayOperator(lockout.tagInfo, DEFAULT_OPERATORS[language]);
}

/** Whether the tag's required reason is filled in. */
export function reasonFilled(lockout: Pick<LockoutState, 'tagInfo'>): boolean {
  return lockout.tagInfo.reason.trim() !== '';
}

/** A field's length as its counter shows it: code points, so an emoji counts once. */
export function typedLength(text: string): number {
  return Array.from(text).length;
}

/* ---------------------------------------------------------------- challenge */

/** The challenge's counters and result, as the bar, the banner and the completion dialog show them. */
export interface ChallengeFacts {
  points: number;
  attempts: number;
  remaining: number;
  wrong: number;
  correctPercent: number;
  wrongPercent: number;
  complete: boolean;
  /** A feedback or completion dialog is open (tooltips stay shut under it). */
  dialogOpen: boolean;
}

/** The challenge's counters and result for a game. */
export function challengeFacts(game: ChallengeState): ChallengeFacts {
  const points = correctCount(game);
  const { correct, wrong } = percentages(game);
  return {
    points,
    attempts: game.attempts,
    remaining: remainingCount(game),
    wrong: game.attempts - points,
    correctPercent: correct,
    wrongPercent: wrong,
    complete: isComplete(game),
    dialogOpen: game.feedback !== null || game.completeOpen,
  };
}

/** A dealt hazard tile: matched (to which energy), picked, or still available. */
export type TileFacts = { id: HazardId; state: 'matched'; energy: EnergyId } | { id: HazardId; state: 'selected' | 'available' };

/** Every dealt tile's state, in deal order. */
export function tileFacts(game: Pick<ChallengeState, 'dealt' | 'matches'>, selected: HazardId | null): TileFacts[] {
  const matchedTo = new Map(game.matches.map((m) => [m.hazardId, m.energyId]));
  return game.dealt.map((id) => {
    const energy = matchedTo.get(id);
    if (energy !== undefined) return { id, state: 'matched', energy };
    return { id, state: selected === id ? 'selected' : 'available' };
  });
}

/** The hazards matched to an energy type, in the order they were matched. */
export function hazardsMatchedTo(game: Pick<ChallengeState, 'matches'>, energyId: EnergyId): HazardId[] {
  return matchesFor(game, energyId);
}

/** The energy types that have at least one match (their targets show no "drop here"). */
export function energiesWithMatches(game: Pick<ChallengeState, 'matches'>): Set<EnergyId> {
  return new Set(game.matches.map((m) => m.energyId));
}

/** The hazards already matched (their tiles cannot be picked or dragged). */
export function matchedHazards(game: Pick<ChallengeState, 'matches'>): Set<HazardId> {
  return new Set(game.matches.map((m) => m.hazardId));
}
