import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { machineFilesOf, syncDeployment } from '../../src/records/deploymentMachines';
import { getMachine, listMachines, saveMachine } from '../../src/records/machineLibrary';
import { useRecordsDatabase } from '../../src/records/records';
import { writeMachineFile } from '../../src/rules/machineFile';
import { MACHINES } from '../../src/rules/builtInScenarios';
import bearing from '../../src/rules/workorders/bomba-p101.json';
import { JPEG } from './machineFileFixture';

let n = 0;
beforeEach(() => {
  n += 1;
  useRecordsDatabase(`deployment-${n}`);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

/** The built-in pump as a machine file under its own id, its name in English as given. */
function plantFile(name = 'Plant pump P-7'): string {
  const pump = MACHINES.find((m) => m.id === 'pump-p101')!;
  const machine = { ...pump, id: 'plant-pump-p7', name: { ...pump.name, en: name } };
  return writeMachineFile({ machine, workOrders: [{ ...structuredClone(bearing), id: 'plant-pump-p7-bearing', machine: 'plant-pump-p7' }], photos: [{ id: 'photo-1', type: 'image/jpeg', width: 1600, height: 1200, bytes: JPEG }] });
}

/** A site with these files at its root (anything else answers 404). */
function site(files: Record<string, string>) {
  const fetcher = (async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://site.test/').pathname.slice(1);
    const body = files[path];
    return body === undefined ? new Response('not found', { status: 404 }) : new Response(body);
  }) as typeof fetch;
  // Node has no image decoder: the fixture's photo is a JPEG's structure, taken as decoding.
  return { fetcher, decodes: async () => true };
}

describe('the machine files loto-config.json lists', () => {
  it('takes relative .json paths at the root, each once, and says what is wrong with the rest', () => {
    expect(machineFilesOf({})).toEqual({ files: [], errors: [] });
    expect(machineFilesOf({ machines: 'press.json' }).errors).toHaveLength(1);
    const read = machineFilesOf({ machines: ['plant/press.loto-machine.json', '../secret.json', '/etc/passwd.json', 'https://evil.test/m.json', 'plant/press.loto-machine.json', 'notes.txt', 7] });
    expect(read.files).toEqual(['plant/press.loto-machine.json']);
    expect(read.errors.map((e) => e.split(':')[0])).toEqual(['machines[1]', 'machines[2]', 'machines[3]', 'machines[4]', 'machines[5]', 'machines[6]']);
  });
});

describe('the deployment sync', () => {
  it('brings a listed machine into the library, read-only, and keeps it in step with its file', async () => {
    const config = JSON.stringify({ machines: ['plant/pump.loto-machine.json', 'plant/missing.loto-machine.json'] });
    const first = await syncDeployment(site({ 'loto-config.json': config, 'plant/pump.loto-machine.json': plantFile() }));
    expect(first).toMatchObject({ read: true, synced: ['plant-pump-p7'], removed: [] });
    expect(first.failed.map((f) => f.file)).toEqual(['plant/missing.loto-machine.json']);
    const stored = (await getMachine('plant-pump-p7'))!;
    expect(stored.origin).toMatchObject({ kind: 'deployment', file: 'plant/pump.loto-machine.json' });
    expect(stored.workOrders.map((w) => w.id)).toEqual(['plant-pump-p7-bearing']);
    expect(stored.photos).toHaveLength(1);

    // The same file again: nothing changes. A new version of the file: a new revision, same ids.
    await syncDeployment(site({ 'loto-config.json': config, 'plant/pump.loto-machine.json': plantFile() }));
    expect((await getMachine('plant-pump-p7'))!.revision).toBe(1);
    await syncDeployment(site({ 'loto-config.json': config, 'plant/pump.loto-machine.json': plantFile('Plant pump P-7, new motor') }));
    const updated = (await getMachine('plant-pump-p7'))!;
    expect(updated.revision).toBe(2);
    expect((updated.machine.name as Record<string, string>).en).toBe('Plant pump P-7, new motor');
    expect(updated.workOrders.map((w) => w.id)).toEqual(['plant-pump-p7-bearing']);

    // Read-only on the device.
    expect(await saveMachine('plant-pump-p7', { machine: updated.machine, workOrders: updated.workOrders, photos: [] }, 2)).toEqual({ ok: false, problem: 'read_only' });

    // A refused file changes nothing; offline, nothing changes; no longer listed (and every file reached): removed.
    const refused = await syncDeployment(site({ 'loto-config.json': config, 'plant/pump.loto-machine.json': JSON.stringify({ ...JSON.parse(plantFile()), version: 99 }) }));
    expect(refused.failed.map((f) => f.problem)).toContain('newer_version');
    expect((await getMachine('plant-pump-p7'))!.revision).toBe(2);
    expect(await syncDeployment({ fetcher: (() => Promise.reject(new TypeError('offline'))) as typeof fetch })).toMatchObject({ read: false });
    expect(await listMachines()).toHaveLength(1);
    const dropped = await syncDeployment(site({ 'loto-config.json': JSON.stringify({ machines: [] }) }));
    expect(dropped.removed).toEqual(['plant-pump-p7']);
    expect(await listMachines()).toEqual([]);
  });

  it('leaves the library alone when the configuration lists no machines', async () => {
    expect(await syncDeployment(site({ 'loto-config.json': '{"lrs": null}' }))).toEqual({ read: true, synced: [], failed: [], removed: [] });
    expect(await syncDeployment(site({}))).toMatchObject({ read: true, synced: [] });
  });
});
