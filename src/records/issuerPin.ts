/**
 * The one place that checks the instructor's PIN before a certificate is issued. It uses the
 * kiosk's PIN (src/state/kioskPin.ts): a device without one cannot issue certificates until the
 * instructor sets it, so a trainee cannot name themselves instructor and certify themselves.
 */
import type { KioskPin } from '../rules/kiosk';
import { checkPin } from '../state/kioskPin';

/** 'ok': the typed PIN is the instructor's; 'wrong': it is not; 'unset': this device has no PIN yet. */
export type IssuerPinCheck = 'ok' | 'wrong' | 'unset';

/** Checks the PIN typed when issuing against the kept one. */
export async function checkIssuerPin(typed: string, kept: KioskPin | null): Promise<IssuerPinCheck> {
  if (!kept) return 'unset';
  return (await checkPin(typed.trim(), kept)) ? 'ok' : 'wrong';
}
