/**
 * The site as a cmi5 assignable unit (AU): the LMS opens it with launch parameters (endpoint,
 * fetch, actor, registration, activityId); the AU fetches its auth token once, reads
 * LMS.LaunchData and the learner's preferences, and reports to the LMS's LRS by the cmi5 rules:
 * `initialized` first; `completed`, `passed` or `failed` as the outcome and the mastery score say
 * (at most one completed and one passed per registration, never failed after passed, nothing
 * judged in Browse or Review mode); trainee actions as cmi5 "allowed" statements; `terminated`
 * last with the session's duration. Resume data lives in the State API. Statements wait in
 * localStorage, one key each, until the LRS acknowledges them (a reload or a lost response stores
 * nothing twice; a closed tab loses nothing: the next launch of the registration sends them), and
 * go out with keepalive, so what is sent as the page closes still arrives. A 409 counts only when
 * the LRS is seen to hold the statement; after a failure they wait for a growing pause.
 */
import XAPI, { type Statement } from '@xapi/xapi';
import type { Language } from '../rules/language';
import type { LessonInteraction, LessonOutcome, LmsConnection } from './types';
import { LrsConflictError, LrsHttpError, fetchWithStatus, heldByLrs } from './xapiFetch';
import { isoDuration } from './format';
import { CMI5_PARAMS } from '../platform/launch';
import { lmsLanguage } from './preferences';

/** cmi5's IRIs (cmi5 specification, section 9). */
export const CMI5 = {
  category: 'https://w3id.org/xapi/cmi5/context/categories/cmi5',
  moveOn: 'https://w3id.org/xapi/cmi5/context/categories/moveon',
  sessionId: 'https://w3id.org/xapi/cmi5/context/extensions/sessionid',
  masteryScore: 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore',
  verbs: {
    initialized: 'http://adlnet.gov/expapi/verbs/initialized',
    completed: 'http://adlnet.gov/expapi/verbs/completed',
    passed: 'http://adlnet.gov/expapi/verbs/passed',
    failed: 'http://adlnet.gov/expapi/verbs/failed',
    terminated: 'http://adlnet.gov/expapi/verbs/terminated',
    answered: 'http://adlnet.gov/expapi/verbs/answered',
  },
} as const;

/** Our document in the State API (per registration): the resume data and what was reported. */
export const RESUME_STATE_ID = 'https://loto-trainer.app/xapi/state/resume';
/** Resume data fits one keepalive request (64 KB in all), so it is saved even as the page closes. */
const RESUME_LIMIT = 32_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type LaunchMode = 'Normal' | 'Browse' | 'Review';
type MoveOn = 'Passed' | 'Completed' | 'CompletedAndPassed' | 'CompletedOrPassed' | 'NotApplicable';
type Agent = { objectType?: 'Agent'; name?: string; account: { homePage: string; name: string } };

/** A live cmi5 session: the LmsConnection the tracker uses, and what the LMS said about the launch. */
export interface Cmi5Connection extends LmsConnection {
  readonly kind: 'cmi5';
  readonly launchMode: LaunchMode;
  readonly moveOn: MoveOn;
  /** Where the LMS wants the learner to go after terminated (null: close or stay). */
  readonly returnUrl: string | null;
  readonly registration: string;
  readonly sessionId: string;
  /** Resolves when every statement so far has reached the LRS (rejects when one cannot yet). */
  flush(): Promise<void>;
}

/** Why a cmi5 launch cannot go on; `message` says what is wrong in words an LMS administrator can act on. */
export class Cmi5LaunchError extends Error {
  constructor(
    readonly reason: 'malformed' | 'fetch' | 'launch-data' | 'lrs',
    message: string,
  ) {
    super(message);
    this.name = 'Cmi5LaunchError';
  }
}

/** Per launch, kept for a reload of the same window (sessionStorage). */
interface SessionMemory {
  token: string;
  initialized: boolean;
  terminated: boolean;
  startedAt: number;
  failedSent: boolean;
  /** Statements an earlier version kept here; moved to the durable queue on connect. */
  pending?: Statement[];
}

