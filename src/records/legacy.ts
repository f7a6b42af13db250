/**
 * Finished work orders the earlier version kept in localStorage, imported into the records once
 * (not named: nobody was asked who trained then).
 */
import { restoreAttempt } from '../rules/attemptRecord';
// Every built-in work order registered, so that an old attempt on any of them reads back.
import '../rules/builtInScenarios';
import type * as Records from './records';
import { scenarioRow } from './rows';

export async function importLegacyAttempts(records: typeof Records, saved: string | null): Promise<number> {
  try {
    if (await records.getSetting('legacyImported')) return 0;
    const list = saved ? (JSON.parse(saved) as unknown) : [];
    const rows = (Array.isArray(list) ? list : []).flatMap((item) => {
      const restored = restoreAttempt(item);
      return restored.ok && restored.attempt.phase === 'done' ? [scenarioRow(restored.attempt, null)] : [];
    });
    if (rows.length) await records.database().attempts.bulkPut(rows);
    await records.setSetting('legacyImported', true);
    return rows.length;
  } catch {
    // Tried again on the next page load.
    return 0;
  }
}
