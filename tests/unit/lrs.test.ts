import 'fake-indexeddb/auto';
import validate from '@learninglocker/xapi-validation';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LRS_ROWS_KEY, readLrsConfig, type LrsConfig } from '../../src/lms/lrsConfig';
import { flush, lrsStatus, queue, queueIsEmpty, sendNow, takeRows, useLrsQueueDatabase } from '../../src/lms/lrs';
import { acknowledgedElsewhere, recordsKeptElsewhere, setRecordsKeptBy } from '../../src/state/keptElsewhere';
import { isoDuration } from '../../src/lms/format';
import { attemptStatements, extensionIris, stableUuid } from '../../src/lms/xapi';
import { saveTrainee, useRecordsDatabase } from '../../src/records/records';
import type { AttemptRow } from '../../src/records/types';
import { startLrs, type TestLrs } from '../e2e/lrs.mjs';
import { attemptRow } from './attemptRowFixture';

// localStorage as the browser has it (the sender mirrors rows there).
const stored = new Map<string, string>();
let storageFull = false;
const localStorage = {
  getItem: (k: string) => stored.get(k) ?? null,
  setItem: (k: string, v: string) => {
    if (storageFull) throw new DOMException('full', 'QuotaExceededError');
    stored.set(k, String(v));
  },
  removeItem: (k: string) => void stored.delete(k),
};
Object.assign(globalThis, { window: { localStorage, location: { origin: 'https://training.example.com' } } });

const ORIGIN = 'https://training.example.com';

/** A pump assessment passed without a mistake, in English, four and a half minutes long. */
function row(over: Partial<AttemptRow> = {}): AttemptRow {
  return attemptRow({
    id: over.id ?? crypto.randomUUID().replace(/-/g, ''),
    language: 'en',
    startedAt: Date.UTC(2026, 0, 5, 9, 0, 0),
    finishedAt: Date.UTC(2026, 0, 5, 9, 4, 30, 500),
    score: 100,
    mistakes: [],
    ...over,
  });
}

describe('the LRS configuration', () => {
  it('accepts a username and password, or an auth string, and fills the defaults', () => {
    const a = readLrsConfig({ endpoint: 'https://lrs.example.com/xapi', username: 'key', password: 'sé' }, ORIGIN);
    expect(a).toEqual({
      ok: true,
      config: { endpoint: 'https://lrs.example.com/xapi/', auth: `Basic ${Buffer.from('key:sé').toString('base64')}`, activityBase: ORIGIN, homePage: ORIGIN },
    });
    const b = readLrsConfig({ endpoint: '/lrs/xapi/', auth: 'Basic abc=', activityBase: 'https://acme.example/loto/', homePage: 'https://people.acme.example' }, ORIGIN);
    expect(b).toEqual({ ok: true, config: { endpoint: `${ORIGIN}/lrs/xapi/`, auth: 'Basic abc=', activityBase: 'https://acme.example/loto', homePage: 'https://people.acme.example' } });
    expect(readLrsConfig(undefined, ORIGIN)).toEqual({ ok: true, config: null });
  });

  it('says what is wrong with a bad one', () => {
    const r = readLrsConfig({ endpoint: 'ftp://x', username: 'a:b', password: 1, activityBase: 'not a url at all', homePage: 'javascript:alert(1)' }, ORIGIN);
    expect(r.ok).toBe(false);
    const errors = r.ok ? [] : r.errors.join('\n');
    expect(errors).toContain('lrs.endpoint');
    expect(errors).toContain('"username" and "password", or "auth"');
    expect(errors).toContain('lrs.homePage');
    expect(readLrsConfig({ endpoint: 'https://x/', auth: 'secret' }, ORIGIN)).toMatchObject({ ok: false, errors: [expect.stringContaining('lrs.auth')] });
    expect(readLrsConfig({ endpoint: 'https://x/', username: 'a:b', password: '' }, ORIGIN)).toMatchObject({ ok: false, errors: [expect.stringContaining('":"')] });
    expect(readLrsConfig(['x'], ORIGIN)).toMatchObject({ ok: false });
  });
});

