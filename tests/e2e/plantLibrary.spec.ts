import { readFileSync } from 'node:fs';
import { expect, test, useLanguage } from './fixtures';
import { waitForMachine } from './scenario';

// A deployment's plant library: loto-config.json lists a machine file at the site's root, and a
// browser that never saw it opens one of its work orders straight from a link (as an LMS package's
// lesson does), finds it read-only under "From your company", and keeps it with the network off.

const FILE = readFileSync('tests/fixtures/plant-machine.json', 'utf8');

test('a machine listed in loto-config.json reaches a new browser: its work order opens from a link, offline too', async ({ page, context, consoleGuard }) => {
  await useLanguage(page, 'en');
  await context.route('**/loto-config.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ machines: ['plant/mixer.loto-machine.json'] }) }));
  await context.route('**/plant/mixer.loto-machine.json', (route) => route.fulfill({ contentType: 'application/json', body: FILE }));

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
  await context.unroute('**/loto-config.json');
  await context.unroute('**/plant/mixer.loto-machine.json');
  await context.route('**/loto-config.json', (route) => route.abort('internetdisconnected'));
  await context.route('**/plant/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/cenarios/plant-mixer-m7-blade?semente=100001&modo=pratica&regras=osha');
  await waitForMachine(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Replace the mixing blade of mixer M-7');
});
