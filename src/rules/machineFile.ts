/**
 * The machine file: one machine of a plant, its work orders and its photos, as one JSON text, so a
 * machine drawn on one device can be used on another (docs/machines.md, "A plant's machines on a
 * device"). `readMachineFile` checks a file completely before anything is stored: the machine
 * through `parseMachine`, each work order through `parseWorkOrder`, each photo by its bytes, and
 * the limits. A bad or hostile file is refused with one problem code (for the page to translate)
 * and the details it needs; nothing of it is kept.
 *
 * Pure: no browser, no database. Photos travel as base64 (a third larger than their bytes).
 */
import { COMPONENT_KINDS } from './parts';
import { isRecord, type Machine } from './machine';
import { parseMachine } from './machineParse';
import { parseWorkOrder } from './workOrderParse';

/** A machine file's format name and the version this app writes and reads. */
export const MACHINE_FILE_FORMAT = 'loto-machine';
export const MACHINE_FILE_VERSION = 1;
/** The largest machine file read (three photos at their limit, in base64, fit with room to spare). */
export const MAX_MACHINE_FILE_BYTES = 60 * 1024 * 1024;
/**
 * The parts of a plant's machine, its photos, and the work orders one file carries, at most
 * (`parseMachine` allows the built-in files more parts; a plant's machine is held to these).
 */
export const MAX_PARTS = 80;
export const MAX_PHOTOS = 3;
export const MAX_WORK_ORDERS = 20;
/** A stored photo (already re-encoded on the device, at most 2048 px on its long side) at most. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** The long side of a stored photo, in pixels, at most. */
export const MAX_PHOTO_SIDE = 2048;
/** The kinds of picture a machine's photo may be. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** What the first bytes of a picture say it is: a kind a machine's photo may be, a HEIC/HEIF one, or nothing known (null). */
export type SniffedImage = PhotoType | 'image/heic' | 'image/heif';

const ASCII = (bytes: Uint8Array, from: number, length: number): string => String.fromCharCode(...bytes.subarray(from, from + length));

/**
 * The kind of picture these bytes are, by their magic numbers alone: JPEG (FF D8 FF), PNG (its
 * 8-byte signature), WebP (RIFF….WEBP), HEIC/HEIF (an ISO-BMFF `ftyp` box with a HEIF brand). An
 * SVG, an HTML page, a GIF or anything else is null: never taken as a photo.
 */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 12 && ASCII(bytes, 0, 4) === 'RIFF' && ASCII(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (bytes.length >= 12 && ASCII(bytes, 4, 4) === 'ftyp') {
    const brand = ASCII(bytes, 8, 4);
    if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis'].includes(brand)) return 'image/heic';
    if (['mif1', 'msf1'].includes(brand)) return 'image/heif';
  }
  return null;
}

/** A JPEG's segments up to its image data, without the APP1–APP15 (EXIF, GPS, XMP, maker notes; a colour profile stays) and comment ones; null when they do not read. */
function jpegWithoutMetadata(bytes: Uint8Array): Uint8Array | null {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let i = 2;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i += 1; // a fill byte
      continue;
    }
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    if (length < 2 || i + 2 + length > bytes.length) return null;
    if (marker === 0xda) {
      // The image data, to the end: what it holds is pixels.
      kept.push(bytes.subarray(i));
      return concat(kept);
    }
    // A colour profile (APP2 "ICC_PROFILE") says how to show the pixels: it stays.
    const profile = marker === 0xe2 && ASCII(bytes, i + 4, 12) === 'ICC_PROFILE\0';
    if (profile || !((marker >= 0xe1 && marker <= 0xef) || marker === 0xfe)) kept.push(bytes.subarray(i, i + 2 + length));
    i += 2 + length;
  }
  return null;
}

/** A PNG's chunks without the text, EXIF and time ones; null when they do not read. */
function pngWithoutMetadata(bytes: Uint8Array): Uint8Array | null {
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 8; i + 12 <= bytes.length; ) {
    const end = i + 12 + view.getUint32(i);
    if (end > bytes.length) return null;
    const type = ASCII(bytes, i + 4, 4);
    if (!['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME'].includes(type)) kept.push(bytes.subarray(i, end));
    if (type === 'IEND') return concat(kept);
    i = end;
  }
  return null;
}

