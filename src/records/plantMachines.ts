/**
 * Brings the plant's machines to the trainees: reads the device's machine library
 * (machineLibrary.ts) and registers the work orders of every machine that passes "Check the
 * machine" with no error (warnings are fine) in the plant's registry (rules/plantOrders.ts), where
 * `scenarioDef` finds them. A machine being edited with an error simply does not reach trainees
 * (the editor shows why). It reads the library again whenever it changes, in this tab or another.
 */
import { checkMachine } from '../rules/machineCheck';
import { publishMachine, publishWorkOrder } from '../rules/machineDraft';
import { parseMachine } from '../rules/machineParse';
import { forgetPlantOrders, setPlantOrders, type PlantOrder } from '../rules/plantOrders';
import { readWorkOrder } from '../rules/workOrderParse';
import { isBuiltInWorkOrder } from '../rules/builtInFiles';
import { database } from './database';
import { onMachinesChange } from './machineLibrary';
import type { MachineRow } from './machineLibraryTypes';

/** What one reading of the library registered, and what it left out. */
export interface PlantLoad {
  /** The machines whose work orders trainees now see, with the ids of those work orders. */
  readonly machines: readonly { readonly id: string; readonly revision: number; readonly workOrders: readonly string[] }[];
  /** The machines left out: the check found this many errors (the editor lists them). */
  readonly leftOut: readonly { readonly id: string; readonly revision: number; readonly errors: number }[];
  /** False when the library could not be read (no IndexedDB, an error): the last registration stays. */
  readonly read: boolean;
}

/** The outcome of checking one machine at one revision, kept so a change re-checks only what changed. */
interface Checked {
  readonly revision: number;
  readonly orders: readonly PlantOrder[];
  readonly errors: number;
}
const checked = new Map<string, Checked>();

/** Checks one machine of the library and parses its work orders against it. */
function checkRow(row: MachineRow): Checked {
  const known = checked.get(row.id);
  if (known && known.revision === row.revision) return known;
  let result: Checked;
  try {
    // Texts not translated yet reach trainees in the machine's first language (machineDraft.ts).
    const published = publishMachine(row.machine);
    const workOrders = row.workOrders.map((order) => publishWorkOrder(order, row.machine));
    const errors = checkMachine(published, workOrders).filter((f) => f.severity === 'error').length;
    const machine = errors === 0 ? parseMachine(published) : null;
    const plant = { machineId: row.id, revision: row.revision, photos: row.photos.map((p) => ({ id: p.id, width: p.width, height: p.height })) };
    const orders: PlantOrder[] = [];
    if (machine?.ok) {
      for (const data of workOrders) {
        const read = readWorkOrder(data, [machine.value]);
        if (read.ok) orders.push({ def: read.value, plant });
      }
    }
    result = { revision: row.revision, orders, errors: machine?.ok === false ? Math.max(errors, 1) : errors };
  } catch {
    // Whatever a draft holds, a machine the check cannot read is left out, never a crash.
    result = { revision: row.revision, orders: [], errors: 1 };
  }
  checked.set(row.id, result);
  return result;
}

let loaded = false;
/** What the registry holds from the last good reading. */
let registered: readonly PlantOrder[] = [];
let lastLoad: PlantLoad = { machines: [], leftOut: [], read: false };

/** One reading of the library into the registry. */
async function load(): Promise<PlantLoad> {
  let rows: MachineRow[];
  try {
    rows = await database().machines.toArray();
  } catch {
    loaded = true;
    lastLoad = { ...lastLoad, read: false };
    // The registry stays as it was; its listeners learn that the loading is over.
    setPlantOrders(registered, isBuiltInWorkOrder);
    return lastLoad;
  }
  rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const machines: { id: string; revision: number; workOrders: string[] }[] = [];
  const leftOut: { id: string; revision: number; errors: number }[] = [];
  const orders: PlantOrder[] = [];
  for (const row of rows) {
    const result = checkRow(row);
    if (result.errors > 0 || result.orders.length === 0) {
      if (result.errors > 0) leftOut.push({ id: row.id, revision: row.revision, errors: result.errors });
      continue;
    }
    machines.push({ id: row.id, revision: row.revision, workOrders: result.orders.map((o) => o.def.id) });
    orders.push(...result.orders);
  }
  for (const id of [...checked.keys()]) if (!rows.some((row) => row.id === id)) checked.delete(id);
  loaded = true;
  lastLoad = { machines, leftOut, read: true };
  registered = orders;
  setPlantOrders(orders, isBuiltInWorkOrder);
  return lastLoad;
}

let running: Promise<PlantLoad> | null = null;
let queued: Promise<PlantLoad> | null = null;
let listening = false;

/**
 * Reads the library again and registers what passes; the answer says what it registered and
 * what it left out. A call made while a reading is under way waits for a new one that starts after
 * it, so a save just made is always seen (the editor's "Try it": save, `await
 * refreshPlantMachines()`, then open `/cenarios/<work order id>`).
 */
export function refreshPlantMachines(): Promise<PlantLoad> {
  listen();
  if (!running) {
    running = load().finally(() => {
      running = null;
    });
    return running;
  }
  if (!queued) {
    queued = running.then(() => {
      queued = null;
      return refreshPlantMachines();
    });
  }
  return queued;
}

/** Starts following the library (once): every change, in this tab or another, is read again. */
function listen(): void {
  if (listening) return;
  listening = true;
  onMachinesChange(() => void refreshPlantMachines());
}

let first: Promise<PlantLoad> | null = null;

/** The first reading of the library (started on the first call), once the deployment's machines have come; later changes are followed. */
export function loadPlantMachines(): Promise<PlantLoad> {
  first ??= import('./deploymentMachines')
    .then((deployment) => deployment.deploymentSettled())
    .catch(() => undefined)
    .then(() => refreshPlantMachines());
  return first;
}

/** True once the library has been read (or found unreadable) once: an id not found is then not found. */
export function plantMachinesLoaded(): boolean {
  return loaded;
}

/** The bytes of one photo of a machine of the library, or undefined. */
export async function plantPhotoBytes(machineId: string, photoId: string): Promise<Uint8Array | undefined> {
  try {
    return (await database().machinePhotos.get([machineId, photoId]))?.bytes;
  } catch {
    return undefined;
  }
}

/** Forgets what was read (a test's fresh database). */
export function resetPlantMachines(): void {
  checked.clear();
  loaded = false;
  first = null;
  registered = [];
  lastLoad = { machines: [], leftOut: [], read: false };
  forgetPlantOrders();
}
