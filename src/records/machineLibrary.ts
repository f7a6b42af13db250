/**
 * The device's machine library: the plant's machines drawn on this device, in the records
 * database (IndexedDB), beside the trainees' records. A machine is kept as the author leaves it
 * (a draft that need not pass `parseMachine` yet), with its work orders and, in a table of their
 * own, its photos' bytes. Every save names the revision it started from: a save from a tab that
 * did not see another tab's newer one is refused and kept as a machine of its own, so neither
 * version is lost. A write the device cannot take (a full disk) changes nothing already stored
 * and says so. Built-in machines are never stored or changed: they are duplicated into the
 * library. Import and export go through the machine file (src/rules/machineFile.ts).
 * See docs/machines.md, "A plant's machines on a device".
 */
import { isRecord, type LocalizedText } from '../rules/machine';
import { checkText } from '../rules/machineParse';
import {
  MAX_PARTS,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_SIDE,
  MAX_PHOTOS,
  PHOTO_TYPES,
  readMachineFile,
  sniffImage,
  writeMachineFile,
  type MachineFileEntry,
  type MachineFileProblem,
  type MachinePhoto,
  type PhotoType,
} from '../rules/machineFile';
import { publishMachine, publishWorkOrder } from '../rules/machineDraft';
import { MACHINES, SCENARIOS } from '../rules/builtInScenarios';
import { database, isQuotaError } from './database';
import { machinesChanged as changed } from './machineChanges';
import { sha256Hex } from './signing';
import { isDeployed, type MachineOrigin, type MachinePhotoRow, type MachineRow, type PhotoInfo } from './machineLibraryTypes';

export type { MachineOrigin, MachinePhotoRow, MachineRow, PhotoInfo } from './machineLibraryTypes';
export { isDeployed };
export { onMachinesChange } from './machineChanges';

/** The machine data and work orders of one machine, as JSON, at most (its photos are apart). */
export const MAX_DRAFT_CHARS = 4 * 1024 * 1024;

/** A machine of the library with its photos' bytes. */
export interface MachineEntry extends Omit<MachineRow, 'photos'> {
  readonly photos: readonly MachinePhoto[];
}

/** One line of the library's list. */
export interface MachineSummary {
  readonly id: string;
  /** The machine's name as the author wrote it (empty when the draft has none yet). */
  readonly name: LocalizedText;
  readonly revision: number;
  readonly updatedAt: number;
  readonly origin: MachineOrigin;
  readonly parts: number;
  readonly photos: number;
  readonly workOrders: number;
}

/** A photo as a save gives it: with its bytes when they are new, without them to keep the stored ones. */
export interface DraftPhoto {
  readonly id: string;
  readonly type: PhotoType;
  readonly width: number;
  readonly height: number;
  readonly bytes?: Uint8Array;
}

/** What the editor saves: the machine data, its work orders and its photos. */
export interface MachineDraft {
  readonly machine: Readonly<Record<string, unknown>>;
  readonly workOrders: readonly Readonly<Record<string, unknown>>[];
  readonly photos: readonly DraftPhoto[];
}

/** Why the library did not do what it was asked. */
export type LibraryFailure =
  /** No machine of the library has this id (a built-in one is duplicated, never saved). */
  | { ok: false; problem: 'not_found' }
  /** A machine the deployment ships: read-only on a device (duplicate it to change it). */
  | { ok: false; problem: 'read_only' }
  /** Another tab saved (or deleted) it since this one read it: this save is kept as the machine `keptAs`. */
  | { ok: false; problem: 'changed_elsewhere'; keptAs: string; revision: number | null }
  /** The device has no room: nothing already stored changed. */
  | { ok: false; problem: 'storage_full' }
  /** The database did not take the write (private mode, no IndexedDB, an error): nothing changed. */
  | { ok: false; problem: 'not_saved' }
  | { ok: false; problem: 'invalid_name'; errors: string[] }
  | { ok: false; problem: 'too_many_parts'; limit: number }
  | { ok: false; problem: 'too_many_photos'; limit: number }
  | { ok: false; problem: 'too_large' }
  | { ok: false; problem: 'photo_invalid'; photo: string }
  /** An import the machine file refused, or an export of a machine that does not pass its checks yet. */
  | ({ ok: false; file: true } & MachineFileProblem);

