import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { Machine } from '../src/rules/machine';
import type * as MachineParse from '../src/rules/machineParse';
import type { ScenarioDef } from '../src/rules/workOrder';
import type * as WorkOrderParse from '../src/rules/workOrderParse';

interface Parsers {
  readonly parseMachine: typeof MachineParse.parseMachine;
  readonly readWorkOrder: typeof WorkOrderParse.readWorkOrder;
}

let parsers: Promise<Parsers> | undefined;

/**
 * The app's own parsers, run by Vite's module runner (the config's bundler would take them in
 * too, but warns about their extensionless imports), loaded once.
 */
export function loadParsers(): Promise<Parsers> {
  const load = async <T>(path: string): Promise<T> => (await runnerImport<T>(fileURLToPath(new URL(path, import.meta.url)), { configFile: false, logLevel: 'silent' })).module;
  parsers ??= Promise.all([load<typeof MachineParse>('../src/rules/machineParse.ts'), load<typeof WorkOrderParse>('../src/rules/workOrderParse.ts')]).then(([m, w]) => ({
    parseMachine: m.parseMachine,
    readWorkOrder: w.readWorkOrder,
  }));
  return parsers;
}

/**
 * A built-in work order's file asked for as read (`?parsed`) or for its job alone (`?job`), and
 * the folder of the machines.
 */
const READ = /^(.*)[\\/]src[\\/]rules[\\/]workorders[\\/]([\w-]+)\.json\?(?:[^#]*&)?(parsed|job)(?:[=&#]|$)/;

/**
 * Reads a built-in work order and the machine it names as the app's parsers do, and gives back the
 * work order (with its machine) or throws every problem with its place: a file that does not read
 * is a fault of the build. Every choice of variants is checked too (`readWorkOrder`).
 */
export function readBuiltInOrder({ parseMachine, readWorkOrder }: Parsers, workOrderFile: string, machinesDir: string): ScenarioDef {
  const fault = (file: string, errors: readonly string[]): Error => new Error(`${file} does not read:\n${errors.join('\n')}`);
  const data = JSON.parse(readFileSync(workOrderFile, 'utf8')) as { machine?: unknown };
  const machines: Machine[] = [];
  for (const name of readdirSync(machinesDir).filter((n) => n.endsWith('.json'))) {
    const file = join(machinesDir, name);
    const machine = JSON.parse(readFileSync(file, 'utf8')) as { id?: unknown };
    if (machine.id !== data.machine) continue;
    const parsed = parseMachine(machine);
    if (!parsed.ok) throw fault(file, parsed.errors);
    machines.push(parsed.value);
  }
  const read = readWorkOrder(data, machines);
  if (!read.ok) throw fault(workOrderFile, read.errors);
  // src/rules/builtInFiles.ts knows the built-in ids by their files' names.
  const named = workOrderFile.slice(workOrderFile.replaceAll('\\', '/').lastIndexOf('/') + 1, -'.json'.length);
  if (read.value.id !== named) throw fault(workOrderFile, [`id: "${read.value.id}" must be the file's name ("${named}.json")`]);
  return read.value;
}

/**
 * `src/rules/workorders/<id>.json?parsed` is that work order read at build time, its machine in
 * it (src/rules/builtInFiles.ts): a work order's page fetches one small file and runs no parser
 * (the machine's and the work order's parsers are 5 KB of gzip). The dev server and Vitest read
 * the files the same way, and the dev server reloads when either file changes. `?job` is the work
 * order's job alone, read the same way (src/rules/builtInJobs.ts): a practice link's label.
 */
export function builtInOrders(): Plugin {
  return {
    name: 'loto-built-in-orders',
    enforce: 'pre',
    async load(id) {
      const match = READ.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      const machinesDir = join(dirname(dirname(file)), 'machines');
      this.addWatchFile(file);
      for (const name of readdirSync(machinesDir)) if (name.endsWith('.json')) this.addWatchFile(join(machinesDir, name));
      try {
        const order = readBuiltInOrder(await loadParsers(), file, machinesDir);
        return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(match[3] === 'job' ? order.job : order))});`, map: null };
      } catch (e) {
        return this.error(e instanceof Error ? e.message : String(e));
      }
    },
  };
}
