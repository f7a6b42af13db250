/**
 * One built-in work order for its own page: its file as read at build time (builtInFiles.ts),
 * registered, so that `scenarioDef` (scenario.ts) finds it, without reading every machine and work
 * order of the build (builtInScenarios.ts).
 */
import { builtInFiles } from './builtInFiles';
import { builtInDef, registerBuiltIns, type ScenarioDef } from './scenario';

/**
 * Fetches the built-in work order `id` (its machine in it), once, and registers it
 * (undefined: `id` is not a built-in work order). Rejects when the files do not come.
 */
export async function loadBuiltInScenario(id: string): Promise<ScenarioDef | undefined> {
  const known = builtInDef(id);
  if (known) return known;
  const def = await builtInFiles(id);
  return def ? registerBuiltIns([def])[0] : undefined;
}
