/**
 * Whether the trainee's records are kept by an LMS or a learning record store besides this device,
 * and which of them it has acknowledged. The kiosk's idle reset removes from the device only the
 * records another system has acknowledged, one by one (a trainee's record is never lost). Set by
 * the LMS tracker and the LRS sender when they connect.
 */
let keptBy: 'lms' | 'lrs' | null = null;
/** An attempt as the acknowledgement is asked about. */
export type AttemptRef = { readonly id: string; readonly finishedAt: number };
let acknowledged: (attempts: readonly AttemptRef[]) => Promise<ReadonlySet<string>> = () => Promise.resolve(new Set());

/** Who keeps the records besides this device, if anyone. */
export function recordsKeptElsewhere(): 'lms' | 'lrs' | null {
  return keptBy;
}

/**
 * Said by the LMS tracker or the LRS sender once connected (null when the connection ends), with
 * how to learn which attempts it has acknowledged (e.g. the LRS confirmed all their statements).
 * Without that, none counts as acknowledged.
 */
export function setRecordsKeptBy(by: 'lms' | 'lrs' | null, acknowledgedOf?: (attempts: readonly AttemptRef[]) => Promise<ReadonlySet<string>>): void {
  keptBy = by;
  acknowledged = acknowledgedOf ?? (() => Promise.resolve(new Set()));
}

/** Of these attempts, the ones another system keeps and has acknowledged (none when nobody keeps them, or it cannot tell). */
export async function acknowledgedElsewhere(attempts: readonly AttemptRef[]): Promise<ReadonlySet<string>> {
  if (keptBy === null || attempts.length === 0) return new Set();
  try {
    const found = await acknowledged(attempts);
    return new Set(attempts.filter((a) => found.has(a.id)).map((a) => a.id));
  } catch {
    return new Set();
  }
}
