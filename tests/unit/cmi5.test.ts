import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CMI5, CMI5_QUEUE_PREFIX, Cmi5LaunchError, RESUME_STATE_ID, cmi5Parameters, connectCmi5, type DurableStorage } from '../../src/lms/cmi5';
import type { LessonInteraction } from '../../src/lms/types';
import { startLrs, type Cmi5Launch, type StoredStatement, type TestLrs } from '../e2e/lrs.mjs';

let lrs: TestLrs;
beforeAll(async () => {
  lrs = await startLrs({ port: 0 });
});
afterAll(() => lrs.close());
beforeEach(() => {
  lrs.setMode('ok');
  lrs.setSameIdConflict(false);
});

/** localStorage as the tabs of one browser share it (keys listed, one value per key). */
function durableStore(): DurableStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

function sessionStore() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

/** The statements of one registration, oldest first. */
const of = (launch: Cmi5Launch) => lrs.statements.filter((s) => s.context?.registration === launch.registration);
const verbs = (list: StoredStatement[]) => list.map((s) => s.verb.id.slice(s.verb.id.lastIndexOf('/') + 1));
const categories = (s: StoredStatement) => (s.context?.contextActivities?.category ?? []).map((c) => c.id);
const ISO_DURATION = /^PT(\d+H)?(\d+M)?(\d+(\.\d+)?S)?$/;

const drop: LessonInteraction = { id: 'drop-h3', type: 'matching', response: 'h3[.]e2', correct: 'h3[.]e2', result: 'correct', description: 'Hazard 3 to energy 2', at: 0, latencyMs: 4200 };
const step: LessonInteraction = { id: 'action-4-lock', type: 'performance', response: 'lock_bucket-3', correct: null, result: 'neutral', description: 'Padlock on bucket 3', at: 0, latencyMs: 1500 };

describe('cmi5 launch parameters', () => {
  it('is no cmi5 launch without them, and a clear error when they are incomplete or malformed', () => {
    expect(cmi5Parameters(new URL('https://site.test/simulador?x=1'))).toBeNull();
    expect(() => cmi5Parameters(new URL('https://site.test/?endpoint=https://lrs.test/&fetch=https://lms.test/f'))).toThrow(/missing "actor", "registration", "activityId"/);
    const ok = { endpoint: 'https://lrs.test/xapi', fetch: 'https://lms.test/f', actor: JSON.stringify({ account: { homePage: 'https://lms.test', name: 'a1' } }), registration: crypto.randomUUID(), activityId: 'https://lms.test/au/1' };
    expect(cmi5Parameters(new URL(`https://site.test/?${new URLSearchParams(ok)}`))).toMatchObject({ endpoint: 'https://lrs.test/xapi/', registration: ok.registration });
    const bad = (over: Record<string, string>) => () => cmi5Parameters(new URL(`https://site.test/?${new URLSearchParams({ ...ok, ...over })}`));
    expect(bad({ registration: 'nope' })).toThrow(/"registration" must be a UUID/);
    expect(bad({ actor: '{"mbox":"mailto:a@b.c"}' })).toThrow(/Agent with an account/);
    expect(bad({ actor: '{oops' })).toThrow(/not JSON/);
    expect(bad({ fetch: 'javascript:alert(1)' })).toThrow(Cmi5LaunchError);
  });
});

