import { describe, expect, it } from 'vitest';
import { reduce, startAttempt, type Attempt, type AttemptAction } from '../../src/rules/attempt';
import { buildScenario, SCENARIOS } from '../../src/rules/builtInScenarios';
import { importLegacyAttempts } from '../../src/records/legacy';
import type * as Records from '../../src/records/records';
import type { AttemptRow } from '../../src/records/types';

/** The records module as importLegacyAttempts uses it: its settings and the attempts' table. */
function fakeRecords(imported = false) {
  const settings = new Map<string, unknown>(imported ? [['legacyImported', true]] : []);
  const written: AttemptRow[] = [];
  const records = {
    getSetting: async (key: string) => settings.get(key),
    setSetting: async (key: string, value: unknown) => void settings.set(key, value),
    database: () => ({ attempts: { bulkPut: async (rows: AttemptRow[]) => void written.push(...rows) } }),
  } as unknown as typeof Records;
  return { records, settings, written };
}

function played(id: string, actions: AttemptAction[]): Attempt {
  const pump = buildScenario(SCENARIOS[0]!, 7);
  let attempt = startAttempt({ id, scenario: pump, ruleSet: 'osha', mode: 'pratica', language: 'pt', at: 100 });
  actions.forEach((a, i) => ({ attempt } = reduce(attempt, a, 200 + i)));
  return attempt;
}

describe('finished work orders an earlier version kept in localStorage', () => {
  it('are imported once, as records of nobody named', async () => {
    const attempt = played('legacy-1', [{ type: 'read_sheet' }, { type: 'start_work' }, { type: 'clear_zone' }, { type: 'finish' }]);
    expect(attempt.phase).toBe('done');
    const unfinished = played('legacy-2', [{ type: 'read_sheet' }]);
    const { records, settings, written } = fakeRecords();
    expect(await importLegacyAttempts(records, JSON.stringify([attempt, unfinished, 'not an attempt']))).toBe(1);
    expect(written.map((row) => [row.id, row.activity, row.traineeId])).toEqual([[attempt.id, SCENARIOS[0]!.id, null]]);
    expect(settings.get('legacyImported')).toBe(true);
    // Once imported, never again (the list stays in localStorage, as the current version keeps it).
    expect(await importLegacyAttempts(records, JSON.stringify([attempt]))).toBe(0);
    expect(written).toHaveLength(1);
  });

  it('with nothing kept, mark the import done so that a later list is not taken for an old one', async () => {
    for (const saved of [null, '[]', '{"not":"a list"}']) {
      const { records, settings, written } = fakeRecords();
      expect(await importLegacyAttempts(records, saved)).toBe(0);
      expect(written).toEqual([]);
      expect(settings.get('legacyImported')).toBe(true);
    }
  });

  it('leave a list that does not read as it is, to try again on the next load', async () => {
    const { records, settings } = fakeRecords();
    expect(await importLegacyAttempts(records, '[{')).toBe(0);
    expect(settings.has('legacyImported')).toBe(false);
  });
});
