import { useEffect, useState } from 'react';
import { plantOrder, type PlantPhoto } from '../../rules/plantOrders';
import { plantMachinesCode } from './usePlantOrders';

/** A photo of a plant machine with its bytes, for the scene to draw. */
export interface LoadedPhoto extends PlantPhoto {
  readonly bytes: Uint8Array;
}

const NONE: readonly PlantPhoto[] = [];

/**
 * The photos of the plant machine a work order is on: `placed` at once (their sizes, so the frame
 * covers them from the first frame), `loaded` with their bytes once read from the library. A
 * built-in work order has none.
 */
export function usePlantPhotos(workOrder: string | undefined): { placed: readonly PlantPhoto[]; loaded: readonly LoadedPhoto[] } {
  const plant = workOrder === undefined ? undefined : plantOrder(workOrder)?.plant;
  const placed = plant?.photos ?? NONE;
  const [loaded, setLoaded] = useState<{ key: string; photos: readonly LoadedPhoto[] }>({ key: '', photos: [] });
  const key = plant && placed.length > 0 ? `${plant.machineId}@${plant.revision}:${placed.map((p) => p.id).join(',')}` : '';
  useEffect(() => {
    if (!plant || key === '') return;
    let alive = true;
    void (async () => {
      try {
        const { plantPhotoBytes } = await plantMachinesCode();
        const photos = await Promise.all(placed.map(async (p) => ({ ...p, bytes: await plantPhotoBytes(plant.machineId, p.id) })));
        if (alive) setLoaded({ key, photos: photos.filter((p): p is LoadedPhoto => p.bytes !== undefined) });
      } catch {
        // The photos could not be read: the machine is drawn without them.
      }
    })();
    return () => {
      alive = false;
    };
    // The key names the machine, its revision and its photos.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { placed, loaded: loaded.key === key ? loaded.photos : [] };
}
