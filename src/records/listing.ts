/**
 * The records page's reads, done in the database so that 100 000 attempts list as fast as 100:
 * one page of a trainee's attempts at a time (through the [traineeId+finishedAt] and
 * [traineeId+kind+finishedAt] indexes, newest first), counts from the indexes, and the charts
 * from the latest CHART_ROWS attempts only. Every row goes through the readers of stored.ts, so a
 * damaged row is listed, marked, and never takes the others down. Attempts still waiting in
 * memory for room (records.ts) are listed first.
 *
 * Attempts nobody was named for have no index entry (IndexedDB does not index null): they are
 * the keys of the time index missing from the trainee index (keys only, no row read), and only
 * their own rows are read.
 */
import Dexie, { type Collection } from 'dexie';
import { database, onRecordsChange } from './database';
import { pendingRows } from './pending';
import { isDamaged, storedAttempt, type ListedAttempt } from './stored';
import type { AttemptKind, AttemptRow } from './types';

export type KindFilter = 'all' | AttemptKind;
export type ResultFilter = 'all' | 'passed' | 'failed';

/** Whose attempts (null: nobody named), of which kind, with which result. */
export interface AttemptQuery {
  readonly traineeId: string | null;
  readonly kind: KindFilter;
  readonly result: ResultFilter;
  /** Only attempts finished at or after this time (ms): a locked kiosk lists what the one at the screen did since choosing their name. */
  readonly since?: number;
}

/** Attempts listed per page. */
export const PAGE_SIZE = 25;
/** The charts draw the latest this many attempts of the list. */
export const CHART_ROWS = 500;

type Raw = Record<string, unknown>;

/** Whose a stored row says it is, as the lists file it (what does not read as an id: nobody named). */
const ownerOf = (row: Raw): string | null => (typeof row.traineeId === 'string' && row.traineeId ? row.traineeId : null);

const wantsResult = (q: AttemptQuery, row: { passed?: unknown }) => q.result === 'all' || row.passed === (q.result === 'passed');
const wantsKind = (q: AttemptQuery, row: { kind?: unknown }) => q.kind === 'all' || row.kind === q.kind;
const from = (q: AttemptQuery) => q.since ?? Dexie.minKey;
const wantsTime = (q: AttemptQuery, row: { finishedAt?: unknown }) => q.since === undefined || (typeof row.finishedAt === 'number' && row.finishedAt >= q.since);

/** Whether a value is a key IndexedDB indexes (a row whose time is not one is in no time index). */
function isKey(value: unknown): boolean {
  try {
    indexedDB.cmp(value, 0);
    return true;
  } catch {
    return false;
  }
}

/** One named person's rows of a query in the database, newest first (filtered there; not yet read). */
function collection(q: AttemptQuery & { traineeId: string }): Collection<Raw, string> {
  const attempts = database().attempts as unknown as Dexie.Table<Raw, string>;
  const rows =
    q.kind === 'all'
      ? attempts.where('[traineeId+finishedAt]').between([q.traineeId, from(q)], [q.traineeId, Dexie.maxKey], true, true)
      : attempts.where('[traineeId+kind+finishedAt]').between([q.traineeId, q.kind, from(q)], [q.traineeId, q.kind, Dexie.maxKey], true, true);
  return q.result === 'all' ? rows.reverse() : rows.reverse().filter((row) => wantsResult(q, row));
}

let counted: Promise<{ all: number; timed: number; named: number }> | null = null;
let countedIn: unknown = null;
onRecordsChange(() => {
  counted = null;
});

/**
 * How many attempts there are, how many are in the time index and how many in the trainee index
 * (counted once until the records change: each count walks an index).
 */
function counts(): Promise<{ all: number; timed: number; named: number }> {
  const d = database();
  if (!counted || countedIn !== d) {
    countedIn = d;
    counted = Promise.all([d.attempts.count(), d.attempts.orderBy('finishedAt').count(), d.attempts.orderBy('traineeId').count()]).then(([all, timed, named]) => ({ all, timed, named }));
    counted.catch(() => {
      counted = null;
    });
  }
  return counted;
}

