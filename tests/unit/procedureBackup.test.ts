import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKUP_FORMAT, BACKUP_VERSION, exportBackup, importBackup } from '../../src/records/backup';
import { knownKeyIds, listInspections, procedureDraft, procedureVersions, verifySigned, versionPhotos } from '../../src/records/procedures';
import { database, useRecordsDatabase as openRecordsDatabase } from '../../src/records/records';
import type { InspectionRow } from '../../src/records/procedureTypes';
import { approvedPump, inspect } from './procedureFixture';

let n = 0;
beforeEach(() => {
  n += 1;
  openRecordsDatabase(`procedure-backup-${n}`);
});
afterEach(() => vi.restoreAllMocks());

/** A device the backup is restored on: a new, empty database (no signing key, no rows). */
function wipe(): void {
  n += 1;
  openRecordsDatabase(`procedure-backup-wiped-${n}`);
}

const nothing = { procedures: { added: 0, duplicates: 0 }, inspections: { added: 0, duplicates: 0 }, photos: { added: 0, duplicates: 0 }, drafts: { added: 0, kept: 0 }, rejected: 0 };

describe('procedures in the backup file', () => {
  it('round-trips on a wiped database: every version, photo, draft and inspection back, signatures still valid', async () => {
    const { entry, version } = await approvedPump();
    const inspection = await inspect(version, [{ found: 'Try-out skipped', action: 'Crew retrained' }]);
    const known = await knownKeyIds();
    const draft = await procedureDraft(entry.id);
    const text = await exportBackup();
    const file = JSON.parse(text) as Record<string, unknown[]>;
    expect(file.version).toBe(BACKUP_VERSION);
    expect(BACKUP_VERSION).toBe(3);
    expect(file.procedures).toHaveLength(1);
    expect(file.procedurePhotos).toHaveLength(1);
    expect(file.procedureDrafts).toHaveLength(1);
    expect(file.inspections).toHaveLength(1);

    wipe();
    expect(await procedureVersions(entry.id)).toEqual([]);
    const result = await importBackup(text);
    expect(result).toMatchObject({ ok: true, procedures: { added: 1, duplicates: 0 }, inspections: { added: 1, duplicates: 0 }, photos: { added: 1, duplicates: 0 }, drafts: { added: 1, kept: 0 }, rejected: 0, skipped: 0 });
    const [back] = await procedureVersions(entry.id);
    expect(back).toEqual(version);
    expect(await verifySigned(back!, known)).toBe(true);
    expect((await versionPhotos(back!.data)).map((p) => p.bytes)).toEqual((await versionPhotosOf(text)).map((p) => p));
    expect(await listInspections(entry.id)).toEqual([inspection]);
    expect(await verifySigned((await listInspections(entry.id))[0]!, known)).toBe(true);
    expect(await procedureDraft(entry.id)).toEqual(draft);

    // Again: every row is already here, nothing is overwritten.
    expect(await importBackup(text)).toMatchObject({ procedures: { added: 0, duplicates: 1 }, inspections: { added: 0, duplicates: 1 }, photos: { added: 0, duplicates: 1 }, drafts: { added: 0, kept: 1 }, rejected: 0 });
  });

  it('an edited version or inspection in the file is skipped and counted; the rest comes in', async () => {
    const { entry, version } = await approvedPump();
    await inspect(version);
    const file = JSON.parse(await exportBackup()) as Record<string, unknown>;
    const [v] = file.procedures as (typeof version)[];
    const [i] = file.inspections as InspectionRow[];
    const editedVersion = { ...v!, data: { ...v!.data, approval: { ...v!.data.approval, name: 'Someone else' } } };
    const editedInspection = { ...i!, data: { ...i!.data, deviations: [] as never[], observed: 'All fine' } };
    const movedInspection = { ...i!, date: '2020-01-01' };
    const editedPlacard = { ...v!, placard: { ...v!.placard, stamp: { ...v!.placard.stamp, n: 'Someone else' } } };
    wipe();
    const result = await importBackup(JSON.stringify({ ...file, procedures: [editedVersion], inspections: [editedInspection, movedInspection] }));
    expect(result).toMatchObject({ ok: true, procedures: { added: 0, duplicates: 0 }, inspections: { added: 0, duplicates: 0 }, photos: { added: 1 }, drafts: { added: 1 }, rejected: 3 });
    expect(await procedureVersions(entry.id)).toEqual([]);
    expect(await listInspections()).toEqual([]);
    expect(await importBackup(JSON.stringify({ ...file, procedures: [editedPlacard], inspections: [] }))).toMatchObject({ procedures: { added: 0 }, rejected: 1 });
    expect(await procedureVersions(entry.id)).toEqual([]);
    // The genuine rows still come in afterwards.
    expect(await importBackup(JSON.stringify(file))).toMatchObject({ procedures: { added: 1 }, inspections: { added: 1 }, rejected: 0 });
  });

  it('a photo whose bytes do not match its hash is skipped and counted', async () => {
    const { version } = await approvedPump();
    const file = JSON.parse(await exportBackup()) as Record<string, unknown>;
    const [photo] = file.procedurePhotos as { sha256: string; bytes: string }[];
    const swapped = { sha256: photo!.sha256, bytes: 'AAAA' + photo!.bytes.slice(4) };
    wipe();
    const result = await importBackup(JSON.stringify({ ...file, procedurePhotos: [swapped, { sha256: 'x', bytes: 1 }] }));
    expect(result).toMatchObject({ ok: true, procedures: { added: 1 }, photos: { added: 0, duplicates: 0 }, rejected: 1, skipped: 1 });
    expect(await database().procedurePhotos.count()).toBe(0);
    expect(await versionPhotos(version.data)).toEqual([]);
  });

  it('a draft is taken only when the device has none for that machine', async () => {
    const { entry } = await approvedPump();
    const file = JSON.parse(await exportBackup()) as Record<string, unknown>;
    const [draft] = file.procedureDrafts as Record<string, unknown>[];
    const mine = { ...draft!, preparedBy: { name: 'Ana Souza', role: 'Planner' }, updatedAt: 1 };
    await database().procedureDrafts.put(mine as never);
    expect(await importBackup(JSON.stringify(file))).toMatchObject({ drafts: { added: 0, kept: 1 } });
    expect((await procedureDraft(entry.id))?.preparedBy.name).toBe('Ana Souza');
    // A draft with a text too long, or no machine: skipped, never cut.
    wipe();
    const long = { ...draft!, text: { intendedUse: { en: 'x'.repeat(700) }, responsible: {} } };
    expect(await importBackup(JSON.stringify({ ...file, procedureDrafts: [long, { machineId: 3 }] }))).toMatchObject({ drafts: { added: 0, kept: 0 }, skipped: 2 });
  });

  it('a version 2 backup (no procedures) still imports', async () => {
    const t = { id: 'tr1', name: 'Ana Souza', employeeNo: '', company: '', site: '', createdAt: 1_700_000_000_000, updatedAt: 1_700_000_000_000 };
    const result = await importBackup(JSON.stringify({ format: BACKUP_FORMAT, version: 2, trainees: [t], attempts: [], certificates: [], instructor: null }));
    expect(result).toEqual({ ok: true, trainees: { added: 1, updated: 0 }, attempts: { added: 0, duplicates: 0 }, certificates: { added: 0, duplicates: 0 }, instructor: 'none', skipped: 0, ...nothing });
  });

  it('a full disk changes nothing: no trainee, version, photo, draft or inspection is written', async () => {
    const { entry, version } = await approvedPump();
    await inspect(version);
    await database().trainees.put({ id: 'tr1', name: 'Ana Souza', employeeNo: '', company: '', site: '', createdAt: 1, updatedAt: 1 });
    const text = await exportBackup();
    wipe();
    vi.spyOn(database().inspections, 'add').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    expect(await importBackup(text)).toEqual({ ok: false, error: 'not_saved' });
    vi.restoreAllMocks();
    expect(await database().trainees.count()).toBe(0);
    expect(await procedureVersions(entry.id)).toEqual([]);
    expect(await database().procedurePhotos.count()).toBe(0);
    expect(await database().procedureDrafts.count()).toBe(0);
    expect(await listInspections()).toEqual([]);
  });
});

/** The photos' bytes as the file carries them. */
async function versionPhotosOf(text: string): Promise<Uint8Array[]> {
  const { base64urlToBytes } = await import('../../src/records/signing');
  return (JSON.parse(text) as { procedurePhotos: { bytes: string }[] }).procedurePhotos.map((p) => base64urlToBytes(p.bytes));
}
