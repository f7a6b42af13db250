/**
 * Checking a lockout placard's QR code (issue 26): the stamp's signature (placardStamp.ts), and what
 * this device holds of that procedure: the very version on the placard (same hash), and whether a
 * newer one exists. Used by /verificar and by the banner of the practice the QR code opens; loaded
 * only when an address carries a placard.
 */
import { installationKeyIds } from './attestation';
import type { RecordsDb } from './db';
import { parseStamp, verifyStamp, versionHash, type SignedStamp } from './placardStamp';

/** What the device holds of the placard's procedure: nothing, or the version on the placard (`matches`: same hash) and the newest. */
export interface PlacardHeld {
  /** The version on the placard is here, and its signed data are those the placard names. Null: that version number is not here. */
  readonly matches: boolean | null;
  /** The newest approved version on this device. */
  readonly current: number;
}

/** A placard's verdict. */
export interface PlacardCheck {
  readonly signed: SignedStamp;
  readonly verdict: 'valid' | 'unknown_key' | 'invalid';
  /** Null when this device holds no version of that machine's procedure (or cannot read them). */
  readonly held: PlacardHeld | null;
}

/** Checks the placard an address (or fragment) carries; null when it carries none that reads. */
export async function checkPlacard(hashOrUrl: string, db: RecordsDb | null): Promise<PlacardCheck | null> {
  const signed = parseStamp(hashOrUrl.trim());
  if (!signed) return null;
  const verdict = await verifyStamp(signed, await installationKeyIds(db));
  let held: PlacardHeld | null = null;
  try {
    const versions = db ? await db.procedures.where('machineId').equals(signed.stamp.m).toArray() : [];
    if (versions.length > 0) {
      const same = versions.find((v) => v.version === signed.stamp.v);
      held = { matches: same ? (await versionHash(same.data)) === signed.stamp.h : null, current: Math.max(...versions.map((v) => v.version)) };
    }
  } catch {
    // No database: the signature alone.
  }
  return { signed, verdict, held };
}