describe('statements of an attempt', () => {
  const at = { activityBase: ORIGIN, homePage: 'https://people.example', deviceId: 'dev-1' };
  const ext = extensionIris(ORIGIN);

  it('an assessment passed: the trainee as an account, score, success, duration, context and mistakes, valid xAPI', async () => {
    const r = row({ traineeId: 't1', mistakes: [{ code: 'no_tryout', step: 'verify', critical: false, clause: '1910.147(d)(6)' }], score: 85 });
    const [s] = await attemptStatements(r, { id: 't1', name: 'José Müller' }, at);
    expect(validate(s)).toEqual([]);
    expect(s!.actor).toEqual({ objectType: 'Agent', name: 'José Müller', account: { homePage: 'https://people.example', name: 't1' } });
    expect(s!.verb.id).toBe('http://adlnet.gov/expapi/verbs/passed');
    expect(s!.object).toMatchObject({ id: `${ORIGIN}/cenarios/bomba-p101`, definition: { type: 'http://adlnet.gov/expapi/activities/assessment' } });
    expect((s!.object as { definition: { name: Record<string, string> } }).definition.name['en-US']).toMatch(/pump/i);
    expect(s!.result).toMatchObject({ score: { scaled: 0.85, raw: 85, min: 0, max: 100 }, success: true, completion: true, duration: 'PT4M30.5S' });
    expect(s!.result!.extensions![ext.mistakes]).toEqual([{ code: 'no_tryout', step: 'verify', critical: false, clause: '1910.147(d)(6)' }]);
    expect(s!.context).toMatchObject({ language: 'en-US', extensions: { [ext.ruleSet]: 'osha', [ext.seed]: 100023, [ext.mode]: 'assessment', [ext.attempt]: r.id } });
    expect(s!.timestamp).toBe('2026-01-05T09:04:30.500Z');
  });

  it('the verb fits the attempt: failed assessment, practice, simulator and challenge completed', async () => {
    const verb = async (over: Partial<AttemptRow>) => (await attemptStatements(row(over), null, at))[0]!.verb.id.split('/').pop();
    expect(await verb({ passed: false })).toBe('failed');
    expect(await verb({ mode: 'pratica', passed: true })).toBe('completed');
    expect(await verb({ kind: 'simulator', activity: 'simulador', mode: null, ruleSet: null, seed: null, passed: null })).toBe('completed');
    const [c] = await attemptStatements(row({ kind: 'challenge', activity: 'desafio', mode: null, ruleSet: null, seed: 3, passed: null, language: 'de' }), null, at);
    expect(validate(c)).toEqual([]);
    expect(c!.object).toMatchObject({ id: `${ORIGIN}/desafio`, definition: { name: { 'de-DE': 'Energie-Challenge', 'pt-BR': 'Desafio das energias' } } });
    expect(c!.result).not.toHaveProperty('success');
    expect(Object.keys(c!.context!.extensions!).sort()).toEqual([ext.attempt, ext.seed].sort());
    // Nobody named: this device's anonymous account.
    expect(c!.actor).toEqual({ objectType: 'Agent', account: { homePage: 'https://people.example', name: 'anonymous-dev-1' } });
  });

  it('the same attempt always gives the same ids; another attempt other ids', async () => {
    const r = row();
    const [a] = await attemptStatements(r, null, at);
    const [b] = await attemptStatements(r, null, at);
    const [c] = await attemptStatements(row(), null, at);
    expect(a!.id).toBe(b!.id);
    expect(a!.id).not.toBe(c!.id);
    expect(await stableUuid('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('writes ISO 8601 durations', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(90_500)).toBe('PT1M30.5S');
    expect(isoDuration(3_600_000)).toBe('PT1H');
    expect(isoDuration(3_723_456)).toBe('PT1H2M3.46S');
  });
});

describe('the sender against a test LRS', () => {
  let lrs: TestLrs;
  let config: LrsConfig;
  let n = 0;

  beforeAll(async () => {
    lrs = await startLrs({ port: 0 });
  });
  afterAll(() => lrs.close());

  beforeEach(() => {
    n += 1;
    stored.clear();
    storageFull = false;
    lrs.statements.length = 0;
    lrs.requests.length = 0;
    lrs.setMode('ok');
    lrs.setSameIdConflict(false);
    useLrsQueueDatabase(`lrs-test-${n}`);
    useRecordsDatabase(`records-lrs-${n}`);
    setRecordsKeptBy(null);
    const read = readLrsConfig({ endpoint: lrs.endpoint, username: lrs.username, password: lrs.password, activityBase: ORIGIN }, ORIGIN);
    if (!read.ok || !read.config) throw new Error('config');
    config = read.config;
  });
  afterEach(() => vi.restoreAllMocks());

  const give = async (...rows: AttemptRow[]) => {
    const before = JSON.parse(stored.get(LRS_ROWS_KEY) ?? '[]') as AttemptRow[];
    stored.set(LRS_ROWS_KEY, JSON.stringify([...before, ...rows]));
    await takeRows(config);
  };
  const ids = () => lrs.statements.map((s) => s.id);

  it('sends a finished attempt with the trainee’s name, empties the queue, and says the LRS keeps the records', async () => {
    const saved = await saveTrainee({ name: 'Ana Souza' });
    if (!saved.ok) throw new Error('trainee');
    const sent = row({ traineeId: saved.trainee.id });
    await give(sent);
    expect(lrs.statements).toHaveLength(1);
    expect(lrs.statements[0]!.actor).toMatchObject({ name: 'Ana Souza', account: { name: saved.trainee.id } });
    expect(await queueIsEmpty()).toBe(true);
    expect(stored.has(LRS_ROWS_KEY)).toBe(false);
    expect(lrsStatus()).toMatchObject({ waiting: 0, lastError: null });
    expect(recordsKeptElsewhere()).toBe('lrs');
    // Acknowledged per attempt: one the LRS never received (recorded before it was set up) is not.
    const never = row({ traineeId: saved.trainee.id });
    expect([...(await acknowledgedElsewhere([sent, never]))]).toEqual([sent.id]);
  });

  it('keeps statements while the network is gone and sends each exactly once, in order, when it returns', async () => {
    lrs.setMode('refuse');
    const rows = [1, 2, 3].map((i) => row({ finishedAt: Date.UTC(2026, 0, 5, 10, i), passed: i !== 2 }));
    for (const r of rows) await give(r);
    expect(lrs.statements).toHaveLength(0);
    expect(lrsStatus()).toMatchObject({ waiting: 3, lastError: { kind: 'offline' } });
    expect(await queueIsEmpty()).toBe(false);
    expect((await acknowledgedElsewhere(rows)).size).toBe(0);
    // The LRS stores the next batch but the response is lost: the statements stay queued...
    lrs.setMode('drop-response');
    await flush();
    expect(lrs.statements).toHaveLength(3);
    expect(lrsStatus().waiting).toBe(3);
    // ...and are sent again when the network is back, without being stored twice (409 from a strict LRS).
    lrs.setMode('ok');
    lrs.setSameIdConflict(true);
    await flush();
    expect(lrs.statements).toHaveLength(3);
    expect(new Set(ids()).size).toBe(3);
    expect(lrs.statements.map((s) => s.verb.id.split('/').pop())).toEqual(['passed', 'failed', 'passed']);
    expect(await queueIsEmpty()).toBe(true);
    expect(lrsStatus()).toMatchObject({ waiting: 0, lastError: null });
    expect((await acknowledgedElsewhere(rows)).size).toBe(3);
  });

  it('counts a 409 for an id the LRS already holds as received (a resend after the trainee was renamed)', async () => {
    const saved = await saveTrainee({ name: 'Ana Souza' });
    if (!saved.ok) throw new Error('trainee');
    const first = row({ traineeId: saved.trainee.id });
    await give(first);
    lrs.setMode('refuse');
    const second = row({ traineeId: saved.trainee.id, finishedAt: first.finishedAt + 60_000 });
    await give(second);
    // The first attempt queued again (a tab closed between two writes) after a rename: same id, other content.
    await saveTrainee({ id: saved.trainee.id, name: 'Ana Souza Lima' });
    await give(first);
    lrs.setMode('ok');
    await flush();
    expect(lrs.requests.some((r) => r.status === 409)).toBe(true);
    expect(lrs.statements).toHaveLength(2);
    expect(lrs.statements[0]!.actor).toMatchObject({ name: 'Ana Souza' });
    expect(await queueIsEmpty()).toBe(true);
    expect(lrsStatus().lastError).toBeNull();
  });

  it('an LRS answering 409 to everything: nothing counts as sent, and the queue waits for its pause (issue 22)', async () => {
    lrs.setMode('conflict');
    const given = [row(), row({ finishedAt: Date.UTC(2026, 0, 6) })];
    await give(...given);
    expect(lrs.statements).toHaveLength(0);
    // 409 is a conflict, not a receipt: the LRS was asked for each statement, and holds none.
    const gets = lrs.requests.filter((r) => r.method === 'GET' && r.query.statementId);
    expect(new Set(gets.map((r) => r.query.statementId)).size).toBe(2);
    expect(lrsStatus()).toMatchObject({ waiting: 2, lastError: { kind: 'server', detail: expect.stringContaining('409') } });
    expect(await queueIsEmpty()).toBe(false);
    expect((await acknowledgedElsewhere(given)).size).toBe(0);
    // Another attempt while the sender pauses: queued, the waiting ones not posted again.
    const posts = () => lrs.requests.filter((r) => r.method === 'POST' && r.path === '/xapi/statements').length;
    const before = posts();
    given.push(row({ finishedAt: Date.UTC(2026, 0, 7) }));
    await give(given[2]!);
    expect(posts()).toBe(before);
    expect(lrsStatus().waiting).toBe(3);
    // The LRS mends its ways: "send now" stores each once.
    lrs.setMode('ok');
    await flush();
    expect(lrs.statements).toHaveLength(3);
    expect(new Set(ids()).size).toBe(3);
    expect(lrsStatus()).toMatchObject({ waiting: 0, lastError: null });
    expect((await acknowledgedElsewhere(given)).size).toBe(3);
  });

  it('"send now" pressed while a send is failing sends again once that one has failed', async () => {
    lrs.setMode('conflict');
    await give(row());
    expect(lrsStatus()).toMatchObject({ waiting: 1, lastError: { kind: 'server' } });
    // A send under way (the page's own, on load) has had its 409 and is asking whether the LRS holds
    // the statement, when the LRS comes right and the trainee presses "send now".
    const realFetch = globalThis.fetch;
    let pressed: Promise<void> | undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (!pressed && String(input instanceof Request ? input.url : input).includes('statementId=')) {
        lrs.setMode('ok');
        pressed = sendNow();
      }
      return realFetch(input, init);
    });
    await flush();
    expect(lrsStatus().waiting).toBe(1);
    await pressed;
    expect(lrs.statements).toHaveLength(1);
    expect(lrsStatus()).toMatchObject({ waiting: 0, lastError: null });
  });

  it('counts an attempt once while its row is both in localStorage and in the queue (a tab closed mid-handover)', async () => {
    lrs.setMode('refuse');
    const r = row();
    await give(r);
    expect(lrsStatus().waiting).toBe(1);
    // The row written again beside its queued statement, as between bulkPut and the row's removal.
    stored.set(LRS_ROWS_KEY, JSON.stringify([r]));
    await flush();
    expect(lrsStatus()).toMatchObject({ waiting: 1, lastError: { kind: 'offline' } });
    lrs.setMode('ok');
    await takeRows(config);
    await flush();
    expect(lrs.statements).toHaveLength(1);
    expect(lrsStatus()).toMatchObject({ waiting: 0, lastError: null });
  });

  it('"send now" alone empties the queue when a row is in localStorage and its statement in the queue', async () => {
    // As the records page meets it: the work order's page closed mid-handover, and the LRS refused.
    lrs.setMode('conflict');
    const r = row();
    await give(r);
    stored.set(LRS_ROWS_KEY, JSON.stringify([r]));
    await flush();
    expect(lrsStatus()).toMatchObject({ waiting: 1, lastError: { kind: 'server' } });
    lrs.setMode('ok');
    await sendNow();
    expect(lrs.statements).toHaveLength(1);
    expect(stored.has(LRS_ROWS_KEY)).toBe(false);
    expect(await queueIsEmpty()).toBe(true);
    expect(lrsStatus()).toMatchObject({ waiting: 0, lastError: null });
    expect([...(await acknowledgedElsewhere([r]))]).toEqual([r.id]);
  });

  it('gives every attempt nobody was named for the same anonymous account of this device', async () => {
    await give(row(), row({ finishedAt: Date.UTC(2026, 0, 6) }));
    useLrsQueueDatabase(`lrs-test-${n}-again`);
    await give(row({ finishedAt: Date.UTC(2026, 0, 7) }));
    expect(lrs.statements).toHaveLength(3);
    const accounts = new Set(lrs.statements.map((s) => JSON.stringify(s.actor)));
    expect(accounts.size).toBe(1);
    expect([...accounts][0]).toMatch(/"name":"anonymous-[0-9a-f-]{36}"/);
  });

  it('with a full disk, keeps the attempts in localStorage and sends them from there', async () => {
    vi.spyOn(queue().statements, 'bulkPut').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    lrs.setMode('refuse');
    await give(row());
    expect(JSON.parse(stored.get(LRS_ROWS_KEY)!)).toHaveLength(1);
    expect(lrsStatus().waiting).toBe(1);
    lrs.setMode('ok');
    await flush();
    expect(lrs.statements).toHaveLength(1);
    expect(stored.has(LRS_ROWS_KEY)).toBe(false);
    expect(await queueIsEmpty()).toBe(true);
  });

  it('reports refused credentials and keeps everything', async () => {
    config = { ...config, auth: `Basic ${Buffer.from('loto:wrong').toString('base64')}` };
    await give(row());
    expect(lrs.statements).toHaveLength(0);
    expect(lrsStatus()).toMatchObject({ waiting: 1, lastError: { kind: 'auth', detail: expect.stringContaining('401') } });
  });
});

