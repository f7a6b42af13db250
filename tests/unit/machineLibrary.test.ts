import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORDS_VERSION, RecordsDb } from '../../src/records/db';
import {
  createMachine,
  deleteMachine,
  duplicateMachine,
  exportMachine,
  getMachine,
  importMachine,
  listMachines,
  onMachinesChange,
  renameMachine,
  saveMachine,
  type MachineDraft,
  type MachineEntry,
} from '../../src/records/machineLibrary';
import { database, useRecordsDatabase } from '../../src/records/records';
import { MACHINE_FILE_FORMAT, MAX_PARTS, readMachineFile, writeMachineFile } from '../../src/rules/machineFile';
import pump from '../../src/rules/machines/pump-p101.json';
import { MACHINES, SCENARIOS } from '../../src/rules/builtInScenarios';
import bearing from '../../src/rules/workorders/bomba-p101.json';
import { attemptRow } from './attemptRowFixture';
import { JPEG, PNG, SVG } from './machineFileFixture';

let n = 0;
beforeEach(() => {
  n += 1;
  useRecordsDatabase(`library-${n}`);
});
afterEach(() => vi.restoreAllMocks());

const full = () => new DOMException('full', 'QuotaExceededError');

/** A machine file of the built-in pump with its bearing work order and one photo. */
function pumpFile(): string {
  const parsed = MACHINES.find((m) => m.id === 'pump-p101')!;
  return writeMachineFile({ machine: parsed, workOrders: [structuredClone(bearing)], photos: [{ id: 'photo-1', type: 'image/jpeg', width: 1600, height: 1200, bytes: JPEG }] });
}

/** The draft the editor would save from an entry it read. */
function draftOf(entry: MachineEntry, change: (machine: Record<string, unknown>) => void = () => {}): MachineDraft {
  const machine = structuredClone(entry.machine) as Record<string, unknown>;
  change(machine);
  return { machine, workOrders: entry.workOrders, photos: entry.photos.map(({ bytes: _bytes, ...info }) => info) };
}

async function imported(): Promise<MachineEntry> {
  const result = await importMachine(pumpFile());
  if (!result.ok) throw new Error(JSON.stringify(result));
  return (await getMachine(result.id))!;
}

describe('the schema', () => {
  it('a device on version 3 with records is upgraded: its trainees, attempts, settings and certificates stay, the library is added empty', async () => {
    const name = `v3-${n}`;
    const v3 = new Dexie(name);
    v3.version(3).stores({
      trainees: 'id, name',
      attempts: 'id, traineeId, kind, finishedAt, [traineeId+finishedAt], [traineeId+kind+finishedAt]',
      settings: 'key',
      certificates: 'id, traineeId, issuedAt',
    });
    await v3.open();
    const attempt = attemptRow({ traineeId: 'tr1' });
    await v3.table('trainees').put({ id: 'tr1', name: 'Ana', employeeNo: '', company: '', site: '', createdAt: 1, updatedAt: 1 });
    await v3.table('attempts').put(attempt);
    await v3.table('settings').put({ key: 'currentTrainee', value: 'tr1' });
    await v3.table('certificates').put({ id: 'c1', traineeId: 'tr1', issuedAt: 5, signed: { data: { id: 'c1' } } });
    v3.close();
    const db = new RecordsDb(name);
    await db.open();
    expect(db.verno).toBe(RECORDS_VERSION);
    expect(await db.trainees.get('tr1')).toMatchObject({ name: 'Ana' });
    expect(await db.attempts.where('traineeId').equals('tr1').toArray()).toEqual([attempt]);
    expect(await db.settings.get('currentTrainee')).toEqual({ key: 'currentTrainee', value: 'tr1' });
    expect(await db.certificates.get('c1')).toMatchObject({ traineeId: 'tr1' });
    expect(await db.machines.count()).toBe(0);
    expect(db.machinePhotos.schema.indexes.map((i) => i.name)).toEqual(['machineId']);
    db.close();
  });
});

