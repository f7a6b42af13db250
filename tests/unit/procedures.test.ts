import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORDS_VERSION, RecordsDb } from '../../src/records/db';
import { getMachine, importMachine, saveMachine, type MachineEntry } from '../../src/records/machineLibrary';
import { installationKey } from '../../src/records/attestation';
import { parseStamp, placardUrl, signStamp, verifyStamp, versionHash } from '../../src/records/placardStamp';
import { machinePasses } from '../../src/records/listing';
import { addYears, contentKey, isIsoDate, proceduresDue, retrainingDue, retrainingMachines, todayOf } from '../../src/records/procedureStatus';
import { approveProcedure, knownKeyIds, signatureState, listInspections, procedureVersions, recordInspection, saveProcedureDraft, verifySigned, versionPhotos, type ApprovalInput } from '../../src/records/procedures';
import { database, useRecordsDatabase } from '../../src/records/records';
import { writeMachineFile } from '../../src/rules/machineFile';
import { deriveFrom, deriveProcedure } from '../../src/rules/procedure';
import { MACHINES, listedScenarios } from '../../src/rules/builtInScenarios';
import bearing from '../../src/rules/workorders/bomba-p101.json';
import { hashPin } from '../../src/state/kioskPin';
import { attemptRow } from './attemptRowFixture';
import { JPEG } from './machineFileFixture';

const PIN = await hashPin('4821');
let n = 0;
beforeEach(() => {
  n += 1;
  useRecordsDatabase(`procedures-${n}`);
});
afterEach(() => vi.restoreAllMocks());

const NOW = Date.UTC(2026, 10, 20, 12);
const TODAY = todayOf(NOW);

async function pump(): Promise<MachineEntry> {
  const parsed = MACHINES.find((m) => m.id === 'pump-p101')!;
  const text = writeMachineFile({ machine: parsed, workOrders: [structuredClone(bearing)], photos: [{ id: 'photo-1', type: 'image/jpeg', width: 1600, height: 1200, bytes: JPEG }] });
  const result = await importMachine(text);
  if (!result.ok) throw new Error(JSON.stringify(result));
  return (await getMachine(result.id))!;
}

const approval = (entry: MachineEntry, over: Partial<ApprovalInput> = {}): ApprovalInput => ({
  approver: { name: 'Marta Quispe', role: 'EHS manager' },
  date: TODAY,
  reviewBy: addYears(TODAY, 1),
  pin: '4821',
  keptPin: PIN,
  revision: entry.revision,
  ...over,
});

async function drafted(entry: MachineEntry): Promise<void> {
  const saved = await saveProcedureDraft(entry.id, {
    ruleSet: 'osha',
    text: { intendedUse: { en: 'Replacing the bearing of pump P-101.' }, responsible: { en: 'Each authorized employee applies and removes their own lock.' } },
    preparedBy: { name: 'Joe Lee', role: 'Maintenance lead' },
  });
  expect(saved).toEqual({ ok: true });
}

describe('the schema', () => {
  it('a device on version 4 with a machine library is upgraded: its machines stay, the procedure stores are added empty', async () => {
    const name = `v4-${n}`;
    const v4 = new Dexie(name);
    v4.version(4).stores({
      trainees: 'id, name',
      attempts: 'id, traineeId, kind, finishedAt, [traineeId+finishedAt], [traineeId+kind+finishedAt]',
      settings: 'key',
      certificates: 'id, traineeId, issuedAt',
      machines: 'id, updatedAt',
      machinePhotos: '[machineId+photoId], machineId',
    });
    await v4.open();
    await v4.table('machines').put({ id: 'm1', updatedAt: 1 });
    await v4.table('machinePhotos').put({ machineId: 'm1', photoId: 'p1', bytes: JPEG });
    v4.close();
    const db = new RecordsDb(name);
    await db.open();
    expect(db.verno).toBe(RECORDS_VERSION);
    expect(await db.machines.get('m1')).toEqual({ id: 'm1', updatedAt: 1 });
    expect(await db.machinePhotos.count()).toBe(1);
    expect(await db.procedures.count()).toBe(0);
    expect(db.procedures.schema.indexes.map((i) => i.name).sort()).toEqual(['[machineId+version]', 'machineId']);
    expect(db.inspections.schema.indexes.map((i) => i.name).sort()).toEqual(['date', 'machineId', 'procedureId']);
    db.close();
  });
});

