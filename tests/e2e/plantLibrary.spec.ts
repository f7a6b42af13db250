import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { waitForMachine } from './scenario';

// A deployment's plant library: loto-config.json lists a machine file at the site's root, and a
// browser that never saw it opens one of its work orders straight from a link (as an LMS package's
// lesson does), finds it read-only under "From your company", and keeps it with the network off.

const FILE = readFileSync('tests/fixtures/plant-machine.json', 'utf8');

test('a machine listed in loto-config.json reaches a new browser: its work order opens from a link, offline too', async ({ page, context, consoleGuard }) => {
  await useLanguage(page, 'en');
  // One switch for the network: swapping routes instead would leave a moment with no route, in
  // which the page's library sync (started at idle) reaches the real server and its 404.
  let online = true;
  await context.route('**/loto-config.json', (route) =>
    online ? route.fulfill({ contentType: 'application/json', body: JSON.stringify({ machines: ['plant/mixer.loto-machine.json'] }) }) : route.abort('internetdisconnected'),
  );
  await context.route('**/plant/**', (route) => (online ? route.fulfill({ contentType: 'application/json', body: FILE }) : route.abort('internetdisconnected')));

  await page.goto('/cenarios/plant-mixer-m7-blade?semente=100001&modo=pratica&regras=osha');
  await waitForMachine(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Replace the mixing blade of mixer M-7');

  await page.goto('/maquinas');
  const card = page.getByTestId('library-plant-mixer-m7');
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'From your company' })).toBeVisible();
  await page.goto('/maquinas/plant-mixer-m7');
  await expect(page.getByTestId('machine-read-only')).toBeVisible();

  // The site no longer answers: the machine is on the device.
  consoleGuard.expectError(/ERR_INTERNET_DISCONNECTED/);
  online = false;
  await page.goto('/cenarios/plant-mixer-m7-blade?semente=100001&modo=pratica&regras=osha');
  await waitForMachine(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Replace the mixing blade of mixer M-7');
});

/**
 * Watches, from the page's first script, whether the "not found" page ever shows (its heading),
 * however briefly: `window.__notFoundAt` is the page's clock (`Date.now()`) the moment it does.
 */
async function watchForNotFound(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __notFoundAt?: number };
    new MutationObserver(() => {
      if (w.__notFoundAt === undefined && [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Scenario not found')) w.__notFoundAt = Date.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** When the "not found" page first showed, by the page's clock, or null if it never did. */
const notFoundAt = (page: Page) => page.evaluate(() => (window as unknown as { __notFoundAt?: number }).__notFoundAt ?? null);

test('a deep link waits for a slow deployment: the work order opens, and "not found" never shows first', async ({ page, context }) => {
  await useLanguage(page, 'en');
  await watchForNotFound(page);
  // The site answers, but slowly (a kiosk on a busy plant network): 3 s for the configuration and
  // 3 s more for the machine file, both within the page's wait for the deployment.
  const slowly = () => new Promise((resolve) => setTimeout(resolve, 3000));
  await context.route('**/loto-config.json', async (route) => {
    await slowly();
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ machines: ['plant/mixer.loto-machine.json'] }) }).catch(() => undefined);
  });
  await context.route('**/plant/mixer.loto-machine.json', async (route) => {
    await slowly();
    await route.fulfill({ contentType: 'application/json', body: FILE }).catch(() => undefined);
  });

  await page.goto('/cenarios/plant-mixer-m7-blade?semente=100001&modo=pratica&regras=osha');
  await waitForMachine(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Replace the mixing blade of mixer M-7');
  expect(await notFoundAt(page)).toBeNull();
});

test('a deep link to a work order the site never delivers says "not found" once the wait is over, not before', async ({ page, context }) => {
  await useLanguage(page, 'en');
  await watchForNotFound(page);
  // The site takes the requests for loto-config.json and never answers.
  await context.route('**/loto-config.json', () => undefined);
  const opened = Date.now();
  await page.goto('/cenarios/plant-press-ph9-seals?semente=100001&modo=pratica&regras=osha');
  // While the page waits for the deployment it says it is loading.
  await expect(page.locator('main .page-loading')).toBeVisible();
  // The wait ends, the library is read without the deployment, and this work order is not there.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scenario not found', { timeout: 20_000 });
  // It first showed 8 s after the page opened or later (the page cannot begin waiting before it
  // opens), and soon after the wait.
  const after = (await notFoundAt(page))! - opened;
  expect(after).toBeGreaterThanOrEqual(8000);
  expect(after).toBeLessThan(14_000);
});
