/**
 * The machines' procedures in the backup file (issue 26): the approved versions, the photos they
 * keep, the drafts of the next versions and the periodic inspections. Loaded by backup.ts only
 * when a backup is written or read.
 *
 * Reading one back trusts nothing the file says: a version or an inspection is taken only when its
 * signature holds (an edited one is rejected and counted), a photo only when the SHA-256 of its
 * bytes is its key, a draft only once cleaned as the editor cleans it.
 */
import type { Table } from 'dexie';
import type { RecordsDb } from './db';
import { parseStamp, verifyStamp, versionHash } from './placardStamp';
import { isIsoDate } from './procedureStatus';
import type { InspectionRow, ProcedureDraftRow, ProcedurePhotoRow, ProcedureRow } from './procedureTypes';
import { cleanDraft, verifySigned, versionId, type DraftInput, type FieldProblem } from './procedures';
import { base64urlToBytes, bytesToBase64url, sha256Hex } from './signing';

/** The procedure parts of a backup file as written. */
export interface ProcedureBackup {
  readonly procedures: ProcedureRow[];
  readonly procedurePhotos: { sha256: string; bytes: string }[];
  readonly procedureDrafts: ProcedureDraftRow[];
  readonly inspections: InspectionRow[];
}

/** What this device holds of the procedures, for the backup file (photos' bytes as base64url). */
export async function exportProcedures(d: RecordsDb): Promise<ProcedureBackup> {
  return {
    procedures: await d.procedures.toArray(),
    procedurePhotos: (await d.procedurePhotos.toArray()).map((p) => ({ sha256: p.sha256, bytes: bytesToBase64url(p.bytes) })),
    procedureDrafts: await d.procedureDrafts.toArray(),
    inspections: await d.inspections.toArray(),
  };
}

