/**
 * A built-in work order's file, fetched on its own: read at build time with its machine in it
 * (`?parsed`: scripts/vite-built-in-orders.ts runs the same parsers as the editor), one small
 * chunk of the build (about 2.5 KB of gzip, against 6.5 KB for every machine and work order, and
 * no parser on the page). Each file is named after its work order's id (the build checks it), so
 * that this module knows the built-in ids without reading any file. On a work order's address the
 * page's HTML asks for the file at once (scripts/startup-preload.mjs): its title, the page's
 * largest text, comes from it. Pages that need every work order import builtInScenarios.ts instead.
 */
import type { ScenarioDef } from './workOrder';

const WORK_ORDER_FILES = import.meta.glob<ScenarioDef>('./workorders/*.json', { import: 'default', query: '?parsed' });

/** The file of each built-in work order, by id. */
const FILES = new Map(Object.entries(WORK_ORDER_FILES).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), load]));

const fetched = new Map<string, Promise<ScenarioDef>>();
const arrived = new Map<string, ScenarioDef>();

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
  const file = load().then((def) => {
    arrived.set(id, def);
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
