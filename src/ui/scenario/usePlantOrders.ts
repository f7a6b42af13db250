import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { databaseMayExist } from '../../records/databaseName';
import { onMachinesChange } from '../../records/machineChanges';
import { onPlantOrders, plantOrders, plantOrdersLoaded, plantOrdersVersion, setPlantOrders, type PlantOrder } from '../../rules/plantOrders';

/** The code that reads the machine library (the records database, the machine check), loaded when first used. */
export const plantMachinesCode = () => import('../../records/plantMachines');

/**
 * Reads the plant's work orders once the deployment's machines have come (as loadPlantMachines
 * does). Where the device has no records database it has no plant machine: none is registered,
 * and neither the reading code (Dexie, the machine check: some 50 KB of gzip) nor the database
 * is loaded, nor an empty database made, until the library first changes, here or in another tab.
 */
function readPlantOrders(): Promise<void> {
  return import('../../records/deploymentMachines')
    .then((deployment) => deployment.deploymentSettled())
    .then(async () => {
      if (await databaseMayExist()) return void (await (await plantMachinesCode()).loadPlantMachines());
      if (!plantOrdersLoaded()) setPlantOrders([]);
      const stop = onMachinesChange(() => {
        stop();
        void plantMachinesCode().then((module) => module.loadPlantMachines());
      });
    });
}

/**
 * The plant's work orders (the device's machine library), read on first use (unless `wanted` is
 * false) and followed as the library changes; `loaded` turns true once the library has been read
 * (or found unreadable). The reading code (the records database, the machine check) loads with
 * it, not with the page.
 */
export function usePlantOrders(wanted = true): { readonly loaded: boolean; readonly orders: readonly PlantOrder[] } {
  useEffect(() => {
    if (!wanted) return;
    readPlantOrders().catch(() => {
      // The code did not load (offline, a new build): no plant machine, and nothing waits for one.
      if (!plantOrdersLoaded()) setPlantOrders([]);
    });
  }, [wanted]);
  const version = useSyncExternalStore(onPlantOrders, plantOrdersVersion);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => ({ loaded: plantOrdersLoaded(), orders: plantOrders() }), [version]);
}