// Last: it reloads the modules, which would give the sender tests a records module of their own.
describe('reading loto-config.json', () => {
  const CONFIG_KEY = 'loto_lrs_config';
  /** A fresh lrsConfig() (it reads the file once a page), with fetch answering `answer`. */
  const readWith = async (answer: () => Promise<Response>) => {
    vi.resetModules();
    vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
    return (await import('../../src/lms/lrsConfig')).lrsConfig();
  };
  beforeEach(() => stored.clear());
  afterEach(() => vi.restoreAllMocks());

  it('remembers the configuration, and uses it when a page opens offline', async () => {
    const config = await readWith(async () => Response.json({ lrs: { endpoint: '/lrs/xapi/', auth: 'Basic eDp5' } }));
    expect(config).toMatchObject({ endpoint: `${ORIGIN}/lrs/xapi/`, auth: 'Basic eDp5' });
    expect(await readWith(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual(config);
  });

  it('forgets it when the site answers without one; a file that is not JSON is one clear message', async () => {
    stored.set(CONFIG_KEY, JSON.stringify({ endpoint: 'https://old.example/xapi/', auth: 'Basic eDp5' }));
    expect(await readWith(async () => new Response('Not found', { status: 404 }))).toBeNull();
    expect(stored.has(CONFIG_KEY)).toBe(false);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await readWith(async () => new Response('{ "lrs": '))).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('loto-config.json is not valid JSON'));
  });
});
