import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { RECORDS_VERSION, RecordsDb } from '../../src/records/db';
import { attemptPage, hasUnnamedAttempts, passedAssessmentRows, readableAttempts, type AttemptQuery } from '../../src/records/listing';
import { database, exportBackup, importBackup, IMPORT_CHUNK, listAttempts, listTrainees, MAX_BACKUP_BYTES, saveTrainee, useRecordsDatabase } from '../../src/records/records';
import { isDamaged } from '../../src/records/stored';
import type { AttemptRow } from '../../src/records/types';
import { attemptRow } from './attemptRowFixture';

let n = 0;
beforeEach(() => {
  n += 1;
  useRecordsDatabase(`damaged-${n}`);
});

const all = (traineeId: string | null): AttemptQuery => ({ traineeId, kind: 'all', result: 'all' });
/** Writes rows straight into a table, as a faulty version or a hand-edited database would have. */
const writeRaw = (table: 'trainees' | 'attempts', rows: object[]) => (database().table(table) as Dexie.Table<object, string>).bulkPut(rows);

describe('damaged rows', () => {
  it('a trainee without a name is listed, marked, with the others; the backup keeps it as it is', async () => {
    const ana = await saveTrainee({ name: 'Ana' });
    const bia = await saveTrainee({ name: 'Bia' });
    const broken = { id: 'brk1', employeeNo: '77', company: 'Aurora', createdAt: 5, updatedAt: 5 };
    await writeRaw('trainees', [broken]);
    const list = await listTrainees();
    expect(list.map((t) => [t.id, t.name, t.damaged ?? false])).toEqual([
      ['brk1', '', true],
      [ana.ok && ana.trainee.id, 'Ana', false],
      [bia.ok && bia.trainee.id, 'Bia', false],
    ]);
    expect(list[0]).toMatchObject({ employeeNo: '77', company: 'Aurora' });
    const backup = JSON.parse(await exportBackup()) as { trainees: unknown[] };
    expect(backup.trainees).toHaveLength(3);
    expect(backup.trainees).toContainEqual(broken);
  });

  it('an attempt without mistakes, with a bad date or with no time is listed as damaged beside the good ones, and exported unchanged', async () => {
    const good = attemptRow({ traineeId: 'tr1', finishedAt: 1_790_000_600_000 });
    const { mistakes: _gone, ...noMistakes } = attemptRow({ id: 'nomistakes', traineeId: 'tr1', finishedAt: 1_790_000_700_000 });
    const badDate = { ...attemptRow({ id: 'baddate', traineeId: 'tr1' }), finishedAt: 'yesterday' };
    const noTime = { ...attemptRow({ id: 'notime', traineeId: 'tr1' }), finishedAt: null };
    await writeRaw('attempts', [good, noMistakes, badDate, noTime]);
    const page = await attemptPage(all('tr1'), 0);
    expect(page.total).toBe(4);
    const byId = new Map(page.rows.map((row) => [row.id, row]));
    expect(isDamaged(byId.get(good.id)!)).toBe(false);
    for (const id of ['nomistakes', 'baddate', 'notime']) expect(isDamaged(byId.get(id)!), id).toBe(true);
    const damaged = byId.get('baddate')!;
    expect(isDamaged(damaged) && damaged.fields).toContainEqual(['finishedAt', 'yesterday']);
    expect(isDamaged(damaged) && damaged.finishedAt).toBe(null);
    // The charts, the CSV and a certificate read only what reads.
    expect((await readableAttempts(all('tr1'))).map((r) => r.id)).toEqual([good.id]);
    expect((await passedAssessmentRows('tr1')).map((r) => r.id)).toEqual([good.id]);
    expect((await listAttempts()).map((r) => r.id)).toEqual([good.id]);
    const backup = JSON.parse(await exportBackup()) as { attempts: unknown[] };
    expect(backup.attempts).toHaveLength(4);
    expect(backup.attempts).toContainEqual(noMistakes);
    expect(backup.attempts).toContainEqual(badDate);
    expect(backup.attempts).toContainEqual(noTime);
  });

  it('a row that is not even an object, or whose trainee is not an id, is listed under nobody named', async () => {
    await writeRaw('attempts', [{ id: 'x1', traineeId: 42, finishedAt: 3 }, { id: 'x2' }, attemptRow({ id: 'ok1' })]);
    expect(await hasUnnamedAttempts()).toBe(true);
    const page = await attemptPage(all(null), 0);
    expect(page.rows.map((r) => [r.id, isDamaged(r)]).sort()).toEqual([
      ['ok1', false],
      ['x1', true],
      ['x2', true],
    ]);
  });
});

