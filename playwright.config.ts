import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4317);
const executablePath = findChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    // The offline app's worker would store the whole build (about 4 MB) in every test's fresh
    // context and answer requests that `page.route` then never sees: it is allowed only where a
    // test is about it (offline.spec.ts). E2E_SERVICE_WORKERS=allow runs any spec with it.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, locale: 'pt-BR' } },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