describe('a cmi5 session against the test LRS', () => {
  it('Normal mode: initialized, allowed statements, completed and passed once, terminated last, all by the cmi5 rules', async () => {
    const launch = lrs.cmi5Launch({ masteryScore: 0.8, languagePreference: 'fr-FR,en-US', returnURL: 'https://lms.test/back' });
    const conn = (await connectCmi5(new URL(launch.url('/cenarios/bomba-p101')), { storage: sessionStore() }))!;
    expect(conn).toMatchObject({ kind: 'cmi5', masteryScore: 0.8, language: 'fr', launchMode: 'Normal', moveOn: 'CompletedOrPassed', returnUrl: 'https://lms.test/back', sessionId: launch.sessionId, resume: null });
    expect(conn.learner).toEqual({ id: 'ana-42', name: 'Ana Souza' });
    // initialized is stored before connect returns; the token was fetched once.
    expect(verbs(of(launch))).toEqual(['launched', 'initialized']);
    expect(launch.fetch.calls).toBe(1);

    conn.interaction(drop);
    conn.interaction(step);
    conn.outcome({ completed: true, passed: true, score: 90 });
    conn.outcome({ completed: true, passed: true, score: 95 }); // nothing twice
    conn.outcome({ completed: true, passed: false, score: 40 }); // never failed after passed
    conn.terminate();
    conn.terminate();
    conn.outcome({ completed: true, passed: true, score: 100 }); // nothing after terminated
    await conn.flush();

    const list = of(launch);
    expect(verbs(list)).toEqual(['launched', 'initialized', 'answered', 'answered', 'completed', 'passed', 'terminated']);
    const au = list.slice(1);
    for (const s of au) {
      expect(s.actor).toEqual(launch.actor);
      expect(s.context!.registration).toBe(launch.registration);
      expect(s.context!.extensions![CMI5.sessionId]).toBe(launch.sessionId);
      expect(s.context!.contextActivities!.grouping).toEqual([{ id: 'https://lms.test/course/loto', objectType: 'Activity' }]);
    }
    const [initialized, a1, , completed, passed, terminated] = au;
    for (const s of [initialized!, completed!, passed!, terminated!]) {
      expect(categories(s)).toContain(CMI5.category);
      expect(s.object.id).toBe(launch.activityId);
    }
    // Allowed statements: the session's context, no cmi5 category, the AU as parent.
    expect(categories(a1!)).toEqual([]);
    expect(a1!.context!.contextActivities!.parent).toEqual([{ id: launch.activityId, objectType: 'Activity' }]);
    expect(a1!.object.id).toBe(`${launch.activityId}/interactions/drop-h3`);
    expect(a1!.result).toMatchObject({ response: 'h3[.]e2', success: true, duration: 'PT4.2S' });
    expect(au[2]!.result).not.toHaveProperty('success');
    expect(categories(completed!)).toEqual([CMI5.category, CMI5.moveOn]);
    expect(completed!.result).toMatchObject({ completion: true });
    expect(categories(passed!)).toEqual([CMI5.category, CMI5.moveOn]);
    expect(passed!.result).toMatchObject({ success: true, score: { scaled: 0.9, raw: 90, min: 0, max: 100 } });
    expect(passed!.context!.extensions![CMI5.masteryScore]).toBe(0.8);
    expect(initialized!.result).toBeUndefined();
    for (const s of [completed!, passed!, terminated!]) expect(s.result!.duration).toMatch(ISO_DURATION);
    // terminated is the last statement, by time as well.
    expect(list.filter((s) => s.verb.id === CMI5.verbs.terminated)).toHaveLength(1);
    expect(Math.max(...au.map((s) => Date.parse(s.timestamp)))).toBe(Date.parse(terminated!.timestamp));
  });

  it('the mastery score decides: 70 against 0.8 fails, 85 then passes, and nothing fails after that', async () => {
    const launch = lrs.cmi5Launch({ masteryScore: 0.8, moveOn: 'Passed' });
    const conn = (await connectCmi5(new URL(launch.url()), { storage: sessionStore() }))!;
    conn.outcome({ completed: false, passed: true, score: 70 });
    conn.outcome({ completed: false, passed: false, score: 60 }); // at most one failed in a session
    conn.outcome({ completed: true, passed: true, score: 85 });
    conn.outcome({ completed: true, passed: false, score: 10 });
    conn.terminate();
    await conn.flush();
    const list = of(launch);
    expect(verbs(list)).toEqual(['launched', 'initialized', 'failed', 'completed', 'passed', 'terminated']);
    expect(list[2]!.result).toMatchObject({ success: false, score: { scaled: 0.7 } });
    expect(list[2]!.context!.extensions![CMI5.masteryScore]).toBe(0.8);
  });

  it('sends statements with keepalive, so that terminated sent as the page closes still arrives', async () => {
    const launch = lrs.cmi5Launch();
    const conn = (await connectCmi5(new URL(launch.url()), { storage: sessionStore() }))!;
    const spy = vi.spyOn(globalThis, 'fetch');
    conn.terminate();
    await conn.flush();
    const [url, init] = spy.mock.calls.find(([u, i]) => String(u).endsWith('/xapi/statements') && i?.method === 'POST')!;
    expect(String(url)).toBe(`${lrs.endpoint}statements`);
    expect(init).toMatchObject({ keepalive: true });
    expect(JSON.parse(String(init!.body))[0].verb.id).toBe(CMI5.verbs.terminated);
    spy.mockRestore();
  });

  it('Browse mode sends no judged statements', async () => {
    const launch = lrs.cmi5Launch({ launchMode: 'Browse' });
    const conn = (await connectCmi5(new URL(launch.url()), { storage: sessionStore() }))!;
    expect(conn.launchMode).toBe('Browse');
    conn.interaction(step);
    conn.outcome({ completed: true, passed: true, score: 100 });
    conn.terminate();
    await conn.flush();
    expect(verbs(of(launch))).toEqual(['launched', 'initialized', 'answered', 'terminated']);
  });

  it('resume data round-trips through the State API; a later session of the registration does not complete or pass again', async () => {
    const first = lrs.cmi5Launch();
    const a = (await connectCmi5(new URL(first.url()), { storage: sessionStore() }))!;
    a.setResume('{"v":1,"step":4}');
    a.outcome({ completed: true, passed: true, score: 100 });
    a.terminate();
    await a.flush();
    expect(JSON.parse(lrs.document('state', { agent: first.actor, activityId: first.activityId, registration: first.registration, stateId: RESUME_STATE_ID })!)).toEqual({ resume: '{"v":1,"step":4}', completed: true, passed: true });

    const second = lrs.cmi5Launch({ registration: first.registration });
    const b = (await connectCmi5(new URL(second.url()), { storage: sessionStore() }))!;
    expect(b.resume).toBe('{"v":1,"step":4}');
    b.outcome({ completed: true, passed: true, score: 100 });
    b.terminate();
    await b.flush();
    const secondSession = of(first).filter((s) => s.context!.extensions![CMI5.sessionId] === second.sessionId);
    expect(verbs(secondSession)).toEqual(['launched', 'initialized', 'terminated']);
  });

  it('a reload of the same launch uses the token kept (fetched once) and does not initialize again; a second fetch is refused clearly', async () => {
    const launch = lrs.cmi5Launch();
    const storage = sessionStore();
    await connectCmi5(new URL(launch.url()), { storage });
    const again = (await connectCmi5(new URL(launch.url()), { storage }))!;
    expect(launch.fetch.calls).toBe(1);
    again.terminate();
    await again.flush();
    expect(verbs(of(launch))).toEqual(['launched', 'initialized', 'terminated']);
    // Another window without the kept token: the LMS says the fetch URL was used.
    await expect(connectCmi5(new URL(launch.url()), { storage: sessionStore() })).rejects.toThrow(/error-code 1: Already in use/);
  });

  it('statements whose response was lost are sent again without being stored twice (409 counts as received)', async () => {
    const launch = lrs.cmi5Launch();
    const conn = (await connectCmi5(new URL(launch.url()), { storage: sessionStore() }))!;
    lrs.setMode('drop-response');
    conn.outcome({ completed: true, passed: null, score: 100 });
    await expect(conn.flush()).rejects.toThrow();
    expect(verbs(of(launch))).toEqual(['launched', 'initialized', 'completed']);
    lrs.setMode('refuse');
    conn.terminate();
    await expect(conn.flush()).rejects.toThrow();
    // This LRS answers 409 to the statement it already holds: the batch is settled one by one.
    lrs.setMode('ok');
    lrs.setSameIdConflict(true);
    await conn.flush();
    expect(verbs(of(launch))).toEqual(['launched', 'initialized', 'completed', 'terminated']);
  });

  it('a pass is not lost when the tab closes while the LRS is away: the next launch sends it, and no failed follows (issue 22)', async () => {
    const durable = durableStore();
    const first = lrs.cmi5Launch({ masteryScore: 0.8 });
    const a = (await connectCmi5(new URL(first.url()), { storage: sessionStore(), durable }))!;
    lrs.setMode('refuse');
    a.interaction(step);
    a.outcome({ completed: true, passed: true, score: 90 });
    a.terminate();
    await expect(a.flush()).rejects.toThrow();
    // Each statement waits under its own key of the registration, where a closed tab leaves it.
    const keys = Array.from({ length: durable.length }, (_, i) => durable.key(i)!).filter((k) => k.startsWith(CMI5_QUEUE_PREFIX));
    expect(keys).toHaveLength(4);
    expect(keys.every((k) => k.includes(first.registration))).toBe(true);
    // The tab is closed (its sessionStorage gone); the LMS launches the registration again.
    lrs.setMode('ok');
    const second = lrs.cmi5Launch({ registration: first.registration, masteryScore: 0.8 });
    const b = (await connectCmi5(new URL(second.url()), { storage: sessionStore(), durable }))!;
    b.outcome({ completed: true, passed: false, score: 40 });
    b.terminate();
    await b.flush();
    const list = of(first);
    expect(verbs(list.filter((st) => st.context!.extensions![CMI5.sessionId] === first.sessionId))).toEqual(['launched', 'initialized', 'answered', 'completed', 'passed', 'terminated']);
    expect(verbs(list.filter((st) => st.context!.extensions![CMI5.sessionId] === second.sessionId))).toEqual(['launched', 'initialized', 'terminated']);
    expect(verbs(list)).not.toContain('failed');
    expect(new Set(list.map((st) => st.id)).size).toBe(list.length);
    expect(Array.from({ length: durable.length }, (_, i) => durable.key(i)!).filter((k) => k.startsWith(CMI5_QUEUE_PREFIX))).toEqual([]);
  });

  it('two tabs of one registration queue side by side without overwriting each other (issue 22)', async () => {
    const durable = durableStore();
    const one = lrs.cmi5Launch();
    const a = (await connectCmi5(new URL(one.url()), { storage: sessionStore(), durable }))!;
    const two = lrs.cmi5Launch({ registration: one.registration });
    const b = (await connectCmi5(new URL(two.url()), { storage: sessionStore(), durable }))!;
    lrs.setMode('refuse');
    a.interaction(step);
    b.interaction(drop);
    a.interaction(drop);
    b.outcome({ completed: true, passed: null, score: 100 });
    await Promise.all([expect(a.flush()).rejects.toThrow(), expect(b.flush()).rejects.toThrow()]);
    lrs.setMode('ok');
    await b.flush();
    const answered = of(one).filter((st) => st.verb.id === CMI5.verbs.answered);
    expect(answered).toHaveLength(3);
    expect(verbs(of(one))).toContain('completed');
  });

  it('an LRS answering 409 to everything: nothing counts as sent, and actions do not post the queue again (issue 22)', async () => {
    const launch = lrs.cmi5Launch();
    const conn = (await connectCmi5(new URL(launch.url()), { storage: sessionStore() }))!;
    lrs.setMode('conflict');
    const posts = () => lrs.requests.filter((r) => r.method === 'POST' && r.path === '/xapi/statements' && r.body?.includes(launch.registration)).length;
    const before = posts();
    for (let i = 1; i <= 24; i += 1) conn.interaction({ ...step, id: `a${i}-lock` });
    await expect(conn.flush()).rejects.toThrow(/409/);
    // 409 is a conflict, not a receipt: the LRS was asked, holds none, and nothing is counted sent.
    expect(lrs.requests.some((r) => r.method === 'GET' && r.query.statementId)).toBe(true);
    expect(verbs(of(launch))).toEqual(['launched', 'initialized']);
    // One post as the actions came (all 24 together), one for the flush asked: not one per action.
    expect(posts()).toBe(before + 2);
    // During the pause after the failure, more actions wait for it...
    conn.interaction({ ...step, id: 'a25-lock' });
    conn.commit();
    lrs.setMode('ok');
    // ...and go with terminated, sent at once as the page closes: one more post in all.
    conn.terminate();
    await conn.flush();
    expect(posts()).toBe(before + 3);
    const list = of(launch);
    expect(list.filter((st) => st.verb.id === CMI5.verbs.answered)).toHaveLength(25);
    expect(new Set(list.map((st) => st.id)).size).toBe(list.length);
    expect(verbs(list).at(-1)).toBe('terminated');
  });
});
