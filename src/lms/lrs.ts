/**
 * Sends finished attempts to the deployment's learning record store (xAPI) through @xapi/xapi.
 * Each attempt's statements are built once with fixed ids and queued in IndexedDB (a database of
 * their own, not the records'), then sent in order while the network allows; a statement leaves
 * the queue only when the LRS has acknowledged it. A 409 for an id the LRS already holds counts as
 * acknowledged, so a resend after a lost response stores nothing twice. Sending is retried when the
 * network returns, when the tab becomes visible, and with growing pauses. Loaded only when
 * loto-config.json names an LRS (src/lms/lrsConfig.ts).
 */
import XAPI, { type Statement } from '@xapi/xapi';
import { closeWhenLeft } from '../records/closeWhenLeft';
import Dexie, { type Table } from 'dexie';
import type { Trainee } from '../records/types';
import { safeStorage } from '../platform/storage';
import { setRecordsKeptBy } from '../state/keptElsewhere';
import { LrsConflictError, LrsHttpError, fetchWithStatus, heldByLrs } from './xapiFetch';
import { dropUnqueuedInspections, dropUnqueuedRows, unqueuedInspections, unqueuedRows, type LrsConfig } from './lrsConfig';
import { attemptStatements, inspectionStatement } from './xapi';

/** One statement waiting for the LRS. */
export interface QueuedStatement {
  readonly id: string;
  /** Sending order: the attempt's end, then its id and the statement's place in it. */
  readonly order: string;
  readonly attemptId: string;
  readonly statement: Statement;
  /** Why the LRS refused it for good (400), when it did: kept, shown, not sent again. */
  readonly refused?: string;
}

/** An attempt all of whose statements the LRS has acknowledged. */
export interface AcknowledgedAttempt {
  readonly attemptId: string;
  readonly at: number;
}

class LrsQueueDb extends Dexie {
  statements!: Table<QueuedStatement, string>;
  meta!: Table<{ key: string; value: string }, string>;
  acknowledged!: Table<AcknowledgedAttempt, string>;

  constructor(name: string) {
    super(name);
    // Version 1: the statements by id and sending order; the device's anonymous id.
    this.version(1).stores({ statements: 'id, order, attemptId', meta: 'key' });
    // Version 2: the attempts the LRS has acknowledged whole (the kiosk removes only those).
    this.version(2).stores({ acknowledged: 'attemptId' });
  }
}

/** The queue database's name on every device. */
export const LRS_QUEUE_DB = 'loto-trainer-lrs-queue';
const DEVICE_KEY = 'loto_lrs_device';
/** Statements per request (the LRS stores a batch whole or not at all). */
const BATCH = 25;
/** Pauses between failed attempts to send, growing to five minutes. */
const BACKOFF_MS = [2_000, 5_000, 15_000, 30_000, 60_000, 120_000, 300_000];

/** Why the last attempt to send failed: no network, the LRS refused the credentials, a refused statement, or the LRS failing. */
export type LrsErrorKind = 'offline' | 'auth' | 'refused' | 'server';

/** What the records page shows. */
export interface LrsStatus {
  readonly waiting: number;
  readonly refused: number;
  readonly lastError: { readonly kind: LrsErrorKind; readonly detail: string; readonly at: number } | null;
  readonly lastSentAt: number | null;
}

let dbName = LRS_QUEUE_DB;
let db: LrsQueueDb | null = null;
let config: LrsConfig | null = null;
let client: XAPI | null = null;
let status: LrsStatus = { waiting: 0, refused: 0, lastError: null, lastSentAt: null };
const listeners = new Set<(s: LrsStatus) => void>();
let running: Promise<void> | null = null;
let again = false;
let failures = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/** The open queue database (created on first use). */
export function queue(): LrsQueueDb {
  if (!db) {
    db = new LrsQueueDb(dbName);
    closeWhenLeft(db);
  }
  return db;
}

/** Uses another queue database and forgets the sender's state (tests give each test its own). */
export function useLrsQueueDatabase(name: string): void {
  db?.close();
  db = null;
  dbName = name;
  config = null;
  client = null;
  status = { waiting: 0, refused: 0, lastError: null, lastSentAt: null };
  failures = 0;
  if (timer) clearTimeout(timer);
  timer = null;
}

