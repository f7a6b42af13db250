import { scenarioOf, TRAINEE, type Attempt, type AttemptAction } from '../rules/attempt';
import { energize, partFactsOf } from '../rules/energy';
import { component } from '../rules/machine';
import { PART_MODELS, type PartFacts } from '../rules/parts';
import { procedureSheet, type ProcedureSheet, type Scenario } from '../rules/scenario';

// The scenarios' derived facts, for their views (kept apart from selectors.ts so that the
// simulator and the challenge do not download the machines and the judge).

let lastScenario: { key: string; scenario: Scenario; sheet: ProcedureSheet } | null = null;

function scenarioEntry(attempt: Pick<Attempt, 'scenario' | 'seed'>) {
  const key = `${attempt.scenario}#${attempt.seed}`;
  if (lastScenario?.key !== key) {
    const scenario = scenarioOf(attempt as Attempt);
    lastScenario = { key, scenario, sheet: procedureSheet(scenario) };
  }
  return lastScenario;
}

/** The work order an attempt is on (built once per work order and seed). */
export function attemptScenario(attempt: Pick<Attempt, 'scenario' | 'seed'>): Scenario {
  return scenarioEntry(attempt).scenario;
}

/** The procedure sheet of an attempt's work order. */
export function attemptSheet(attempt: Pick<Attempt, 'scenario' | 'seed'>): ProcedureSheet {
  return scenarioEntry(attempt).sheet;
}

/** What a part is doing now, as the twins and the actions list say it. */
export type { PartFacts } from '../rules/parts';

/** The facts of one part of an attempt's machine. */
export function partFacts(attempt: Attempt, id: string): PartFacts {
  const { machine } = attemptScenario(attempt);
  return partFactsOf(machine, attempt.machine, id, TRAINEE, attempt.tags[id] !== undefined);
}

/**
 * The facts of every part of an attempt's machine, by id: the energy traced once for them all
 * (a part's facts alone trace the whole machine, so asking for each part in turn traced it once
 * per part: 60 times for a plant machine of 60 parts).
 */
export function partFactsAll(attempt: Attempt): ReadonlyMap<string, PartFacts> {
  const { machine } = attemptScenario(attempt);
  const map = energize(machine, attempt.machine);
  return new Map(machine.components.map((c) => [c.id, partFactsOf(machine, attempt.machine, c.id, TRAINEE, attempt.tags[c.id] !== undefined, map)]));
}

/**
 * What a trainee can do to a part now (its kind says: src/rules/parts/). Everything physically
 * possible is offered, mistakes included (a stop button can take a padlock): the judge, not the
 * menu, says what was wrong.
 */
export function partActions(attempt: Attempt, id: string): AttemptAction[] {
  if (attempt.phase === 'done') return [];
  const { machine } = attemptScenario(attempt);
  const c = component(machine, id);
  return PART_MODELS[c.kind].actions(c, partFacts(attempt, id));
}
