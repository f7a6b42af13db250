/**
 * Whether the trainee's records are kept by an LMS or a learning record store besides this device,
 * and whether everything finished has reached it. The kiosk's idle reset removes a trainee's
 * personal data from the device only when another system holds their records (a trainee's record
 * is never lost). Set by the LMS tracker and the LRS sender when they connect.
 */
let keptBy: 'lms' | 'lrs' | null = null;
let delivered: () => Promise<boolean> = () => Promise.resolve(true);

/** Who keeps the records besides this device, if anyone. */
export function recordsKeptElsewhere(): 'lms' | 'lrs' | null {
  return keptBy;
}

/**
 * Said by the LMS tracker or the LRS sender once connected (null when the connection ends), with
 * how to learn whether everything finished so far has been received (e.g. the LRS queue is empty).
 */
export function setRecordsKeptBy(by: 'lms' | 'lrs' | null, allDelivered?: () => Promise<boolean>): void {
  keptBy = by;
  delivered = allDelivered ?? (() => Promise.resolve(true));
}

/** True when another system keeps the records and has received everything finished so far. */
export async function recordsSafeElsewhere(): Promise<boolean> {
  if (keptBy === null) return false;
  try {
    return await delivered();
  } catch {
    return false;
  }
}
