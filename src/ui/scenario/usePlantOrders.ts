import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { onPlantOrders, plantOrders, plantOrdersLoaded, plantOrdersVersion, setPlantOrders, type PlantOrder } from '../../rules/plantOrders';

/** The code that reads the machine library (the records database, the machine check), loaded when first used. */
export const plantMachinesCode = () => import('../../records/plantMachines');

/**
 * The plant's work orders (the device's machine library), read on first use (unless `wanted` is
 * false) and followed as the library changes; `loaded` turns true once the library has been read
 * (or found unreadable). The reading code (the records database, the machine check) loads with
 * it, not with the page.
 */
export function usePlantOrders(wanted = true): { readonly loaded: boolean; readonly orders: readonly PlantOrder[] } {
  useEffect(() => {
    if (!wanted) return;
    import('../../records/plantOrdersRead')
      .then((read) => read.readPlantOrders())
      .catch(() => {
        // The code did not load (offline, a new build): no plant machine, and nothing waits for one.
        if (!plantOrdersLoaded()) setPlantOrders([]);
      });
  }, [wanted]);
  const version = useSyncExternalStore(onPlantOrders, plantOrdersVersion);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => ({ loaded: plantOrdersLoaded(), orders: plantOrders() }), [version]);
}
