// Finds a Chromium for the browser tests, the benchmark and the screenshots, in this order:
//   1. PLAYWRIGHT_CHROMIUM_PATH, if set (any Chromium or Chrome binary);
//   2. a system Chromium (Debian's `chromium` package: /usr/bin/chromium);
//   3. the headless Chromium shipped inside the npm dev dependency @sparticuz/chromium
//      (Linux x64), unpacked once into node_modules/.cache/loto-chromium/<version>/;
//   4. a browser Playwright downloaded itself (`npx playwright install`), where that is possible.
// So `npm install && npm test` needs no root and no system browser.
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

const HOW_TO_GET_ONE =
  'No Chromium found. `npm install` brings one on Linux x64 (@sparticuz/chromium); elsewhere install Chromium ' +
  '(Debian/Ubuntu: `apt-get install chromium`) or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium or Chrome binary.';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Where the packaged Chromium is unpacked, or undefined where the package is not installed or does not fit. */
function packagedDir() {
  if (process.platform !== 'linux' || process.arch !== 'x64') return undefined;
  let entry;
  try {
    entry = require.resolve('@sparticuz/chromium'); // <package>/build/index.js (package.json is not exported)
  } catch {
    return undefined;
  }
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'));
  return join(ROOT, 'node_modules', '.cache', 'loto-chromium', String(version));
}

function playwrightOwn() {
  try {
    const { chromium } = require('playwright-core');
    const own = chromium.executablePath();
    return own && existsSync(own) ? own : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Chromium already on this machine, without unpacking anything: an executable path, or
 * undefined for Playwright's own browser. Throws with a one-line hint when there is none (call
 * `ensureChromium()` first to unpack the packaged one).
 * @returns {string | undefined}
 */
export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`PLAYWRIGHT_CHROMIUM_PATH=${fromEnv} does not exist. ${HOW_TO_GET_ONE}`);
    return fromEnv;
  }
  const system = SYSTEM_PATHS.find((candidate) => existsSync(candidate));
  if (system) return system;
  const dir = packagedDir();
  if (dir && existsSync(join(dir, 'chromium'))) return join(dir, 'chromium');
  if (playwrightOwn()) return undefined;
  throw new Error(HOW_TO_GET_ONE);
}

/**
 * Like `findChromium()`, but first unpacks the Chromium of @sparticuz/chromium when no other is
 * found (about 2 s, once per version). Safe when several processes call it at once: each unpacks
 * into its own folder and the first rename wins.
 * @returns {Promise<string | undefined>}
 */
export async function ensureChromium() {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH || SYSTEM_PATHS.some((candidate) => existsSync(candidate))) return findChromium();
  const dir = packagedDir();
  if (dir && !existsSync(join(dir, 'chromium'))) {
    mkdirSync(dirname(dir), { recursive: true });
    const scratch = mkdtempSync(`${dir}.unpacking-`);
    // The package unpacks into os.tmpdir(), which follows TMPDIR at each call; point it at our
    // own folder so that no stale /tmp/chromium of another version or user is ever picked up.
    const savedTmp = process.env.TMPDIR;
    process.env.TMPDIR = scratch;
    try {
      const { default: packaged } = await import('@sparticuz/chromium');
      const binary = await packaged.executablePath();
      if (binary !== join(scratch, 'chromium')) throw new Error(`@sparticuz/chromium unpacked to ${binary}, not ${scratch}`);
    } finally {
      if (savedTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = savedTmp;
    }
    try {
      renameSync(scratch, dir);
    } catch (error) {
      // Another process got there first: keep its copy.
      rmSync(scratch, { recursive: true, force: true });
      if (!existsSync(join(dir, 'chromium'))) throw error;
    }
  }
  return findChromium();
}

export { HOW_TO_GET_ONE };

/** Flags that make headless Chromium work on locked-down CI machines (WebGL via SwiftShader). */
const BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--no-first-run',
];

/**
 * Browser features kept off while a page is tested or measured. A full Chromium (Debian's 156, in
 * the new headless mode) builds its address bar's suggestion popup, a WebUI page in a renderer of
 * its own, in every new window. Each test and each benchmark page opens a new window, so that
 * renderer started beside the page under test: about 250 ms of processor on a 2-core machine, and
 * the page's main thread waited for a core (a scene was ready at 700-780 ms instead of 410-480).
 * Nobody sees that popup headless; the packaged headless shell has none.
 */
export const QUIET_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright's launcher itself disables, read from the installed playwright-core, or
 * undefined where they cannot be found. Chromium keeps only the last `--disable-features` of a
 * command line, so ours must repeat Playwright's (PaintHolding, HttpsUpgrades…) or they would be
 * switched back on. tests/unit/chromiumArgs.test.ts fails if a Playwright update moves them.
 * @returns {string[] | undefined}
 */
export function playwrightDisabledFeatures() {
  try {
    const bundle = join(dirname(require.resolve('playwright-core/package.json')), 'lib', 'coreBundle.js');
    const list = /\bdisabledFeatures = \[([\s\S]*?)\]/.exec(readFileSync(bundle, 'utf8'))?.[1];
    if (!list) return undefined;
    const names = list
      .split('\n')
      .map((line) => line.replace(/\/\/.*$/, ''))
      .flatMap((line) => [...line.matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1]));
    return names.length > 0 ? names : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `args` with every `--disable-features` in it, and `features`, merged into one switch at the end
 * (Chromium keeps only the last one of a command line).
 * @param {string[]} args
 * @param {string[]} features
 */
export function mergeDisabledFeatures(args, features) {
  const prefix = '--disable-features=';
  const named = args.filter((arg) => arg.startsWith(prefix)).flatMap((arg) => arg.slice(prefix.length).split(','));
  const all = [...new Set([...named, ...features].filter(Boolean))];
  return [...args.filter((arg) => !arg.startsWith(prefix)), `${prefix}${all.join(',')}`];
}

const playwrightFeatures = playwrightDisabledFeatures();

/**
 * The flags every Playwright launch of Chromium here takes: BASE_ARGS, and QUIET_FEATURES with
 * Playwright's own disabled features (without those, none: a lone switch of ours would replace
 * Playwright's list).
 */
export const CHROMIUM_ARGS = playwrightFeatures ? mergeDisabledFeatures(BASE_ARGS, [...playwrightFeatures, ...QUIET_FEATURES]) : BASE_ARGS;

/**
 * The flags for a Chromium started by chrome-launcher (Lighthouse): its defaults, with its own
 * disabled features merged with QUIET_FEATURES, and BASE_ARGS (pass `ignoreDefaultFlags: true`).
 * @param {string[]} launcherDefaults chrome-launcher's `Launcher.defaultFlags()`
 */
export function chromeLauncherFlags(launcherDefaults) {
  return mergeDisabledFeatures([...launcherDefaults, ...BASE_ARGS], QUIET_FEATURES);
}
