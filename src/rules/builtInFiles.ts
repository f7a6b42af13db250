/**
 * A built-in work order's two files, fetched on their own: the work order and its machine, each a
 * small chunk of the build (about 2 KB of gzip together, against 6.5 KB for every machine and work
 * order). The work order's page starts this as soon as it has painted its header, beside its code;
 * `loadBuiltInScenario` (loadBuiltIn.ts) reads and registers what comes. Pages that need every work
 * order import builtInScenarios.ts instead.
 */
import { builtInPaths } from './workOrderHeads';

const WORK_ORDER_FILES = import.meta.glob<unknown>('./workorders/*.json', { import: 'default' });
const MACHINE_FILES = import.meta.glob<unknown>('./machines/*.json', { import: 'default' });

/** A built-in work order's file and its machine's, as parsed JSON (not yet checked). */
export interface BuiltInFiles {
  readonly workOrder: unknown;
  readonly machine: unknown;
}

const fetched = new Map<string, Promise<BuiltInFiles | null>>();

/**
 * The files of the built-in work order `id` (null: it is not one), fetched once: a second call
 * gets the same promise. A failed fetch (offline before the app was cached) is forgotten, so that
 * the next call tries again.
 */
export function builtInFiles(id: string): Promise<BuiltInFiles | null> {
  const known = fetched.get(id);
  if (known) return known;
  const paths = builtInPaths(id);
  const loadWorkOrder = paths && WORK_ORDER_FILES[paths.workOrder];
  const loadMachine = paths && MACHINE_FILES[paths.machine];
  if (!loadWorkOrder || !loadMachine) return Promise.resolve(null);
  const files = Promise.all([loadWorkOrder(), loadMachine()]).then(([workOrder, machine]) => ({ workOrder, machine }));
  fetched.set(id, files);
  files.catch(() => fetched.delete(id));
  return files;
}
