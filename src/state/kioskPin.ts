/**
 * The kiosk's instructor PIN: kept as a salted PBKDF2-SHA-256 hash, never as digits, and checked
 * in constant time over the hash. A PIN on a web page is a lock on a drawer, not a safe: it keeps
 * a trainee at a shared screen out of other people's records and the settings, but anyone with
 * the browser's developer tools can clear the device's storage (docs/kiosk.md).
 */
import type { KioskPin } from '../rules/kiosk';

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

/** Whether a typed PIN is the kept one. */
export async function checkPin(pin: string, kept: KioskPin): Promise<boolean> {
  const typed = await derive(pin, fromBase64(kept.salt));
  const expected = fromBase64(kept.hash);
  let diff = typed.length ^ expected.length;
  for (let i = 0; i < Math.min(typed.length, expected.length); i++) diff |= typed[i]! ^ expected[i]!;
  return diff === 0;
}