/** A WebP's chunks without the EXIF and XMP ones (and its header saying so); null when they do not read. */
function webpWithoutMetadata(bytes: Uint8Array): Uint8Array | null {
  const kept: Uint8Array[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let i = 12;
  for (; i + 8 <= bytes.length; ) {
    const size = view.getUint32(i + 4, true);
    const end = i + 8 + size + (size % 2);
    if (end > bytes.length) return null;
    const type = ASCII(bytes, i, 4);
    if (type === 'VP8X' && size >= 1) {
      const chunk = bytes.slice(i, end);
      chunk[8] = chunk[8]! & ~0x0c; // the EXIF and XMP flags
      kept.push(chunk);
    } else if (type !== 'EXIF' && type !== 'XMP ') kept.push(bytes.subarray(i, end));
    i = end;
  }
  if (i !== bytes.length || kept.length === 0) return null;
  const body = concat(kept);
  const out = new Uint8Array(12 + body.length);
  out.set(bytes.subarray(0, 12));
  new DataView(out.buffer).setUint32(4, 4 + body.length, true);
  out.set(body, 12);
  return out;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * The same picture without the metadata a camera or an editor writes into the file (EXIF with its
 * GPS position, XMP, comments, text chunks): what an imported photo keeps. The pixels are not
 * touched. Null when the file's structure does not read (a truncated or forged file).
 */
export function withoutMetadata(bytes: Uint8Array, type: PhotoType): Uint8Array | null {
  if (type === 'image/jpeg') return jpegWithoutMetadata(bytes);
  if (type === 'image/png') return pngWithoutMetadata(bytes);
  return webpWithoutMetadata(bytes);
}

/** One photo of a machine: its bytes (JPEG, PNG or WebP, re-encoded on the device) and size in pixels. */
export interface MachinePhoto {
  /** Unique in its machine (`photo-1`): what the machine's drawing refers to. */
  readonly id: string;
  readonly type: PhotoType;
  readonly width: number;
  readonly height: number;
  readonly bytes: Uint8Array;
}

/** A machine as a file carries it: the machine, its work orders (as their files hold them) and its photos. */
export interface MachineFileEntry {
  readonly machine: Machine;
  /** Work-order files (`machine` is the machine's id), each read by `parseWorkOrder`. */
  readonly workOrders: readonly Record<string, unknown>[];
  readonly photos: readonly MachinePhoto[];
}

/** Why a file was refused, each with the details its message needs. */
export type MachineFileProblem =
  | { problem: 'too_large'; params: { limitMb: number } }
  | { problem: 'not_json'; params: Record<string, never> }
  | { problem: 'not_a_machine_file'; params: Record<string, never> }
  | { problem: 'newer_version'; params: { version: number } }
  | { problem: 'too_many_parts'; params: { count: number; limit: number } }
  | { problem: 'too_many_photos'; params: { count: number; limit: number } }
  | { problem: 'too_many_work_orders'; params: { count: number; limit: number } }
  | { problem: 'unknown_kind'; params: { place: string; kind: string } }
  | { problem: 'machine_invalid'; params: { problems: string[]; count: number } }
  | { problem: 'work_order_invalid'; params: { place: string; problems: string[]; count: number } }
  | { problem: 'photo_invalid'; params: { place: string; problem: string } }
  | { problem: 'photo_not_image'; params: { place: string } }
  | { problem: 'photo_too_large'; params: { place: string; limitMb: number } };

export type MachineFileResult = { ok: true; entry: MachineFileEntry } | ({ ok: false } & MachineFileProblem);

/** How many of a validator's problems a refusal names (the count says how many there were). */
const SHOWN = 5;
const PHOTO_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const MB = 1024 * 1024;

function refuse<P extends MachineFileProblem['problem']>(problem: P, params: Extract<MachineFileProblem, { problem: P }>['params']): MachineFileResult {
  return { ok: false, problem, params } as MachineFileResult;
}

/** Bytes as standard base64 (RFC 4648 §4), in chunks so a large photo does not overflow the call stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Standard base64 to bytes; null for any other character or an impossible length. */
export function base64ToBytes(text: string): Uint8Array | null {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** The machine file of a machine, its work orders and photos (the reverse of `readMachineFile`). */
export function writeMachineFile(entry: MachineFileEntry): string {
  return JSON.stringify({
    format: MACHINE_FILE_FORMAT,
    version: MACHINE_FILE_VERSION,
    machine: entry.machine,
    workOrders: entry.workOrders,
    photos: entry.photos.map((p) => ({ id: p.id, type: p.type, width: p.width, height: p.height, data: bytesToBase64(p.bytes) })),
  });
}

/** A photo of a file checked: its fields, its bytes and what they are. */
function readPhoto(value: unknown, place: string, ids: Set<string>): MachinePhoto | MachineFileResult {
  if (!isRecord(value)) return refuse('photo_invalid', { place, problem: 'not an object' });
  const { id, type, width, height, data } = value;
  if (typeof id !== 'string' || !PHOTO_ID.test(id)) return refuse('photo_invalid', { place, problem: 'id: lower-case letters, digits and dashes, at most 40' });
  if (ids.has(id)) return refuse('photo_invalid', { place, problem: `id: "${id}" is used twice` });
  ids.add(id);
  if (typeof data !== 'string') return refuse('photo_not_image', { place });
  // Base64 is 4 characters for 3 bytes: a photo over its limit is refused before it is decoded.
  if ((data.length / 4) * 3 > MAX_PHOTO_BYTES + 2) return refuse('photo_too_large', { place, limitMb: MAX_PHOTO_BYTES / MB });
  const bytes = base64ToBytes(data);
  const sniffed = bytes && sniffImage(bytes);
  if (!bytes || !sniffed || !(PHOTO_TYPES as readonly string[]).includes(sniffed)) return refuse('photo_not_image', { place });
  if (bytes.length > MAX_PHOTO_BYTES) return refuse('photo_too_large', { place, limitMb: MAX_PHOTO_BYTES / MB });
  if (type !== sniffed) return refuse('photo_invalid', { place, problem: `type: the bytes are ${sniffed}, not ${String(type)}` });
  const clean = withoutMetadata(bytes, sniffed as PhotoType);
  if (!clean) return refuse('photo_not_image', { place });
  for (const [name, side] of [['width', width], ['height', height]] as const) {
    if (typeof side !== 'number' || !Number.isInteger(side) || side < 1 || side > MAX_PHOTO_SIDE) return refuse('photo_invalid', { place, problem: `${name}: a whole number of pixels from 1 to ${MAX_PHOTO_SIDE}` });
  }
  return { id, type: sniffed as PhotoType, width: width as number, height: height as number, bytes: clean };
}

/**
 * Reads a machine file (its text, or its bytes as UTF-8) and checks everything, in this order:
 * its size, that it is JSON and a machine file, its version, the counts of parts, photos and work
 * orders, each part's kind, the machine (`parseMachine`), each work order (`parseWorkOrder`, against
 * this machine only) and each photo (a JPEG, PNG or WebP by its bytes, within its limits, whose
 * structure reads; its metadata is dropped). The first problem found is the answer; the entry
 * comes back only when all pass.
 */
export function readMachineFile(input: string | Uint8Array): MachineFileResult {
  const size = typeof input === 'string' ? input.length : input.byteLength;
  if (size > MAX_MACHINE_FILE_BYTES) return refuse('too_large', { limitMb: MAX_MACHINE_FILE_BYTES / MB });
  let data: unknown;
  try {
    data = JSON.parse(typeof input === 'string' ? input : new TextDecoder('utf-8', { fatal: true }).decode(input));
  } catch {
    return refuse('not_json', {});
  }
  if (!isRecord(data) || data.format !== MACHINE_FILE_FORMAT) return refuse('not_a_machine_file', {});
  const { version, machine, workOrders = [], photos = [] } = data;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || !isRecord(machine) || !Array.isArray(workOrders) || !Array.isArray(photos)) return refuse('not_a_machine_file', {});
  if (version > MACHINE_FILE_VERSION) return refuse('newer_version', { version });

  const components = Array.isArray(machine.components) ? (machine.components as unknown[]) : [];
  if (components.length > MAX_PARTS) return refuse('too_many_parts', { count: components.length, limit: MAX_PARTS });
  if (photos.length > MAX_PHOTOS) return refuse('too_many_photos', { count: photos.length, limit: MAX_PHOTOS });
  if (workOrders.length > MAX_WORK_ORDERS) return refuse('too_many_work_orders', { count: workOrders.length, limit: MAX_WORK_ORDERS });
  for (const [i, c] of components.entries()) {
    if (isRecord(c) && typeof c.kind === 'string' && !(COMPONENT_KINDS as readonly string[]).includes(c.kind)) return refuse('unknown_kind', { place: `components[${i}].kind`, kind: c.kind.slice(0, 40) });
  }
  const parsed = parseMachine(machine);
  if (!parsed.ok) return refuse('machine_invalid', { problems: parsed.errors.slice(0, SHOWN), count: parsed.errors.length });

  const orders: Record<string, unknown>[] = [];
  const orderIds = new Set<string>();
  for (const [i, order] of (workOrders as unknown[]).entries()) {
    const place = `workOrders[${i}]`;
    const read = parseWorkOrder(order, [parsed.value]);
    if (!read.ok) return refuse('work_order_invalid', { place, problems: read.errors.slice(0, SHOWN), count: read.errors.length });
    if (orderIds.has(read.value.id)) return refuse('work_order_invalid', { place, problems: [`id: "${read.value.id}" is used twice`], count: 1 });
    orderIds.add(read.value.id);
    orders.push(order as Record<string, unknown>);
  }

  const read: MachinePhoto[] = [];
  const ids = new Set<string>();
  for (const [i, photo] of (photos as unknown[]).entries()) {
    const result = readPhoto(photo, `photos[${i}]`, ids);
    if ('ok' in result) return result;
    read.push(result);
  }
  return { ok: true, entry: { machine: parsed.value, workOrders: orders, photos: read } };
}
