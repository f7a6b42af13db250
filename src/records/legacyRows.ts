/**
 * The rows of the finished work orders an earlier version kept in localStorage (legacy.ts): each
 * item read back as an attempt, the finished ones as records of nobody named. Loaded only when
 * there is something to import: it carries the work orders and their judge.
 */
import { restoreAttempt } from '../rules/attemptRecord';
// Every built-in work order registered, so that an old attempt on any of them reads back.
import '../rules/builtInScenarios';
import { scenarioRow } from './rows';
import type { AttemptRow } from './types';

export function legacyRows(items: readonly unknown[]): AttemptRow[] {
  return items.flatMap((item) => {
    const restored = restoreAttempt(item);
    return restored.ok && restored.attempt.phase === 'done' ? [scenarioRow(restored.attempt, null)] : [];
  });
}
