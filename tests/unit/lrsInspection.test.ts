import 'fake-indexeddb/auto';
import validate from '@learninglocker/xapi-validation';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LRS_INSPECTIONS_KEY, readLrsConfig, type LrsConfig } from '../../src/lms/lrsConfig';
import { flush, lrsStatus, queueIsEmpty, takeInspections, useLrsQueueDatabase } from '../../src/lms/lrs';
import { extensionIris, inspectionStatement } from '../../src/lms/xapi';
import type { InspectionRow } from '../../src/records/procedureTypes';
import { useRecordsDatabase as openRecordsDatabase } from '../../src/records/records';
import { setRecordsKeptBy } from '../../src/state/keptElsewhere';
import { startLrs, type TestLrs } from '../e2e/lrs.mjs';
import { approvedPump, inspect, TODAY } from './procedureFixture';

// localStorage as the browser has it (the sender keeps inspections there until they are queued).
const stored = new Map<string, string>();
const localStorage = {
  getItem: (k: string) => stored.get(k) ?? null,
  setItem: (k: string, v: string) => void stored.set(k, String(v)),
  removeItem: (k: string) => void stored.delete(k),
};
Object.assign(globalThis, { window: { localStorage, location: { origin: 'https://training.example.com' } } });

const ORIGIN = 'https://training.example.com';
let n = 0;

async function anInspection(deviations: { found: string; action: string }[] = []): Promise<InspectionRow> {
  const { version } = await approvedPump();
  return inspect(version, deviations, { tagout: true, affected: ['Ana Souza'] });
}

describe('the statement of a periodic inspection', () => {
  beforeEach(() => {
    n += 1;
    openRecordsDatabase(`lrs-inspection-st-${n}`);
  });
  const at = { activityBase: ORIGIN, homePage: 'https://people.example' };
  const ext = extensionIris(ORIGIN);

  it('the inspector by name as an account, the version inspected, success without deviations, the record as an extension, valid xAPI', async () => {
    const row = await anInspection();
    const s = await inspectionStatement(row, at);
    expect(validate(s)).toEqual([]);
    expect(s.actor).toEqual({ objectType: 'Agent', name: 'Eva Braun', account: { homePage: 'https://people.example', name: 'Eva Braun' } });
    expect(s.actor).not.toHaveProperty('mbox');
    expect(s.verb.id).toBe('http://adlnet.gov/expapi/verbs/completed');
    expect(s.object).toMatchObject({ id: `${ORIGIN}/procedures/${encodeURIComponent(row.machineId)}/v1/inspection` });
    expect(s.result).toMatchObject({ success: true, completion: true });
    expect(s.result!.extensions![ext.inspection]).toEqual({
      date: TODAY,
      inspectorRole: 'Supervisor',
      employees: [
        { name: 'Rui Lima', kind: 'authorized' },
        { name: 'Ana Souza', kind: 'affected' },
      ],
      tagout: true,
      observed: 'Isolation followed as written.',
      deviations: [],
    });
    expect(s.context!.extensions![ext.inspectionId]).toBe(row.id);
    // The same inspection, the same id: a resend never makes a second statement.
    expect((await inspectionStatement(row, at)).id).toBe(s.id);
  });

  it('a deviation is no success, and lists what was done about it', async () => {
    const s = await inspectionStatement(await anInspection([{ found: 'Try-out skipped', action: 'Crew retrained' }]), at);
    expect(validate(s)).toEqual([]);
    expect(s.result!.success).toBe(false);
    expect((s.result!.extensions![ext.inspection] as { deviations: unknown }).deviations).toEqual([{ found: 'Try-out skipped', action: 'Crew retrained' }]);
  });
});

describe('an inspection on the LRS queue', () => {
  let lrs: TestLrs;
  let config: LrsConfig;

  beforeAll(async () => {
    lrs = await startLrs({ port: 0 });
  });
  afterAll(() => lrs.close());
  beforeEach(() => {
    n += 1;
    stored.clear();
    lrs.statements.length = 0;
    lrs.setMode('ok');
    lrs.setSameIdConflict(false);
    useLrsQueueDatabase(`lrs-inspection-q-${n}`);
    openRecordsDatabase(`lrs-inspection-r-${n}`);
    setRecordsKeptBy(null);
    const read = readLrsConfig({ endpoint: lrs.endpoint, username: lrs.username, password: lrs.password, activityBase: ORIGIN }, ORIGIN);
    if (!read.ok || !read.config) throw new Error('config');
    config = read.config;
  });
  afterEach(() => vi.restoreAllMocks());

  const give = async (row: InspectionRow) => {
    stored.set(LRS_INSPECTIONS_KEY, JSON.stringify([row]));
    await takeInspections(config);
  };

  it('is sent once, and leaves localStorage once queued', async () => {
    const row = await anInspection();
    await give(row);
    expect(lrs.statements).toHaveLength(1);
    expect(lrs.statements[0]!.id).toBe((await inspectionStatement(row, config)).id);
    expect(stored.has(LRS_INSPECTIONS_KEY)).toBe(false);
    expect(await queueIsEmpty()).toBe(true);
  });

  it('waits while the network is gone, then is sent exactly once, even when resent after a lost response', async () => {
    const row = await anInspection();
    lrs.setMode('refuse');
    await give(row);
    expect(lrs.statements).toHaveLength(0);
    expect(lrsStatus()).toMatchObject({ waiting: 1, lastError: { kind: 'offline' } });
    expect(stored.has(LRS_INSPECTIONS_KEY)).toBe(false);
    lrs.setMode('drop-response');
    await flush();
    expect(lrs.statements).toHaveLength(1);
    lrs.setMode('ok');
    lrs.setSameIdConflict(true);
    // Handed over again (a second tab, a reload): the same id, stored once.
    await give(row);
    await flush();
    expect(lrs.statements).toHaveLength(1);
    expect(await queueIsEmpty()).toBe(true);
  });

  it('stays in localStorage when the queue database cannot take it, and goes later', async () => {
    const row = await anInspection();
    const { queue } = await import('../../src/lms/lrs');
    const put = vi.spyOn(queue().statements, 'bulkPut').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    await give(row);
    expect(lrs.statements).toHaveLength(0);
    expect(JSON.parse(stored.get(LRS_INSPECTIONS_KEY)!)).toEqual([row]);
    put.mockRestore();
    await takeInspections(config);
    expect(lrs.statements).toHaveLength(1);
    expect(stored.has(LRS_INSPECTIONS_KEY)).toBe(false);
  });
});