/** Where statements wait for the LRS, one key each (localStorage: it outlives the tab). */
export const CMI5_QUEUE_PREFIX = 'loto_cmi5_queue:';
/** What a registration's AU already reported on this device (localStorage): only ever goes from false to true. */
export const CMI5_REPORTED_PREFIX = 'loto_cmi5_reported:';
/** Pauses between failed attempts to send, growing to a minute. */
const BACKOFF_MS = [1_000, 2_000, 5_000, 15_000, 30_000, 60_000];

/** The State document: resume data and what this registration already reported. */
interface RegistrationMemory {
  resume: string | null;
  completed: boolean;
  passed: boolean;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** A storage whose keys can be listed (localStorage). */
export type DurableStorage = StorageLike & Pick<Storage, 'key' | 'length'>;

function memoryStorage(): DurableStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

function defaultDurable(): DurableStorage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Storage blocked: for this page only.
  }
  return memoryStorage();
}

function absolute(value: string | null, name: string): string {
  try {
    const url = new URL(value ?? '');
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  } catch {
    // Reported below.
  }
  throw new Cmi5LaunchError('malformed', `cmi5 launch: "${name}" must be an absolute http(s) address (got ${JSON.stringify(value)})`);
}

/** Reads and checks the five launch parameters (null when none is there: not a cmi5 launch). */
export function cmi5Parameters(url: URL): { endpoint: string; fetchUrl: string; actor: Agent; registration: string; activityId: string } | null {
  const names = CMI5_PARAMS;
  const q = url.searchParams;
  if (names.every((n) => !q.has(n))) return null;
  const missing = names.filter((n) => !q.get(n));
  if (missing.length > 0) throw new Cmi5LaunchError('malformed', `cmi5 launch: missing ${missing.map((n) => `"${n}"`).join(', ')} in the launch URL`);
  const endpoint = absolute(q.get('endpoint'), 'endpoint');
  const fetchUrl = absolute(q.get('fetch'), 'fetch');
  let actor: unknown;
  try {
    actor = JSON.parse(q.get('actor')!);
  } catch {
    throw new Cmi5LaunchError('malformed', 'cmi5 launch: "actor" is not JSON');
  }
  const a = actor as Partial<Agent> | null;
  if (!a || typeof a !== 'object' || typeof a.account?.homePage !== 'string' || typeof a.account?.name !== 'string' || !a.account.name)
    throw new Cmi5LaunchError('malformed', 'cmi5 launch: "actor" must be an Agent with an account (homePage and name)');
  const registration = q.get('registration')!;
  if (!UUID.test(registration)) throw new Cmi5LaunchError('malformed', `cmi5 launch: "registration" must be a UUID (got ${JSON.stringify(registration)})`);
  const activityId = absolute(q.get('activityId'), 'activityId');
  return { endpoint: endpoint.endsWith('/') ? endpoint : `${endpoint}/`, fetchUrl, actor: a as Agent, registration, activityId };
}

/** Merges the LMS's context template into a statement's context (arrays joined, objects merged). */
function mergeContext(template: Record<string, unknown>, own: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...template };
  for (const [key, value] of Object.entries(own)) {
    const base = out[key];
    if (Array.isArray(base) && Array.isArray(value)) out[key] = [...base, ...value];
    else if (base && value && typeof base === 'object' && typeof value === 'object' && !Array.isArray(base) && !Array.isArray(value)) out[key] = mergeContext(base as Record<string, unknown>, value as Record<string, unknown>);
    else out[key] = value;
  }
  return out;
}

function verb(id: string) {
  return { id, display: { 'en-US': id.slice(id.lastIndexOf('/') + 1) } };
}

/**
 * Connects to the LMS that launched this page as a cmi5 AU: null when the URL carries no cmi5
 * launch parameters; a Cmi5LaunchError when they are malformed, the fetch URL refuses the token,
 * or LMS.LaunchData cannot be read. Sends `initialized` before it returns.
 */
