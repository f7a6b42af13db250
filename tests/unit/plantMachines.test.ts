import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteMachine, getMachine, importMachine, saveMachine, type MachineEntry } from '../../src/records/machineLibrary';
import { loadPlantMachines, plantMachinesLoaded, plantPhotoBytes, refreshPlantMachines, resetPlantMachines } from '../../src/records/plantMachines';
import { database, useRecordsDatabase } from '../../src/records/records';
import { checkMachine } from '../../src/rules/machineCheck';
import { onPlantOrders, plantOrder, plantOrders } from '../../src/rules/plantOrders';
import { listedScenarios, scenarioDef, SCENARIOS } from '../../src/rules/builtInScenarios';
import plantFile from '../fixtures/plant-machine.json';
import { JPEG } from './machineFileFixture';

const ORDER = 'plant-mixer-m7-blade';

let n = 0;
beforeEach(() => {
  n += 1;
  useRecordsDatabase(`plant-${n}`);
  resetPlantMachines();
});

/** The fixture as a machine file, with a photo when asked. */
function fileText(photo = false): string {
  const photos = photo ? [{ id: 'photo-1', type: 'image/jpeg', width: 1600, height: 1200, data: Buffer.from(JPEG).toString('base64') }] : [];
  return JSON.stringify({ ...plantFile, photos });
}

async function imported(photo = false): Promise<MachineEntry> {
  const result = await importMachine(fileText(photo));
  if (!result.ok) throw new Error(JSON.stringify(result));
  return (await getMachine(result.id))!;
}

/** Saves the entry with its machine changed. */
async function saveChanged(entry: MachineEntry, change: (machine: { components: Record<string, unknown>[] }) => void): Promise<number> {
  const machine = structuredClone(entry.machine) as { components: Record<string, unknown>[] };
  change(machine);
  const saved = await saveMachine(entry.id, { machine, workOrders: entry.workOrders, photos: entry.photos.map(({ bytes: _b, ...info }) => info) }, entry.revision);
  if (!saved.ok) throw new Error(JSON.stringify(saved));
  return saved.revision;
}

/** Resolves at the next registration that `ready` accepts. */
function registration(ready: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = onPlantOrders(() => {
      if (ready()) {
        stop();
        resolve();
      }
    });
  });
}

describe('the plant machine fixture (tests/fixtures/plant-machine.json)', () => {
  it('passes "Check the machine" with no error and no warning', () => {
    expect(checkMachine(plantFile.machine, plantFile.workOrders)).toEqual([]);
  });
});

