import type { AttemptRow } from '../../src/records/types';

/** A finished attempt's record as the records store keeps it: a pump assessment passed with one minor finding. */
export function attemptRow(over: Partial<AttemptRow> = {}): AttemptRow {
  return {
    id: `a${Math.random().toString(36).slice(2)}`,
    traineeId: null,
    kind: 'scenario',
    activity: 'bomba-p101',
    ruleSet: 'osha',
    mode: 'avaliacao',
    seed: 100023,
    language: 'pt',
    startedAt: 1_790_000_000_000,
    finishedAt: 1_790_000_600_000,
    score: 85,
    passed: true,
    mistakes: [{ code: 'notify_late', step: 'notify', critical: false, clause: '29 CFR 1910.147(c)(9)' }],
    ...over,
  };
}
