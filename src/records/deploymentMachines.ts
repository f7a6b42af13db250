/**
 * A deployment's plant library: the machine files loto-config.json lists under `machines` (paths
 * at the app's root, as the deployment copies them there, or as `npm run package -- --machine`
 * puts one in a package), brought into every device's machine library at start and kept in step
 * with their files (machineLibrary.ts `syncDeploymentMachine`). Once stored, a machine is on the
 * device: an offline kiosk trains on it. A file that cannot be read or is refused is one clear
 * console message; the others still come. The library code (Dexie) loads only when the
 * configuration lists machines.
 */
import { appFile } from '../platform/appFile';
import type { PhotoDecoder } from './machineLibrary';

/** A plain JSON object (kept here: this module loads on every page, the machine rules do not). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How many machine files a deployment may list. */
export const MAX_DEPLOYED_MACHINES = 50;
const PATH = /^(?!.*\.\.)(?!\/)[A-Za-z0-9._/-]{1,200}\.json$/;

/** The machine files a configuration lists, checked: relative paths to `.json` files at the app's root, each once. */
export function machineFilesOf(config: unknown): { files: string[]; errors: string[] } {
  const errors: string[] = [];
  if (!isRecord(config) || config.machines === undefined) return { files: [], errors };
  if (!Array.isArray(config.machines)) return { files: [], errors: ['machines: a list of machine files, e.g. ["plant/press-ph2.loto-machine.json"]'] };
  const files: string[] = [];
  config.machines.forEach((path: unknown, i) => {
    if (typeof path !== 'string' || !PATH.test(path)) errors.push(`machines[${i}]: a path at the site's root ending in .json, without "..", e.g. "plant/press.loto-machine.json"`);
    else if (files.includes(path)) errors.push(`machines[${i}]: "${path}" is listed twice`);
    else files.push(path);
  });
  if (files.length > MAX_DEPLOYED_MACHINES) {
    errors.push(`machines: at most ${MAX_DEPLOYED_MACHINES} files`);
    files.length = MAX_DEPLOYED_MACHINES;
  }
  return { files, errors };
}

/** What one start's sync did. */
export interface DeploymentSync {
  /** False when loto-config.json could not be read (offline): nothing on the device changed. */
  readonly read: boolean;
  readonly synced: readonly string[];
  readonly failed: readonly { readonly file: string; readonly problem: string }[];
  readonly removed: readonly string[];
}

let running: Promise<DeploymentSync> | null = null;

/** The first sync of this page, started once (the plant's work orders wait for it before saying "not found"). */
export function deploymentSynced(): Promise<DeploymentSync> {
  running ??= syncDeployment();
  return running;
}

/** How long a first reading of the plant's work orders waits for the deployment's machines. */
const DEPLOYMENT_WAIT_MS = 8000;

let settled: Promise<void> | null = null;

/**
 * Resolves once this page's first sync has ended, or after DEPLOYMENT_WAIT_MS: a deployment's
 * machines come onto the device before the plant's work orders are first read, so a link to one of
 * their work orders (an LMS package's lesson, on a browser that never saw it) finds it, and a site
 * that does not answer in time does not hold the page up.
 */
export function deploymentSettled(): Promise<void> {
  settled ??= Promise.race([deploymentSynced(), new Promise((resolve) => setTimeout(resolve, DEPLOYMENT_WAIT_MS))]).then(
    () => undefined,
    () => undefined,
  );
  return settled;
}

/** How the sync reaches the site and checks a photo (the browser's own, unless a test gives others). */
export interface SyncMeans {
  readonly fetcher?: typeof fetch;
  readonly decodes?: PhotoDecoder;
}

/** Reads loto-config.json and brings its machine files into the library. */
export async function syncDeployment({ fetcher = (input, init) => fetch(input, init), decodes }: SyncMeans = {}): Promise<DeploymentSync> {
  let config: unknown;
  try {
    const response = await fetcher(appFile('loto-config.json'), { cache: 'no-cache' });
    if (!response.ok) return { read: response.status === 404, synced: [], failed: [], removed: [] };
    config = JSON.parse(await response.text());
  } catch {
    // Offline, or not JSON (lrsConfig.ts says so): what the device holds stays.
    return { read: false, synced: [], failed: [], removed: [] };
  }
  const { files, errors } = machineFilesOf(config);
  for (const error of errors) console.error(`loto-config.json: ${error}.`);
  const hasDeployed = files.length > 0 || (isRecord(config) && Array.isArray(config.machines));
  if (!hasDeployed) return { read: true, synced: [], failed: [], removed: [] };
  const library = await import('./machineLibrary');
  const decoder = decodes ?? (await import('../platform/photoDecode')).decodes;
  const synced: string[] = [];
  const failed: { file: string; problem: string }[] = [];
  let reachedAll = true;
  for (const file of files) {
    let bytes: Uint8Array;
    try {
      const response = await fetcher(appFile(file), { cache: 'no-cache' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      reachedAll = false;
      failed.push({ file, problem: error instanceof Error ? error.message : String(error) });
      console.warn(`loto-config.json: the machine file ${file} could not be read; the device keeps what it has.`);
      continue;
    }
    const result = await library.syncDeploymentMachine(file, bytes, decoder);
    if (result.ok) synced.push(result.id);
    else {
      failed.push({ file, problem: result.problem });
      console.error(`loto-config.json: the machine file ${file} was refused (${result.problem}); nothing changed.`);
    }
  }
  // A file the deployment no longer lists leaves the device; one that could not be reached stays.
  const removed = reachedAll ? await library.dropDeploymentMachines(files) : [];
  return { read: true, synced, failed, removed };
}