/** The queue as the records page shows it. */
export function lrsStatus(): LrsStatus {
  return status;
}

/** Called whenever the queue or the last error changes. */
export function onLrsStatus(listener: (s: LrsStatus) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Counts results (attempts), not copies: while a row moves from localStorage into the queue
 * database, or after a tab closed between the two writes, one attempt is in both places.
 */
async function refreshStatus(patch: Partial<LrsStatus> = {}): Promise<void> {
  const waiting = new Set(unqueuedRows().map((r) => r.id));
  const refused = new Set<string>();
  try {
    for (const s of await queue().statements.toArray()) (s.refused ? refused : waiting).add(s.attemptId);
  } catch {
    // No database: what localStorage holds.
  }
  for (const id of refused) waiting.delete(id);
  status = { ...status, ...patch, waiting: waiting.size, refused: refused.size };
  listeners.forEach((listener) => listener(status));
}

/** True when every finished attempt has reached the LRS (nothing queued, nothing refused). */
export async function queueIsEmpty(): Promise<boolean> {
  if (unqueuedRows().length > 0) return false;
  try {
    return (await queue().statements.count()) === 0;
  } catch {
    return false;
  }
}

/** This device's anonymous id (for attempts nobody was named for), made once and kept. */
async function deviceId(): Promise<string> {
  let id = safeStorage.get(DEVICE_KEY);
  if (!id) {
    try {
      id = (await queue().meta.get('device'))?.value ?? null;
    } catch {
      // No database either: a new id, kept in localStorage if it can be.
    }
  }
  id ??= crypto.randomUUID();
  safeStorage.set(DEVICE_KEY, id);
  try {
    await queue().meta.put({ key: 'device', value: id });
  } catch {
    // Kept in localStorage (or for this page only).
  }
  return id;
}

async function traineeOf(id: string | null): Promise<Pick<Trainee, 'id' | 'name'> | null> {
  if (!id) return null;
  try {
    const records = await import('../records/records');
    const trainee = await records.database().trainees.get(id);
    return trainee ? { id: trainee.id, name: trainee.name } : { id, name: '' };
  } catch {
    return { id, name: '' };
  }
}

/** The statements of the attempts not yet queued, in the order they finished. */
async function statementsOfRows(from: LrsConfig): Promise<QueuedStatement[]> {
  const rows = unqueuedRows().sort((a, b) => a.finishedAt - b.finishedAt);
  if (rows.length === 0) return [];
  const device = await deviceId();
  const out: QueuedStatement[] = [];
  for (const row of rows) {
    const trainee = await traineeOf(row.traineeId);
    const statements = await attemptStatements(row, trainee, { activityBase: from.activityBase, homePage: from.homePage, deviceId: device });
    statements.forEach((statement, i) => out.push({ id: statement.id!, order: `${String(row.finishedAt).padStart(15, '0')}:${row.id}:${i}`, attemptId: row.id, statement }));
  }
  return out;
}

/**
 * Moves finished attempts from localStorage into the queue database, then sends. When the
 * database cannot take them (disk full), they stay in localStorage and are sent from there.
 */
export async function takeRows(from: LrsConfig): Promise<void> {
  await startSender(from);
  const built = await statementsOfRows(from);
  if (built.length > 0) {
    try {
      await queue().statements.bulkPut(built);
      dropUnqueuedRows(new Set(built.map((s) => s.attemptId)));
    } catch {
      // No room: the rows stay in localStorage; flush() sends them from there.
    }
  }
  await refreshStatus();
  // After a failure the queue waits for its pause: a new attempt does not post it all again.
  if (!timer) await flush();
}

/**
 * Moves periodic inspections from localStorage into the queue (one statement each, ordered by when
 * they were recorded; `attemptId` holds the inspection's id), then sends. When the database cannot
 * take them they stay in localStorage and are queued by the next page that starts the sender.
 */
export async function takeInspections(from: LrsConfig): Promise<void> {
  await startSender(from);
  const rows = unqueuedInspections();
  if (rows.length > 0) {
    const built: QueuedStatement[] = [];
    for (const row of rows) {
      const statement = await inspectionStatement(row, from);
      built.push({ id: statement.id!, order: `${String(row.data.recordedAt).padStart(15, '0')}:${row.id}:0`, attemptId: row.id, statement });
    }
    try {
      await queue().statements.bulkPut(built);
      dropUnqueuedInspections(new Set(rows.map((r) => r.id)));
    } catch {
      // No room: they stay in localStorage.
    }
  }
  await refreshStatus();
  if (!timer) await flush();
}

function schedule(): void {
  if (timer) clearTimeout(timer);
  const delay = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length) - 1] ?? BACKOFF_MS[0]!;
  timer = setTimeout(() => {
    timer = null;
    void flush();
  }, delay);
}

