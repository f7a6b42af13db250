import { expect, test } from './fixtures';

// Code the pages load later (after the first paint) may fail to arrive: the network drops, a new
// deployment has replaced the old build's files, or the page is left while it loads (Firefox then
// fails the import). Each such load is caught and said in the console as a warning; none becomes
// an uncaught error (found running the site by hand in Firefox ESR 140, 2026-11-26).

test('the record store code that fails to load after the first paint is a warning, not an uncaught error', async ({ page, consoleGuard }) => {
  consoleGuard.expectError(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  // A deployment that names an LRS: only there does a page load the record store code at start.
  const lrs = { endpoint: 'https://lrs.example.invalid/xapi/', username: 'site', password: 'secret' };
  await page.route(/\/loto-config\.json$/, (route) => route.fulfill({ json: { certificateKeys: [], lrs } }));
  let asked = 0;
  await page.route(/\/assets\/lrsConfig-[^/]+\.js$/, (route) => {
    asked += 1;
    return route.abort('internetdisconnected');
  });
  const warned = page.waitForEvent('console', (message) => message.type() === 'warning' && /LRS code could not load/.test(message.text()));
  const failed = page.waitForEvent('pageerror').then((error) => `pageerror: ${error.message}`);
  await page.goto('/');
  // The queued statements are sent once the page is idle: that load is the one refused here.
  const outcome = await Promise.race([warned.then((message) => message.text()), failed]);
  expect(asked).toBeGreaterThan(0);
  expect(outcome).toMatch(/^The LRS code could not load; what is queued stays on this device/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a site whose loto-config.json names no LRS and no machines never loads their code, nor the code that starts them', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(lrsConfig|lrs|deploymentMachines|deployment)-[^/]+\.js$/.test(request.url())) asked.push(request.url());
  });
  let configRead = false;
  await page.route(/\/loto-config\.json$/, (route) => {
    configRead = true;
    return route.fulfill({ json: { note: 'nothing to start' } });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => configRead).toBe(true);
  // The file is read when the page is idle; what it would start is asked for right after.
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);
});

test('the simulator and the challenge ask for their page code only once the title has painted', async ({ page }) => {
  // On a slow connection the first paint (the title, the instructions: shell texts) would
  // otherwise share the bandwidth with some 60 KB of page code it does not need.
  for (const [path, chunk] of [
    ['/simulador', 'SimulatorPage'],
    ['/desafio?seed=3', 'ChallengePage'],
  ] as const) {
    await page.goto(path);
    await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
    const timing = await page.evaluate((name) => {
      const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const asked = performance.getEntriesByType('resource').find((entry) => new RegExp(`/assets/${name}-[^/]+\\.js$`).test(entry.name))?.startTime;
      return { painted, asked };
    }, chunk);
    expect(timing.painted, path).toBeGreaterThan(0);
    expect(timing.asked, path).toBeGreaterThanOrEqual(timing.painted!);
  }
});

test("a work order's dialogs and result load at the first press, and a click opens the sheet; a built-in machine never fetches the photos' code", async ({ page }) => {
  const asked: string[] = [];
  const photos: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/ScenarioExtras-[^/]+\.js$/.test(request.url())) asked.push(request.url());
    if (/\/assets\/Photos-[^/]+\.js$/.test(request.url())) photos.push(request.url());
  });
  await page.goto('/cenarios/bomba-p101?semente=123456&modo=pratica&regras=osha');
  await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
  await page.waitForLoadState('networkidle');
  // A page nobody touched has not fetched what only answers a touch.
  expect(asked).toEqual([]);
  await page.getByRole('button', { name: 'Ficha do procedimento' }).click();
  await expect(page.getByRole('dialog', { name: 'Ficha do procedimento de bloqueio' })).toBeVisible();
  expect(asked).toHaveLength(1);
  expect(photos).toEqual([]);
});