describe('the library', () => {
  it('creates a machine from its name, with an id made from it, and lists and finds it', async () => {
    const heard = vi.fn();
    const stop = onMachinesChange(heard);
    const made = await createMachine({ pt: 'Prensa hidráulica PH-9', en: 'Hydraulic press PH-9' });
    stop();
    expect(made).toEqual({ ok: true, id: 'prensa-hidraulica-ph-9', revision: 1 });
    expect(heard).toHaveBeenCalledTimes(1);
    const entry = await getMachine('prensa-hidraulica-ph-9');
    expect(entry?.machine).toEqual({ id: 'prensa-hidraulica-ph-9', version: 1, languages: ['pt', 'en'], name: { pt: 'Prensa hidráulica PH-9', en: 'Hydraulic press PH-9' }, components: [], connections: [] });
    expect(entry?.origin).toEqual({ kind: 'new' });
    const again = await createMachine({ pt: 'Prensa hidráulica PH-9' });
    expect(again.ok && again.id).toBe('prensa-hidraulica-ph-9-2');
    expect((await listMachines('press')).map((m) => m.id)).toEqual(['prensa-hidraulica-ph-9']);
    expect((await listMachines('PH-9')).map((m) => m.id).sort()).toEqual(['prensa-hidraulica-ph-9', 'prensa-hidraulica-ph-9-2']);
    expect(await listMachines('conveyor')).toEqual([]);
  });

  it('never takes a built-in machine\'s id, and refuses an empty or too long name', async () => {
    const made = await createMachine({ en: 'pump-p101' });
    expect(made.ok && made.id).toBe('pump-p101-2');
    expect(await createMachine({ en: '  ' })).toMatchObject({ ok: false, problem: 'invalid_name' });
    expect(await createMachine({ en: 'x'.repeat(121) })).toMatchObject({ ok: false, problem: 'invalid_name', errors: ['name.en: longer than 120 characters'] });
    expect(await createMachine({})).toMatchObject({ ok: false, problem: 'invalid_name' });
  });

  it('duplicates a built-in machine into an editable copy with a new id and its work orders, and the built-in stays as it is', async () => {
    const before = structuredClone(MACHINES.find((m) => m.id === 'pump-p101'));
    const copy = await duplicateMachine('pump-p101');
    expect(copy).toEqual({ ok: true, id: 'pump-p101-copy', revision: 1 });
    const entry = (await getMachine('pump-p101-copy'))!;
    expect(entry.origin).toEqual({ kind: 'duplicate', of: 'pump-p101' });
    expect(entry.machine.id).toBe('pump-p101-copy');
    expect(entry.machine.components).toEqual(before!.components);
    expect(entry.workOrders.map((w) => [w.id, w.machine])).toEqual([
      ['bomba-p101-2', 'pump-p101-copy'],
      ['bomba-p101-motor-2', 'pump-p101-copy'],
    ]);
    expect(MACHINES.find((m) => m.id === 'pump-p101')).toEqual(before);
    expect(SCENARIOS.filter((s) => s.machine.id === 'pump-p101').map((s) => s.id)).toEqual(['bomba-p101', 'bomba-p101-motor']);
    // The copy is a machine file this device reads back, work orders included.
    const exported = await exportMachine('pump-p101-copy');
    expect(exported.ok).toBe(true);
    if (exported.ok) {
      expect(exported.fileName).toBe('pump-p101-copy.loto-machine.json');
      expect(readMachineFile(exported.text)).toMatchObject({ ok: true, entry: { workOrders: [{ id: 'bomba-p101-2' }, { id: 'bomba-p101-motor-2' }] } });
    }
    // A second copy gets its own ids again; a library machine is duplicated with its photos.
    const second = await duplicateMachine('pump-p101');
    expect(second.ok && second.id).toBe('pump-p101-copy-2');
    const own = await imported();
    const third = await duplicateMachine(own.id);
    expect(third.ok && (await getMachine(third.id))!.photos).toEqual(own.photos);
    expect(await duplicateMachine('no-such-machine')).toEqual({ ok: false, problem: 'not_found' });
  });

  it('a built-in machine is never saved in place', async () => {
    const pumpDraft = { machine: structuredClone(pump) as Record<string, unknown>, workOrders: [], photos: [] };
    expect(await saveMachine('pump-p101', pumpDraft, 1)).toEqual({ ok: false, problem: 'not_found' });
    expect(await listMachines()).toEqual([]);
  });

  it('saves a draft that does not pass the checks yet, as the author left it, and counts the revisions', async () => {
    const made = await createMachine({ en: 'Mixer' });
    if (!made.ok) throw new Error('not made');
    const entry = (await getMachine(made.id))!;
    const draft = draftOf(entry, (m) => {
      m.components = [{ id: 'v-3', kind: 'bleed', name: { en: 'Dump valve' }, label: 'V-3', x: 10, y: 20 }];
    });
    expect(await saveMachine(made.id, draft, 1)).toEqual({ ok: true, revision: 2 });
    expect(await saveMachine(made.id, draft, 2)).toEqual({ ok: true, revision: 3 });
    const stored = (await getMachine(made.id))!;
    expect(stored.revision).toBe(3);
    expect(stored.machine.components).toEqual(draft.machine.components);
    // The draft's id cannot move it: the machine keeps its id.
    expect(await saveMachine(made.id, { ...draft, machine: { ...draft.machine, id: 'pump-p101' } }, 3)).toEqual({ ok: true, revision: 4 });
    expect((await getMachine(made.id))!.machine.id).toBe(made.id);
  });

  it('keeps photos apart: new bytes are written, a photo given without bytes keeps its own, a photo left out is deleted', async () => {
    const entry = await imported();
    const photos = () => database().machinePhotos.where('machineId').equals(entry.id).toArray();
    expect((await photos()).map((p) => p.photoId)).toEqual(['photo-1']);
    const draft = draftOf(entry);
    const added = { ...draft, photos: [...draft.photos, { id: 'photo-2', type: 'image/png' as const, width: 800, height: 600, bytes: PNG }] };
    expect(await saveMachine(entry.id, added, 1)).toEqual({ ok: true, revision: 2 });
    const two = (await getMachine(entry.id))!;
    expect(two.photos.map((p) => [p.id, p.bytes])).toEqual([['photo-1', JPEG], ['photo-2', PNG]]);
    expect(two.photos.map((p) => p.type)).toEqual(['image/jpeg', 'image/png']);
    expect(await saveMachine(entry.id, { ...draft, photos: [] }, 2)).toEqual({ ok: true, revision: 3 });
    expect(await photos()).toEqual([]);
  });

  it('refuses a draft over the limits: more than 80 parts, more than 3 photos, a photo that is an SVG or claims another type', async () => {
    const entry = await imported();
    const parts = Array.from({ length: MAX_PARTS + 1 }, (_, i) => ({ id: `p-${i}` }));
    expect(await saveMachine(entry.id, draftOf(entry, (m) => (m.components = parts)), 1)).toEqual({ ok: false, problem: 'too_many_parts', limit: 80 });
    const photo = { id: 'x', type: 'image/jpeg' as const, width: 10, height: 10, bytes: JPEG };
    const four = [1, 2, 3, 4].map((i) => ({ ...photo, id: `photo-${i}` }));
    expect(await saveMachine(entry.id, { ...draftOf(entry), photos: four }, 1)).toEqual({ ok: false, problem: 'too_many_photos', limit: 3 });
    expect(await saveMachine(entry.id, { ...draftOf(entry), photos: [{ ...photo, bytes: SVG }] }, 1)).toEqual({ ok: false, problem: 'photo_invalid', photo: 'x' });
    expect(await saveMachine(entry.id, { ...draftOf(entry), photos: [{ ...photo, type: 'image/png' }] }, 1)).toEqual({ ok: false, problem: 'photo_invalid', photo: 'x' });
    expect(await saveMachine(entry.id, { ...draftOf(entry), photos: [{ ...photo, width: 4096 }] }, 1)).toEqual({ ok: false, problem: 'photo_invalid', photo: 'x' });
    expect(await saveMachine(entry.id, { ...draftOf(entry), photos: [{ id: 'never-stored', type: 'image/jpeg', width: 10, height: 10 }] }, 1)).toEqual({ ok: false, problem: 'photo_invalid', photo: 'never-stored' });
    expect((await getMachine(entry.id))!).toEqual(entry);
  });

  it('exports a draft with a language not translated yet: those texts travel in the first language', async () => {
    const entry = await imported();
    const languages = entry.machine.languages as string[];
    // The file's languages, one more started, and one part's name in it given.
    const draft = draftOf(entry, (m) => {
      m.languages = [...languages.filter((l) => l !== 'de'), 'de'];
      for (const c of m.components as Record<string, Record<string, string>>[]) delete c.name!.de;
      (m.components as Record<string, Record<string, string>>[])[0]!.name!.de = 'Einspeisung';
    });
    expect(await saveMachine(entry.id, draft, 1)).toEqual({ ok: true, revision: 2 });
    const exported = await exportMachine(entry.id);
    expect(exported.ok).toBe(true);
    if (!exported.ok) return;
    const read = readMachineFile(exported.text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const [first, second] = read.entry.machine.components;
    expect(first!.name.de).toBe('Einspeisung');
    expect(second!.name.de).toBe(second!.name[languages[0] as 'en']);
  });

  it('the same draft saved twice from one revision (a page closed mid-save, then reopened) makes no copy', async () => {
    const entry = await imported();
    const draft = draftOf(entry, (m) => (m.name = { ...(m.name as object), en: 'Pump, renamed' }));
    expect(await saveMachine(entry.id, draft, 1)).toEqual({ ok: true, revision: 2 });
    expect(await saveMachine(entry.id, draft, 1)).toEqual({ ok: true, revision: 2 });
    expect((await listMachines()).map((m) => m.id)).toEqual([entry.id]);
  });

  it('two tabs: the save from a stale revision changes nothing stored and is kept as a machine of its own', async () => {
    const entry = await imported();
    const tabA = draftOf(entry, (m) => (m.name = { ...(m.name as object), en: 'Pump, from tab A' }));
    const tabB = draftOf(entry, (m) => (m.name = { ...(m.name as object), en: 'Pump, from tab B' }));
    expect(await saveMachine(entry.id, tabA, 1)).toEqual({ ok: true, revision: 2 });
    const lost = await saveMachine(entry.id, tabB, 1);
    expect(lost).toEqual({ ok: false, problem: 'changed_elsewhere', keptAs: `${entry.id}-conflict`, revision: 2 });
    const stored = (await getMachine(entry.id))!;
    expect(stored.revision).toBe(2);
    expect((stored.machine.name as Record<string, string>).en).toBe('Pump, from tab A');
    const kept = (await getMachine(`${entry.id}-conflict`))!;
    expect(kept.origin).toEqual({ kind: 'conflict', of: entry.id, revision: 1 });
    expect((kept.machine.name as Record<string, string>).en).toBe('Pump, from tab B');
    expect(kept.machine.id).toBe(kept.id);
    expect(kept.workOrders.every((w) => w.machine === kept.id)).toBe(true);
    expect(kept.photos).toEqual(entry.photos);
  });

  it('two tabs: a save to a machine another tab deleted is kept as a machine of its own (without the photos deleted with it)', async () => {
    const entry = await imported();
    expect(await deleteMachine(entry.id)).toBe(true);
    const lost = await saveMachine(entry.id, draftOf(entry), 1);
    expect(lost).toMatchObject({ ok: false, problem: 'changed_elsewhere', revision: null });
    if (lost.ok || lost.problem !== 'changed_elsewhere') return;
    const kept = (await getMachine(lost.keptAs))!;
    expect(kept.machine.components).toEqual(entry.machine.components);
    expect(kept.photos).toEqual([]);
    // Its photos come along when the draft still holds their bytes.
    const withBytes = await saveMachine(entry.id, { ...draftOf(entry), photos: entry.photos }, 1);
    if (!withBytes.ok && withBytes.problem === 'changed_elsewhere') expect((await getMachine(withBytes.keptAs))!.photos).toEqual(entry.photos);
    else throw new Error(JSON.stringify(withBytes));
  });

  it('a full disk: the save says so and the stored machine and its photos are as they were', async () => {
    const entry = await imported();
    const draft = { ...draftOf(entry, (m) => (m.components = [])), photos: [{ id: 'photo-9', type: 'image/png' as const, width: 10, height: 10, bytes: PNG }] };
    vi.spyOn(database().machines, 'put').mockRejectedValue(full());
    expect(await saveMachine(entry.id, draft, 1)).toEqual({ ok: false, problem: 'storage_full' });
    vi.restoreAllMocks();
    expect(await getMachine(entry.id)).toEqual(entry);
    // A full disk while photos are written: the machine data is not half-saved either.
    vi.spyOn(database().machinePhotos, 'bulkPut').mockRejectedValue(full());
    expect(await saveMachine(entry.id, draft, 1)).toEqual({ ok: false, problem: 'storage_full' });
    vi.restoreAllMocks();
    expect(await getMachine(entry.id)).toEqual(entry);
    // And a full disk on import stores nothing.
    vi.spyOn(database().machinePhotos, 'bulkAdd').mockRejectedValue(full());
    expect(await importMachine(pumpFile())).toEqual({ ok: false, problem: 'storage_full' });
    vi.restoreAllMocks();
    expect((await listMachines()).map((m) => m.id)).toEqual([entry.id]);
  });

  it('renames a machine: the name changes, the id stays, a stale revision is a conflict', async () => {
    const entry = await imported();
    expect(await renameMachine(entry.id, { pt: 'Bomba da torre de resfriamento', en: 'Cooling tower pump' }, 1)).toEqual({ ok: true, revision: 2 });
    const renamed = (await getMachine(entry.id))!;
    expect(renamed.id).toBe(entry.id);
    expect(renamed.machine.name).toEqual({ pt: 'Bomba da torre de resfriamento', en: 'Cooling tower pump' });
    expect(renamed.photos).toEqual(entry.photos);
    expect(await renameMachine(entry.id, { en: 'Old tab' }, 1)).toMatchObject({ ok: false, problem: 'changed_elsewhere' });
    expect(await renameMachine(entry.id, { en: '' }, 2)).toMatchObject({ ok: false, problem: 'invalid_name' });
    expect(await renameMachine('nothing', { en: 'x' }, 1)).toEqual({ ok: false, problem: 'not_found' });
  });

  it('deletes a machine with its photos, and no other', async () => {
    const a = await imported();
    const b = await imported();
    expect(await deleteMachine(a.id)).toBe(true);
    expect(await getMachine(a.id)).toBeUndefined();
    expect(await database().machinePhotos.where('machineId').equals(a.id).count()).toBe(0);
    expect(await getMachine(b.id)).toEqual(b);
    expect(await deleteMachine(a.id)).toBe(false);
  });
});

describe('import and export', () => {
  it('an import whose machine id is taken gets a new id, and so do its work orders: nothing is overwritten', async () => {
    const first = await importMachine(pumpFile());
    expect(first).toEqual({ ok: true, id: 'pump-p101-2', renamed: true });
    const second = await importMachine(pumpFile());
    expect(second).toEqual({ ok: true, id: 'pump-p101-3', renamed: true });
    const one = (await getMachine('pump-p101-2'))!;
    const two = (await getMachine('pump-p101-3'))!;
    expect(one.origin).toEqual({ kind: 'import' });
    expect(one.workOrders.map((w) => [w.id, w.machine])).toEqual([['bomba-p101-2', 'pump-p101-2']]);
    expect(two.workOrders.map((w) => [w.id, w.machine])).toEqual([['bomba-p101-3', 'pump-p101-3']]);
    expect(one.revision).toBe(1);
    expect(one.photos).toEqual([{ id: 'photo-1', type: 'image/jpeg', width: 1600, height: 1200, bytes: JPEG }]);
    // A machine whose id is free keeps it.
    const fresh = JSON.parse(pumpFile()) as { machine: { id: string }; workOrders: { machine: string }[] };
    fresh.machine.id = 'plant-pump-7';
    fresh.workOrders[0]!.machine = 'plant-pump-7';
    expect(await importMachine(JSON.stringify(fresh))).toEqual({ ok: true, id: 'plant-pump-7', renamed: false });
  });

  it('two tabs importing the same file at once get two machines with their own ids', async () => {
    const [a, b] = await Promise.all([importMachine(pumpFile()), importMachine(pumpFile())]);
    expect([a, b].map((r) => r.ok && r.id).sort()).toEqual(['pump-p101-2', 'pump-p101-3']);
    const [c, d] = await Promise.all([duplicateMachine('pump-p101'), createMachine({ en: 'pump-p101-copy' })]);
    expect([c, d].map((r) => r.ok && r.id).sort()).toEqual(['pump-p101-copy', 'pump-p101-copy-2']);
  });

  it('a refused file changes nothing and says why', async () => {
    const kept = await imported();
    const bad = JSON.parse(pumpFile()) as { photos: { data: string }[] };
    bad.photos[0]!.data = btoa('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await importMachine(JSON.stringify(bad))).toEqual({ ok: false, file: true, problem: 'photo_not_image', params: { place: 'photos[0]' } });
    expect(await importMachine('not json')).toEqual({ ok: false, file: true, problem: 'not_json', params: {} });
    expect(await importMachine(JSON.stringify({ format: MACHINE_FILE_FORMAT, version: 9, machine: {} }))).toMatchObject({ ok: false, problem: 'newer_version' });
    expect((await listMachines()).map((m) => m.id)).toEqual([kept.id]);
    expect(await database().machinePhotos.count()).toBe(1);
  });

  it('a photo the browser cannot decode refuses the import', async () => {
    const decodes = vi.fn(async () => false);
    expect(await importMachine(pumpFile(), decodes)).toEqual({ ok: false, file: true, problem: 'photo_not_image', params: { place: 'photos[0]' } });
    expect(decodes).toHaveBeenCalledWith(expect.objectContaining({ id: 'photo-1', type: 'image/jpeg' }));
    expect(await listMachines()).toEqual([]);
    expect(await importMachine(pumpFile(), async () => true)).toMatchObject({ ok: true });
  });

  it('exports a machine with its photos; the file imports into a wiped device as the same machine', async () => {
    const entry = await imported();
    const exported = await exportMachine(entry.id);
    if (!exported.ok) throw new Error(JSON.stringify(exported));
    useRecordsDatabase(`library-wiped-${n}`);
    const back = await importMachine(exported.text);
    expect(back).toEqual({ ok: true, id: entry.id, renamed: false });
    const again = (await getMachine(entry.id))!;
    expect({ machine: again.machine, workOrders: again.workOrders, photos: again.photos }).toEqual({ machine: entry.machine, workOrders: entry.workOrders, photos: entry.photos });
  });

  it('a draft that does not pass the checks yet is not exported, and says what is wrong', async () => {
    const made = await createMachine({ en: 'Mixer' });
    if (!made.ok) throw new Error('not made');
    expect(await exportMachine(made.id)).toMatchObject({ ok: false, file: true, problem: 'machine_invalid', params: { problems: ['components: give at least one component'] } });
    expect(await exportMachine('nothing')).toEqual({ ok: false, problem: 'not_found' });
  });
});
