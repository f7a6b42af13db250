import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { loadPlantMachines, plantMachinesLoaded } from '../../records/plantMachines';
import { onPlantOrders, plantOrders, plantOrdersVersion, type PlantOrder } from '../../rules/plantOrders';

/**
 * The plant's work orders (the device's machine library), read on first use and followed as the
 * library changes; `loaded` turns true once the library has been read (or found unreadable).
 */
export function usePlantOrders(): { readonly loaded: boolean; readonly orders: readonly PlantOrder[] } {
  useEffect(() => {
    void loadPlantMachines();
  }, []);
  const version = useSyncExternalStore(onPlantOrders, plantOrdersVersion);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => ({ loaded: plantMachinesLoaded(), orders: plantOrders() }), [version]);
}
