/**
 * Finished attempts as records: the guided simulator, a work order, a completed challenge. Pure
 * (no database), so the scenes can build a record without loading the records code.
 */
import type { Attempt } from '../rules/attempt';
import type { ChallengeState } from '../rules/challenge';
import { percentages } from '../rules/challengeScore';
import type { Language } from '../rules/language';
import type { LockoutState } from '../rules/lockout';
import { plantOrder } from '../rules/plantOrders';
import type { AttemptRow } from './types';

export const newId = () => crypto.randomUUID().replace(/-/g, '');

/** The steps of the guided lesson (power off, padlock, tag, test). */
const SIMULATOR_STEPS = 4;

/** A finished work order as a record. */
export function scenarioRow(a: Attempt, traineeId: string | null): AttemptRow {
  return {
    id: a.id,
    traineeId,
    kind: 'scenario',
    activity: a.scenario,
    ruleSet: a.ruleSet,
    mode: a.mode,
    seed: a.seed,
    language: a.language,
    startedAt: a.startedAt,
    // Never before it started, whatever the clock did meanwhile.
    finishedAt: Math.max(a.finishedAt ?? Date.now(), a.startedAt),
    score: a.result?.score ?? 0,
    passed: a.result?.passed ?? false,
    // A mistake undone in practice is not one the trainee made in the end: the record leaves it out.
    mistakes: a.mistakes.filter((m) => !m.undone).map((m) => ({ code: m.code, step: m.step, critical: m.critical, clause: m.clause })),
    ...plantMachineOf(a.scenario),
  };
}

/** A plant machine's work order names its machine and the library revision trained on (a built-in one nothing). */
function plantMachineOf(workOrder: string): Pick<AttemptRow, 'machine'> {
  const plant = plantOrder(workOrder);
  if (!plant) return {};
  const { def } = plant;
  return { machine: { id: plant.plant.machineId, revision: plant.plant.revision, name: { ...def.machine.name }, job: { ...def.job } } };
}

/** The guided lesson's score: the share of right moves (4 steps, each mistake one more move). */
export function simulatorScore(errors: number): number {
  return Math.round((SIMULATOR_STEPS * 100) / (SIMULATOR_STEPS + errors));
}

/** The guided lesson done, scored by `simulatorScore`. */
export function simulatorRow(state: LockoutState, startedAt: number, language: Language, traineeId: string | null, now = Date.now()): AttemptRow {
  return {
    id: newId(),
    traineeId,
    kind: 'simulator',
    activity: 'simulador',
    ruleSet: null,
    mode: null,
    seed: null,
    language,
    startedAt: Math.min(startedAt, now),
    finishedAt: now,
    score: simulatorScore(state.errors),
    passed: null,
    mistakes: Array.from({ length: state.errors }, () => ({ code: 'out_of_order', step: null, critical: false, clause: null })),
  };
}

/** A completed challenge: its score is the share of right drops; each wrong drop is listed. */
export function challengeRow(game: ChallengeState, seed: number, startedAt: number, language: Language, traineeId: string | null, now = Date.now()): AttemptRow {
  return {
    id: newId(),
    traineeId,
    kind: 'challenge',
    activity: 'desafio',
    ruleSet: null,
    mode: null,
    seed,
    language,
    startedAt: Math.min(startedAt, now),
    finishedAt: now,
    score: percentages(game).correct,
    passed: null,
    mistakes: game.misses.map((m) => ({ code: `h${m.hazardId}-e${m.energyId}`, step: null, critical: false, clause: null })),
  };
}
