/**
 * The one place that checks the instructor's PIN before a certificate is issued. It uses the
 * kiosk's PIN and its lockout (src/records/pin.ts: growing waits after wrong tries, for every
 * tab): a device without a PIN cannot issue certificates until the instructor sets it, so a
 * trainee cannot name themselves instructor and certify themselves.
 */
import type { KioskPin } from '../rules/kiosk';
import { checkPin } from './pin';

/** 'ok': the typed PIN is the instructor's; 'wrong': it is not (or a wait runs: `waitMs`); 'unset': this device has no PIN yet. */
export type IssuerPinCheck = { readonly check: 'ok' | 'unset' } | { readonly check: 'wrong'; readonly waitMs: number };

/** Checks the PIN typed when issuing against the kept one, counted with the kiosk's wrong tries. */
export async function checkIssuerPin(typed: string, kept: KioskPin | null): Promise<IssuerPinCheck> {
  if (!kept) return { check: 'unset' };
  const result = await checkPin(typed.trim(), kept);
  return result.ok ? { check: 'ok' } : { check: 'wrong', waitMs: result.waitMs };
}
