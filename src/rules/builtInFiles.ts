/**
 * A built-in work order's file, fetched on its own: read at build time with its machine in it
 * (`?parsed`: scripts/vite-built-in-orders.ts runs the same parsers as the editor), one small
 * chunk of the build (about 2 KB of gzip, against 6.5 KB for every machine and work order, and no
 * parser on the page). The work order's page starts this as soon as it has painted its header,
 * beside its code; `loadBuiltInScenario` (loadBuiltIn.ts) registers what comes. Pages that need
 * every work order import builtInScenarios.ts instead.
 */
import type { ScenarioDef } from './workOrder';
import { builtInPaths } from './workOrderHeads';

const WORK_ORDER_FILES = import.meta.glob<ScenarioDef>('./workorders/*.json', { import: 'default', query: '?parsed' });

const fetched = new Map<string, Promise<ScenarioDef | null>>();

/**
 * The built-in work order `id` as read at build time (null: it is not one), fetched once: a second
 * call gets the same promise. A failed fetch (offline before the app was cached) is forgotten, so
 * that the next call tries again.
 */
export function builtInFiles(id: string): Promise<ScenarioDef | null> {
  const known = fetched.get(id);
  if (known) return known;
  const paths = builtInPaths(id);
  const load = paths && WORK_ORDER_FILES[paths.workOrder];
  if (!load) return Promise.resolve(null);
  const file = load();
  fetched.set(id, file);
  file.catch(() => fetched.delete(id));
  return file;
}
