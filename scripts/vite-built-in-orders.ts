import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { Machine } from '../src/rules/machine';
import type * as MachineParse from '../src/rules/machineParse';
import type { ScenarioDef } from '../src/rules/workOrder';
import type * as WorkOrderParse from '../src/rules/workOrderParse';
import type * as Wiring from '../src/scenes/machine/wiring';

interface Parsers {
  readonly parseMachine: typeof MachineParse.parseMachine;
  readonly readWorkOrder: typeof WorkOrderParse.readWorkOrder;
  /** The scene's router of wires and pipes (src/scenes/machine/wiring.ts). */
  readonly routeLinks: typeof Wiring.routeLinks;
}

let parsers: Promise<Parsers> | undefined;

/**
 * The app's own parsers, run by Vite's module runner (the config's bundler would take them in
 * too, but warns about their extensionless imports), loaded once.
 */
export function loadParsers(): Promise<Parsers> {
  const load = async <T>(path: string): Promise<T> => (await runnerImport<T>(fileURLToPath(new URL(path, import.meta.url)), { configFile: false, logLevel: 'silent' })).module;
  parsers ??= Promise.all([
    load<typeof MachineParse>('../src/rules/machineParse.ts'),
    load<typeof WorkOrderParse>('../src/rules/workOrderParse.ts'),
    load<typeof Wiring>('../src/scenes/machine/wiring.ts'),
  ]).then(([m, w, r]) => ({
    parseMachine: m.parseMachine,
    readWorkOrder: w.readWorkOrder,
    routeLinks: r.routeLinks,
  }));
  return parsers;
}

/**
 * A built-in work order's file asked for as read (`?parsed`) or for its job alone (`?job`), and
 * the folder of the machines.
 */
const READ = /^(.*)[\\/]src[\\/]rules[\\/]workorders[\\/]([\w-]+)\.json\?(?:[^#]*&)?(parsed|job)(?:[=&#]|$)/;

/** A built-in machine's file asked for as a line of a list (`?summary`). */
const SUMMARY = /^(.*)[\\/]src[\\/]rules[\\/]machines[\\/]([\w-]+)\.json\?(?:[^#]*&)?summary(?:[=&#]|$)/;

/** What a list of the built-in machines shows of one (src/rules/builtInMachineList.ts). */
export interface MachineSummaryFile {
  readonly id: string;
  readonly name: Machine['name'];
  readonly parts: number;
}

/** Reads a built-in machine file as the app's parser does and gives back its line of a list, or throws every problem. */
export function readMachineSummary({ parseMachine }: Pick<Parsers, 'parseMachine'>, machineFile: string): MachineSummaryFile {
  const parsed = parseMachine(JSON.parse(readFileSync(machineFile, 'utf8')));
  if (!parsed.ok) throw new Error(`${machineFile} does not read:\n${parsed.errors.join('\n')}`);
  return { id: parsed.value.id, name: parsed.value.name, parts: parsed.value.components.length };
}

/**
 * Reads a built-in work order and the machine it names as the app's parsers do, and gives back the
 * work order (with its machine) or throws every problem with its place: a file that does not read
 * is a fault of the build. Every choice of variants is checked too (`readWorkOrder`).
 */
export function readBuiltInOrder({ parseMachine, readWorkOrder }: Pick<Parsers, 'parseMachine' | 'readWorkOrder'>, workOrderFile: string, machinesDir: string): ScenarioDef {
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
 * the files the same way, and the dev server reloads when either file changes. The module's `wires`
 * are its machine's wires and pipes as the scene routes them, routed here: the scene then draws
 * them without routing (src/scenes/machine/wiring.ts, routesFor). `?job` is the work order's job
 * alone, read the same way (src/rules/builtInJobs.ts): a practice link's label.
 * `src/rules/machines/<id>.json?summary` is a built-in machine's id, name and number of parts
 * (src/rules/builtInMachineList.ts): the machine library's templates, without the machines.
 */
export function builtInOrders(): Plugin {
  return {
    name: 'loto-built-in-orders',
    enforce: 'pre',
    async load(id) {
      const json = (value: unknown) => `/* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
      if (SUMMARY.test(id)) {
        const file = id.slice(0, id.indexOf('?'));
        this.addWatchFile(file);
        try {
          return { code: `export default ${json(readMachineSummary(await loadParsers(), file))};`, map: null };
        } catch (e) {
          return this.error(e instanceof Error ? e.message : String(e));
        }
      }
      const match = READ.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      const machinesDir = join(dirname(dirname(file)), 'machines');
      this.addWatchFile(file);
      for (const name of readdirSync(machinesDir)) if (name.endsWith('.json')) this.addWatchFile(join(machinesDir, name));
      try {
        const parsers = await loadParsers();
        const order = readBuiltInOrder(parsers, file, machinesDir);
        if (match[3] === 'job') return { code: `export default ${json(order.job)};`, map: null };
        // Its machine's wires, routed here by the scene's own router (src/rules/builtInFiles.ts).
        return { code: `export default ${json(order)};\nexport const wires = ${json(parsers.routeLinks(order.machine))};`, map: null };
      } catch (e) {
        return this.error(e instanceof Error ? e.message : String(e));
      }
    },
  };
}
