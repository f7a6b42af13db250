/**
 * Whether the trainee's records are kept by an LMS or a learning record store, so the device need
 * not keep them (the kiosk's idle reset may then remove them). Set by the LMS tracker and the LRS
 * sender when they connect.
 */
let keptBy: 'lms' | 'lrs' | null = null;

/** Who keeps the records besides this device, if anyone. */
export function recordsKeptElsewhere(): 'lms' | 'lrs' | null {
  return keptBy;
}

/** Said by the LMS tracker or the LRS sender once connected (null when the connection ends). */
export function setRecordsKeptBy(by: 'lms' | 'lrs' | null): void {
  keptBy = by;
}
