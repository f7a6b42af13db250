/**
 * Whether this deployment names a learning record store (xAPI), read from the `lrs` section of
 * /loto-config.json. Small on purpose: it is all the site loads when no LRS is configured; the
 * sender (src/lms/lrs.ts, with the xAPI client library) loads only when one is.
 */
import { deploymentConfig, LRS_CONFIG_KEY as CONFIG_KEY } from '../platform/deploymentConfig';
import { launchContext } from '../platform/launch';
import { recordsKeptElsewhere } from '../state/keptElsewhere';
import { safeStorage } from '../platform/storage';
import type { InspectionRow } from '../records/procedureTypes';
import type { AttemptRow } from '../records/types';

/** A validated LRS configuration. */
export interface LrsConfig {
  /** The xAPI endpoint, ending in '/'. */
  readonly endpoint: string;
  /** The Authorization header value ('Basic …'). */
  readonly auth: string;
  /** The IRI the activity ids start with (no trailing '/'); the site's own address by default. */
  readonly activityBase: string;
  /** The account homePage of the trainees' actors; the site's own address by default. */
  readonly homePage: string;
}

/** The outcome of reading the `lrs` section: none, a usable configuration, or what is wrong with it. */
export type LrsConfigResult = { ok: true; config: LrsConfig | null } | { ok: false; errors: string[] };

/** Finished attempts not yet turned into queued statements (a reload or a full disk loses none). */
export const LRS_ROWS_KEY = 'loto_lrs_rows';

function absoluteUrl(value: unknown, origin: string): URL | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

/**
 * Validates the `lrs` section of loto-config.json. `origin` is the site's address (the defaults
 * of activityBase and homePage, and the base of a relative endpoint such as "/lrs/xapi/").
 */
