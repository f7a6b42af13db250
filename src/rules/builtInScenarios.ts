/**
 * Every built-in machine and work order (`src/rules/machines/`, `src/rules/workorders/`), read at
 * build time and registered at once: a new machine or work order is its file and nothing else (its
 * `order` places it in the list). What needs any work order by its id (the list, the records, the
 * LMS statements, the syllabus, the editor) imports `scenarioDef` from here, so that it finds every
 * built-in one; a work order's page reads only its own (builtInFiles.ts).
 */
import { byListOrder, registerBuiltIns, type ScenarioDef } from './scenario';
import type { Machine } from './machine';
import { parseMachine } from './machineParse';
import { parseWorkOrder } from './workOrderParse';
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

/** Reads a built-in machine file; a file that does not read is a fault of the build. */
function builtInMachine(data: unknown): Machine {
  const parsed = parseMachine(data);
  if (!parsed.ok) throw new Error(`A built-in machine file is invalid:\n${parsed.errors.join('\n')}`);
  return parsed.value;
}

/**
 * A built-in work order as these pages read it: its structure and its machine checked, not every
 * choice of variants, which tests/unit/workOrder.test.ts proves for each built-in file with
 * `readWorkOrder` (on a phone the variants' procedure sheets cost tens of milliseconds of the
 * work-order page's start, every visit, for files that cannot change after the build).
 */
function builtInWorkOrder(data: unknown, machines: readonly Machine[]): ScenarioDef {
  const parsed = parseWorkOrder(data, machines);
  if (!parsed.ok) throw new Error(`A built-in work-order file is invalid:\n${parsed.errors.join('\n')}`);
  return parsed.value;
}

/** The built-in machines. */
export const MACHINES: readonly Machine[] = filesInOrder(MACHINE_FILES).map(builtInMachine);

/** The built-in work orders, in the order the list shows them (registered: `scenarioDef` finds each). */
export const SCENARIOS: readonly ScenarioDef[] = registerBuiltIns(filesInOrder(WORK_ORDER_FILES).map((data) => builtInWorkOrder(data, MACHINES)).sort(byListOrder));

/** Every work order a trainee can open: the built-in ones in their order, then the plant's in theirs. */
export function listedScenarios(): ScenarioDef[] {
  return [...SCENARIOS, ...plantOrders().map((o) => o.def).sort(byListOrder)];
}
