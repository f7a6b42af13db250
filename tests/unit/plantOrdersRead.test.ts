import { describe, expect, it, vi } from 'vitest';
import type * as MachineChanges from '../../src/records/machineChanges';

// A device without the records database: no plant machine, and the reading code waits for the
// library's first change.
vi.mock('../../src/records/deploymentMachines', () => ({ deploymentSettled: async () => undefined }));
vi.mock('../../src/records/databaseName', () => ({ databaseMayExist: async () => false }));
const loadPlantMachines = vi.fn(async () => undefined);
vi.mock('../../src/records/plantMachines', () => ({ loadPlantMachines }));
vi.mock('../../src/records/machineChanges', async (original) => {
  const real = await original<typeof MachineChanges>();
  return { ...real, onMachinesChange: vi.fn(real.onMachinesChange) };
});

const { readPlantOrders } = await import('../../src/records/plantOrdersRead');
const { machinesChanged, onMachinesChange } = await import('../../src/records/machineChanges');
const { plantOrders, plantOrdersLoaded } = await import('../../src/rules/plantOrders');

describe('readPlantOrders on a device without the records database', () => {
  it('registers none, and listens once for the library’s first change however many pages asked', async () => {
    // The list of work orders opened three times (back and forth) before any machine was made.
    await readPlantOrders();
    await readPlantOrders();
    await readPlantOrders();
    expect(plantOrdersLoaded()).toBe(true);
    expect(plantOrders()).toEqual([]);
    expect(loadPlantMachines).not.toHaveBeenCalled();
    expect(onMachinesChange).toHaveBeenCalledTimes(1);
    // The first machine made: the library is read.
    machinesChanged();
    await vi.waitFor(() => expect(loadPlantMachines).toHaveBeenCalled());
  });
});