function errorKind(error: unknown): LrsErrorKind {
  if (!(error instanceof LrsHttpError)) return 'offline';
  if (error.status === 401 || error.status === 403) return 'auth';
  return 'server';
}

/** The next statements to send, oldest first: the queue database's, then those still in localStorage. */
async function nextBatch(from: LrsConfig): Promise<{ items: QueuedStatement[]; fromRows: boolean }> {
  let items: QueuedStatement[] = [];
  try {
    items = (await queue().statements.orderBy('order').filter((s) => !s.refused).limit(BATCH).toArray()) as QueuedStatement[];
  } catch {
    // No database: only what localStorage holds.
  }
  if (items.length > 0) return { items, fromRows: false };
  return { items: (await statementsOfRows(from)).slice(0, BATCH), fromRows: true };
}

/** Removes acknowledged statements (and the localStorage rows they came from). */
async function acknowledge(items: readonly QueuedStatement[], fromRows: boolean): Promise<void> {
  if (fromRows) {
    // An attempt's row goes once all its statements are acknowledged.
    const sent = new Set(items.map((s) => s.id));
    const all = await statementsOfRows(config!);
    const done = new Set([...new Set(all.map((s) => s.attemptId))].filter((attempt) => all.filter((s) => s.attemptId === attempt).every((s) => sent.has(s.id))));
    dropUnqueuedRows(done);
    await noteAcknowledged([...done]);
  } else {
    await queue().statements.bulkDelete(items.map((s) => s.id));
    const attempts = [...new Set(items.map((s) => s.attemptId))];
    // The same attempt's row may still be in localStorage too (a tab closed between the queue's
    // write and the row's removal): its statements were queued whole, so with none of them left
    // in the queue the LRS holds them all, and the row goes too. Kept, it would wait for good: this
    // run does not send again what it has just sent.
    const whole: string[] = [];
    for (const attemptId of attempts) if ((await queue().statements.where('attemptId').equals(attemptId).count()) === 0) whole.push(attemptId);
    dropUnqueuedRows(new Set(whole));
    await noteAcknowledged(attempts);
  }
}

/** Notes the attempts none of whose statements waits any more (nor their row): the LRS holds them whole. */
async function noteAcknowledged(attemptIds: readonly string[]): Promise<void> {
  const unqueued = new Set(unqueuedRows().map((r) => r.id));
  const whole: AcknowledgedAttempt[] = [];
  for (const attemptId of attemptIds) if (!unqueued.has(attemptId) && (await queue().statements.where('attemptId').equals(attemptId).count()) === 0) whole.push({ attemptId, at: Date.now() });
  try {
    await queue().acknowledged.bulkPut(whole);
  } catch {
    // No room to note it: the attempt counts as not acknowledged, and stays on the device.
  }
}

/** Of these attempts, the ones the LRS has acknowledged whole. */
export async function acknowledgedAttempts(attempts: readonly { readonly id: string }[]): Promise<ReadonlySet<string>> {
  const found = await queue().acknowledged.bulkGet(attempts.map((a) => a.id));
  return new Set(found.filter((a): a is AcknowledgedAttempt => a !== undefined).map((a) => a.attemptId));
}

/** Marks a statement refused for good (kept and shown, not sent again). */
async function refuse(item: QueuedStatement, why: string): Promise<void> {
  await queue().statements.update(item.id, { refused: why });
  status = { ...status, lastError: { kind: 'refused', detail: why, at: Date.now() } };
}