/** The procedure parts of a backup, read and checked, ready to be added. */
export interface ReadProcedures {
  readonly procedures: ProcedureRow[];
  readonly photos: ProcedurePhotoRow[];
  readonly drafts: ProcedureDraftRow[];
  readonly inspections: InspectionRow[];
  /** Versions and inspections whose signature does not hold, and photos whose bytes are not their hash: altered. */
  readonly rejected: number;
  /** Entries that do not read at all. */
  readonly skipped: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A signed row's fields (not yet its signature): null when it does not have the shape at all. */
function signedShape(v: unknown): { data: Record<string, unknown> & { keyId: string }; signature: string; publicKey: string } | null {
  if (!isObject(v) || !isObject(v.data) || !isText(v.signature) || !isText(v.publicKey)) return null;
  const { data } = v;
  if (!isText(data.keyId)) return null;
  return { data: data as Record<string, unknown> & { keyId: string }, signature: v.signature, publicKey: v.publicKey };
}

/**
 * Whether a version read from a file is whole: its fields agree with its signed data, the
 * signature holds with the key it names, and so does its placard stamp, which names this very
 * version. A version signed elsewhere in the installation (or on this browser before it was
 * wiped) is taken: its key may be unknown here, and /verificar and the procedure page say so.
 */
async function readVersion(v: unknown): Promise<ProcedureRow | 'skip' | 'reject'> {
  const row = signedShape(v);
  if (!row) return 'skip';
  const { data } = row;
  const full = v as Record<string, unknown>;
  if (!isText(data.id)) return 'skip';
  if (data.format !== 'loto-procedure' || !isText(data.machineId) || typeof data.version !== 'number' || !Number.isInteger(data.version) || data.version < 1) return 'skip';
  if (!Array.isArray(data.photos) || !isObject(full.placard)) return 'skip';
  if (full.id !== data.id || full.id !== versionId(data.machineId, data.version) || full.machineId !== data.machineId || full.version !== data.version) return 'reject';
  if (!(await verifySigned(row, [data.keyId]))) return 'reject';
  const placard = full.placard as Record<string, unknown>;
  const stamp = isObject(placard.stamp) ? parseStamp(`#placa=${bytesToBase64url(new TextEncoder().encode(JSON.stringify(placard.stamp)))}.${String(placard.signature)}.${String(placard.publicKey)}`) : null;
  if (!stamp || (await verifyStamp(stamp, [])) === 'invalid') return 'reject';
  const versionData = data as unknown as ProcedureRow['data'];
  if (stamp.stamp.m !== versionData.machineId || stamp.stamp.v !== versionData.version || stamp.stamp.k !== versionData.keyId || stamp.stamp.h !== (await versionHash(versionData))) return 'reject';
  return { id: versionData.id, machineId: versionData.machineId, version: versionData.version, data: versionData, signature: row.signature, publicKey: row.publicKey, placard: stamp };
}

/** Whether an inspection read from a file is whole: its fields agree with its signed data, and the signature holds. */
async function readInspection(v: unknown): Promise<InspectionRow | 'skip' | 'reject'> {
  const row = signedShape(v);
  if (!row) return 'skip';
  const { data } = row;
  const full = v as Record<string, unknown>;
  if (data.format !== 'loto-inspection' || !isText(data.id) || !isText(data.machineId) || !isText(data.procedureId) || !isIsoDate(data.date)) return 'skip';
  if (full.id !== data.id || full.machineId !== data.machineId || full.procedureId !== data.procedureId || full.date !== data.date) return 'reject';
  if (!(await verifySigned(row, [data.keyId]))) return 'reject';
  const inspection = data as unknown as InspectionRow['data'];
  return { id: inspection.id, machineId: inspection.machineId, procedureId: inspection.procedureId, date: inspection.date, data: inspection, signature: row.signature, publicKey: row.publicKey };
}

/** A photo read from a file: kept only when the SHA-256 of its bytes is its key. */
async function readPhoto(v: unknown): Promise<ProcedurePhotoRow | 'skip' | 'reject'> {
  if (!isObject(v) || typeof v.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(v.sha256) || typeof v.bytes !== 'string') return 'skip';
  let bytes: Uint8Array;
  try {
    bytes = base64urlToBytes(v.bytes);
  } catch {
    return 'skip';
  }
  return (await sha256Hex(bytes)) === v.sha256 ? { sha256: v.sha256, bytes } : 'reject';
}

/** A draft read from a file, cleaned as the editor cleans it (a text too long: skipped, never cut). */
function readDraft(v: unknown): ProcedureDraftRow | null {
  if (!isObject(v) || !isText(v.machineId) || v.machineId.length > 200 || typeof v.updatedAt !== 'number' || !Number.isFinite(v.updatedAt)) return null;
  const fields: FieldProblem[] = [];
  const clean = cleanDraft(v as unknown as DraftInput, fields);
  if (fields.some((f) => f.code === 'too_long')) return null;
  return { machineId: v.machineId, ...clean, updatedAt: v.updatedAt };
}

/** Reads and checks the procedure parts of a backup file (a version 2 file has none). */
export async function readProcedures(file: Record<string, unknown>): Promise<ReadProcedures> {
  const out = { procedures: [] as ProcedureRow[], photos: [] as ProcedurePhotoRow[], drafts: [] as ProcedureDraftRow[], inspections: [] as InspectionRow[], rejected: 0, skipped: 0 };
  const take = <T>(value: T | 'skip' | 'reject', into: T[]) => {
    if (value === 'skip') out.skipped += 1;
    else if (value === 'reject') out.rejected += 1;
    else into.push(value);
  };
  for (const v of list(file.procedures)) take(await readVersion(v), out.procedures);
  for (const v of list(file.inspections)) take(await readInspection(v), out.inspections);
  for (const v of list(file.procedurePhotos)) take(await readPhoto(v), out.photos);
  for (const v of list(file.procedureDrafts)) take(readDraft(v) ?? 'skip', out.drafts);
  return out;
}

/** What adding them did. */
export interface ProcedureCounts {
  procedures: { added: number; duplicates: number };
  inspections: { added: number; duplicates: number };
  photos: { added: number; duplicates: number };
  /** Drafts taken (the device had none for that machine), and those left out because it had one. */
  drafts: { added: number; kept: number };
}

/** Adds what was read, inside the import's transaction: by id, nothing here is ever overwritten. */
export async function addProcedures(d: RecordsDb, read: ReadProcedures): Promise<ProcedureCounts> {
  const counts: ProcedureCounts = { procedures: { added: 0, duplicates: 0 }, inspections: { added: 0, duplicates: 0 }, photos: { added: 0, duplicates: 0 }, drafts: { added: 0, kept: 0 } };
  const addNew = async <T>(table: Table<T, string>, rows: readonly T[], key: (row: T) => string, count: { added: number; duplicates: number }) => {
    for (const row of rows) {
      if (await table.get(key(row))) count.duplicates += 1;
      else {
        await table.add(row);
        count.added += 1;
      }
    }
  };
  await addNew(d.procedurePhotos, read.photos, (p) => p.sha256, counts.photos);
  await addNew(d.procedures, read.procedures, (p) => p.id, counts.procedures);
  await addNew(d.inspections, read.inspections, (p) => p.id, counts.inspections);
  const drafts = { added: 0, duplicates: 0 };
  await addNew(d.procedureDrafts, read.drafts, (p) => p.machineId, drafts);
  counts.drafts = { added: drafts.added, kept: drafts.duplicates };
  return counts;
}
