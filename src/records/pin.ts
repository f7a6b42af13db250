/**
 * The kiosk's instructor PIN: kept as a salted PBKDF2-SHA-256 hash, never as digits, and checked
 * in constant time over the hash. A PIN on a web page is a lock on a drawer, not a safe: it keeps
 * a trainee at a shared screen out of other people's records and the settings, but anyone with
 * the browser's developer tools can clear the device's storage (docs/kiosk.md). Wrong PINs in a
 * row make the next try wait (src/rules/kiosk.ts: from the fifth, 30 s doubling up to an hour),
 * counted in localStorage for every tab and across reloads.
 */
import { afterWrongPin, PIN_TRIES_KEY, pinWait, readPinTries, type KioskPin } from '../rules/kiosk';
import { safeStorage } from '../platform/storage';

const ITERATIONS = 150_000;

function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

function fromBase64(text: string): Uint8Array {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function derive(pin: string, salt: Uint8Array): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations: ITERATIONS }, key, 256);
  return new Uint8Array(bits);
}

/** The hash to keep for a new PIN (a fresh random salt each time). */
export async function hashPin(pin: string): Promise<KioskPin> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { salt: toBase64(salt), hash: toBase64(await derive(pin, salt)) };
}

/** Whether a typed PIN is the kept one (no count of tries: use checkPin). */
export async function pinMatches(pin: string, kept: KioskPin): Promise<boolean> {
  const typed = await derive(pin, fromBase64(kept.salt));
  const expected = fromBase64(kept.hash);
  let diff = typed.length ^ expected.length;
  for (let i = 0; i < Math.min(typed.length, expected.length); i++) diff |= typed[i]! ^ expected[i]!;
  return diff === 0;
}

/** How long the next PIN must wait, in ms (0: it can be typed now). */
export function pinWaitMs(now = Date.now()): number {
  return pinWait(readPinTries(safeStorage.get(PIN_TRIES_KEY)), now);
}

/** One check at a time across the device's tabs (Web Locks), so two tabs cannot both take the same free try. */
async function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('loto-kiosk-pin', run) : run();
}

/**
 * Checks a typed PIN against the kiosk's, with the lockout: while a wait runs the PIN is not even
 * compared (`waitMs` says how long is left); a wrong one counts and may start a wait; the right
 * one clears the count. No PIN set: never ok. Every check of the instructor PIN goes through here.
 */
export async function checkPin(pin: string, kept: KioskPin | null): Promise<{ ok: true } | { ok: false; waitMs: number }> {
  if (!kept) return { ok: false, waitMs: 0 };
  return oneAtATime(async () => {
    const tries = readPinTries(safeStorage.get(PIN_TRIES_KEY));
    const waiting = pinWait(tries, Date.now());
    if (waiting > 0) return { ok: false as const, waitMs: waiting };
    if (await pinMatches(pin, kept)) {
      safeStorage.remove(PIN_TRIES_KEY);
      return { ok: true as const };
    }
    const now = Date.now();
    const next = afterWrongPin(tries, now);
    safeStorage.set(PIN_TRIES_KEY, JSON.stringify(next));
    return { ok: false as const, waitMs: pinWait(next, now) };
  });
}
