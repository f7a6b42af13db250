// Finds a Chromium for Playwright: PLAYWRIGHT_CHROMIUM_PATH, else the Debian package's
// /usr/bin/chromium, else Playwright's own download (if one was ever installed).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const HOW_TO_GET_ONE =
  'No Chromium found: install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium binary.';

/** @returns {string | undefined} an executable path, or undefined for Playwright's own browser. */
export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`PLAYWRIGHT_CHROMIUM_PATH=${fromEnv} does not exist. ${HOW_TO_GET_ONE}`);
    return fromEnv;
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return undefined;
  } catch {
    // playwright-core not resolvable: fall through to the message below
  }
  throw new Error(HOW_TO_GET_ONE);
}

export { HOW_TO_GET_ONE };

/** Flags that make headless Chromium work on locked-down CI machines (WebGL via SwiftShader). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--no-first-run',
];
