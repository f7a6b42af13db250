/**
 * The kiosk's instructor PIN as the overlay checks it: against the PIN the store keeps, with the
 * lockout of src/records/pin.ts (hashing, constant-time compare, growing waits for every tab).
 */
import type { KioskPin } from '../rules/kiosk';
import { checkPin as checkPinAgainst } from '../records/pin';
import { store } from './store';

export { hashPin, pinMatches, pinWaitMs } from '../records/pin';

/** Checks a typed PIN against `kept`, by default the kiosk's own (see records/pin.ts checkPin). */
export function checkPin(pin: string, kept: KioskPin | null = store.kiosk.pin): ReturnType<typeof checkPinAgainst> {
  return checkPinAgainst(pin, kept);
}