describe('the plant work orders registry', () => {
  it('an empty library registers nothing, and says it is loaded', async () => {
    expect(plantMachinesLoaded()).toBe(false);
    const load = await loadPlantMachines();
    expect(load).toEqual({ machines: [], leftOut: [], read: true });
    expect(plantMachinesLoaded()).toBe(true);
    expect(listedScenarios()).toEqual([...SCENARIOS]);
  });

  it('a machine that passes the check has its work orders found by id, after the built-in ones, with their origin', async () => {
    const entry = await imported(true);
    const load = await loadPlantMachines();
    expect(load.machines).toEqual([{ id: 'plant-mixer-m7', revision: entry.revision, workOrders: [ORDER] }]);
    const def = scenarioDef(ORDER)!;
    expect(def.machine.id).toBe('plant-mixer-m7');
    expect(def.zone).toEqual(['motor', 'cylinder']);
    expect(plantOrder(ORDER)!.plant).toEqual({ machineId: 'plant-mixer-m7', revision: 1, photos: [{ id: 'photo-1', width: 1600, height: 1200 }] });
    expect(listedScenarios().map((s) => s.id)).toEqual([...SCENARIOS.map((s) => s.id), ORDER]);
    expect(await plantPhotoBytes('plant-mixer-m7', 'photo-1')).toEqual(JPEG);
    expect(await plantPhotoBytes('plant-mixer-m7', 'photo-9')).toBeUndefined();
  });

  it('a machine saved with an error is left out (the load says how many), a warning is fine', async () => {
    const entry = await imported();
    await loadPlantMachines();
    // The dump valve drains nothing: an error.
    const revision = await saveChanged(entry, (m) => {
      delete m.components.find((c) => c.id === 'dump')!.at;
    });
    const broken = await refreshPlantMachines();
    expect(broken.machines).toEqual([]);
    expect(broken.leftOut).toEqual([{ id: 'plant-mixer-m7', revision, errors: expect.any(Number) as number }]);
    expect(scenarioDef(ORDER)).toBeUndefined();
    // Without its gauge, a charged accumulator left out of the procedure shows nowhere: a warning only.
    const again = (await getMachine(entry.id))!;
    const withWarning = structuredClone(plantFile.machine);
    withWarning.components = withWarning.components.filter((c) => c.id !== 'gauge');
    expect(checkMachine(withWarning, plantFile.workOrders).map((f) => f.severity)).toEqual(expect.arrayContaining(['warning']));
    expect(checkMachine(withWarning, plantFile.workOrders).filter((f) => f.severity === 'error')).toEqual([]);
    await saveChanged(again, (m) => {
      m.components = withWarning.components as Record<string, unknown>[];
    });
    expect((await refreshPlantMachines()).machines.map((m) => m.id)).toEqual(['plant-mixer-m7']);
    expect(scenarioDef(ORDER)!.machine.components.some((c) => c.id === 'gauge')).toBe(false);
  });

  it('follows the library: a save or a delete in this tab registers again by itself', async () => {
    const entry = await imported();
    await loadPlantMachines();
    const renamed = registration(() => scenarioDef(ORDER)?.machine.components.find((c) => c.id === 'motor')?.label === 'M-7B');
    await saveChanged(entry, (m) => {
      m.components.find((c) => c.id === 'motor')!.label = 'M-7B';
    });
    await renamed;
    expect(plantOrder(ORDER)!.plant.revision).toBe(2);
    const gone = registration(() => plantOrders().length === 0);
    expect(await deleteMachine(entry.id)).toBe(true);
    await gone;
    expect(scenarioDef(ORDER)).toBeUndefined();
  });

  it("follows another tab's save (told through the tabs' channel)", async () => {
    await loadPlantMachines();
    expect(plantOrders()).toEqual([]);
    // Another tab stores the machine and says so; this tab's library code never ran.
    const row = { id: 'plant-mixer-m7', revision: 1, createdAt: 1, updatedAt: 1, origin: { kind: 'new' as const }, machine: plantFile.machine, workOrders: plantFile.workOrders, photos: [] };
    await database().machines.put(row);
    const seen = registration(() => scenarioDef(ORDER) !== undefined);
    const other = new BroadcastChannel('loto-machines');
    other.postMessage('changed');
    await seen;
    other.close();
  });

  it('a refresh asked for during a reading waits for a new reading, which sees a save made before it was asked', async () => {
    const entry = await imported();
    // The first reading is held until the save is done: it has read the library before the save.
    const table = database().machines;
    const read = table.toArray.bind(table);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = async () => {
      const rows = await read();
      await held;
      return rows;
    };
    const spy = vi.spyOn(table, 'toArray').mockImplementationOnce(slow as never);
    const first = refreshPlantMachines();
    await saveChanged(entry, (m) => {
      m.components.find((c) => c.id === 'motor')!.label = 'M-7C';
    });
    const second = refreshPlantMachines();
    release();
    await first;
    expect(scenarioDef(ORDER)!.machine.components.find((c) => c.id === 'motor')!.label).toBe('M7');
    await second;
    expect(scenarioDef(ORDER)!.machine.components.find((c) => c.id === 'motor')!.label).toBe('M-7C');
    spy.mockRestore();
  });

  it('never shadows a built-in work order, and a draft the check cannot read is left out, not a crash', async () => {
    const builtIn = SCENARIOS[0]!;
    const workOrder = { ...plantFile.workOrders[0]!, id: builtIn.id };
    await database().machines.bulkPut([
      { id: 'plant-mixer-m7', revision: 3, createdAt: 1, updatedAt: 1, origin: { kind: 'new' }, machine: plantFile.machine, workOrders: [workOrder], photos: [] },
      { id: 'junk', revision: 1, createdAt: 1, updatedAt: 1, origin: { kind: 'new' }, machine: { components: 'nope' }, workOrders: [null as never], photos: [] },
    ]);
    const load = await refreshPlantMachines();
    expect(scenarioDef(builtIn.id)).toBe(builtIn);
    expect(plantOrders()).toEqual([]);
    expect(load.leftOut.map((m) => m.id)).toEqual(['junk']);
  });
});
