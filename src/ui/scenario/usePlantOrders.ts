import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { loadPlantMachines, plantMachinesLoaded } from '../../records/plantMachines';
import { onPlantOrders, plantOrders, plantOrdersVersion, type PlantOrder } from '../../rules/plantOrders';

/**
 * The plant's work orders (the device's machine library), read on first use (unless `wanted` is
 * false) and followed as the library changes; `loaded` turns true once the library has been read
 * (or found unreadable).
 */
export function usePlantOrders(wanted = true): { readonly loaded: boolean; readonly orders: readonly PlantOrder[] } {
  useEffect(() => {
    if (wanted) void loadPlantMachines();
  }, [wanted]);
  const version = useSyncExternalStore(onPlantOrders, plantOrdersVersion);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => ({ loaded: plantMachinesLoaded(), orders: plantOrders() }), [version]);
}
