/**
 * The write side of the records with two tabs of one device (issue 22): each "tab" is its own
 * copy of the records module (its own memory), sharing one IndexedDB (fake-indexeddb) and one
 * localStorage, as two tabs of a browser do.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Records from '../../src/records/records';
import { PENDING_KEY, PENDING_ROW_PREFIX, PENDING_UNREADABLE_PREFIX } from '../../src/records/keys';
import { attemptRow } from './attemptRowFixture';

/** localStorage as the browser has it, shared by every tab of the device. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(i: number): string | null {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
  keys(): string[] {
    return [...this.items.keys()];
  }
}
const localStorage = new MemoryStorage();
Object.assign(globalThis, { window: { localStorage } });

let n = 0;
let dbName = '';
beforeEach(() => {
  n += 1;
  dbName = `tabs-${n}`;
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

/** A tab of the device: a fresh copy of the records code on the same database. */
async function openTab(): Promise<typeof Records> {
  vi.resetModules();
  const records = await import('../../src/records/records');
  records.useRecordsDatabase(dbName);
  return records;
}

/** Makes a tab's database refuse every attempt write, as a full disk does. */
function diskFull(records: typeof Records): void {
  const attempts = records.database().attempts;
  const full = new DOMException('full', 'QuotaExceededError');
  vi.spyOn(attempts, 'bulkPut').mockRejectedValue(full);
  vi.spyOn(attempts, 'bulkAdd').mockRejectedValue(full);
}

describe('a finished attempt is recorded once', () => {
  it('a second record of the same attempt id with another result is refused, and the first stays', async () => {
    const tab1 = await openTab();
    const failed = attemptRow({ id: 'sameattempt', score: 30, passed: false });
    expect(await tab1.saveAttempt(failed)).toBe('saved');
    const tab2 = await openTab();
    const passed = { ...failed, score: 100, passed: true, mistakes: [], finishedAt: failed.finishedAt + 60_000 };
    expect(await tab2.saveAttempt(passed)).toBe('refused');
    const rows = await (await openTab()).listAttempts();
    expect(rows.map((r) => [r.id, r.score, r.passed])).toEqual([['sameattempt', 30, false]]);
    // Nothing of the refused one waits anywhere to be written later.
    expect(tab2.pendingCount()).toBe(0);
    expect(localStorage.keys().filter((k) => k.startsWith(PENDING_ROW_PREFIX))).toEqual([]);
  });

  it('the same record written twice (a retry, a recovered copy) is kept once, without complaint', async () => {
    const tab = await openTab();
    const row = attemptRow();
    expect(await tab.saveAttempt(row)).toBe('saved');
    expect(await tab.saveAttempt({ ...row })).toBe('saved');
    expect((await tab.listAttempts()).map((r) => r.id)).toEqual([row.id]);
  });

  it('a different record of an attempt still waiting in this tab is refused at once', async () => {
    const tab = await openTab();
    diskFull(tab);
    const row = attemptRow({ score: 30, passed: false });
    expect(await tab.saveAttempt(row)).toBe('kept');
    expect(await tab.saveAttempt({ ...row, score: 100, passed: true })).toBe('refused');
    expect((await tab.listAttempts()).map((r) => r.score)).toEqual([30]);
  });
});

describe('attempts waiting for the database, with other tabs', () => {
  it('another tab’s save leaves this tab’s waiting attempt in localStorage, and the next page writes it', async () => {
    const tabB = await openTab();
    diskFull(tabB);
    const waiting = attemptRow({ traineeId: 'tb' });
    expect(await tabB.saveAttempt(waiting)).toBe('kept');
    const tabA = await openTab();
    expect(await tabA.saveAttempt(attemptRow({ traineeId: 'ta' }))).toBe('saved');
    // Tab B is closed; the next page picks its attempt up.
    const next = await openTab();
    expect(await next.recoverPending()).toBe(0);
    expect((await next.listAttempts()).map((r) => r.id)).toContain(waiting.id);
    expect(localStorage.keys().filter((k) => k.startsWith(PENDING_ROW_PREFIX))).toEqual([]);
  });

  it('deleting a trainee removes their waiting attempts only, not another tab’s of someone else', async () => {
    const tabA = await openTab();
    const ana = await tabA.saveTrainee({ name: 'Ana' });
    if (!ana.ok) throw new Error('not saved');
    const tabB = await openTab();
    diskFull(tabB);
    const bia = attemptRow({ traineeId: 'bia' });
    const anas = attemptRow({ traineeId: ana.trainee.id });
    expect(await tabB.saveAttempt(bia)).toBe('kept');
    expect(await tabB.saveAttempt(anas)).toBe('kept');
    expect(await tabA.deleteTrainee(ana.trainee.id)).toBe(true);
    expect(localStorage.keys().sort()).toEqual([PENDING_ROW_PREFIX + bia.id]);
    const next = await openTab();
    await next.recoverPending();
    expect((await next.listAttempts()).map((r) => r.id)).toEqual([bia.id]);
  });

  it('reads the earlier single list of a device upgrading, writes every row of it, then drops the list', async () => {
    const rows = [attemptRow(), attemptRow()];
    localStorage.setItem(PENDING_KEY, JSON.stringify(rows));
    const tab = await openTab();
    expect(await tab.recoverPending()).toBe(0);
    expect((await tab.listAttempts()).map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(localStorage.keys()).toEqual([]);
  });

  it('a waiting attempt that does not read is set aside, kept and never retried', async () => {
    localStorage.setItem(`${PENDING_ROW_PREFIX}broken`, '{"id":"broken","score":');
    const tab = await openTab();
    expect(await tab.recoverPending()).toBe(0);
    expect(localStorage.keys()).toEqual([`${PENDING_UNREADABLE_PREFIX}broken`]);
    expect(localStorage.getItem(`${PENDING_UNREADABLE_PREFIX}broken`)).toBe('{"id":"broken","score":');
  });
});

describe('a clock set back during an attempt', () => {
  // Started at 10:00 by a clock an hour ahead, finished at 09:20 once it was put right.
  const backwards = () => attemptRow({ startedAt: Date.UTC(2026, 10, 26, 10, 0), finishedAt: Date.UTC(2026, 10, 26, 9, 20) });

  it('a row still waiting from an earlier page is read (starting when it ended) and written, not left waiting for ever', async () => {
    const row = backwards();
    localStorage.setItem(PENDING_ROW_PREFIX + row.id, JSON.stringify(row));
    const tab = await openTab();
    expect(await tab.recoverPending()).toBe(0);
    const [stored] = await tab.listAttempts();
    expect(stored).toMatchObject({ id: row.id, finishedAt: row.finishedAt, startedAt: row.finishedAt, score: row.score });
    expect(localStorage.keys()).toEqual([]);
  });

  it('a backup holding such a row is read, not refused as unreadable', async () => {
    const tab = await openTab();
    const row = backwards();
    const result = await tab.importBackup(JSON.stringify({ format: tab.BACKUP_FORMAT, version: 2, trainees: [], attempts: [row], certificates: [] }));
    expect(result).toMatchObject({ ok: true, attempts: { added: 1, duplicates: 0 }, skipped: 0 });
    expect((await tab.listAttempts())[0]).toMatchObject({ id: row.id, startedAt: row.finishedAt, finishedAt: row.finishedAt });
  });

  it('a new record that would finish before it started is stored starting when it ended', async () => {
    const tab = await openTab();
    const row = backwards();
    expect(await tab.saveAttempt(row)).toBe('saved');
    expect((await tab.listAttempts())[0]).toMatchObject({ startedAt: row.finishedAt, finishedAt: row.finishedAt });
  });
});