export async function connectCmi5(url: URL, options: { storage?: StorageLike; durable?: DurableStorage; now?: () => number } = {}): Promise<Cmi5Connection | null> {
  const launch = cmi5Parameters(url);
  if (!launch) return null;
  const now = options.now ?? Date.now;
  const storage = options.storage ?? (typeof sessionStorage !== 'undefined' ? sessionStorage : memoryStorage());
  const durable = options.durable ?? defaultDurable();
  // The registration's AU: its queue and what it reported (one registration may hold several AUs).
  const auKey = `${launch.registration}|${launch.activityId}`;
  const memoryKey = `loto_cmi5:${launch.registration}:${launch.fetchUrl}`;
  let session: SessionMemory | null = null;
  try {
    session = JSON.parse(storage.getItem(memoryKey) ?? 'null') as SessionMemory | null;
  } catch {
    session = null;
  }
  const remember = () => {
    try {
      storage.setItem(memoryKey, JSON.stringify(session));
    } catch {
      // Without sessionStorage a reload of this launch cannot reconnect; this page still reports.
    }
  };

  if (!session?.token) {
    // The fetch URL gives the token once (cmi5 8.2.3): a reload of this launch uses the one kept.
    let body: unknown;
    try {
      const response = await fetch(launch.fetchUrl, { method: 'POST', cache: 'no-store' });
      body = await response.json().catch(() => null);
      const error = body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
      if (!response.ok || !error || typeof error['auth-token'] !== 'string')
        throw new Cmi5LaunchError('fetch', `cmi5 launch: the LMS's fetch URL refused the token (HTTP ${response.status}${error?.['error-code'] ? `, error-code ${String(error['error-code'])}: ${String(error['error-text'] ?? '')}` : ''}). A fetch URL works once: launch the lesson again from the LMS.`);
    } catch (error) {
      if (error instanceof Cmi5LaunchError) throw error;
      throw new Cmi5LaunchError('fetch', `cmi5 launch: the LMS's fetch URL could not be reached (${error instanceof Error ? error.message : String(error)})`);
    }
    session = { token: (body as Record<string, string>)['auth-token']!, initialized: false, terminated: false, startedAt: now(), failedSent: false };
    remember();
  }
  const s: SessionMemory = session;
  const xapi = new XAPI({ endpoint: launch.endpoint, auth: `Basic ${s.token}`, adapter: fetchWithStatus });
  const agent = launch.actor as Parameters<XAPI['getState']>[0]['agent'];

  let launchData: Record<string, unknown>;
  try {
    const data = (await xapi.getState({ agent, activityId: launch.activityId, registration: launch.registration, stateId: 'LMS.LaunchData' })).data as unknown;
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('not a JSON object');
    launchData = data as Record<string, unknown>;
  } catch (error) {
    throw new Cmi5LaunchError('launch-data', `cmi5 launch: LMS.LaunchData could not be read from the LRS (${error instanceof Error ? error.message : String(error)})`);
  }
  const template = launchData.contextTemplate;
  if (!template || typeof template !== 'object' || Array.isArray(template)) throw new Cmi5LaunchError('launch-data', 'cmi5 launch: LMS.LaunchData has no contextTemplate');
  const contextTemplate = template as Record<string, unknown>;
  const sessionId = String((contextTemplate.extensions as Record<string, unknown> | undefined)?.[CMI5.sessionId] ?? '');
  const launchMode: LaunchMode = launchData.launchMode === 'Browse' || launchData.launchMode === 'Review' ? launchData.launchMode : 'Normal';
  const moveOns: readonly MoveOn[] = ['Passed', 'Completed', 'CompletedAndPassed', 'CompletedOrPassed', 'NotApplicable'];
  const moveOn: MoveOn = moveOns.includes(launchData.moveOn as MoveOn) ? (launchData.moveOn as MoveOn) : 'NotApplicable';
  const mastery = typeof launchData.masteryScore === 'number' && launchData.masteryScore >= 0 && launchData.masteryScore <= 1 ? launchData.masteryScore : null;
  const returnUrl = typeof launchData.returnURL === 'string' && launchData.returnURL ? launchData.returnURL : null;

  let language: Language | null = null;
  try {
    const prefs = (await xapi.getAgentProfile({ agent, profileId: 'cmi5LearnerPreferences' })).data as unknown;
    const list = prefs && typeof prefs === 'object' ? (prefs as Record<string, unknown>).languagePreference : null;
    language = lmsLanguage(list);
  } catch {
    // No preferences stored (404) or not readable: the site's own language choice stands.
  }

  const stateParams = { agent, activityId: launch.activityId, registration: launch.registration, stateId: RESUME_STATE_ID };
  let registrationMemory: RegistrationMemory = { resume: null, completed: false, passed: false };
  try {
    const doc = (await xapi.getState(stateParams)).data as unknown;
    if (doc && typeof doc === 'object') {
      const d = doc as Record<string, unknown>;
      registrationMemory = { resume: typeof d.resume === 'string' ? d.resume : null, completed: d.completed === true, passed: d.passed === true };
    }
  } catch (error) {
    if (!(error instanceof LrsHttpError && error.status === 404)) throw new Cmi5LaunchError('lrs', `cmi5 launch: the LRS did not answer (${error instanceof Error ? error.message : String(error)})`);
  }
  // The State document may not have been saved (the LRS slow, the tab closed): what this device
  // recorded, and a `passed` the LRS already holds for the registration, count as well.
  const reportedKey = `${CMI5_REPORTED_PREFIX}${auKey}`;
  const reportedHere = (): { completed: boolean; passed: boolean } => {
    try {
      const r = JSON.parse(durable.getItem(reportedKey) ?? 'null') as { completed?: unknown; passed?: unknown } | null;
      return { completed: r?.completed === true, passed: r?.passed === true };
    } catch {
      return { completed: false, passed: false };
    }
  };
  const markReported = (what: 'completed' | 'passed') => {
    try {
      durable.setItem(reportedKey, JSON.stringify({ ...reportedHere(), [what]: true }));
    } catch {
      // No room: the State document and the statement itself still say it.
    }
  };
  const here = reportedHere();
  registrationMemory = { ...registrationMemory, completed: registrationMemory.completed || here.completed, passed: registrationMemory.passed || here.passed };
  if (!registrationMemory.passed) {
    try {
      const found = (await xapi.getStatements({ agent, verb: CMI5.verbs.passed, activity: launch.activityId, registration: launch.registration, limit: 1 })).data;
      if (Array.isArray(found?.statements) && found.statements.length > 0) registrationMemory = { ...registrationMemory, passed: true };
    } catch {
      // The LMS's LRS may not let an AU query statements: the State document and this device decide.
    }
  }

  const statement = (verbId: string, extra: { result?: Statement['result']; cmi5?: boolean; moveOn?: boolean; masteryScore?: boolean; object?: Statement['object']; parent?: boolean } = {}): Statement => {
    const categories = [...(extra.cmi5 ? [{ id: CMI5.category }] : []), ...(extra.moveOn ? [{ id: CMI5.moveOn }] : [])];
    const own: Record<string, unknown> = {
      registration: launch.registration,
      ...(categories.length > 0 || extra.parent ? { contextActivities: { ...(categories.length > 0 && { category: categories }), ...(extra.parent && { parent: [{ id: launch.activityId, objectType: 'Activity' }] }) } } : {}),
      ...(extra.masteryScore && mastery !== null ? { extensions: { [CMI5.masteryScore]: mastery } } : {}),
    };
    return {
      id: crypto.randomUUID(),
      actor: launch.actor as Statement['actor'],
      verb: verb(verbId),
      object: extra.object ?? { objectType: 'Activity', id: launch.activityId },
      ...(extra.result && { result: extra.result }),
      context: mergeContext(contextTemplate, own) as Statement['context'],
      timestamp: new Date(now()).toISOString(),
    };
  };

  // Statements wait in localStorage, one key each, in sending order (the key sorts by time), so a
  // closed tab loses none and another tab's writes never overwrite them. Without room, in memory.
  const queuePrefix = `${CMI5_QUEUE_PREFIX}${auKey}|`;
  const inMemory = new Map<string, Statement>();
  let seq = 0;
  const waiting = (): [string, Statement][] => {
    const out = new Map(inMemory);
    try {
      for (let i = 0; i < durable.length; i += 1) {
        const key = durable.key(i);
        if (!key?.startsWith(queuePrefix) || out.has(key)) continue;
        try {
          out.set(key, JSON.parse(durable.getItem(key) ?? 'null') as Statement);
        } catch {
          // Not a statement (edited by hand): left where it is, not sent.
        }
      }
    } catch {
      // Storage unreadable: what this page holds.
    }
    return [...out.entries()].filter(([, st]) => st && typeof st === 'object' && typeof st.id === 'string').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  };
  const keep = (statement: Statement) => {
    const key = `${queuePrefix}${String(now()).padStart(15, '0')}:${String((seq += 1)).padStart(6, '0')}:${statement.id}`;
    try {
      durable.setItem(key, JSON.stringify(statement));
    } catch {
      inMemory.set(key, statement);
    }
  };
  const done = (keys: readonly string[]) => {
    for (const key of keys) {
      inMemory.delete(key);
      try {
        durable.removeItem(key);
      } catch {
        // Sent again next time; the LRS stores it once.
      }
    }
  };
  // What an earlier version kept in sessionStorage joins the queue.
  if (Array.isArray(s.pending)) {
    s.pending.forEach(keep);
    delete s.pending;
    remember();
  }

  // One request at a time, each statement in one request at most; after a failure, a growing pause.
  let chain: Promise<void> = Promise.resolve();
  const inFlight = new Set<string>();
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  /** After a 409: acknowledges what the LRS holds; sends the rest once more when that explains it; else fails. */
  const settle = async (batch: [string, Statement][], again: boolean): Promise<void> => {
    const missing: [string, Statement][] = [];
    for (const entry of batch) {
      if ((await heldByLrs(xapi, entry[1] as never)) === 'same') done([entry[0]]);
      else missing.push(entry);
    }
    if (missing.length === 0) return;
    if (!again || missing.length === batch.length) throw new LrsConflictError(missing.length);
    try {
      await xapi.sendStatements({ statements: missing.map(([, st]) => st) });
    } catch (error) {
      if (error instanceof LrsHttpError && error.status === 409) return settle(missing, false);
      throw error;
    }
    done(missing.map(([key]) => key));
  };
  const sendPending = async () => {
    const batch = waiting().filter(([key]) => !inFlight.has(key));
    if (batch.length === 0) return;
    batch.forEach(([key]) => inFlight.add(key));
    try {
      try {
        await xapi.sendStatements({ statements: batch.map(([, st]) => st) });
        done(batch.map(([key]) => key));
      } catch (error) {
        // 409 is a conflict, not a receipt: the LRS is asked whether it holds each one.
        if (!(error instanceof LrsHttpError && error.status === 409)) throw error;
        await settle(batch, true);
      }
    } finally {
      batch.forEach(([key]) => inFlight.delete(key));
    }
  };
  // One tab at a time sends a registration's queue (where Web Locks exist), reading it afresh.
  const locked = async (run: () => Promise<void>) => {
    if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request(`loto-cmi5:${auKey}`, run);
    else await run();
  };
  /** Requests sent beside the chain (as the page closes); a flush waits for them too. */
  const beside = new Set<Promise<void>>();
  /** Sends what waits, after what is on its way; `force`: even during a failure's pause. */
  const flush = (force = true): Promise<void> => {
    const run = chain
      .then(() => Promise.allSettled([...beside]))
      .then(async () => {
        if (!force && retry) return;
        try {
          await locked(sendPending);
        } catch (error) {
          failures += 1;
          if (retry) clearTimeout(retry);
          retry = setTimeout(() => {
            retry = null;
            void flush().catch(() => undefined);
          }, BACKOFF_MS[Math.min(failures, BACKOFF_MS.length) - 1]);
          throw error;
        }
        failures = 0;
        if (retry) clearTimeout(retry);
        retry = null;
      });
    chain = run.catch(() => undefined);
    return run;
  };
  /** Sends now, beside a request in flight (the page may be closing: keepalive carries both). */
  const sendNow = () => {
    const sent = sendPending().catch(() => undefined);
    beside.add(sent);
    void sent.then(() => beside.delete(sent));
  };
  const enqueue = (...statements: Statement[]) => {
    remember();
    statements.forEach(keep);
    // During a pause after a failure they wait for it: an action does not post the queue again.
    void flush(false).catch(() => undefined);
  };
  let saving: Promise<void> = Promise.resolve();
  const saveRegistration = () => {
    const doc = { ...registrationMemory };
    saving = saving.then(() => xapi.setState({ ...stateParams, state: doc as never, contentType: 'application/json' }).then(() => undefined, () => undefined));
  };

  if (!s.initialized) {
    s.initialized = true;
    s.startedAt = now();
    enqueue(statement(CMI5.verbs.initialized, { cmi5: true }));
    // initialized must reach the LRS before anything else is reported (kept and retried if not).
    await flush().catch(() => undefined);
  }

  const judged = launchMode === 'Normal';
  const connection: Cmi5Connection = {
    kind: 'cmi5',
    resume: registrationMemory.resume,
    masteryScore: mastery,
    learner: { id: launch.actor.account.name, name: launch.actor.name ?? launch.actor.account.name },
    resumeLimit: RESUME_LIMIT,
    launchMode,
    moveOn,
    returnUrl,
    language,
    registration: launch.registration,
    sessionId,
    setResume(data: string) {
      if (s.terminated) return;
      registrationMemory = { ...registrationMemory, resume: data.slice(0, RESUME_LIMIT) };
      saveRegistration();
    },
    interaction(i: LessonInteraction) {
      if (s.terminated) return;
      // A cmi5 "allowed" statement: the session's context, the lesson as parent, no cmi5 category.
      enqueue(
        statement(CMI5.verbs.answered, {
          parent: true,
          object: {
            objectType: 'Activity',
            id: `${launch.activityId}/interactions/${encodeURIComponent(i.id)}`,
            definition: {
              type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
              name: { 'en-US': i.description },
              interactionType: i.type,
              ...(i.correct !== null && { correctResponsesPattern: [i.correct] }),
            },
          } as Statement['object'],
          result: { response: i.response, ...(i.result !== 'neutral' && { success: i.result === 'correct' }), duration: isoDuration(i.latencyMs) },
        }),
      );
    },
    outcome(o: LessonOutcome) {
      if (s.terminated || !judged) return;
      const duration = isoDuration(now() - s.startedAt);
      const score = { scaled: Math.round(Math.min(100, Math.max(0, o.score))) / 100, raw: Math.round(Math.min(100, Math.max(0, o.score))), min: 0, max: 100 };
      if (o.completed && !registrationMemory.completed) {
        registrationMemory = { ...registrationMemory, completed: true };
        markReported('completed');
        enqueue(statement(CMI5.verbs.completed, { cmi5: true, moveOn: true, result: { completion: true, duration } }));
      }
      // With a mastery score from the LMS, it decides (cmi5 9.3.2); otherwise the lesson's own judgement.
      const passed = mastery !== null && (o.passed !== null || o.completed) ? score.scaled >= mastery : o.passed;
      if (passed === true && !registrationMemory.passed) {
        registrationMemory = { ...registrationMemory, passed: true };
        markReported('passed');
        enqueue(statement(CMI5.verbs.passed, { cmi5: true, moveOn: true, masteryScore: true, result: { score, success: true, duration } }));
      } else if (passed === false && !registrationMemory.passed && !s.failedSent) {
        s.failedSent = true;
        enqueue(statement(CMI5.verbs.failed, { cmi5: true, moveOn: true, masteryScore: true, result: { score, success: false, duration } }));
      }
      saveRegistration();
    },
    commit() {
      // A step, or the page hidden: what waits goes, unless a failure's pause holds it back.
      void flush(false).catch(() => undefined);
    },
    flush: () => flush(true).then(() => saving),
    terminate() {
      if (s.terminated) return;
      s.terminated = true;
      remember();
      keep(statement(CMI5.verbs.terminated, { cmi5: true, result: { duration: isoDuration(now() - s.startedAt) } }));
      // The page may be closing: what waits goes now, beside a request in flight (keepalive
      // carries both); what does not arrive waits in localStorage for the next launch.
      sendNow();
    },
  };
  // Whatever waits goes out as the page hides (keepalive requests outlive the page).
  if (typeof window !== 'undefined') window.addEventListener('pagehide', sendNow);
  return connection;
}
