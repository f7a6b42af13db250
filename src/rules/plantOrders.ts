/**
 * The plant's work orders: those of the machines a safety manager drew on this device (the
 * machine library, src/records/machineLibrary.ts), registered at run time beside the built-in
 * ones, which are files of the build. Pure and small: it holds what a loader gives it
 * (src/records/plantMachines.ts), each work order parsed against its machine, with where it comes
 * from (the machine, its library revision and its photos). `scenarioDef` (scenario.ts) looks here
 * after the built-in work orders, so every part of the app finds a plant work order by its id.
 */
import type { ScenarioDef } from './workOrder';

/** A photo of a plant machine as the scene places it (its bytes are in the library). */
export interface PlantPhoto {
  readonly id: string;
  readonly width: number;
  readonly height: number;
}

/** Where a plant work order comes from: its machine in the library, as saved at `revision`. */
export interface PlantOrigin {
  readonly machineId: string;
  readonly revision: number;
  readonly photos: readonly PlantPhoto[];
}

/** One work order of the plant, parsed against its machine. */
export interface PlantOrder {
  readonly def: ScenarioDef;
  readonly plant: PlantOrigin;
}

let orders: readonly PlantOrder[] = [];
let byId = new Map<string, PlantOrder>();
let version = 0;
let loaded = false;
const listeners = new Set<() => void>();

/**
 * Replaces the plant's work orders with these. A work order whose id is `taken` (a built-in one)
 * or given twice is left out: the first keeps its id, nothing is ever shadowed.
 */
export function setPlantOrders(next: readonly PlantOrder[], taken: (id: string) => boolean = () => false): void {
  const kept = new Map<string, PlantOrder>();
  for (const order of next) if (!taken(order.def.id) && !kept.has(order.def.id)) kept.set(order.def.id, order);
  orders = [...kept.values()];
  byId = kept;
  loaded = true;
  version += 1;
  listeners.forEach((listener) => listener());
}

/** True once the library has been read (or found unreadable) once: an id not found is then not found. */
export function plantOrdersLoaded(): boolean {
  return loaded;
}

/** Forgets every registration and the pinned work order, as on a fresh page (tests). */
export function forgetPlantOrders(): void {
  orders = [];
  byId = new Map();
  loaded = false;
  pinned = null;
  version += 1;
  listeners.forEach((listener) => listener());
}

/** The plant's work orders, as registered. */
export function plantOrders(): readonly PlantOrder[] {
  return orders;
}

/** The work order of the attempt in progress, as it was when the attempt began (pinPlantOrder). */
let pinned: PlantOrder | null = null;

/**
 * Keeps the work order `id` as it is now for the attempt beginning on it: a change of its machine
 * saved meanwhile (in the editor, in another tab), or its deletion, does not change the machine
 * under the trainee; the attempt is judged, and recorded, on the revision it began on. The newest
 * revision is taken when there is one; a work order whose machine is gone since keeps the one
 * pinned. `null` lets go.
 */
export function pinPlantOrder(id: string | null): void {
  if (id === null) pinned = null;
  else pinned = byId.get(id) ?? (pinned?.def.id === id ? pinned : null);
}

/** The plant work order with this id, with its origin (the pinned one for the attempt in progress). */
export function plantOrder(id: string): PlantOrder | undefined {
  return pinned?.def.id === id ? pinned : byId.get(id);
}

/** Counts the registrations (a React store's snapshot). */
export function plantOrdersVersion(): number {
  return version;
}

/** Called after every registration. */
export function onPlantOrders(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