describe('deriving the procedure', () => {
  it('the pump: one row per source with E/H identifiers, its isolating device, lockout device and verification; numbered points', () => {
    const m = MACHINES.find((x) => x.id === 'pump-p101')!;
    const p = deriveFrom(m, listedScenarios().filter((s) => s.machine.id === m.id));
    expect(p.sources.map((s) => s.tag)).toEqual(['E1', 'H1', 'H2', 'H3', 'H4']);
    const e1 = p.sources[0]!;
    expect(e1).toMatchObject({ energy: 'electrical', unit: 'V', method: 'isolate', device: 'bucket-3', lockout: 'breaker_lock', point: 1 });
    expect(e1.verify).toEqual([{ kind: 'tryout', part: 'start' }, { kind: 'test', part: 'terminals' }]);
    expect(p.sources.find((s) => s.device === 'drain')).toMatchObject({ method: 'release', lockout: 'padlock_open' });
    expect(p.points.map((x) => x.number)).toEqual([1, 2, 3, 4]);
    expect(p.stops).toEqual(['stop']);
  });

  it('the press: a raised ram is blocked, a crew means group lockout, air and hydraulics have their own letters', () => {
    const m = MACHINES.find((x) => x.id === 'press-ph301')!;
    const p = deriveFrom(m, listedScenarios().filter((s) => s.machine.id === m.id));
    expect(p.group).toBe(true);
    expect(p.sources.map((s) => s.tag)).toEqual(['E1', 'H1', 'H2', 'G1', 'P1', 'P2']);
    expect(p.sources.find((s) => s.tag === 'G1')).toMatchObject({ method: 'restrain', lockout: 'block', verify: [{ kind: 'blocked', part: 'ram' }] });
  });

  it('a conveyor drive that coasts is a kinetic source proved by standstill', () => {
    const m = MACHINES.find((x) => x.id === 'conveyor-c201')!;
    const p = deriveFrom(m, listedScenarios().filter((s) => s.machine.id === m.id));
    expect(p.sources.find((s) => s.energy === 'kinetic')).toMatchObject({ tag: 'M1', method: 'standstill', verify: [{ kind: 'standstill', part: 'drive-1' }] });
  });

  it('a machine that does not read gives no procedure, and says why', () => {
    expect(deriveProcedure({ id: 'x' }, [])).toEqual({ ok: false, problem: 'machine_invalid' });
    expect(deriveProcedure(MACHINES[0], [{ id: 'bad' }])).toEqual({ ok: false, problem: 'work_order_invalid' });
  });
});

describe('dates', () => {
  it('reads only real days and adds years the calendar way', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('<b>2026</b>')).toBe(false);
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
  });
});