export function readLrsConfig(section: unknown, origin: string): LrsConfigResult {
  if (section === undefined || section === null) return { ok: true, config: null };
  if (typeof section !== 'object' || Array.isArray(section)) return { ok: false, errors: ['"lrs" must be an object'] };
  const s = section as Record<string, unknown>;
  const errors: string[] = [];
  const endpoint = absoluteUrl(s.endpoint, origin);
  if (!endpoint) errors.push('"lrs.endpoint" must be an http(s) address, e.g. "https://lrs.example.com/xapi/"');
  let auth = '';
  if (typeof s.auth === 'string' && s.auth.trim() !== '') {
    auth = s.auth.trim();
    if (!/^(Basic|Bearer)\s+\S+$/i.test(auth)) errors.push('"lrs.auth" must be an Authorization value such as "Basic bG9naW46c2VjcmV0"');
  } else if (typeof s.username === 'string' && s.username !== '' && typeof s.password === 'string') {
    if (s.username.includes(':')) errors.push('"lrs.username" must not contain ":"');
    else auth = `Basic ${base64(`${s.username}:${s.password}`)}`;
  } else errors.push('"lrs" needs "username" and "password", or "auth"');
  const activityBase = s.activityBase === undefined ? new URL(origin) : absoluteUrl(s.activityBase, origin);
  if (!activityBase) errors.push('"lrs.activityBase" must be an absolute IRI, e.g. "https://training.example.com"');
  const homePage = s.homePage === undefined ? new URL(origin) : absoluteUrl(s.homePage, origin);
  if (!homePage) errors.push('"lrs.homePage" must be an absolute address, e.g. "https://people.example.com"');
  if (errors.length > 0 || !endpoint || !activityBase || !homePage) return { ok: false, errors };
  const path = endpoint.href.split(/[?#]/)[0]!;
  return {
    ok: true,
    config: {
      endpoint: path.endsWith('/') ? path : `${path}/`,
      auth,
      activityBase: activityBase.href.replace(/\/+$/, ''),
      homePage: homePage.href.replace(/\/+$/, ''),
    },
  };
}

let loading: Promise<LrsConfig | null> | null = null;

/**
 * The deployment's LRS, or null (read once per page). Offline, the configuration last read is
 * used, so attempts finished without a network are still queued. A bad configuration is one
 * clear console message and the site works without it.
 */
export function lrsConfig(): Promise<LrsConfig | null> {
  loading ??= (async () => {
    // A package reports to its LMS only: its folder's loto-config.json is not the company's LRS.
    if (launchContext().packaged) return null;
    const read = await deploymentConfig();
    if (!read.reached) {
      // No network (or no file): the last configuration this device read, if any.
      try {
        const cached = JSON.parse(safeStorage.get(CONFIG_KEY) ?? 'null') as LrsConfig | null;
        return cached && typeof cached.endpoint === 'string' ? cached : null;
      } catch {
        return null;
      }
    }
    if (!read.parses) {
      console.error('loto-config.json is not valid JSON: the learning record store is not used.');
      safeStorage.remove(CONFIG_KEY);
      return null;
    }
    // The site answered without a configuration (read.file undefined): no LRS (a deployment that removed it means it).
    const file = read.file;
    const result = readLrsConfig(file && typeof file === 'object' ? (file as Record<string, unknown>).lrs : undefined, window.location.origin);
    if (!result.ok) {
      console.error(`loto-config.json: the learning record store is not used: ${result.errors.join('; ')}.`);
      safeStorage.remove(CONFIG_KEY);
      return null;
    }
    if (result.config) safeStorage.set(CONFIG_KEY, JSON.stringify(result.config));
    else safeStorage.remove(CONFIG_KEY);
    if (result.config && new URL(result.config.endpoint).origin !== window.location.origin)
      console.warn(`loto-config.json: the LRS at ${new URL(result.config.endpoint).origin} is another origin; the site's Content-Security-Policy (connect-src) must allow it and the LRS must allow CORS.`);
    return result.config;
  })();
  return loading;
}

/** The sender, loaded once an LRS is known to be configured. */
function sender() {
  return import('./lrs');
}

/** Rows waiting to be queued that localStorage could not hold either (kept for this page's life). */
const inMemory: AttemptRow[] = [];

/** Rows handed to the LRS but not yet in its queue (localStorage, then memory). */
export function unqueuedRows(): AttemptRow[] {
  let stored: AttemptRow[] = [];
  try {
    const parsed = JSON.parse(safeStorage.get(LRS_ROWS_KEY) ?? '[]') as unknown;
    if (Array.isArray(parsed)) stored = parsed as AttemptRow[];
  } catch {
    // An unreadable mirror holds nothing usable.
  }
  const ids = new Set(stored.map((r) => r.id));
  return [...stored, ...inMemory.filter((r) => !ids.has(r.id))];
}

/** Forgets rows whose statements are now queued (or acknowledged). */
export function dropUnqueuedRows(ids: ReadonlySet<string>): void {
  const left = unqueuedRows().filter((r) => !ids.has(r.id));
  for (let i = inMemory.length - 1; i >= 0; i -= 1) if (ids.has(inMemory[i]!.id)) inMemory.splice(i, 1);
  if (left.length === 0) safeStorage.remove(LRS_ROWS_KEY);
  else if (!safeStorage.set(LRS_ROWS_KEY, JSON.stringify(left))) for (const row of left) if (!inMemory.some((r) => r.id === row.id)) inMemory.push(row);
}

/**
 * Hands a finished attempt to the LRS when one is configured: mirrored in localStorage at once
 * (a reload straight after loses nothing), then queued as statements and sent.
 */
export async function forwardToLrs(row: AttemptRow): Promise<void> {
  // Inside an LMS the LMS keeps the record: two systems reporting one attempt would count it twice.
  if (recordsKeptElsewhere() === 'lms') return;
  const keep = () => {
    const rows = unqueuedRows();
    if (rows.some((r) => r.id === row.id)) return;
    rows.push(row);
    if (!safeStorage.set(LRS_ROWS_KEY, JSON.stringify(rows))) inMemory.push(row);
  };
  // Configured when last read: kept before anything is awaited, so closing the tab now loses nothing.
  if (safeStorage.get(CONFIG_KEY)) keep();
  const config = await lrsConfig();
  if (!config) return;
  keep();
  try {
    await (await sender()).takeRows(config);
  } catch (error) {
    console.warn('The LRS sender could not load; the attempt stays queued on this device.', error);
  }
}

/** Periodic inspections handed to the LRS but not yet in its queue (a reload or a closed tab loses none). */
export const LRS_INSPECTIONS_KEY = 'loto_lrs_inspections';

/** The inspections waiting to be queued (localStorage). */
export function unqueuedInspections(): InspectionRow[] {
  try {
    const parsed = JSON.parse(safeStorage.get(LRS_INSPECTIONS_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as InspectionRow[]) : [];
  } catch {
    return [];
  }
}

/** Forgets inspections whose statement is now queued. */
export function dropUnqueuedInspections(ids: ReadonlySet<string>): void {
  const left = unqueuedInspections().filter((r) => !ids.has(r.id));
  if (left.length === 0) safeStorage.remove(LRS_INSPECTIONS_KEY);
  else safeStorage.set(LRS_INSPECTIONS_KEY, JSON.stringify(left));
}

/**
 * Hands a periodic inspection just recorded (`recordInspection`) to the company's LRS when one is
 * configured: kept in localStorage at once, then queued as one statement and sent, with the
 * attempts' guarantees (offline, retries, never twice). Nothing happens without an LRS. Should
 * both localStorage and the queue be full, the statement is not queued (the inspection itself is
 * in the records database and in the backup).
 */
export async function forwardInspection(row: InspectionRow): Promise<void> {
  const keep = () => {
    const rows = unqueuedInspections();
    if (rows.some((r) => r.id === row.id)) return;
    safeStorage.set(LRS_INSPECTIONS_KEY, JSON.stringify([...rows, row]));
  };
  if (safeStorage.get(CONFIG_KEY)) keep();
  const config = await lrsConfig();
  if (!config) return;
  keep();
  try {
    await (await sender()).takeInspections(config);
  } catch (error) {
    console.warn('The LRS sender could not load; the inspection stays queued on this device.', error);
  }
}

/** Starts the sender when an LRS is configured (sends what earlier pages left queued). */
export async function startLrs(): Promise<boolean> {
  const config = await lrsConfig();
  if (!config) return false;
  try {
    await (await sender()).startSender(config);
    if (unqueuedInspections().length > 0) await (await sender()).takeInspections(config);
  } catch (error) {
    console.warn('The LRS sender could not load; statements stay queued on this device.', error);
  }
  return true;
}