export type LibraryResult<T extends object = object> = ({ ok: true } & T) | LibraryFailure;

const ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** The id made from a text: lower-case letters and digits joined by dashes (accents dropped), or `fallback`. */
export function slug(text: string, fallback = 'machine'): string {
  const base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return ID.test(base) ? base : fallback;
}

/** `base`, or `base-2`, `base-3`… (cut to fit 40 characters): the first that is not taken. */
export function freeId(base: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : `-${n}`;
    const id = `${base.slice(0, 40 - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(id)) return id;
  }
}

function failed(error: unknown): LibraryFailure {
  return isQuotaError(error) ? { ok: false, problem: 'storage_full' } : { ok: false, problem: 'not_saved' };
}

/** A copy as plain JSON data: whatever a caller passes, only text, numbers, lists and objects are stored. */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

const nameOf = (machine: Readonly<Record<string, unknown>>): LocalizedText => (isRecord(machine.name) ? (machine.name as LocalizedText) : {});
const countOf = (value: unknown): number => (Array.isArray(value) ? value.length : 0);

/** The machines of the library, the most recently changed first; with `search`, those whose name (in any language) or id contains it. */
export async function listMachines(search = ''): Promise<MachineSummary[]> {
  const rows = await database().machines.orderBy('updatedAt').reverse().toArray();
  const wanted = search.trim().toLocaleLowerCase();
  return rows
    .filter((row) => wanted === '' || [row.id, ...Object.values(nameOf(row.machine))].some((text) => typeof text === 'string' && text.toLocaleLowerCase().includes(wanted)))
    .map((row) => ({
      id: row.id,
      name: nameOf(row.machine),
      revision: row.revision,
      updatedAt: row.updatedAt,
      origin: row.origin,
      parts: countOf(row.machine.components),
      photos: row.photos.length,
      workOrders: row.workOrders.length,
    }));
}

/** A machine of the library with its photos, or undefined. */
export async function getMachine(id: string): Promise<MachineEntry | undefined> {
  const d = database();
  return d.transaction('r', [d.machines, d.machinePhotos], async () => {
    const row = await d.machines.get(id);
    if (!row) return undefined;
    const bytes = new Map((await d.machinePhotos.where('machineId').equals(id).toArray()).map((p) => [p.photoId, p.bytes]));
    const photos = row.photos.flatMap((p) => {
      const b = bytes.get(p.id);
      return b ? [{ id: p.id, type: p.type, width: p.width, height: p.height, bytes: b }] : [];
    });
    return { ...row, photos };
  });
}

/** The machine ids in use: the built-in ones and the library's. */
async function machineIds(): Promise<Set<string>> {
  return new Set([...MACHINES.map((m) => m.id), ...((await database().machines.toCollection().primaryKeys()) as string[])]);
}

/** The work-order ids in use: the built-in ones and those of every machine of the library. */
async function workOrderIds(): Promise<Set<string>> {
  const rows = await database().machines.toArray();
  return new Set([...SCENARIOS.map((s) => s.id), ...rows.flatMap((row) => row.workOrders.map((w) => String(w.id)))]);
}

/** Checks a name given for a machine: a text per language, one or more, each at most 120 characters. */
function checkName(name: unknown): string[] {
  const errors: string[] = [];
  checkText(name, 'name', errors);
  return errors;
}

/** The machine and work-order ids in use when a new machine is made (its own ids are taken from them). */
interface TakenIds {
  readonly machines: ReadonlySet<string>;
  readonly orders: Set<string>;
}

/**
 * Adds a new machine and its photos' bytes, in one transaction: `make` gets the ids in use read in
 * that transaction, so two tabs adding at once never pick the same id.
 */
async function add(make: (taken: TakenIds, now: number) => { row: MachineRow; photos: readonly Omit<MachinePhotoRow, 'machineId'>[] }): Promise<LibraryResult<{ id: string }>> {
  let id = '';
  try {
    const d = database();
    await d.transaction('rw', [d.machines, d.machinePhotos], async () => {
      const { row, photos } = make({ machines: await machineIds(), orders: await workOrderIds() }, Date.now());
      id = row.id;
      await d.machines.add(row);
      if (photos.length > 0) await d.machinePhotos.bulkAdd(photos.map((p) => ({ ...p, machineId: row.id })));
    });
  } catch (error) {
    return failed(error);
  }
  changed();
  return { ok: true, id };
}

/** A stored photo's entry in its machine's row. */
const infoOf = (p: MachinePhoto): PhotoInfo => ({ id: p.id, type: p.type, width: p.width, height: p.height, size: p.bytes.length });

/**
 * A new machine with this name (a text per language: the machine's languages are those given),
 * no parts yet: a draft for the editor to fill. Its id is made from the name.
 */
export async function createMachine(name: LocalizedText): Promise<LibraryResult<{ id: string; revision: number }>> {
  const errors = checkName(name);
  if (errors.length > 0) return { ok: false, problem: 'invalid_name', errors };
  const result = await add((taken, now) => {
    const id = freeId(slug(Object.values(name)[0] ?? ''), taken.machines);
    const machine = { id, version: 1, languages: Object.keys(name), name: plain(name), components: [], connections: [] };
    return { row: { id, revision: 1, createdAt: now, updatedAt: now, origin: { kind: 'new' }, machine, workOrders: [], photos: [] }, photos: [] };
  });
  return result.ok ? { ok: true, id: result.id, revision: 1 } : result;
}

/** Work-order files for machine `id`, each with an id not yet in `taken` (which takes them). */
function ownOrders(orders: readonly Readonly<Record<string, unknown>>[], id: string, taken: Set<string>): Record<string, unknown>[] {
  return orders.map((order) => {
    const own = freeId(slug(String(order.id), 'work-order'), taken);
    taken.add(own);
    return { ...plain(order), id: own, machine: id };
  });
}

/**
 * An editable copy, with a new id, of a built-in machine (with its built-in work orders) or of a
 * machine of the library (with its work orders and photos). The original is never changed.
 */
export async function duplicateMachine(sourceId: string): Promise<LibraryResult<{ id: string; revision: number }>> {
  const builtIn = MACHINES.find((m) => m.id === sourceId);
  const source = builtIn ? undefined : await getMachine(sourceId);
  if (!builtIn && !source) return { ok: false, problem: 'not_found' };
  const orders = builtIn ? SCENARIOS.filter((s) => s.machine.id === sourceId).map((s) => ({ ...s, machine: sourceId }) as Record<string, unknown>) : source!.workOrders;
  const photos = source?.photos ?? [];
  const result = await add((taken, now) => {
    const id = freeId(`${sourceId}-copy`, taken.machines);
    const row: MachineRow = {
      id,
      revision: 1,
      createdAt: now,
      updatedAt: now,
      origin: { kind: 'duplicate', of: sourceId },
      machine: { ...plain(builtIn ?? source!.machine), id },
      workOrders: ownOrders(orders, id, taken.orders),
      photos: photos.map(infoOf),
    };
    return { row, photos: photos.map((p) => ({ photoId: p.id, bytes: p.bytes })) };
  });
  return result.ok ? { ok: true, id: result.id, revision: 1 } : result;
}

/**
 * Checks a draft against the library's limits; the photos given with bytes must be pictures of a
 * kind kept, those given without must be stored (`stored`: null when the machine is gone, and any goes).
 */
function checkDraft(draft: MachineDraft, stored: ReadonlySet<string> | null): LibraryFailure | null {
  if (!isRecord(draft.machine) || !Array.isArray(draft.workOrders) || !Array.isArray(draft.photos)) return { ok: false, problem: 'not_saved' };
  if (countOf(draft.machine.components) > MAX_PARTS) return { ok: false, problem: 'too_many_parts', limit: MAX_PARTS };
  if (draft.photos.length > MAX_PHOTOS) return { ok: false, problem: 'too_many_photos', limit: MAX_PHOTOS };
  const ids = new Set<string>();
  for (const p of draft.photos) {
    const sides = [p.width, p.height].every((side) => Number.isInteger(side) && side >= 1 && side <= MAX_PHOTO_SIDE);
    const bytesOk = p.bytes ? p.bytes.length <= MAX_PHOTO_BYTES && sniffImage(p.bytes) === p.type : stored === null || stored.has(p.id);
    if (typeof p.id !== 'string' || !ID.test(p.id) || ids.has(p.id) || !(PHOTO_TYPES as readonly string[]).includes(p.type) || !sides || !bytesOk) return { ok: false, problem: 'photo_invalid', photo: String(p.id) };
    ids.add(p.id);
  }
  if (JSON.stringify([draft.machine, draft.workOrders]).length > MAX_DRAFT_CHARS) return { ok: false, problem: 'too_large' };
  return null;
}

/** True when a stored machine already holds exactly this draft (its data, work orders and photos). */
function sameDraft(row: MachineRow, draft: MachineDraft): boolean {
  const data = (value: unknown) => JSON.stringify(plain(value));
  const photos = (list: readonly { id: string; width: number; height: number }[]) => list.map((p) => `${p.id}:${p.width}x${p.height}`).join();
  return (
    data({ ...draft.machine, id: row.id }) === data(row.machine) &&
    data(draft.workOrders.map((order) => ({ ...order, machine: row.id }))) === data(row.workOrders) &&
    photos(draft.photos) === photos(row.photos)
  );
}

/**
 * Saves the editor's draft of machine `id`, which it read at `expectedRevision`. When the library
 * holds another revision (another tab saved, or deleted it), nothing of the stored machine changes:
 * this draft is kept as a machine of its own (`keptAs`, origin `conflict`), with its photos, and the
 * answer says so. The machine keeps its id whatever the draft's `machine.id` says.
 */
export async function saveMachine(id: string, draft: MachineDraft, expectedRevision: number): Promise<LibraryResult<{ revision: number }>> {
  const d = database();
  let current: MachineRow | undefined;
  try {
    current = await d.machines.get(id);
  } catch (error) {
    return failed(error);
  }
  // A built-in machine is never saved, and a machine never stored has nothing to save into.
  if (!current && (expectedRevision < 1 || MACHINES.some((m) => m.id === id))) return { ok: false, problem: 'not_found' };
  if (current && isDeployed(current.origin)) return { ok: false, problem: 'read_only' };
  const invalid = checkDraft(draft, current ? new Set(current.photos.map((p) => p.id)) : null);
  if (invalid) return invalid;
  let outcome: LibraryResult<{ revision: number }> = { ok: false, problem: 'not_saved' };
  try {
    await d.transaction('rw', [d.machines, d.machinePhotos], async () => {
      const now = Date.now();
      const row = await d.machines.get(id);
      const storedBytes = new Map((await d.machinePhotos.where('machineId').equals(id).toArray()).map((p) => [p.photoId, p.bytes]));
      // Another save of exactly this draft (a page that closed while saving it) is no conflict.
      if (row && row.revision !== expectedRevision && sameDraft(row, draft)) {
        outcome = { ok: true, revision: row.revision };
        return;
      }
      const target = row && row.revision === expectedRevision ? id : freeId(`${id}-conflict`, await machineIds());
      const photos = draft.photos.flatMap((p) => {
        const bytes = p.bytes ?? storedBytes.get(p.id);
        return bytes ? [{ info: { id: p.id, type: p.type, width: p.width, height: p.height, size: bytes.length }, bytes, fresh: p.bytes !== undefined }] : [];
      });
      const saved: MachineRow = {
        id: target,
        revision: target === id ? expectedRevision + 1 : 1,
        createdAt: target === id ? row!.createdAt : now,
        updatedAt: now,
        origin: target === id ? row!.origin : { kind: 'conflict', of: id, revision: expectedRevision },
        machine: { ...plain(draft.machine), id: target },
        workOrders: plain(draft.workOrders).map((order) => ({ ...order, machine: target })),
        photos: photos.map((p) => p.info),
      };
      await d.machines.put(saved);
      if (target === id) {
        const keep = new Set(photos.map((p) => p.info.id));
        const gone = [...storedBytes.keys()].filter((photoId) => !keep.has(photoId));
        if (gone.length > 0) await d.machinePhotos.bulkDelete(gone.map((photoId): [string, string] => [id, photoId]));
      }
      const write = photos.filter((p) => target !== id || p.fresh).map((p) => ({ machineId: target, photoId: p.info.id, bytes: p.bytes }));
      if (write.length > 0) await d.machinePhotos.bulkPut(write);
      outcome = target === id ? { ok: true, revision: saved.revision } : { ok: false, problem: 'changed_elsewhere', keptAs: target, revision: row?.revision ?? null };
    });
  } catch (error) {
    return failed(error);
  }
  changed();
  return outcome;
}

/** Gives machine `id` a new name (its id, in every record, stays), from the revision the page read. */
export async function renameMachine(id: string, name: LocalizedText, expectedRevision: number): Promise<LibraryResult<{ revision: number }>> {
  const errors = checkName(name);
  if (errors.length > 0) return { ok: false, problem: 'invalid_name', errors };
  const entry = await getMachine(id);
  if (!entry) return { ok: false, problem: 'not_found' };
  const languages = Object.keys(name);
  const machine = { ...entry.machine, name: plain(name), languages: [...new Set([...(Array.isArray(entry.machine.languages) ? (entry.machine.languages as string[]) : []), ...languages])] };
  return saveMachine(id, { machine, workOrders: entry.workOrders, photos: entry.photos.map(({ bytes: _bytes, ...info }) => info) }, expectedRevision);
}

/** Deletes machine `id` and its photos (the page asks first). False when the library has no such machine or the delete failed. */
export async function deleteMachine(id: string): Promise<boolean> {
  const d = database();
  try {
    const deleted = await d.transaction('rw', [d.machines, d.machinePhotos], async () => {
      if (!(await d.machines.get(id))) return false;
      await d.machines.delete(id);
      await d.machinePhotos.where('machineId').equals(id).delete();
      return true;
    });
    if (deleted) changed();
    return deleted;
  } catch {
    return false;
  }
}

/** Checks that a photo's bytes decode as a picture (the browser's decoder: photoIntake.ts's `decodes`). */
export type PhotoDecoder = (photo: MachinePhoto) => Promise<boolean>;

/**
 * Imports a machine file as a new machine of the library. The file is read and checked completely
 * first (`readMachineFile`, and each photo through `decodes` when given); a refused file changes
 * nothing and says why. A machine or work-order id already in use (built-in or in the library)
 * gets a new one: nothing is ever overwritten.
 */
export async function importMachine(input: string | Uint8Array, decodes?: PhotoDecoder): Promise<LibraryResult<{ id: string; renamed: boolean }>> {
  const read = await readChecked(input, decodes);
  if (!read.ok) return read;
  const result = await addEntry(read.entry, { kind: 'import' });
  return result.ok ? { ok: true, id: result.id, renamed: result.id !== read.entry.machine.id } : result;
}

/** A machine file read and checked whole, each photo decoded when a decoder is given; or why not. */
async function readChecked(input: string | Uint8Array, decodes?: PhotoDecoder): Promise<{ ok: true; entry: MachineFileEntry } | LibraryFailure> {
  const read = readMachineFile(input);
  if (!read.ok) {
    const { ok: _ok, ...problem } = read;
    return { ok: false, file: true, ...problem };
  }
  if (decodes) {
    for (const [i, photo] of read.entry.photos.entries()) if (!(await decodes(photo))) return { ok: false, file: true, problem: 'photo_not_image', params: { place: `photos[${i}]` } };
  }
  return read;
}

/** Adds a machine file's machine as a new one of the library, under a free id (its work orders too). */
function addEntry({ machine, workOrders, photos }: MachineFileEntry, origin: MachineOrigin): Promise<LibraryResult<{ id: string }>> {
  return add((taken, now) => {
    const id = freeId(machine.id, taken.machines);
    const row: MachineRow = { id, revision: 1, createdAt: now, updatedAt: now, origin, machine: { ...plain(machine), id }, workOrders: ownOrders(workOrders, id, taken.orders), photos: photos.map(infoOf) };
    return { row, photos: photos.map((p) => ({ photoId: p.id, bytes: p.bytes })) };
  });
}

/**
 * The machine file of machine `id` (its data, work orders and photos) and a file name for it. A
 * draft that does not pass the file's checks yet is not exported: the answer says what is wrong,
 * as an import would.
 */
export async function exportMachine(id: string): Promise<LibraryResult<{ text: string; fileName: string }>> {
  const entry = await getMachine(id);
  if (!entry) return { ok: false, problem: 'not_found' };
  // Texts not translated yet travel in the machine's first language, as trainees get them.
  const text = writeMachineFile({ machine: publishMachine(entry.machine) as never, workOrders: entry.workOrders.map((order) => publishWorkOrder(order, entry.machine)), photos: entry.photos });
  // What this device would refuse to import, it does not write.
  const check = readMachineFile(text);
  if (!check.ok) {
    const { ok: _ok, ...problem } = check;
    return { ok: false, file: true, ...problem };
  }
  return { ok: true, text, fileName: `${id}.loto-machine.json` };
}

/**
 * Keeps the deployment's machine file `file` (its path in loto-config.json) in the library: added
 * the first time, replaced (a new revision, the same id) when the file changed, left alone when
 * it did not. The file is checked as an import is, and a refused one changes nothing. Its work
 * orders keep the file's ids where they are free (a package's lesson names one), so every device
 * trains on the same ids.
 */
export async function syncDeploymentMachine(file: string, bytes: Uint8Array, decodes?: PhotoDecoder): Promise<LibraryResult<{ id: string; changed: boolean }>> {
  const hash = await sha256Hex(bytes);
  const d = database();
  let rows: MachineRow[];
  try {
    rows = await d.machines.toArray();
  } catch (error) {
    return failed(error);
  }
  const current = rows.find((row) => isDeployed(row.origin) && row.origin.file === file);
  if (current && isDeployed(current.origin) && current.origin.hash === hash) return { ok: true, id: current.id, changed: false };
  const read = await readChecked(bytes, decodes);
  if (!read.ok) return read;
  const { machine, workOrders, photos } = read.entry;
  const origin: MachineOrigin = { kind: 'deployment', file, hash };
  if (!current) {
    const result = await addEntry(read.entry, origin);
    return result.ok ? { ok: true, id: result.id, changed: true } : result;
  }
  try {
    await d.transaction('rw', [d.machines, d.machinePhotos], async () => {
      const now = Date.now();
      const others = (await d.machines.toArray()).filter((row) => row.id !== current.id);
      const taken = new Set([...SCENARIOS.map((s) => s.id), ...others.flatMap((row) => row.workOrders.map((w) => String(w.id)))]);
      const row: MachineRow = {
        ...current,
        revision: current.revision + 1,
        updatedAt: now,
        origin,
        machine: { ...plain(machine), id: current.id },
        workOrders: ownOrders(workOrders, current.id, taken),
        photos: photos.map(infoOf),
      };
      await d.machines.put(row);
      await d.machinePhotos.where('machineId').equals(current.id).delete();
      if (photos.length > 0) await d.machinePhotos.bulkAdd(photos.map((p) => ({ machineId: current.id, photoId: p.id, bytes: p.bytes })));
    });
  } catch (error) {
    return failed(error);
  }
  changed();
  return { ok: true, id: current.id, changed: true };
}

/** Removes the deployment's machines whose file it no longer lists (trainees' records of them stay). Returns their ids. */
export async function dropDeploymentMachines(listed: readonly string[]): Promise<string[]> {
  const d = database();
  try {
    const gone = (await d.machines.toArray()).filter((row) => isDeployed(row.origin) && !listed.includes(row.origin.file)).map((row) => row.id);
    for (const id of gone) await deleteMachine(id);
    return gone;
  } catch {
    return [];
  }
}