test('on a device that has kept nothing, what is due and the verification show without the database code, and create no database', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/dueRead-[^/]+\.js$/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/inspecoes');
  await expect(page.getByTestId('due-none')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Reciclagem pendente' })).toBeVisible();
  await page.waitForTimeout(300);
  expect(asked).toEqual([]);
  const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
  expect(await databases()).not.toContain('loto-trainer-records');
  // The phone that scans a certificate: the page trusts the deployment's keys, has none of its own.
  await page.goto('/verificar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(300);
  expect(await databases()).not.toContain('loto-trainer-records');
});

test('on a device that has kept nothing, the machine library lists its templates without its code; a copy loads it and keeps the machine', async ({ page, consoleGuard }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(machineLibrary|builtInScenarios)-[^/]+\.js$/.test(request.url())) asked.push(request.url().replace(/.*\/assets\//, ''));
  });
  await page.goto('/maquinas');
  await expect(page.getByTestId('duplicate-pump-p101')).toBeVisible();
  await expect(page.getByText('Nenhuma máquina ainda', { exact: false })).toBeVisible();
  await page.waitForTimeout(300);
  expect(asked).toEqual([]);
  const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
  expect(await databases()).not.toContain('loto-trainer-records');

  // The library's code that does not come: said, and nothing is made.
  consoleGuard.expectError(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  await page.route(/\/assets\/machineLibrary-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.getByTestId('duplicate-pump-p101').click();
  await expect(page.getByTestId('library-message')).toHaveText('Não foi possível carregar esta parte da página; nada foi alterado. Verifique a conexão e recarregue a página.');
  await expect(page).toHaveURL(/\/maquinas$/);
  await expect(page.getByTestId('duplicate-pump-p101')).toBeEnabled();

  expect(await databases()).not.toContain('loto-trainer-records');

  // Reloaded once the network is back, the copy is made, kept and listed.
  await page.unroute(/\/assets\/machineLibrary-[^/]+\.js$/);
  await page.reload();
  await page.getByTestId('duplicate-pump-p101').click();
  await expect(page).toHaveURL(/\/maquinas\/[a-z0-9-]+$/);
  expect(await databases()).toContain('loto-trainer-records');
  await page.goto('/maquinas');
  await expect(page.locator('.library-card:not(.library-card--template)')).toHaveCount(1);
});

test('on a device that has kept nothing, the list of work orders shows without the library code and creates no database', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(plantMachines|machineLibrary|database)-[^/]+\.js$/.test(request.url())) asked.push(request.url().replace(/.*\/assets\//, ''));
  });
  await page.goto('/cenarios');
  await expect(page.getByTestId('scenario-bomba-p101')).toBeVisible();
  // The deployment's machines (none here) are waited for, then the library would be read.
  await page.waitForTimeout(1500);
  expect(asked).toEqual([]);
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).not.toContain('loto-trainer-records');
});

test('on a device that has kept nothing, the records page shows without the database code; the first trainee added makes it and is listed', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(database|listing|records|import-wrapper)-[^/]+\.js$/.test(request.url())) asked.push(request.url().replace(/.*\/assets\//, ''));
  });
  const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
  await page.goto('/usuarios');
  await expect(page.getByTestId('records-empty')).toBeVisible();
  await expect(page.getByTestId('trainee-add')).toBeVisible();
  // The sections below the records (certificates, backup) come after the first paint: still nothing read.
  await expect(page.getByRole('heading', { level: 2, name: 'Certificados' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);
  expect(await databases()).not.toContain('loto-trainer-records');

  await page.getByTestId('trainee-add').click();
  await page.getByTestId('trainee-name').fill('Ana Souza');
  await page.getByTestId('trainee-save').click();
  await expect(page.getByTestId('trainee')).toContainText('Ana Souza');
  await expect(page.getByTestId('trainee')).toContainText('Treinando agora');
  expect(await databases()).toContain('loto-trainer-records');
  await page.reload();
  await expect(page.getByTestId('trainee')).toContainText('Ana Souza');
});

test('an attempt that waits in localStorage on a device without the database is written and listed on the records page', async ({ page }) => {
  // A closed page's finished attempt, mirrored before the database code loaded (state/records.ts).
  await page.goto('/');
  const now = Date.now();
  const row = { id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', traineeId: null, kind: 'challenge', activity: 'desafio', ruleSet: null, mode: null, seed: 5, language: 'pt', startedAt: now - 60_000, finishedAt: now - 1000, score: 80, passed: null, mistakes: [] };
  await page.evaluate((r) => localStorage.setItem(`loto_pending_attempt:${r.id}`, JSON.stringify(r)), row);
  await page.goto('/usuarios');
  await expect(page.getByTestId('record-row')).toHaveCount(1);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('loto_pending_attempt:')))).toEqual([]);
});
