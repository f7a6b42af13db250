/**
 * Finished work orders the earlier version kept in localStorage, imported into the records once
 * (not named: nobody was asked who trained then).
 */
import type * as Records from './records';

export async function importLegacyAttempts(records: typeof Records, saved: string | null): Promise<number> {
  try {
    if (await records.getSetting('legacyImported')) return 0;
    const list = saved ? (JSON.parse(saved) as unknown) : [];
    const items = Array.isArray(list) ? list : [];
    // The work orders and their judge load only when there is something to read back (legacyRows).
    const rows = items.length ? (await import('./legacyRows')).legacyRows(items) : [];
    if (rows.length) await records.database().attempts.bulkPut(rows);
    await records.setSetting('legacyImported', true);
    return rows.length;
  } catch {
    // Tried again on the next page load.
    return 0;
  }
}
