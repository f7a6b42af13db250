/**
 * The first reading of the plant's work orders by a page that lists or opens them
 * (src/ui/scenario/usePlantOrders.ts), loaded with that reading: a built-in work order's page,
 * which never reads them, does not carry it.
 */
import { databaseMayExist } from './databaseName';
import { onMachinesChange } from './machineChanges';
import { plantOrdersLoaded, setPlantOrders } from '../rules/plantOrders';

/** Listening for the library's first change (once, however many pages asked meanwhile). */
let waiting = false;

/**
 * Reads the plant's work orders once the deployment's machines have come (as loadPlantMachines
 * does). Where the device has no records database it has no plant machine: none is registered,
 * and neither the reading code (Dexie, the machine check: some 50 KB of gzip) nor the database
 * is loaded, nor an empty database made, until the library first changes, here or in another tab.
 */
export function readPlantOrders(): Promise<void> {
  return import('./deploymentMachines')
    .then((deployment) => deployment.deploymentSettled())
    .then(async () => {
      if (await databaseMayExist()) return void (await (await import('./plantMachines')).loadPlantMachines());
      if (!plantOrdersLoaded()) setPlantOrders([]);
      if (waiting) return;
      waiting = true;
      const stop = onMachinesChange(() => {
        stop();
        void import('./plantMachines').then((module) => module.loadPlantMachines());
      });
    });
}