describe('approving a version', () => {
  it('signs it, keeps its own copy of the machine and photos, and a second approval is version 2 with version 1 unchanged', async () => {
    const entry = await pump();
    await drafted(entry);
    const first = await approveProcedure(entry.id, approval(entry), NOW);
    if (!first.ok) throw new Error(JSON.stringify(first));
    expect(first.row.version).toBe(1);
    expect(await verifySigned(first.row, await knownKeyIds())).toBe(true);
    expect((await versionPhotos(first.row.data)).map((p) => p.bytes)).toEqual([JPEG]);
    // The placard's QR code: the practice address, with a stamp that verifies, and fails once edited.
    const url = placardUrl('https://loto.example/', 'bomba-p101', first.row.placard);
    expect(url.startsWith('https://loto.example/cenarios/bomba-p101?modo=pratica#placa=')).toBe(true);
    const stamp = parseStamp(new URL(url).hash)!;
    expect(stamp.stamp).toMatchObject({ m: entry.id, v: 1, n: 'Marta Quispe', d: TODAY, h: await versionHash(first.row.data) });
    expect(await verifyStamp(stamp, await knownKeyIds())).toBe('valid');
    expect(await verifyStamp(stamp, [])).toBe('unknown_key');
    expect(await verifyStamp({ ...stamp, stamp: { ...stamp.stamp, v: 2 } }, await knownKeyIds())).toBe('invalid');
    expect(parseStamp('#placa=bm90IGpzb24.x.y')).toBeNull();
    // A 120-character approver is cut in the stamp, so the QR code stays readable; the stamp still verifies.
    const long = await signStamp({ ...first.row.data, approval: { ...first.row.data.approval, name: 'N'.repeat(120), role: 'R'.repeat(120) } }, await installationKey(database()));
    expect([...long.stamp.n]).toHaveLength(40);
    expect(long.stamp.n.endsWith('…')).toBe(true);
    const longUrl = placardUrl('https://training.example-company.com', 'w'.repeat(40), long);
    expect(longUrl.length).toBeLessThan(560);
    expect(await verifyStamp(parseStamp(longUrl)!, await knownKeyIds())).toBe('valid');
    expect(parseStamp('#c=abc')).toBeNull();
    // The machine changes: the next approval is version 2; version 1 still holds the old machine.
    const changed = structuredClone(entry.machine) as Record<string, unknown>;
    changed.name = { en: 'Pump P-101 (new seal)' };
    const saved = await saveMachine(entry.id, { machine: changed, workOrders: entry.workOrders, photos: entry.photos.map(({ bytes: _b, ...info }) => info) }, entry.revision);
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    const second = await approveProcedure(entry.id, approval(entry, { revision: saved.revision }), NOW + 1000);
    if (!second.ok) throw new Error(JSON.stringify(second));
    expect(second.row.version).toBe(2);
    const versions = await procedureVersions(entry.id);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions[0]).toEqual(first.row);
    expect((versions[1]!.data.machine.name as Record<string, string>).en).toBe('Pump P-101 (new seal)');
  });

  it('an edited version fails its signature check', async () => {
    const entry = await pump();
    await drafted(entry);
    const result = await approveProcedure(entry.id, approval(entry), NOW);
    if (!result.ok) throw new Error('not approved');
    const forged = { ...result.row, data: { ...result.row.data, approval: { ...result.row.data.approval, name: 'Someone else' } } };
    expect(await verifySigned(forged, await knownKeyIds())).toBe(false);
    expect(await verifySigned(result.row, ['0123456789abcdef'])).toBe(false);
    // Restored on another device: the signature holds with its own key, which that device does not know.
    expect(await signatureState(result.row, await knownKeyIds())).toBe('valid');
    expect(await signatureState(result.row, ['0123456789abcdef'])).toBe('unknown_key');
    expect(await signatureState(forged, await knownKeyIds())).toBe('invalid');
  });

  it('refuses without the intended use, with a bad or future date, a review over a year away, a wrong PIN, or a stale revision; nothing is stored', async () => {
    const entry = await pump();
    const none = await approveProcedure(entry.id, approval(entry), NOW);
    expect(none).toMatchObject({ ok: false, problem: 'invalid', fields: [{ field: 'preparedBy.name', code: 'required' }, { field: 'preparedBy.role', code: 'required' }, { field: 'intendedUse', code: 'required' }, { field: 'responsible', code: 'required' }] });
    await drafted(entry);
    expect(await approveProcedure(entry.id, approval(entry, { date: '2026-13-01' }), NOW)).toMatchObject({ problem: 'invalid', fields: expect.arrayContaining([{ field: 'date', code: 'bad_date' }]) });
    expect(await approveProcedure(entry.id, approval(entry, { date: addYears(TODAY, 1) }), NOW)).toMatchObject({ problem: 'invalid', fields: expect.arrayContaining([{ field: 'date', code: 'future' }]) });
    expect(await approveProcedure(entry.id, approval(entry, { reviewBy: addYears(TODAY, 2) }), NOW)).toMatchObject({ problem: 'invalid', fields: [{ field: 'reviewBy', code: 'review_too_far' }] });
    expect(await approveProcedure(entry.id, approval(entry, { approver: { name: ' ', role: '<b>x</b>' } }), NOW)).toMatchObject({ problem: 'invalid', fields: [{ field: 'approver.name', code: 'required' }] });
    expect(await approveProcedure(entry.id, approval(entry, { pin: '0000' }), NOW)).toMatchObject({ ok: false, problem: 'pin_wrong' });
    expect(await approveProcedure(entry.id, approval(entry, { keptPin: null }), NOW)).toMatchObject({ ok: false, problem: 'pin_unset' });
    expect(await approveProcedure(entry.id, approval(entry, { revision: entry.revision - 1 }), NOW)).toMatchObject({ ok: false, problem: 'changed_elsewhere' });
    expect(await procedureVersions(entry.id)).toEqual([]);
  });

  it('a full disk stores nothing and says so', async () => {
    const entry = await pump();
    await drafted(entry);
    vi.spyOn(database().procedures, 'add').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    expect(await approveProcedure(entry.id, approval(entry), NOW)).toEqual({ ok: false, problem: 'storage_full' });
    vi.restoreAllMocks();
    expect(await procedureVersions(entry.id)).toEqual([]);
  });
});

