import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { dealtIds, matchAll, openChallenge } from './challenge';
import { expect, test } from './fixtures';
import { startLrs, type TestLrs } from './lrs.mjs';
import { passPump } from './scenario';
import { completeProcedure, openSimulator } from './simulator';

// The built site and the test LRS on one origin (the site's CSP allows connect-src 'self' only),
// with a loto-config.json that names the LRS.
const PORT = Number(process.env.LRS_PORT ?? 4813);
const ACTIVITY_BASE = 'https://training.example.com/loto';
let lrs: TestLrs;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const config = JSON.parse(readFileSync('dist/loto-config.json', 'utf8')) as Record<string, unknown>;
  lrs = await startLrs({ port: PORT, staticDir: 'dist' });
  lrs.setFile('/loto-config.json', JSON.stringify({ ...config, lrs: { endpoint: '/xapi/', username: lrs.username, password: lrs.password, activityBase: ACTIVITY_BASE } }));
});
test.afterAll(() => lrs.close());

const NAME = 'Márcia Conceição';
const verbOf = (s: { verb: { id: string } }) => s.verb.id.slice(s.verb.id.lastIndexOf('/') + 1);
const attemptOf = (s: { context?: { extensions?: Record<string, unknown> } }) => s.context?.extensions?.[`${ACTIVITY_BASE}/xapi/extensions/attempt-id`] as string;

async function addTrainee(page: Page): Promise<string> {
  await page.goto('/usuarios');
  await page.getByTestId('trainee-add').click();
  await page.getByTestId('trainee-name').fill(NAME);
  await page.getByTestId('trainee-save').click();
  await expect(page.getByTestId('trainee')).toContainText('Treinando agora');
  return page.evaluate(() => localStorage.getItem('loto_current_trainee')!);
}

/** Work order 100023 passed in English (the helper's texts), then back to Portuguese. */
async function passAssessment(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('preferred_language', 'en'));
  await page.goto('/cenarios/bomba-p101?semente=100023&modo=avaliacao&regras=osha');
  await expect(page.locator('.machine-scene canvas')).toBeVisible();
  await passPump(page, NAME);
  await page.evaluate(() => localStorage.setItem('preferred_language', 'pt'));
}

/** Fails an assessment at once: the conveyor declared safe before anything is isolated. */
async function failAssessment(page: Page, offline?: () => Promise<void>): Promise<void> {
  await page.goto('/cenarios/transportador-c201?semente=100000&modo=avaliacao&regras=nr');
  await expect(page.locator('.machine-scene canvas')).toBeVisible();
  await offline?.();
  await page.getByRole('button', { name: 'Declarar seguro e começar o serviço' }).click();
  await expect(page.getByTestId('scenario-result')).toHaveAttribute('data-passed', 'false');
}

/** Statements and finished attempts waiting for the LRS on the device: the queue database's and localStorage's. */
async function waitingOnDevice(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let rows: number;
    try {
      rows = (JSON.parse(localStorage.getItem('loto_lrs_rows') ?? '[]') as unknown[]).length;
    } catch {
      rows = 0;
    }
    if (!(await indexedDB.databases()).some((d) => d.name === 'loto-trainer-lrs-queue')) return rows;
    const queued = await new Promise<number>((done, fail) => {
      const open = indexedDB.open('loto-trainer-lrs-queue');
      open.onerror = () => fail(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('statements')) {
          db.close();
          return done(0);
        }
        const count = db.transaction('statements').objectStore('statements').count();
        count.onsuccess = () => {
          db.close();
          done(count.result);
        };
        count.onerror = () => fail(count.error);
      };
    });
    return rows + queued;
  });
}

/** The attempts the records page holds (ids), read from the records database. */
async function recordedAttempts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((done, fail) => {
        const open = indexedDB.open('loto-trainer-records');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('attempts').objectStore('attempts').getAllKeys();
          all.onsuccess = () => done(all.result.map(String));
          all.onerror = () => fail(all.error);
        };
      }),
  );
}

