/**
 * Every built-in machine and work order (`src/rules/machines/`, `src/rules/workorders/`), read at
 * build time and registered at once: a new machine or work order is its file and nothing else (its
 * `order` places it in the list). What needs any work order by its id (the list, the records, the
 * LMS statements, the syllabus, the editor) imports `scenarioDef` from here, so that it finds every
 * built-in one; a work order's page reads only its own (builtInFiles.ts).
 */
import { builtInMachine, builtInWorkOrder, byListOrder, registerBuiltIns, type ScenarioDef } from './scenario';
import type { Machine } from './machine';
import { plantOrders } from './plantOrders';

export * from './scenario';

// `?raw`: each file's text, a module of its own beside the file's JSON module, so that these are
// bundled here in one chunk while builtInFiles.ts fetches single files as chunks of their own
// (with one module for both, each file would be a chunk of its own here too, and every page's
// list of chunks to preload would name them).
const MACHINE_FILES = import.meta.glob<string>('./machines/*.json', { eager: true, import: 'default', query: '?raw' });
const WORK_ORDER_FILES = import.meta.glob<string>('./workorders/*.json', { eager: true, import: 'default', query: '?raw' });
const filesInOrder = (files: Record<string, string>): unknown[] =>
  Object.keys(files)
    .sort()
    .map((path) => JSON.parse(files[path]!) as unknown);

/** The built-in machines. */
export const MACHINES: readonly Machine[] = filesInOrder(MACHINE_FILES).map(builtInMachine);

/** The built-in work orders, in the order the list shows them (registered: `scenarioDef` finds each). */
export const SCENARIOS: readonly ScenarioDef[] = registerBuiltIns(filesInOrder(WORK_ORDER_FILES).map((data) => builtInWorkOrder(data, MACHINES)).sort(byListOrder));

/** Every work order a trainee can open: the built-in ones in their order, then the plant's in theirs. */
export function listedScenarios(): ScenarioDef[] {
  return [...SCENARIOS, ...plantOrders().map((o) => o.def).sort(byListOrder)];
}
