// Runs the Playwright browser tests against the production build in dist/.
// Finds (or unpacks) a Chromium first so that a missing browser is one clear line, not a stack trace.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';

try {
  const path = await ensureChromium();
  console.log(`Browser tests in ${path ?? "Playwright's own Chromium"}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` first (npm test does it for you).');
  process.exit(1);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