test('finished attempts become statements in the company’s LRS; with the network lost mid-way and a reload, each arrives once', async ({ page, context, consoleGuard }) => {
  test.setTimeout(300_000);
  // Fetches refused while offline or while the LRS drops its connections.
  consoleGuard.expectError(/Failed to load resource|net::ERR_/);
  const traineeId = await addTrainee(page);

  // 1. Online: an assessment passed, the challenge, the guided simulator.
  await passAssessment(page);
  await expect.poll(() => lrs.statements.length).toBe(1);
  await openChallenge(page, 3);
  await matchAll(page, await dealtIds(page));
  await expect(page.getByRole('dialog', { name: 'Parabéns! Desafio Concluído!' })).toBeVisible();
  await expect.poll(() => lrs.statements.length).toBe(2);
  await openSimulator(page);
  await completeProcedure(page);
  await expect.poll(() => lrs.statements.length).toBe(3);

  const [passed, challenge, simulator] = lrs.statements;
  expect(passed!.actor).toEqual({ objectType: 'Agent', name: NAME, account: { homePage: 'http://127.0.0.1:' + PORT, name: traineeId } });
  expect(verbOf(passed!)).toBe('passed');
  expect(passed!.object.id).toBe(`${ACTIVITY_BASE}/cenarios/bomba-p101`);
  expect(passed!.result).toMatchObject({ success: true, completion: true, score: { scaled: 1, raw: 100, min: 0, max: 100 } });
  expect(passed!.result!.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+(\.\d+)?S)?$/);
  expect(passed!.context).toMatchObject({ language: 'en-US', extensions: { [`${ACTIVITY_BASE}/xapi/extensions/rule-set`]: 'osha', [`${ACTIVITY_BASE}/xapi/extensions/seed`]: 100023, [`${ACTIVITY_BASE}/xapi/extensions/mode`]: 'assessment' } });
  expect([verbOf(challenge!), challenge!.object.id]).toEqual(['completed', `${ACTIVITY_BASE}/desafio`]);
  expect([verbOf(simulator!), simulator!.object.id]).toEqual(['completed', `${ACTIVITY_BASE}/simulador`]);

  await page.goto('/usuarios');
  await expect(page.getByTestId('lrs-waiting')).toHaveText('Todos os resultados foram enviados para 127.0.0.1:' + PORT + '.');

  // 2. The network drops while a work order is open: the failed assessment waits on the device.
  await failAssessment(page, async () => {
    // The sender is loaded (it loads after the first paint when an LRS is configured).
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/assets\/lrs-[^/]*\.js$/.test(e.name)));
    await context.setOffline(true);
  });
  // It waits on the device (nothing can reach the LRS offline).
  await expect.poll(() => waitingOnDevice(page)).toBeGreaterThan(0);
  expect(lrs.statements).toHaveLength(3);

  // 3. The network returns, but the LRS's answers are lost after it stored the statement: the
  //    site must keep it queued. A second attempt finishes meanwhile.
  lrs.setMode('drop-response');
  await context.setOffline(false);
  await expect.poll(() => lrs.statements.length).toBe(4);
  await failAssessment(page);
  await expect.poll(() => lrs.statements.length).toBe(5);

  // 4. The LRS cannot be reached at all; the trainee reloads the records page: both wait, and why is shown.
  lrs.setMode('refuse');
  await page.goto('/usuarios');
  await page.reload();
  await expect(page.getByTestId('lrs-waiting')).toHaveAttribute('data-count', '2');
  await expect(page.getByTestId('lrs-waiting')).toHaveText(`2 resultados aguardam envio para 127.0.0.1:${PORT}.`);
  await expect(page.getByTestId('lrs-error')).toContainText('Não foi possível alcançar a central de registros');

  // 5. Back to normal: "Send now" empties the queue; every statement arrived exactly once, none lost.
  lrs.setMode('ok');
  await page.getByTestId('lrs-send').click();
  await expect(page.getByTestId('lrs-waiting')).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('lrs-error')).toHaveCount(0);
  const ids = lrs.statements.map((s) => s.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(lrs.statements.map(verbOf)).toEqual(['passed', 'completed', 'completed', 'failed', 'failed']);
  expect(lrs.statements.map(attemptOf).sort()).toEqual((await recordedAttempts(page)).sort());
  // The resends reached the LRS and were recognised, not stored again.
  expect(lrs.requests.filter((r) => r.path === '/xapi/statements' && r.method === 'POST').length).toBeGreaterThan(5);
});

test('a bad LRS configuration is one clear console message, and the site works without it', async ({ page, consoleGuard }) => {
  lrs.setFile('/loto-config.json', JSON.stringify({ certificateKeys: [], lrs: { endpoint: 'ftp://nowhere', username: 'x' } }));
  consoleGuard.expectError(/loto-config\.json: the learning record store is not used: "lrs\.endpoint" must be an http\(s\) address.*"username" and "password", or "auth"/);
  const before = lrs.statements.length;
  await addTrainee(page);
  await failAssessment(page);
  await page.goto('/usuarios');
  await expect(page.getByTestId('record-row')).toHaveCount(1);
  await expect(page.getByTestId('trainee')).toBeVisible();
  await expect(page.getByTestId('lrs-status')).toHaveCount(0);
  // One message a page load (three pages were opened), nothing sent.
  await expect.poll(() => consoleGuard.errors.filter((e) => e.includes('loto-config.json')).length).toBe(3);
  expect(lrs.statements).toHaveLength(before);
});

test('an LRS answering 409 to everything: nothing counts as sent, and the records page says the result waits (issue 22)', async ({ page, consoleGuard }) => {
  // The LRS's 409s, and its 404 for a statement it does not hold.
  consoleGuard.expectError(/Failed to load resource/);
  // The configuration naming the LRS again (the test before gave it a bad one).
  const config = JSON.parse(readFileSync('dist/loto-config.json', 'utf8')) as Record<string, unknown>;
  lrs.setFile('/loto-config.json', JSON.stringify({ ...config, lrs: { endpoint: '/xapi/', username: lrs.username, password: lrs.password, activityBase: ACTIVITY_BASE } }));
  await addTrainee(page);
  const before = lrs.statements.length;
  lrs.setMode('conflict');
  try {
    await failAssessment(page);
    await page.goto('/usuarios');
    await expect(page.getByTestId('lrs-error')).toHaveAttribute('data-kind', 'server');
    await expect(page.getByTestId('lrs-waiting')).toHaveAttribute('data-count', '1');
    await expect(page.getByTestId('lrs-waiting')).toHaveText(`1 resultado aguarda envio para 127.0.0.1:${PORT}.`);
    expect(lrs.statements).toHaveLength(before);
    // A 409 is not a receipt: the site asked the LRS whether it holds the statement.
    expect(lrs.requests.some((r) => r.method === 'GET' && r.path === '/xapi/statements' && r.query.statementId)).toBe(true);
    lrs.setMode('ok');
    await page.getByTestId('lrs-send').click();
    await expect(page.getByTestId('lrs-waiting')).toHaveAttribute('data-count', '0');
    await expect(page.getByTestId('lrs-waiting')).toHaveText(`Todos os resultados foram enviados para 127.0.0.1:${PORT}.`);
    expect(lrs.statements).toHaveLength(before + 1);
  } finally {
    lrs.setMode('ok');
  }
});