/**
 * After a 409: the statements the LRS holds as we sent them are acknowledged; one it holds
 * differently is refused (kept, shown). When that explains the conflict, the rest go once more;
 * those it still does not hold stay queued and the run fails, so they are tried again after a
 * pause, never counted as sent.
 */
async function settleConflict(items: readonly QueuedStatement[], fromRows: boolean, again = true): Promise<void> {
  const missing: QueuedStatement[] = [];
  for (const item of items) {
    const held = await heldByLrs(client!, item.statement);
    if (held === 'same') await acknowledge([item], fromRows);
    else if (held === 'different' && !fromRows) await refuse(item, `HTTP 409: the record store holds another statement with id ${item.id}`);
    else missing.push(item);
  }
  if (missing.length === 0) return;
  if (!again || missing.length === items.length) throw new LrsConflictError(missing.length);
  try {
    await client!.sendStatements({ statements: missing.map((s) => s.statement) });
  } catch (error) {
    if (error instanceof LrsHttpError && error.status === 409) return settleConflict(missing, fromRows, false);
    throw error;
  }
  await acknowledge(missing, fromRows);
}

async function sendOne(item: QueuedStatement, fromRows: boolean): Promise<void> {
  try {
    await client!.sendStatement({ statement: item.statement });
  } catch (error) {
    if (error instanceof LrsHttpError && error.status === 409) return settleConflict([item], fromRows);
    if (error instanceof LrsHttpError && error.status === 400 && !fromRows) return refuse(item, error.message);
    throw error;
  }
  await acknowledge([item], fromRows);
}

async function sendAll(): Promise<void> {
  if (!config || !client) return;
  // Acknowledged in this run: a row localStorage could not let go of is not sent round and round.
  const done = new Set<string>();
  for (;;) {
    const { items: next, fromRows } = await nextBatch(config);
    const items = next.filter((s) => !done.has(s.id));
    if (items.length === 0) break;
    items.forEach((s) => done.add(s.id));
    try {
      await client.sendStatements({ statements: items.map((s) => s.statement) });
      await acknowledge(items, fromRows);
    } catch (error) {
      // A conflict leaves unknown which were stored: the LRS is asked for each. A refusal in a
      // batch leaves unknown which one: one by one settles it.
      if (error instanceof LrsHttpError && error.status === 409) await settleConflict(items, fromRows);
      else if (error instanceof LrsHttpError && error.status === 400) for (const item of items) await sendOne(item, fromRows);
      else throw error;
    }
    status = { ...status, lastSentAt: Date.now() };
    await refreshStatus();
  }
}

/** Sends everything queued, in order; one run at a time (across tabs too, where Web Locks exist). */
export function flush(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      try {
        const run = () => sendAll();
        if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request('loto-trainer-lrs', run);
        else await run();
        failures = 0;
        if (timer) clearTimeout(timer);
        timer = null;
        if (status.lastError && status.lastError.kind !== 'refused') status = { ...status, lastError: null };
        await refreshStatus();
      } catch (error) {
        failures += 1;
        await refreshStatus({ lastError: { kind: errorKind(error), detail: error instanceof Error ? error.message : String(error), at: Date.now() } });
        schedule();
        break;
      }
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

/**
 * The trainee's "send now": a send of its own, after the one under way if there is one. A run
 * that fails ends without trying again (the pause follows), so a press during it would be lost.
 */
export async function sendNow(): Promise<void> {
  if (running) await running;
  await flush();
}

/**
 * Starts the sender (once): the client, the retries on `online` and on the tab becoming visible,
 * and tells the kiosk that the LRS keeps the records it has acknowledged.
 */
export async function startSender(from: LrsConfig): Promise<void> {
  if (config && client) return;
  config = from;
  client = new XAPI({ endpoint: from.endpoint, auth: from.auth, adapter: fetchWithStatus });
  setRecordsKeptBy('lrs', acknowledgedAttempts);
  if (!listening && typeof window !== 'undefined' && typeof document !== 'undefined') {
    listening = true;
    window.addEventListener('online', () => void flush());
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && !timer && void flush());
  }
  await refreshStatus();
  void flush();
}
