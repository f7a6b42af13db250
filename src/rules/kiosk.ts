/**
 * Kiosk mode, for a touch screen that trainees share on the plant floor: its settings, how they
 * are read back from the device (anything unreadable falls back to off and the defaults) and how
 * the instructor's typed values are checked.
 */
import { isLanguage, type Language } from './language';

/** The kiosk settings kept on the device. */
export interface KioskSettings {
  /** Kiosk mode on: full screen, no outbound links, large touch targets, idle reset. */
  readonly on: boolean;
  /** Seconds without a touch, click or key before the warning appears. */
  readonly idleSeconds: number;
  /** Seconds the warning counts down before the screen is cleared. */
  readonly warnSeconds: number;
  /** The language every session starts in (the screen goes back to it at the reset); null: as it is. */
  readonly language: Language | null;
  /** The instructor's PIN, as a salted PBKDF2 hash (src/records/pin.ts); null: no PIN. */
  readonly pin: KioskPin | null;
}

/** A PIN kept on the device: never the digits, only their salted hash, both base64. */
export interface KioskPin {
  readonly salt: string;
  readonly hash: string;
}

/** A PIN the instructor types: 4 to 8 digits. */
export const PIN_PATTERN = /^\d{4,8}$/;

/**
 * Wrong PINs in a row and until when the next try must wait (ms since the epoch), kept in
 * localStorage under PIN_TRIES_KEY so a reload or another tab does not start the count afresh.
 */
export interface PinTries {
  readonly wrong: number;
  readonly until: number;
}

/** localStorage key of the wrong PINs in a row. */
export const PIN_TRIES_KEY = 'loto_kiosk_pin_tries';

/** After 5 wrong PINs in a row a wait of 30 s, doubling with each further wrong one, at most an hour. */
export const PIN_LOCKOUT = { free: 5, firstMs: 30_000, maxMs: 60 * 60_000 } as const;

/** The count after one more wrong PIN at `now`: from the fifth on, a wait before the next try. */
export function afterWrongPin(tries: PinTries, now: number): PinTries {
  const wrong = tries.wrong + 1;
  if (wrong < PIN_LOCKOUT.free) return { wrong, until: 0 };
  return { wrong, until: now + Math.min(PIN_LOCKOUT.maxMs, PIN_LOCKOUT.firstMs * 2 ** Math.min(wrong - PIN_LOCKOUT.free, 20)) };
}

/** How long the next try must wait (0: now). Never more than the longest wait, even with the clock set back. */
export function pinWait(tries: PinTries, now: number): number {
  return Math.min(PIN_LOCKOUT.maxMs, Math.max(0, tries.until - now));
}

/** The saved count read back; anything that does not read is no wrong PIN yet. */
export function readPinTries(text: string | null): PinTries {
  try {
    const v = JSON.parse(text ?? 'null') as Record<string, unknown> | null;
    const ok = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;
    return v && ok(v.wrong) && ok(v.until) ? { wrong: Math.floor(v.wrong), until: v.until } : { wrong: 0, until: 0 };
  } catch {
    return { wrong: 0, until: 0 };
  }
}

/** The bounds and defaults of the two times (3 minutes idle, a 30-second warning). */
export const KIOSK_LIMITS = {
  idleSeconds: { min: 60, max: 60 * 60, default: 3 * 60 },
  warnSeconds: { min: 10, max: 120, default: 30 },
} as const;

/** Off, with the default times. */
export const KIOSK_DEFAULTS: KioskSettings = { on: false, idleSeconds: KIOSK_LIMITS.idleSeconds.default, warnSeconds: KIOSK_LIMITS.warnSeconds.default, language: null, pin: null };

/** localStorage key of the kiosk settings (read before the first paint, so it is not in IndexedDB). */
export const KIOSK_STORAGE_KEY = 'loto_kiosk';

/** The address parameter that turns kiosk mode on (`?quiosque=1`) or off (`?quiosque=0`). */
export const KIOSK_QUERY = 'quiosque';

function within(value: unknown, limits: { min: number; max: number; default: number }): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= limits.min && value <= limits.max ? value : limits.default;
}

/** Settings read back from storage: each field that does not read falls back on its own (off, default times, no language). */
export function readKiosk(value: unknown): KioskSettings {
  if (typeof value !== 'object' || value === null) return KIOSK_DEFAULTS;
  const { on, idleSeconds, warnSeconds, language, pin } = value as Record<string, unknown>;
  return {
    on: on === true,
    idleSeconds: within(idleSeconds, KIOSK_LIMITS.idleSeconds),
    warnSeconds: within(warnSeconds, KIOSK_LIMITS.warnSeconds),
    language: isLanguage(language) ? language : null,
    pin: readPin(pin),
  };
}

/** A saved PIN hash that reads (base64 salt of 16 bytes, hash of 32), or null. */
function readPin(value: unknown): KioskPin | null {
  if (typeof value !== 'object' || value === null) return null;
  const { salt, hash } = value as Record<string, unknown>;
  const b64 = (text: unknown, length: number): text is string => typeof text === 'string' && text.length === length && /^[A-Za-z0-9+/]+={0,2}$/.test(text);
  return b64(salt, 24) && b64(hash, 44) ? { salt, hash } : null;
}

/** The saved text of the settings, read (null, not JSON or the wrong shape: off and the defaults). */
export function parseKiosk(text: string | null): KioskSettings {
  if (text === null) return KIOSK_DEFAULTS;
  try {
    return readKiosk(JSON.parse(text));
  } catch {
    return KIOSK_DEFAULTS;
  }
}

/** What the address asks for: true (`?quiosque=1`), false (`?quiosque=0`) or null (nothing, or a value it does not know). */
export function kioskFromQuery(search: string): boolean | null {
  const value = new URLSearchParams(search).get(KIOSK_QUERY);
  if (value === null) return null;
  const v = value.trim().toLowerCase();
  if (['1', 'true', 'sim', 'on'].includes(v)) return true;
  if (['0', 'false', 'nao', 'não', 'off'].includes(v)) return false;
  return null;
}

/** The address without the kiosk parameter (once applied it is remembered, so it is not left in links). */
export function withoutKioskQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(KIOSK_QUERY);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Why a typed time was refused. */
export type DurationError = 'not_a_number' | 'too_short' | 'too_long';

/**
 * A time the instructor typed, in minutes (the idle time) or seconds (the warning), with a comma
 * or a point for decimals; the result in whole seconds, within its bounds.
 */
export function parseDuration(text: string, unit: 'minutes' | 'seconds', limits: { min: number; max: number }): { ok: true; seconds: number } | { ok: false; error: DurationError } {
  const clean = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(clean)) return { ok: false, error: 'not_a_number' };
  const seconds = Math.round(Number(clean) * (unit === 'minutes' ? 60 : 1));
  if (seconds < limits.min) return { ok: false, error: 'too_short' };
  if (seconds > limits.max) return { ok: false, error: 'too_long' };
  return { ok: true, seconds };
}

/** A number of seconds as the settings form shows it in minutes (e.g. 90 → "1.5"; the form localises the point). */
export function minutesText(seconds: number): string {
  return String(Math.round((seconds / 60) * 100) / 100);
}
