/**
 * Attempt records an auditor can trust: the device that records a finished attempt signs it with
 * the installation's key (the one certificates are signed with), and a backup's attempts are
 * checked against the keys this installation knows (this device's and those listed in
 * /loto-config.json). One that is unsigned, altered or signed by another key is still imported,
 * marked `foreign` ("not from this installation"), and never certified.
 */
import { appFile } from '../platform/appFile';
import type { RecordsDb } from './db';
import { base64urlToBytes, bytesToBase64url, canonicalJson, generateKeyPair, keyIdOf, verifyStrict, type KeyPair } from './signing';
import * as ed from '@noble/ed25519';
import type { AttemptRow } from './types';

/** The settings key of the installation's signing key pair (it never leaves the device: not in a backup). */
export const SIGNING_KEY = 'signingKey';

function savedPair(value: unknown): KeyPair | null {
  const saved = value as Partial<KeyPair> | undefined;
  return saved?.privateKey instanceof Uint8Array && saved.publicKey instanceof Uint8Array ? { privateKey: saved.privateKey, publicKey: saved.publicKey } : null;
}

/**
 * This installation's signing key pair, made on first use. Written in one transaction that first
 * looks again, so two tabs making one at once end up with the same key (the first one stored).
 */
export async function installationKey(db: RecordsDb): Promise<KeyPair> {
  const saved = savedPair((await db.settings.get(SIGNING_KEY))?.value);
  if (saved) return saved;
  const fresh = await generateKeyPair();
  return db.transaction('rw', db.settings, async () => {
    const first = savedPair((await db.settings.get(SIGNING_KEY))?.value);
    if (first) return first;
    await db.settings.put({ key: SIGNING_KEY, value: fresh });
    return fresh;
  });
}

/** The fingerprints of the keys this installation signs with: this device's, and the deployment's list in /loto-config.json. */
export async function installationKeyIds(db: RecordsDb | null): Promise<string[]> {
  const ids = new Set<string>();
  try {
    const saved = db && savedPair((await db.settings.get(SIGNING_KEY))?.value);
    if (saved) ids.add(await keyIdOf(saved.publicKey));
  } catch {
    // No database: the deployment's list only.
  }
  try {
    const response = await fetch(appFile('loto-config.json'), { cache: 'no-cache' });
    if (response.ok) {
      const config = (await response.json()) as { certificateKeys?: unknown };
      if (Array.isArray(config.certificateKeys)) for (const id of config.certificateKeys) if (typeof id === 'string' && /^[0-9a-f]{16}$/.test(id)) ids.add(id);
    }
  } catch {
    // No deployment list: this device's key only.
  }
  return [...ids];
}

/** The bytes an attempt's signature covers: the canonical JSON of every field but the signature, the public key and the import mark. */
export function attemptMessage(row: AttemptRow): Uint8Array {
  const { signature: _signature, publicKey: _publicKey, foreign: _foreign, ...signed } = row;
  return new TextEncoder().encode(canonicalJson(signed));
}

/** The row signed with `keys` (keyId, publicKey and signature added). */
export async function signAttempt(row: AttemptRow, keys: KeyPair): Promise<AttemptRow> {
  const { signature: _signature, publicKey: _publicKey, foreign: _foreign, ...rest } = row;
  const unsigned: AttemptRow = { ...rest, keyId: await keyIdOf(keys.publicKey) };
  const signature = await ed.signAsync(attemptMessage(unsigned), keys.privateKey);
  return { ...unsigned, publicKey: bytesToBase64url(keys.publicKey), signature: bytesToBase64url(signature) };
}

/**
 * A finished attempt as this device records it: signed with the installation's key. When the key
 * cannot be had (no database, a full disk) the row is returned as it is, and signed later
 * (sealLocalAttempts) once it is in the database: it was recorded here all the same.
 */
export async function sealAttempt(db: RecordsDb, row: AttemptRow): Promise<AttemptRow> {
  if (row.signature !== undefined || row.foreign) return row;
  try {
    return await signAttempt(row, await installationKey(db));
  } catch {
    return row;
  }
}

/**
 * Signs this device's own attempts that are not signed yet: those recorded before attempts were
 * signed (already in this device's database, so taken as recorded here) and those saved while the
 * key could not be had. An imported attempt is never among them: import signs nothing, and marks
 * every row whose signature does not hold as foreign.
 */
export async function sealLocalAttempts(db: RecordsDb): Promise<number> {
  const unsigned = (await db.attempts.toArray()).filter((row) => row.signature === undefined && !row.foreign);
  if (unsigned.length === 0) return 0;
  const keys = await installationKey(db);
  const signed = await Promise.all(unsigned.map((row) => signAttempt(row, keys)));
  await db.attempts.bulkPut(signed);
  return signed.length;
}

/** Whether the row is signed, unaltered, by a key among `knownIds` (strict Ed25519, the key's fingerprint checked). */
export async function verifyAttempt(row: AttemptRow, knownIds: readonly string[]): Promise<boolean> {
  if (row.signature === undefined || row.publicKey === undefined || row.keyId === undefined || !knownIds.includes(row.keyId)) return false;
  try {
    const publicKey = base64urlToBytes(row.publicKey);
    if (publicKey.length !== 32 || (await keyIdOf(publicKey)) !== row.keyId) return false;
    return await verifyStrict(base64urlToBytes(row.signature), attemptMessage(row), publicKey);
  } catch {
    return false;
  }
}

/** A backup's attempt as it is imported: as it is when signed by this installation, else marked foreign. */
export async function checkImportedAttempt(row: AttemptRow, knownIds: readonly string[]): Promise<AttemptRow> {
  const { foreign: _foreign, ...rest } = row;
  return (await verifyAttempt(rest, knownIds)) ? rest : { ...rest, foreign: true };
}
