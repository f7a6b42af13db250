/**
 * A built-in work order's file, fetched on its own: read at build time with its machine in it
 * (`?parsed`: scripts/vite-built-in-orders.ts runs the same parsers as the editor), one small
 * chunk of the build (about 2.5 KB of gzip, against 6.5 KB for every machine and work order, and
 * no parser on the page). Each file is named after its work order's id (the build checks it), so
 * that this module knows the built-in ids without reading any file. On a work order's address the
 * page's HTML asks for the file at once (scripts/startup-preload.mjs): its title, the page's
 * largest text, comes from it. Pages that need every work order import builtInScenarios.ts instead.
 */
import type { EnergyKind, Machine } from './machine';
import type { ScenarioDef } from './workOrder';

/** One wire or pipe of a machine as its scene draws it (src/scenes/machine/wiring.ts: LinkRoute). */
export interface BuiltInWire {
  readonly from: string;
  readonly to: string;
  readonly energy: EnergyKind;
  readonly points: readonly { readonly x: number; readonly y: number }[];
}

/** A built-in work order's file: the work order read, and its machine's wires routed (both at build time). */
interface WorkOrderFile {
  readonly default: ScenarioDef;
  readonly wires: readonly BuiltInWire[];
}

const WORK_ORDER_FILES = import.meta.glob<WorkOrderFile>('./workorders/*.json', { query: '?parsed' });

/** The file of each built-in work order, by id. */
const FILES = new Map(Object.entries(WORK_ORDER_FILES).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), load]));

const fetched = new Map<string, Promise<ScenarioDef>>();
const arrived = new Map<string, ScenarioDef>();
/** The wires of the built-in machines whose files have arrived, by what decides them (wiringKey). */
const wiresByLayout = new Map<string, readonly BuiltInWire[]>();

/**
 * What a machine's wires depend on: its parts' ids, places and energies, and its connections. Two
 * machines with the same key are wired alike; a part moved (the editor's copy of a built-in
 * machine) makes another key.
 */
export function wiringKey(machine: Pick<Machine, 'components' | 'connections'>): string {
  return JSON.stringify([machine.components.map((c) => [c.id, c.x, c.y, c.energy ?? null]), machine.connections]);
}

/**
 * The wires routed at build time for a machine laid out as a built-in one whose file has arrived,
 * else undefined (the scene routes them itself).
 */
export function builtInWires(machine: Pick<Machine, 'components' | 'connections'>): readonly BuiltInWire[] | undefined {
  return wiresByLayout.size === 0 ? undefined : wiresByLayout.get(wiringKey(machine));
}

/** True when `id` is a built-in work order's (whether or not its file has been fetched). */
export function isBuiltInWorkOrder(id: string): boolean {
  return FILES.has(id);
}

/**
 * The built-in work order `id` as read at build time (null: it is not one), fetched once: a second
 * call gets the same promise. A failed fetch (offline before the app was cached) is forgotten, so
 * that the next call tries again.
 */
export function builtInFiles(id: string): Promise<ScenarioDef | null> {
  const known = fetched.get(id);
  if (known) return known;
  const load = FILES.get(id);
  if (!load) return Promise.resolve(null);
  const file = load().then(({ default: def, wires }) => {
    arrived.set(id, def);
    wiresByLayout.set(wiringKey(def.machine), wires);
    return def;
  });
  fetched.set(id, file);
  file.catch(() => fetched.delete(id));
  return file;
}

/** The built-in work order `id` if its file has arrived, else undefined (a render can read this). */
export function arrivedBuiltIn(id: string): ScenarioDef | undefined {
  return arrived.get(id);
}
