/**
 * The site as a cmi5 assignable unit (AU): the LMS opens it with launch parameters (endpoint,
 * fetch, actor, registration, activityId); the AU fetches its auth token once, reads
 * LMS.LaunchData and the learner's preferences, and reports to the LMS's LRS by the cmi5 rules:
 * `initialized` first; `completed`, `passed` or `failed` as the outcome and the mastery score say
 * (at most one completed and one passed per registration, never failed after passed, nothing
 * judged in Browse or Review mode); trainee actions as cmi5 "allowed" statements; `terminated`
 * last with the session's duration. Resume data lives in the State API. Statements keep their ids
 * until the LRS acknowledges them (a reload or a lost response stores nothing twice), and go out
 * with keepalive, so what is sent as the page closes still arrives.
 */
import XAPI, { type Statement } from '@xapi/xapi';
import type { Language } from '../rules/language';
import type { LessonInteraction, LessonOutcome, LmsConnection } from './types';
import { LrsHttpError, fetchWithStatus } from './xapiFetch';
import { isoDuration } from './format';
import { CMI5_PARAMS } from './launch';
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
  pending: Statement[];
}

/** The State document: resume data and what this registration already reported. */
interface RegistrationMemory {
  resume: string | null;
  completed: boolean;
  passed: boolean;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
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
export async function connectCmi5(url: URL, options: { storage?: StorageLike; now?: () => number } = {}): Promise<Cmi5Connection | null> {
  const launch = cmi5Parameters(url);
  if (!launch) return null;
  const now = options.now ?? Date.now;
  const storage = options.storage ?? (typeof sessionStorage !== 'undefined' ? sessionStorage : memoryStorage());
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
    session = { token: (body as Record<string, string>)['auth-token']!, initialized: false, terminated: false, startedAt: now(), failedSent: false, pending: [] };
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

  // Statements go out in order, one request at a time; a failed request keeps them for the next.
  let chain: Promise<void> = Promise.resolve();
  const inFlight = new Set<string>();
  const sendPending = async () => {
    const batch = s.pending.filter((p) => !inFlight.has(p.id!));
    if (batch.length === 0) return;
    batch.forEach((b) => inFlight.add(b.id!));
    try {
      try {
        await xapi.sendStatements({ statements: batch });
      } catch (error) {
        if (!(error instanceof LrsHttpError && error.status === 409)) throw error;
        // Some were stored before a response was lost: one by one, a 409 meaning "already there".
        for (const one of batch)
          await xapi.sendStatement({ statement: one }).catch((e: unknown) => {
            if (!(e instanceof LrsHttpError && e.status === 409)) throw e;
          });
      }
      const sent = new Set(batch.map((b) => b.id));
      s.pending = s.pending.filter((p) => !sent.has(p.id));
      remember();
    } finally {
      batch.forEach((b) => inFlight.delete(b.id!));
    }
  };
  const flush = () => {
    const run = chain.then(sendPending);
    chain = run.catch(() => undefined);
    return run;
  };
  const enqueue = (...statements: Statement[]) => {
    s.pending.push(...statements);
    remember();
    void flush().catch(() => undefined);
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
        enqueue(statement(CMI5.verbs.completed, { cmi5: true, moveOn: true, result: { completion: true, duration } }));
      }
      // With a mastery score from the LMS, it decides (cmi5 9.3.2); otherwise the lesson's own judgement.
      const passed = mastery !== null && (o.passed !== null || o.completed) ? score.scaled >= mastery : o.passed;
      if (passed === true && !registrationMemory.passed) {
        registrationMemory = { ...registrationMemory, passed: true };
        enqueue(statement(CMI5.verbs.passed, { cmi5: true, moveOn: true, masteryScore: true, result: { score, success: true, duration } }));
      } else if (passed === false && !registrationMemory.passed && !s.failedSent) {
        s.failedSent = true;
        enqueue(statement(CMI5.verbs.failed, { cmi5: true, moveOn: true, masteryScore: true, result: { score, success: false, duration } }));
      }
      saveRegistration();
    },
    commit() {
      // As the page hides, a request in flight must not hold the rest back: they go beside it.
      void (inFlight.size > 0 ? sendPending() : flush()).catch(() => undefined);
    },
    flush: () => flush().then(() => saving),
    terminate() {
      if (s.terminated) return;
      s.terminated = true;
      const last = statement(CMI5.verbs.terminated, { cmi5: true, result: { duration: isoDuration(now() - s.startedAt) } });
      if (inFlight.size === 0) return enqueue(last);
      // The page may be closing: what waits goes now, beside the request in flight (keepalive
      // carries both); `terminated` still bears the latest timestamp.
      s.pending.push(last);
      remember();
      void sendPending().catch(() => undefined);
    },
  };
  // Whatever waits goes out as the page hides (keepalive requests outlive the page).
  if (typeof window !== 'undefined') window.addEventListener('pagehide', () => connection.commit());
  return connection;
}
