import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attemptsCsv, parseCsv, type CsvTexts } from '../../src/records/csv';
import { RECORDS_VERSION, RecordsDb } from '../../src/records/db';
import {
  BACKUP_FORMAT,
  database,
  deleteTrainee,
  exportBackup,
  flushPending,
  getSetting,
  importBackup,
  listAttempts,
  listCertificates,
  listTrainees,
  loadCurrentTrainee,
  MAX_BACKUP_BYTES,
  pendingCount,
  saveAttempt,
  saveTrainee,
  setCurrentTrainee,
  setSetting,
  useRecordsDatabase,
} from '../../src/records/records';
import type { Trainee } from '../../src/records/types';
import { cleanText } from '../../src/records/validate';
import { INSTRUCTOR_KEY, readInstructor } from '../../src/records/instructor';
import { attemptRow } from './attemptRowFixture';
import { SETTINGS, signedSample } from './certificateFixture';

let n = 0;
beforeEach(() => {
  n += 1;
  useRecordsDatabase(`test-${n}`);
});
afterEach(() => vi.restoreAllMocks());

const row = attemptRow;

describe('schema', () => {
  it('opens at the version the code writes, with its stores and indexes', async () => {
    const db = new RecordsDb(`schema-${n}`);
    await db.open();
    expect(db.verno).toBe(RECORDS_VERSION);
    expect(db.tables.map((t) => t.name).sort()).toEqual(['attempts', 'certificates', 'inspections', 'machinePhotos', 'machines', 'procedureDrafts', 'procedurePhotos', 'procedures', 'settings', 'trainees']);
    expect(db.attempts.schema.indexes.map((i) => i.name).sort()).toEqual(['[traineeId+finishedAt]', '[traineeId+kind+finishedAt]', 'finishedAt', 'kind', 'traineeId']);
    db.close();
  });

  it('a device still on version 1 is upgraded in place: its trainees, attempts and settings stay, the certificates store is added', async () => {
    const name = `v1-${n}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({ trainees: 'id, name', attempts: 'id, traineeId, kind, finishedAt, [traineeId+finishedAt]', settings: 'key' });
    await v1.open();
    const attempt = row({ traineeId: 'tr1' });
    await v1.table('trainees').put({ id: 'tr1', name: 'Ana', employeeNo: '', company: '', site: '', createdAt: 1, updatedAt: 1 });
    await v1.table('attempts').put(attempt);
    await v1.table('settings').put({ key: 'currentTrainee', value: 'tr1' });
    v1.close();
    const db = new RecordsDb(name);
    await db.open();
    expect(db.verno).toBe(RECORDS_VERSION);
    expect(await db.trainees.get('tr1')).toMatchObject({ name: 'Ana' });
    expect(await db.attempts.where('traineeId').equals('tr1').toArray()).toEqual([attempt]);
    expect(await db.settings.get('currentTrainee')).toEqual({ key: 'currentTrainee', value: 'tr1' });
    expect(await db.certificates.count()).toBe(0);
    db.close();
  });

  it('a device whose database is newer than this code keeps its data intact', async () => {
    const name = `newer-${n}`;
    const future = new Dexie(name);
    future.version(RECORDS_VERSION + 5).stores({ trainees: 'id, name', attempts: 'id, traineeId, kind, finishedAt, [traineeId+finishedAt], [traineeId+kind+finishedAt]', settings: 'key', certificates: 'id, traineeId, issuedAt', machines: 'id, updatedAt', machinePhotos: '[machineId+photoId], machineId', procedures: 'id, machineId, [machineId+version]', procedurePhotos: 'sha256', procedureDrafts: 'machineId', inspections: 'id, machineId, procedureId, date', extra: 'id' });
    await future.open();
    await future.table('trainees').put({ id: 't1', name: 'Ana' });
    await future.table('extra').put({ id: 'e1' });
    future.close();
    const old = new RecordsDb(name);
    await old.open();
    expect(await old.trainees.get('t1')).toEqual({ id: 't1', name: 'Ana' });
    old.close();
    const again = new Dexie(name);
    await again.open();
    expect(again.verno).toBe(RECORDS_VERSION + 5);
    expect(await again.table('extra').get('e1')).toEqual({ id: 'e1' });
    again.close();
  });
});

describe('trainees', () => {
  it('adds, edits, lists by name and remembers the current one', async () => {
    const b = await saveTrainee({ name: '  Bruno   Souza ', employeeNo: ' 042 ', company: 'Aurora', site: 'Betim' });
    const a = await saveTrainee({ name: 'Ana Lúcia Conceição' });
    expect(b.ok && a.ok).toBe(true);
    if (!b.ok || !a.ok) return;
    expect(b.trainee).toMatchObject({ name: 'Bruno Souza', employeeNo: '042' });
    expect((await listTrainees()).map((t) => t.name)).toEqual(['Ana Lúcia Conceição', 'Bruno Souza']);
    const edited = await saveTrainee({ id: b.trainee.id, name: 'Bruno S. Souza', company: 'Aurora' });
    expect(edited.ok && edited.trainee.id).toBe(b.trainee.id);
    await setCurrentTrainee(a.trainee.id);
    expect(await loadCurrentTrainee()).toBe(a.trainee.id);
  });

  it('refuses an empty name and keeps markup as text', async () => {
    expect(await saveTrainee({ name: '   \u0000\n ' })).toEqual({ ok: false, error: 'name_required' });
    const odd = await saveTrainee({ name: '<img src=x onerror=alert(1)>' });
    expect(odd.ok && odd.trainee.name).toBe('<img src=x onerror=alert(1)>');
    expect([...cleanText('x'.repeat(10_000), 120)]).toHaveLength(120);
  });

  it('deleting a trainee deletes every attempt of theirs, and no one else’s', async () => {
    const a = await saveTrainee({ name: 'Ana' });
    const b = await saveTrainee({ name: 'Bia' });
    if (!a.ok || !b.ok) throw new Error('not saved');
    await setCurrentTrainee(a.trainee.id);
    await saveAttempt(row({ traineeId: a.trainee.id }));
    await saveAttempt(row({ traineeId: a.trainee.id }));
    await saveAttempt(row({ traineeId: b.trainee.id }));
    expect(await deleteTrainee(a.trainee.id)).toBe(true);
    expect((await listTrainees()).map((t) => t.name)).toEqual(['Bia']);
    expect((await listAttempts()).map((r) => r.traineeId)).toEqual([b.trainee.id]);
    expect(await loadCurrentTrainee()).toBeNull();
  });
});

describe('attempts', () => {
  it('are saved and listed newest first', async () => {
    const older = row({ finishedAt: 1_790_000_000_500 });
    const newer = row({ finishedAt: 1_790_000_900_000 });
    expect(await saveAttempt(older)).toBe('saved');
    expect(await saveAttempt(newer)).toBe('saved');
    expect((await listAttempts()).map((r) => r.id)).toEqual([newer.id, older.id]);
  });

  it('when the database refuses a write (storage full), the attempt is kept in memory, listed, and written once there is room', async () => {
    // Dexie writes through its Table's bulkAdd: make it fail as a full disk does.
    const bulkPut = vi.spyOn(database().attempts, 'bulkAdd').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    const r = row();
    expect(await saveAttempt(r)).toBe('kept');
    expect(pendingCount()).toBe(1);
    expect((await listAttempts()).map((x) => x.id)).toEqual([r.id]);
    bulkPut.mockRestore();
    expect(await flushPending()).toBe(0);
    expect(pendingCount()).toBe(0);
    useRecordsDatabase(`test-${n}`); // a fresh page: only the database remains
    expect((await listAttempts()).map((x) => x.id)).toEqual([r.id]);
  });
});

describe('backup', () => {
  it('exports everything and imports it on another device; importing twice adds nothing', async () => {
    const t = await saveTrainee({ name: 'José Müller-Łukasz', company: 'Acme, "Ltd"' });
    if (!t.ok) throw new Error('not saved');
    await saveAttempt(row({ traineeId: t.trainee.id }));
    await saveAttempt(row({ traineeId: t.trainee.id, kind: 'challenge', activity: 'desafio', ruleSet: null, mode: null, seed: 7, passed: null, mistakes: [] }));
    const text = await exportBackup();
    useRecordsDatabase(`other-${n}`);
    const none = { certificates: { added: 0, duplicates: 0 }, instructor: 'none', procedures: { added: 0, duplicates: 0 }, inspections: { added: 0, duplicates: 0 }, photos: { added: 0, duplicates: 0 }, drafts: { added: 0, kept: 0 }, rejected: 0 };
    expect(await importBackup(text)).toEqual({ ok: true, trainees: { added: 1, updated: 0 }, attempts: { added: 2, duplicates: 0 }, ...none, skipped: 0 });
    expect(await importBackup(text)).toEqual({ ok: true, trainees: { added: 0, updated: 0 }, attempts: { added: 0, duplicates: 2 }, ...none, skipped: 0 });
    expect((await listTrainees())[0]).toEqual(t.trainee);
    expect(await listAttempts()).toHaveLength(2);
  });

  it('merges a trainee by id, the newer edit winning', async () => {
    const base: Trainee = { id: 'tr1', name: 'Ana', employeeNo: '', company: '', site: '', createdAt: 1_700_000_000_000, updatedAt: 1_700_000_000_000 };
    const file = (t: Trainee) => JSON.stringify({ format: BACKUP_FORMAT, version: 1, trainees: [t], attempts: [] });
    await importBackup(file(base));
    expect(await importBackup(file({ ...base, name: 'Ana Old', updatedAt: 1_600_000_000_000 }))).toMatchObject({ trainees: { added: 0, updated: 0 } });
    expect(await importBackup(file({ ...base, name: 'Ana Maria', updatedAt: 1_800_000_000_000 }))).toMatchObject({ trainees: { added: 0, updated: 1 } });
    expect((await listTrainees())[0]!.name).toBe('Ana Maria');
  });

  it.each([
    ['not JSON', '{"format": "loto', 'not_json'],
    ['another file', JSON.stringify({ hello: 'world' }), 'not_a_backup'],
    ['a backup without lists', JSON.stringify({ format: BACKUP_FORMAT, version: 1 }), 'not_a_backup'],
    ['a newer backup', JSON.stringify({ format: BACKUP_FORMAT, version: 99, trainees: [], attempts: [] }), 'newer_version'],
    ['a huge file', ' '.repeat(MAX_BACKUP_BYTES + 1), 'too_large'],
  ])('refuses %s with a reason and changes nothing', async (_name, text, error) => {
    expect(await importBackup(text)).toEqual({ ok: false, error });
    expect(await listAttempts()).toEqual([]);
  });

  it('skips rows that do not read, and counts them', async () => {
    const good = row();
    const bad = [{ ...row(), score: 140 }, { ...row(), kind: 'hack' }, { ...row(), id: '../../etc' }, { ...row(), finishedAt: 'yesterday' }, 'text', null];
    const result = await importBackup(JSON.stringify({ format: BACKUP_FORMAT, version: 1, trainees: [{ id: 'x' }], attempts: [good, ...bad] }));
    expect(result).toEqual({ ok: true, trainees: { added: 0, updated: 0 }, attempts: { added: 1, duplicates: 0 }, certificates: { added: 0, duplicates: 0 }, instructor: 'none', procedures: { added: 0, duplicates: 0 }, inspections: { added: 0, duplicates: 0 }, photos: { added: 0, duplicates: 0 }, drafts: { added: 0, kept: 0 }, rejected: 0, skipped: 7 });
  });

  it('carries the certificates, checked again by their signature, and the instructor’s details to a device that has none', async () => {
    const t = await saveTrainee({ name: 'João Conceição' });
    if (!t.ok) throw new Error('not saved');
    const { signed } = await signedSample();
    await database().certificates.put({ id: signed.data.id, traineeId: t.trainee.id, issuedAt: 1_790_000_000_000, signed });
    const logo = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await setSetting(INSTRUCTOR_KEY, { ...SETTINGS, logo: { mime: 'image/png', bytes: logo } });
    const text = await exportBackup();
    // The signing key never leaves the device.
    expect(text).not.toContain('privateKey');

    useRecordsDatabase(`other-${n}`);
    expect(await importBackup(text)).toMatchObject({ ok: true, certificates: { added: 1, duplicates: 0 }, instructor: 'applied', skipped: 0 });
    expect(await listCertificates(t.trainee.id)).toEqual([{ id: signed.data.id, traineeId: t.trainee.id, issuedAt: 1_790_000_000_000, signed }]);
    expect(readInstructor(await getSetting(INSTRUCTOR_KEY))).toEqual({ ...SETTINGS, logo: { mime: 'image/png', bytes: logo } });
    // Again: nothing added, and the device's details (now its own) stay.
    expect(await importBackup(text)).toMatchObject({ certificates: { added: 0, duplicates: 1 }, instructor: 'kept' });

    // A third device with its own details keeps them; an edited certificate, or one whose trainee is nowhere, is skipped.
    useRecordsDatabase(`third-${n}`);
    await setSetting(INSTRUCTOR_KEY, { ...SETTINGS, companyName: 'Outra Empresa' });
    const file = JSON.parse(text) as { certificates: { signed: { data: { trainee: { name: string } } } }[] };
    const edited = structuredClone(file.certificates[0]!);
    edited.signed.data.trainee.name = 'Someone Else';
    const orphan = { ...file.certificates[0]!, traineeId: 'nobody-here' };
    const result = await importBackup(JSON.stringify({ ...file, certificates: [edited, orphan, { id: 'x' }, 'text'] }));
    expect(result).toMatchObject({ ok: true, trainees: { added: 1 }, certificates: { added: 0, duplicates: 0 }, instructor: 'kept', skipped: 4 });
    expect(readInstructor(await getSetting(INSTRUCTOR_KEY)).companyName).toBe('Outra Empresa');
  });

  it('still reads a backup of the first version (no certificates, no instructor)', async () => {
    const t = { id: 'tr1', name: 'Ana', employeeNo: '', company: '', site: '', createdAt: 1_700_000_000_000, updatedAt: 1_700_000_000_000 };
    const result = await importBackup(JSON.stringify({ format: BACKUP_FORMAT, version: 1, trainees: [t], attempts: [row({ traineeId: 'tr1' })] }));
    expect(result).toEqual({ ok: true, trainees: { added: 1, updated: 0 }, attempts: { added: 1, duplicates: 0 }, certificates: { added: 0, duplicates: 0 }, instructor: 'none', procedures: { added: 0, duplicates: 0 }, inspections: { added: 0, duplicates: 0 }, photos: { added: 0, duplicates: 0 }, drafts: { added: 0, kept: 0 }, rejected: 0, skipped: 0 });
  });
});

describe('CSV', () => {
  const texts: CsvTexts = {
    columns: ['Name', 'Employee no.', 'Company', 'Site', 'Date', 'Activity', 'Rule set', 'Mode', 'Score', 'Result', 'Mistakes'],
    passed: 'passed',
    failed: 'failed',
    notJudged: '—',
  };
  const hostile = [
    'Silva, João',
    'Ana "Nina" Souza',
    'Line\nbreak',
    '=cmd|\' /C calc\'!A0',
    '+SUM(1,2)',
    '-2+3',
    '@SUM(A1)',
    '=1\n+2',
    'עברית العربية',
    'É'.repeat(10_000),
  ];

  it('round-trips hostile names through a spreadsheet-safe file', () => {
    const trainees: Trainee[] = hostile.map((name, i) => ({ id: `t${i}`, name, employeeNo: `E,${i}`, company: 'Çà "et" là', site: 'São Paulo', createdAt: 1, updatedAt: 1 }));
    const rows = trainees.map((t) => row({ traineeId: t.id }));
    const csv = attemptsCsv(rows, trainees, texts, () => 'Bomba P-101', () => 'avaliação');
    expect(csv.startsWith('\ufeff')).toBe(true);
    const cells = parseCsv(csv);
    expect(cells[0]).toEqual([...texts.columns]);
    expect(cells).toHaveLength(hostile.length + 1);
    cells.slice(1).forEach((line, i) => {
      const name = hostile[i]!;
      // A cell a spreadsheet would run as a formula is made text with a leading apostrophe.
      expect(line[0]).toBe(/^[=+\-@]/.test(name) ? `'${name}` : name);
      expect(line.slice(1, 4)).toEqual([`E,${i}`, 'Çà "et" là', 'São Paulo']);
      expect(line[5]).toBe('Bomba P-101');
      expect(line[9]).toBe('passed');
      expect(line[10]).toBe('notify_late (29 CFR 1910.147(c)(9))');
      expect(line).toHaveLength(11);
    });
  });
});
