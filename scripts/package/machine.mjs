// `npm run package -- --machine FILE`: a plant machine exported from /maquinas, carried in the
// packages and listed in their loto-config.json (see package.mjs and README "In a company").
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { PackageOptionError } from './manifests.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Takes `--machine FILE` out of the command line: the file checked as the app checks an import
 * (src/rules/machineFile.ts), its work orders as lessons, and the files the packages then carry
 * (the machine file under machines/, and a loto-config.json that lists it).
 * @param {string[]} argv
 * @param {string} dist
 */
export async function machineOption(argv, dist) {
  const at = argv.findIndex((arg) => arg === '--machine' || arg.startsWith('--machine='));
  if (at < 0) return { argv, scenarios: [], files: [], defaultLesson: null };
  const arg = argv[at];
  const file = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[at + 1];
  if (!file || file.startsWith('--')) throw new PackageOptionError('--machine needs a machine file (exported from /maquinas).');
  const rest = argv.filter((_, i) => i !== at && !(i === at + 1 && !arg.includes('=')));
  if (rest.some((a) => a === '--machine' || a.startsWith('--machine='))) throw new PackageOptionError('--machine is given twice.');
  let bytes;
  try {
    bytes = new Uint8Array(readFileSync(resolve(file)));
  } catch {
    throw new PackageOptionError(`--machine: ${file} cannot be read.`);
  }
  const { readMachineFile } = (await runnerImport(join(ROOT, 'src/rules/machineFile.ts'), { configFile: false, logLevel: 'silent' })).module;
  const read = readMachineFile(bytes);
  if (!read.ok) throw new PackageOptionError(`--machine: ${file} is not a machine file this app takes (${read.problem}: ${JSON.stringify(read.params)}).`);
  const { machine, workOrders } = read.entry;
  if (workOrders.length === 0) throw new PackageOptionError(`--machine: ${file} has no work order to train on; write one in the editor first.`);
  const name = `${machine.id}.loto-machine.json`;
  const path = `machines/${name}`;
  const configPath = join(dist, 'loto-config.json');
  const config = existsSync(configPath) ? JSON.parse(readFileSync(configPath, 'utf8')) : {};
  const files = [
    { path, bytes },
    { path: 'loto-config.json', bytes: new TextEncoder().encode(`${JSON.stringify({ ...config, machines: [path] }, null, 2)}\n`) },
  ];
  const scenarios = workOrders.map((order) => ({ id: order.id, name: machine.name, job: order.job }));
  return { argv: rest, scenarios, files, defaultLesson: `cenario:${workOrders[0].id}` };
}

