/**
 * One built-in work order for its own page: its two files (builtInFiles.ts) read through the
 * parsers and registered, so that `scenarioDef` (scenario.ts) finds it, without reading every
 * machine and work order of the build (builtInScenarios.ts).
 */
import { builtInFiles } from './builtInFiles';
import { builtInDef, builtInMachine, builtInWorkOrder, registerBuiltIns, type ScenarioDef } from './scenario';

/**
 * Reads the built-in work order `id` and its machine from their files, once, and registers it
 * (undefined: `id` is not a built-in work order). Rejects when the files do not come.
 */
export async function loadBuiltInScenario(id: string): Promise<ScenarioDef | undefined> {
  const known = builtInDef(id);
  if (known) return known;
  const files = await builtInFiles(id);
  if (!files) return undefined;
  return registerBuiltIns([builtInWorkOrder(files.workOrder, [builtInMachine(files.machine)])])[0];
}