/**
 * Rows in no time index (their time is missing or not a time: damaged), of this query's owner,
 * listed unfiltered. Looked for only when the counts say there are some.
 */
async function strays(q: AttemptQuery): Promise<ListedAttempt[]> {
  if (q.kind !== 'all' || q.result !== 'all' || q.since !== undefined) return [];
  const d = database();
  const { all, timed } = await counts();
  if (all === timed) return [];
  const rows = await (d.attempts as unknown as Dexie.Table<Raw, string>).filter((row) => !isKey(row.finishedAt) && ownerOf(row) === q.traineeId).toArray();
  return rows.map(storedAttempt);
}

let unnamed: { in: unknown; ids: Promise<string[]> } | null = null;
onRecordsChange(() => {
  unnamed = null;
});

/** The keys of the attempts nobody was named for, newest first (kept until the records change). */
function unnamedIds(): Promise<string[]> {
  const d = database();
  if (!unnamed || unnamed.in !== d) {
    // A row whose trainee index key is not a text id (a damaged one: a number, say) is unnamed too.
    const ids = Promise.all([d.attempts.orderBy('traineeId').keys(), d.attempts.orderBy('traineeId').primaryKeys(), d.attempts.orderBy('finishedAt').reverse().primaryKeys()]).then(([owners, keys, byTime]) => {
      const set = new Set(keys.filter((_, i) => typeof owners[i] === 'string' && owners[i] !== ''));
      return byTime.filter((id) => !set.has(id));
    });
    unnamed = { in: d, ids };
    ids.catch(() => {
      unnamed = null;
    });
  }
  return unnamed.ids;
}

/** A query's rows from `offset` (at most `limit`; Infinity: all), newest first, and how many it has (NaN unless `counting`). */
async function queryRows(q: AttemptQuery, offset: number, limit: number, counting: boolean): Promise<{ rows: Raw[]; total: number }> {
  if (q.traineeId !== null) {
    const named = { ...q, traineeId: q.traineeId };
    const page = collection(named).offset(offset);
    const [total, rows] = await Promise.all([counting ? collection(named).count() : Promise.resolve(NaN), limit > 0 ? (Number.isFinite(limit) ? page.limit(limit) : page).toArray() : Promise.resolve([])]);
    return { rows, total };
  }
  const ids = await unnamedIds();
  const attempts = database().attempts as unknown as Dexie.Table<Raw, string>;
  const read = async (keys: string[]) => (await attempts.bulkGet(keys)).filter((row): row is Raw => row !== undefined && ownerOf(row) === null);
  if (q.kind === 'all' && q.result === 'all' && q.since === undefined) return { rows: limit > 0 ? await read(ids.slice(offset, offset + limit)) : [], total: ids.length };
  // Filtered: only the unnamed rows are read.
  const all = (await read(ids)).filter((row) => wantsKind(q, row) && wantsResult(q, row) && wantsTime(q, row));
  return { rows: all.slice(offset, offset + limit), total: all.length };
}

/** The attempts waiting in memory that a query lists, newest first. */
const waiting = (q: AttemptQuery): AttemptRow[] =>
  pendingRows()
    .filter((row) => row.traineeId === q.traineeId && wantsKind(q, row) && wantsResult(q, row) && wantsTime(q, row))
    .sort((a, b) => b.finishedAt - a.finishedAt);

/**
 * One page of a query's attempts (damaged rows among them, marked) and how many it has in all
 * (NaN with `count: false`, which spares a walk of the index when the total is known).
 */