describe('pages in the database', () => {
  const seed = async (count: number, traineeId: string | null) => {
    const rows: AttemptRow[] = [];
    for (let i = 0; i < count; i++)
      rows.push(attemptRow({ id: `r${traineeId}${i}`, traineeId, finishedAt: 1_790_000_000_000 + i * 1000, kind: i % 3 === 0 ? 'challenge' : 'scenario', passed: i % 2 === 0 }));
    await database().attempts.bulkPut(rows);
    return rows;
  };

  it('lists one trainee’s attempts a page at a time, newest first, filtered by kind and result', async () => {
    await seed(120, 'tr1');
    await seed(30, 'tr2');
    const first = await attemptPage(all('tr1'), 0, 25);
    expect(first.total).toBe(120);
    expect(first.rows.map((r) => r.id)).toEqual(Array.from({ length: 25 }, (_, i) => `rtr1${119 - i}`));
    const last = await attemptPage(all('tr1'), 100, 25);
    expect(last.rows.map((r) => r.id)).toEqual(Array.from({ length: 20 }, (_, i) => `rtr1${19 - i}`));
    const challenges = await attemptPage({ traineeId: 'tr1', kind: 'challenge', result: 'all' }, 0, 200);
    expect(challenges.total).toBe(40);
    expect(challenges.rows.every((r) => !isDamaged(r) && r.kind === 'challenge')).toBe(true);
    const failed = await attemptPage({ traineeId: 'tr1', kind: 'scenario', result: 'failed' }, 0, 200);
    expect(failed.rows.every((r) => !isDamaged(r) && r.kind === 'scenario' && r.passed === false)).toBe(true);
    expect(failed.total).toBe(failed.rows.length);
    expect(await hasUnnamedAttempts()).toBe(false);
    expect(await readableAttempts(all('tr1'), 10)).toHaveLength(10);
  });

  it('finds the few attempts nobody was named for among many named ones, newest first, filtered', async () => {
    await seed(300, 'tr1');
    await seed(4, null);
    expect(await hasUnnamedAttempts()).toBe(true);
    const page = await attemptPage(all(null), 0, 25);
    expect(page.total).toBe(4);
    expect(page.rows.map((r) => r.id)).toEqual(['rnull3', 'rnull2', 'rnull1', 'rnull0']);
    expect((await attemptPage(all(null), 2, 25)).rows.map((r) => r.id)).toEqual(['rnull1', 'rnull0']);
    const challenges = await attemptPage({ traineeId: null, kind: 'challenge', result: 'all' }, 0, 25);
    expect(challenges.rows.map((r) => r.id)).toEqual(['rnull3', 'rnull0']);
    expect(challenges.total).toBe(2);
  });
});

describe('large backups', () => {
  it('imports in steps, telling how far it is, and adds each attempt once', async () => {
    const rows = Array.from({ length: IMPORT_CHUNK * 2 + 10 }, (_, i) => attemptRow({ id: `big${i}` }));
    const file = JSON.stringify({ format: 'loto-trainer-backup', version: 2, trainees: [], attempts: [...rows, rows[0]] });
    const seen: [number, number][] = [];
    const result = await importBackup(file, (done, total) => seen.push([done, total]));
    expect(result).toMatchObject({ ok: true, attempts: { added: rows.length, duplicates: 1 } });
    expect(seen.length).toBeGreaterThanOrEqual(6);
    expect(seen.at(-1)).toEqual([seen.at(-1)![1], (rows.length + 1) * 2]);
    expect(seen.every(([done], i) => i === 0 || done >= seen[i - 1]![0])).toBe(true);
    expect(await database().attempts.count()).toBe(rows.length);
  });

  it('a backup of 100 000 attempts with a few mistakes each fits MAX_BACKUP_BYTES', () => {
    const row = attemptRow({
      id: 'a0123456789abcdef0123456789abcdef',
      traineeId: '0123456789abcdef0123456789abcdef',
      mistakes: [
        { code: 'notify_late', step: 'notify', critical: false, clause: '29 CFR 1910.147(c)(9)' },
        { code: 'no_tryout', step: 'verify', critical: true, clause: '29 CFR 1910.147(d)(6)' },
        { code: 'tag_missing', step: 'lock', critical: false, clause: 'NR-10 10.5.1' },
      ],
    });
    expect(JSON.stringify(row).length * 100_000).toBeLessThan(MAX_BACKUP_BYTES);
  });
});

describe('schema version 3', () => {
  it('a device on version 2 keeps every row, damaged ones too, and gets the kind index', async () => {
    const name = `v2-${n}`;
    const v2 = new Dexie(name);
    v2.version(2).stores({ trainees: 'id, name', attempts: 'id, traineeId, kind, finishedAt, [traineeId+finishedAt]', settings: 'key', certificates: 'id, traineeId, issuedAt' });
    await v2.open();
    const good = attemptRow({ traineeId: 'tr1', kind: 'challenge' });
    const broken = { id: 'broken', traineeId: 'tr1', finishedAt: 'x' };
    await v2.table('attempts').bulkPut([good, broken]);
    v2.close();
    const db = new RecordsDb(name);
    await db.open();
    expect(db.verno).toBe(RECORDS_VERSION);
    expect(await db.attempts.get(good.id)).toEqual(good);
    expect(await db.attempts.get('broken')).toEqual(broken);
    expect(await db.attempts.where('[traineeId+kind+finishedAt]').between(['tr1', 'challenge', Dexie.minKey], ['tr1', 'challenge', Dexie.maxKey]).count()).toBe(1);
    db.close();
  });
});
