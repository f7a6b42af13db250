/**
 * The machines' procedures as they are read (procedures.ts writes them): drafts, approved versions
 * and their photos, inspections, and whether a row's signature holds. Apart from the writing side
 * (the machine library, its check and publication, the procedure's derivation) so that the pages
 * that only read them (what is due, a trainee's retraining) do not load that code.
 */
import { installationKeyIds } from './attestation';
import { database } from './database';
import type { InspectionRow, ProcedureDraftRow, ProcedurePhoto, ProcedureRow, ProcedureVersionData } from './procedureTypes';
import { base64urlToBytes, canonicalJson, keyIdOf, verifyStrict } from './signing';

/** The draft of a machine's next procedure version, or null. */
export async function procedureDraft(machineId: string): Promise<ProcedureDraftRow | null> {
  return (await database().procedureDrafts.get(machineId)) ?? null;
}

/** The approved versions of a machine's procedure, oldest first. */
export async function procedureVersions(machineId: string): Promise<ProcedureRow[]> {
  return database().procedures.where('[machineId+version]').between([machineId, 0], [machineId, Infinity]).toArray();
}

/** Every approved version of every machine. */
export async function allProcedureVersions(): Promise<ProcedureRow[]> {
  return database().procedures.toArray();
}

/** The bytes of a version's photos, in its order (a missing one is left out). */
export async function versionPhotos(data: ProcedureVersionData): Promise<{ photo: ProcedurePhoto; bytes: Uint8Array }[]> {
  const rows = await database().procedurePhotos.bulkGet(data.photos.map((p) => p.sha256));
  return data.photos.flatMap((photo, i) => (rows[i] ? [{ photo, bytes: rows[i].bytes }] : []));
}

/** The bytes a version or an inspection is signed over: its data, canonical JSON. */
export function signedBytes(data: unknown): Uint8Array {
  return new TextEncoder().encode(canonicalJson(data));
}

/** Whether a stored version or inspection is signed, unaltered, by a key among `knownIds` (strict Ed25519, the key's fingerprint checked). */
export async function verifySigned(row: { readonly data: { readonly keyId: string }; readonly signature: string; readonly publicKey: string }, knownIds: readonly string[]): Promise<boolean> {
  try {
    if (!knownIds.includes(row.data.keyId)) return false;
    const publicKey = base64urlToBytes(row.publicKey);
    if (publicKey.length !== 32 || (await keyIdOf(publicKey)) !== row.data.keyId) return false;
    return await verifyStrict(base64urlToBytes(row.signature), signedBytes(row.data), publicKey);
  } catch {
    return false;
  }
}

/** What a version's or an inspection's signature says: it holds with a key of this installation, it holds with a key this installation does not know (a backup from another device), or it does not hold (the row was edited). */
export type SignatureState = 'valid' | 'unknown_key' | 'invalid';

export async function signatureState(row: { readonly data: { readonly keyId: string }; readonly signature: string; readonly publicKey: string }, knownIds: readonly string[]): Promise<SignatureState> {
  if (!(await verifySigned(row, [row.data.keyId]))) return 'invalid';
  return knownIds.includes(row.data.keyId) ? 'valid' : 'unknown_key';
}

/** The keys a version or an inspection may be signed with here. */
export async function knownKeyIds(): Promise<string[]> {
  return installationKeyIds(database());
}

/** Every inspection, or a machine's, newest first. */
export async function listInspections(machineId?: string): Promise<InspectionRow[]> {
  const rows = machineId === undefined ? await database().inspections.toArray() : await database().inspections.where('machineId').equals(machineId).toArray();
  return rows.sort((a, b) => (a.date === b.date ? b.data.recordedAt - a.data.recordedAt : a.date < b.date ? 1 : -1));
}