describe('periodic inspections and retraining', () => {
  async function approved(): Promise<{ entry: MachineEntry; id: string }> {
    const entry = await pump();
    await drafted(entry);
    const result = await approveProcedure(entry.id, approval(entry), NOW);
    if (!result.ok) throw new Error('not approved');
    return { entry, id: result.row.id };
  }

  it('refuses an inspector whose own use is inspected, a tagout review without affected employees, a deviation without its action', async () => {
    const { entry, id } = await approved();
    const base = { procedureId: id, date: TODAY, employees: [{ name: 'Rui Lima', kind: 'authorized' as const }], tagout: false, observed: 'Isolation followed as written.', deviations: [], pin: '4821', keptPin: PIN };
    expect(await recordInspection({ ...base, inspector: { name: 'rui  LIMA', role: 'Technician' } }, NOW)).toMatchObject({ problem: 'invalid', fields: [{ field: 'inspector.name', code: 'inspector_uses' }] });
    expect(await recordInspection({ ...base, employees: [], inspector: { name: 'Eva Braun', role: 'Supervisor' } }, NOW)).toMatchObject({ problem: 'invalid', fields: [{ field: 'employees', code: 'none_observed' }] });
    expect(await recordInspection({ ...base, tagout: true, inspector: { name: 'Eva Braun', role: 'Supervisor' } }, NOW)).toMatchObject({ problem: 'invalid', fields: [{ field: 'employees', code: 'affected_required' }] });
    expect(await recordInspection({ ...base, deviations: [{ found: 'No try-out', action: '' }], inspector: { name: 'Eva Braun', role: 'Supervisor' } }, NOW)).toMatchObject({ problem: 'invalid', fields: [{ field: 'deviations.0.action', code: 'action_required' }] });
    expect(await recordInspection({ ...base, date: '2026-02-30', inspector: { name: 'Eva Braun', role: 'Supervisor' } }, NOW)).toMatchObject({ problem: 'invalid', fields: [{ field: 'date', code: 'bad_date' }] });
    expect(await listInspections(entry.id)).toEqual([]);
    const ok = await recordInspection({ ...base, inspector: { name: 'Eva Braun', role: 'Supervisor' } }, NOW);
    if (!ok.ok) throw new Error(JSON.stringify(ok));
    expect(await verifySigned(ok.row, await knownKeyIds())).toBe(true);
    const edited: typeof ok.row = { ...ok.row, data: { ...ok.row.data, date: '2026-01-01' } };
    expect(await verifySigned(edited, await knownKeyIds())).toBe(false);
    expect((await listInspections(entry.id)).map((r) => r.id)).toEqual([ok.row.id]);
  });

  it('a deviation marks the trained trainees due; a pass after it clears it; a re-approval that says the same marks nobody', async () => {
    const { entry, id } = await approved();
    const machine = { id: entry.id, revision: entry.revision, name: { en: 'Pump' }, job: { en: 'Bearing' } };
    const pass = attemptRow({ traineeId: 'tr1', finishedAt: NOW - 5000, machine });
    const versions = (await procedureVersions(entry.id)).map((r) => r.data);
    expect(retrainingDue([pass], versions, []).size).toBe(0);
    const same = { ...versions[0]!, version: 2, approvedAt: NOW + 10 };
    expect(contentKey(same)).toBe(contentKey(versions[0]!));
    expect(retrainingDue([pass], [...versions, same], []).size).toBe(0);
    const result = await recordInspection({ procedureId: id, date: TODAY, inspector: { name: 'Eva Braun', role: 'Supervisor' }, employees: [{ name: 'Rui Lima', kind: 'authorized' }], tagout: false, observed: '', deviations: [{ found: 'Try-out skipped', action: 'Retrain the crew' }], pin: '4821', keptPin: PIN }, NOW);
    if (!result.ok) throw new Error('not recorded');
    const inspections = [result.row.data];
    expect(retrainingDue([pass], versions, inspections).get('tr1')).toEqual([{ kind: 'deviation', machineId: entry.id, inspection: result.row.id, date: TODAY, since: NOW }]);
    const again = attemptRow({ traineeId: 'tr1', finishedAt: NOW + 60_000, machine });
    expect(retrainingDue([pass, again], versions, inspections).size).toBe(0);
    // A changed version marks them due until they pass on that machine revision.
    const changed = { ...versions[0]!, version: 2, approvedAt: NOW + 100_000, machineRevision: entry.revision + 1, text: { ...versions[0]!.text, intendedUse: { en: 'Other use' } } };
    expect(retrainingDue([pass, again], [...versions, changed], inspections).get('tr1')).toMatchObject([{ kind: 'new_version', version: 2 }]);
    const onOld = attemptRow({ traineeId: 'tr1', finishedAt: NOW + 200_000, machine });
    expect(retrainingDue([pass, onOld], [...versions, changed], []).get('tr1')).toMatchObject([{ kind: 'new_version' }]);
    const onNew = attemptRow({ traineeId: 'tr1', finishedAt: NOW + 200_000, machine: { ...machine, revision: entry.revision + 1 } });
    expect(retrainingDue([pass, onNew], [...versions, changed], []).size).toBe(0);
    // A pass restored from another installation marks its trainee due, but never clears it.
    expect(retrainingDue([{ ...pass, foreign: true }], [...versions, changed], []).get('tr1')).toMatchObject([{ kind: 'new_version' }]);
    expect(retrainingDue([pass, { ...onNew, foreign: true }], [...versions, changed], []).get('tr1')).toMatchObject([{ kind: 'new_version' }]);
  });

  it('names the machines an event asks retraining on; a trainee\'s passes on them are read through the index, and only those', async () => {
    const { entry, id } = await approved();
    const versions = (await procedureVersions(entry.id)).map((r) => r.data);
    const same = { ...versions[0]!, version: 2, approvedAt: NOW + 10 };
    expect(retrainingMachines(versions, [])).toEqual(new Set());
    expect(retrainingMachines([...versions, same], [])).toEqual(new Set());
    const changed = { ...versions[0]!, version: 2, approvedAt: NOW + 100_000, text: { ...versions[0]!.text, intendedUse: { en: 'Other use' } } };
    expect(retrainingMachines([...versions, changed], [])).toEqual(new Set([entry.id]));
    const base = { procedureId: id, date: TODAY, inspector: { name: 'Eva Braun', role: 'Supervisor' }, employees: [{ name: 'Rui Lima', kind: 'authorized' as const }], tagout: false, observed: '', pin: '4821', keptPin: PIN };
    const clean = await recordInspection({ ...base, deviations: [] }, NOW);
    const deviation = await recordInspection({ ...base, deviations: [{ found: 'Try-out skipped', action: 'Retrain the crew' }] }, NOW);
    if (!clean.ok || !deviation.ok) throw new Error('not recorded');
    expect(retrainingMachines(versions, [clean.row.data])).toEqual(new Set());
    expect(retrainingMachines(versions, [clean.row.data, deviation.row.data])).toEqual(new Set([entry.id]));

    const machine = { id: entry.id, revision: entry.revision, name: { en: 'Pump' }, job: { en: 'Bearing' } };
    const pass = attemptRow({ id: 'pass', traineeId: 'tr1', finishedAt: NOW - 5000, machine });
    const restored = attemptRow({ id: 'restored', traineeId: 'tr1', finishedAt: NOW - 4000, machine, foreign: true });
    await database().attempts.bulkPut([
      pass,
      restored,
      attemptRow({ id: 'failed', traineeId: 'tr1', finishedAt: NOW - 3000, machine, passed: false }),
      attemptRow({ id: 'practice', traineeId: 'tr1', finishedAt: NOW - 2000, machine, mode: 'pratica' }),
      attemptRow({ id: 'other-machine', traineeId: 'tr1', finishedAt: NOW - 1000, machine: { ...machine, id: 'press-7' } }),
      attemptRow({ id: 'built-in', traineeId: 'tr1', finishedAt: NOW - 500 }),
      attemptRow({ id: 'someone-else', traineeId: 'tr2', finishedAt: NOW - 100, machine }),
      attemptRow({ id: 'simulator', traineeId: 'tr1', kind: 'simulator', activity: 'simulador', ruleSet: null, mode: null, passed: null, finishedAt: NOW, mistakes: [] }),
    ]);
    const read = await machinePasses('tr1', new Set([entry.id]));
    expect(read.map((a) => a.id).sort()).toEqual(['pass', 'restored']);
    expect(await machinePasses('tr1', new Set())).toEqual([]);
    expect(await machinePasses('tr1', new Set(['press-7']))).toMatchObject([{ id: 'other-machine' }]);
    // Everyone's (the due list and a machine's procedure page): the other trainee's pass as well.
    const everyone = await machinePasses(null, new Set([entry.id]));
    expect(everyone.map((a) => a.id).sort()).toEqual(['pass', 'restored', 'someone-else']);
    expect(await machinePasses(null, new Set())).toEqual([]);
    expect(retrainingDue(everyone, [...versions, changed], [])).toEqual(retrainingDue(await database().attempts.toArray(), [...versions, changed], []));
    // What retraining makes of them is what it makes of all the trainee's attempts.
    const all = await database().attempts.where('traineeId').equals('tr1').toArray();
    const events = [...versions, changed];
    expect(retrainingDue(read, events, []).get('tr1')).toEqual(retrainingDue(all, events, []).get('tr1'));
    expect(retrainingDue(read, events, []).get('tr1')).toMatchObject([{ kind: 'new_version', version: 2 }]);
  });

  it('lists the inspection due a year after the first approval, then a year after the last inspection', async () => {
    const { entry } = await approved();
    const versions = (await procedureVersions(entry.id)).map((r) => r.data);
    const [due] = proceduresDue(versions, [], TODAY);
    expect(due).toMatchObject({ machineId: entry.id, inspection: { last: null, due: addYears(TODAY, 1), state: 'ok' }, review: { due: addYears(TODAY, 1) } });
    expect(proceduresDue(versions, [], addYears(TODAY, 1).replace(/-\d\d$/, '-01'))[0]!.inspection.state).toBe('soon');
    expect(proceduresDue(versions, [], addYears(TODAY, 2))[0]!.inspection.state).toBe('overdue');
  });
});