export async function attemptPage(q: AttemptQuery, offset: number, limit = PAGE_SIZE, { count: counting = true } = {}): Promise<{ rows: ListedAttempt[]; total: number }> {
  const memory = waiting(q);
  try {
    const first = [...memory, ...(await strays(q))];
    const ids = new Set(memory.map((row) => row.id));
    const head = first.slice(offset, offset + limit);
    const need = limit - head.length;
    const { total: count, rows } = await queryRows(q, Math.max(0, offset - first.length), need, counting);
    return { rows: [...head, ...rows.filter((row) => !ids.has(row.id as string)).map(storedAttempt)], total: first.length + count };
  } catch {
    // No database: only what is in memory.
    return { rows: memory.slice(offset, offset + limit), total: memory.length };
  }
}

/** The rows that read among the first `limit` of a query, newest first (the charts', the CSV's). */
export async function readableAttempts(q: AttemptQuery, limit = Infinity): Promise<AttemptRow[]> {
  const memory = waiting(q);
  let rows: Raw[] = [];
  try {
    rows = (await queryRows(q, 0, limit, false)).rows;
  } catch {
    // No database: only what is in memory.
  }
  const ids = new Set(memory.map((row) => row.id));
  const stored = rows.filter((row) => !ids.has(row.id as string)).map(storedAttempt).filter((row): row is AttemptRow => !isDamaged(row));
  return [...memory, ...stored].slice(0, limit);
}

/** A trainee's latest passed assessments (what a certificate rests on), newest first. */
export async function passedAssessmentRows(traineeId: string, limit = 8): Promise<AttemptRow[]> {
  // An attempt not from this installation (a backup's, unsigned or signed elsewhere) is never certified.
  const passed = (row: { mode?: unknown; passed?: unknown; foreign?: unknown }) => row.mode === 'avaliacao' && row.passed === true && row.foreign !== true;
  const memory = waiting({ traineeId, kind: 'scenario', result: 'passed' }).filter(passed);
  let rows: Raw[] = [];
  try {
    rows = await (database().attempts as unknown as Dexie.Table<Raw, string>)
      .where('[traineeId+kind+finishedAt]')
      .between([traineeId, 'scenario', Dexie.minKey], [traineeId, 'scenario', Dexie.maxKey])
      .reverse()
      .filter(passed)
      .limit(limit)
      .toArray();
  } catch {
    // No database: only what is in memory.
  }
  const ids = new Set(memory.map((row) => row.id));
  const stored = rows.filter((row) => !ids.has(row.id as string)).map(storedAttempt).filter((row): row is AttemptRow => !isDamaged(row));
  return [...memory, ...stored].slice(0, limit);
}

/**
 * Passed assessments on these machines (what retraining rests on, procedureStatus.ts's
 * retrainingDue), as stored: one trainee's through the [traineeId+kind+finishedAt] index, or with
 * `traineeId` null every named trainee's through the `kind` index; a row at a time, and none
 * without a machine. No machine, nothing read.
 */
export async function machinePasses(traineeId: string | null, machineIds: ReadonlySet<string>): Promise<AttemptRow[]> {
  if (machineIds.size === 0) return [];
  const onMachine = (row: Raw) => {
    const machine = row.machine as { id?: unknown } | null | undefined;
    return row.mode === 'avaliacao' && row.passed === true && typeof row.traineeId === 'string' && typeof machine?.id === 'string' && machineIds.has(machine.id);
  };
  const attempts = database().attempts as unknown as Dexie.Table<Raw, string>;
  const rows = await (traineeId === null
    ? attempts.where('kind').equals('scenario')
    : attempts.where('[traineeId+kind+finishedAt]').between([traineeId, 'scenario', Dexie.minKey], [traineeId, 'scenario', Dexie.maxKey])
  )
    .filter(onMachine)
    .toArray();
  return rows as unknown as AttemptRow[];
}

/** Whether any attempt has nobody named (those have no index entry: the counts tell). */
export async function hasUnnamedAttempts(): Promise<boolean> {
  if (pendingRows().some((row) => row.traineeId === null)) return true;
  try {
    const { all, named } = await counts();
    return all > named;
  } catch {
    return false;
  }
}
