// The benchmark: real headless Chromium against the production build in dist/. It measures the
// bytes each route loads, how soon each scene draws, how smooth and how responsive a real mouse
// drag is, whether memory and WebGL contexts stay flat across client-side navigation, and the
// Lighthouse performance score. It prints a table and writes bench/results.json.
//
// Usage: node scripts/bench.mjs [--runs N] [--quick] [--port P]
//   --runs N   repeat the timing measurements N times (default 3) and report each figure's median
//   --quick    skip Lighthouse (the slowest part), for development
//   --port P   first port to try for the private static server (default 4521)
//
// Byte budgets are enforced (exit code 1 when one fails, as `npm run size -- --check` does);
// timing budgets are reported only, since shared CI machines are noisy.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { BUDGETS as JS_BUDGETS_KB, KB, gzipSize, measure as measureManifest } from './size.mjs';

const RESULTS_FILE = 'bench/results.json';
const HOST = '127.0.0.1';
const DEFAULT_PORT = 4521;
const PORT_ATTEMPTS = 100;
const SERVER_START_MS = 15_000;

const VIEWPORT = { width: 1280, height: 800 };
const LOCALE = 'pt-BR';
/** The Portuguese texts, to find buttons and links by the names a trainee reads. */
const TEXTS = JSON.parse(readFileSync('locales/pt.json', 'utf8'));
const ROUTES = ['/', '/simulador', '/desafio'];
/** A fixed deal, so every run drags the same tile. */
const CHALLENGE_PATH = '/desafio?seed=3';

/** One display refresh at 60 Hz, the frame the budgets are written against. */
const FRAME_MS = 1000 / 60;
const DRAG_MS = 3000;
/** How far the wandering pointer reaches from the scene's centre, as a fraction of its box. */
const WANDER_REACH = { x: 0.35, y: 0.3 };
/** Full back-and-forth sweeps during one drag (different counts make the path a Lissajous figure). */
const WANDER_SWEEPS = { x: 2, y: 3 };
/** The conditions a drag is measured in: device pixel ratio and CPU slowdown. */
// The scenes pick their renderer (src/scenes/shared/rendererChoice.ts): on a machine whose WebGL
// is software (like this CI's SwiftShader) that is the 2D canvas. The budgets apply to what the
// trainee gets; one reference condition forces WebGL (`?renderer=webgl`) to show what it costs.
const CONDITIONS = [
  { id: 'dpr1', label: 'DPR 1', dpr: 1, cpu: 1, budgeted: true },
  { id: 'dpr2', label: 'DPR 2', dpr: 2, cpu: 1, budgeted: true },
  { id: 'dpr1-cpu4x', label: 'DPR 1, CPU 4x slower', dpr: 1, cpu: 4, budgeted: false },
  { id: 'dpr1-webgl', label: 'DPR 1, WebGL forced', dpr: 1, cpu: 1, budgeted: false, query: 'renderer=webgl' },
];

/** A path with an extra query parameter (or unchanged without one). */
const withQuery = (path, query) => (query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path);
const DRAG_P95_BUDGET_MS = 20;
const LATENCY_P95_BUDGET_MS = 16.7;

const SHORT_ROUND_TRIPS = 5;
const LONG_ROUND_TRIPS = 50;
const HEAP_GROWTH_BUDGET_PERCENT = 10;
/** Exactly the scene's own context: none leaked, and not zero (that would be a broken count). */
const LIVE_CONTEXTS = 1;
const MB = 1024 * 1024;

const LIGHTHOUSE_BUDGETS = { '/': 95, '/simulador': 90, '/desafio': 90 };

// ---------------------------------------------------------------------------------------------
// Command line

function parseOptions(argv) {
  const value = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : fallback;
  };
  const runs = value('runs', 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of at least 1');
  return { runs, quick: argv.includes('--quick'), port: value('port', DEFAULT_PORT) };
}

// ---------------------------------------------------------------------------------------------
// Statistics

/** The q-quantile (0..1) of some numbers, by linear interpolation; NaN when there are none. */
function quantile(values, q) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

const median = (values) => quantile(values, 0.5);

/** Differences between consecutive timestamps. */
const intervals = (times) => times.slice(1).map((t, i) => t - times[i]);

/** Display refreshes missed: an interval of k frames hides k - 1 frames that were never drawn. */
const droppedFrames = (gaps) => gaps.reduce((n, gap) => n + Math.max(0, Math.round(gap / FRAME_MS) - 1), 0);

// ---------------------------------------------------------------------------------------------
// Figures: what the table and the JSON report

/** Whether a value meets a budget: { max }, { min } or both (both equal: exactly). */
const meets = (value, { min = -Infinity, max = Infinity }) => Number.isFinite(value) && value >= min && value <= max;

/**
 * One reported figure: the median of its per-run values, its budget (null when it is only
 * reported) and whether the median meets it (null without a budget).
 */
function figure(label, unit, runs, budget = null) {
  const value = median(runs);
  return { label, value, unit, budget, pass: budget ? meets(value, budget) : null, runs };
}

/**
 * Collects per-run values under a figure id; `figures()` turns them into reported figures. The
 * same id measured again in a later run adds a value.
 */
class Figures {
  #entries = new Map();

  add(id, label, unit, value, budget = null) {
    const entry = this.#entries.get(id) ?? { label, unit, budget, runs: [] };
    entry.runs.push(value);
    this.#entries.set(id, entry);
  }

  figures() {
    return Object.fromEntries([...this.#entries].map(([id, e]) => [id, figure(e.label, e.unit, e.runs, e.budget)]));
  }
}

// ---------------------------------------------------------------------------------------------
// The static server (scripts/serve.mjs, on the first free port)

/** True when nothing listens on `port`. */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, HOST);
  });
}

async function freePort(from) {
  for (let port = from; port < from + PORT_ATTEMPTS; port++) if (await portIsFree(port)) return port;
  throw new Error(`No free port in ${from}-${from + PORT_ATTEMPTS - 1}`);
}

/** Starts scripts/serve.mjs and resolves once it listens; `stop()` ends it. */
async function startServer(firstPort) {
  const port = await freePort(firstPort);
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--host', HOST], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill();
  };
  // Never leave it running: not on a crash (an unhandled rejection skips `finally`), not on Ctrl+C.
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  }
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The static server did not start')), SERVER_START_MS);
      child.stdout.on('data', (chunk) => {
        if (String(chunk).includes('being served')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The static server exited (code ${code})`));
      });
    });
  } catch (error) {
    stop();
    throw error;
  }
  return { base: `http://${HOST}:${port}`, stop };
}

// ---------------------------------------------------------------------------------------------
// In-page probes (serialised into every page before it loads)

/**
 * Runs in the page before its scripts. Counts live WebGL contexts (weakly held, so the count
 * itself keeps none alive) and, while recording, timestamps every rendered Pixi frame (and how
 * long Pixi's render call took) and every pointer move, pairing each move with the first render
 * after it.
 */
function installProbes() {
  const contexts = [];
  const seen = new WeakSet();
  const isWebGL = (type) => type === 'webgl' || type === 'webgl2' || type === 'experimental-webgl';
  for (const Canvas of [globalThis.HTMLCanvasElement, globalThis.OffscreenCanvas]) {
    if (!Canvas) continue;
    const getContext = Canvas.prototype.getContext;
    Canvas.prototype.getContext = function (type, ...rest) {
      const context = getContext.call(this, type, ...rest);
      if (context && isWebGL(type) && !seen.has(context)) {
        seen.add(context);
        contexts.push(new WeakRef(context));
      }
      return context;
    };
  }

  const record = { on: false, frames: [], renders: [], latencies: [], pending: [], renderStart: 0 };
  addEventListener(
    'pointermove',
    (event) => {
      if (!record.on) return;
      // Moves the browser merged into this event each waited for the same render.
      const merged = event.getCoalescedEvents?.() ?? [];
      for (const move of merged.length ? merged : [event]) record.pending.push(move.timeStamp);
    },
    { capture: true, passive: true },
  );
  const onPrerender = () => {
    record.renderStart = performance.now();
  };
  const onPostrender = () => {
    if (!record.on) return;
    const now = performance.now();
    record.frames.push(now);
    record.renders.push(now - record.renderStart);
    for (const sent of record.pending) record.latencies.push(now - sent);
    record.pending = [];
  };
  // The product's test hook: each scene hands over its Pixi application after its first frame.
  window.__lotoScene = (app) => {
    window.__bench.renderer = app.renderer.name;
    app.renderer.runners.prerender.add({ prerender: onPrerender });
    app.renderer.runners.postrender.add({ postrender: onPostrender });
  };

  window.__bench = {
    /** The renderer the last scene chose ('webgl' or 'canvas'). */
    renderer: null,
    /** WebGL contexts still alive and not lost (the collected ones are forgotten). */
    liveContexts() {
      for (let i = contexts.length - 1; i >= 0; i--) {
        const context = contexts[i].deref();
        if (!context || context.isContextLost()) contexts.splice(i, 1);
      }
      return contexts.length;
    },
    start() {
      Object.assign(record, { on: true, frames: [], renders: [], latencies: [], pending: [] });
    },
    stop() {
      record.on = false;
      return { frames: record.frames, renders: record.renders, latencies: record.latencies };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Browser helpers

/** A fresh page (own cache and storage) with the probes, at a device pixel ratio. */
async function openPage(browser, { dpr = 1 } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: dpr, locale: LOCALE });
  await context.addInitScript(installProbes);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { page, cdp, close: () => context.close() };
}

/** Resolves once the page has recorded `count` scene-ready marks (one per scene mounted). */
async function waitForSceneReady(page, count = 1) {
  await page.waitForFunction((n) => performance.getEntriesByName('scene-ready').length >= n, count, { timeout: 60_000 });
}

/** An element's box on screen. */
async function boxOf(locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on screen`);
  return box;
}

/** The centre of an element (the scenes' accessible twins sit exactly over their objects). */
async function centreOf(locator) {
  const box = await boxOf(locator);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** An element's box, cut to the viewport (the part a pointer can reach). */
async function visibleBox(locator) {
  const box = await boxOf(locator);
  const x = Math.max(0, box.x);
  const y = Math.max(0, box.y);
  return { x, y, width: Math.min(VIEWPORT.width, box.x + box.width) - x, height: Math.min(VIEWPORT.height, box.y + box.height) - y };
}

/** Forces a full garbage collection (twice: finalisers can free more on the second pass). */
async function collectGarbage(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
}

// ---------------------------------------------------------------------------------------------
// Scenes: how to reach each draggable object, as a trainee would

/** Closes the simulator's help overlay, then its intro modal. */
async function dismissSimulatorHelp(page) {
  for (const dialog of ['helpOverlay', 'intro']) {
    await page.getByRole('button', { name: TEXTS.simulator[dialog].understood, exact: true }).click();
  }
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

const SCENES = [
  {
    id: 'padlock',
    label: 'padlock drag (/simulador)',
    path: '/simulador',
    area: (page) => page.getByTestId('panel-scene'),
    object: (page) => page.getByTestId('twin-padlock'),
    /** The padlock moves only once the power is off: dismiss the help, then click the lever. */
    async prepare(page) {
      await dismissSimulatorHelp(page);
      const lever = await centreOf(page.getByTestId('twin-handle'));
      await page.mouse.click(lever.x, lever.y);
      await page.locator('[data-testid="panel-scene"][data-stage="power_off"]').waitFor();
      await page.waitForTimeout(1000); // the lever's swing ends
    },
  },
  {
    id: 'tile',
    label: 'tile drag (/desafio)',
    path: CHALLENGE_PATH,
    area: (page) => page.getByTestId('board-scene'),
    object: (page) => page.locator('[data-testid^="tile-"]').first(),
    /** The whole board on screen, as a trainee scrolls to it before playing. */
    async prepare(page) {
      await this.area(page).evaluate((el) => el.scrollIntoView({ block: 'end' }));
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Bytes

/** The file in dist/ the server sent for a URL (client routes get index.html). */
function distFileOf(url) {
  const path = new URL(url).pathname;
  return /\.[a-z0-9]+$/i.test(path) ? path.slice(1) : 'index.html';
}

const byteKind = (file) => (file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : 'other');

/** The dist/ files a route downloads in a real browser until its scene is ready and the network is idle. */
async function filesLoadedBy(browser, base, route) {
  const { page, close } = await openPage(browser);
  try {
    const files = new Set();
    page.on('response', (response) => {
      if (response.url().startsWith(base) && response.ok()) files.add(distFileOf(response.url()));
    });
    await page.goto(base + route);
    if (route !== '/') await waitForSceneReady(page);
    await page.waitForLoadState('networkidle');
    return files;
  } finally {
    await close();
  }
}

/**
 * Byte figures per route, gzip: JavaScript (against its budget), CSS, and the rest (HTML, fonts,
 * images). "Loaded" is what the browser fetched up to a ready scene, plus the chunks the build
 * manifest says the route fetches later (scripts/size.mjs, e.g. the challenge's result chart).
 */
async function measureBytes(browser, base, figures) {
  const manifest = measureManifest();
  const files = {};
  for (const route of ROUTES) {
    const loaded = await filesLoadedBy(browser, base, route);
    const later = manifest[route].files.filter((file) => !loaded.has(file));
    files[route] = { loaded: [...loaded].sort(), later };
    const bytes = { js: 0, css: 0, other: 0 };
    for (const file of [...loaded, ...later]) bytes[byteKind(file)] += gzipSize(file);
    figures.add(`bytes.${route}.js`, `${route} JavaScript, initial + lazy (gzip)`, 'KB', bytes.js / KB, { max: JS_BUDGETS_KB[route] });
    figures.add(`bytes.${route}.css`, `${route} CSS (gzip)`, 'KB', bytes.css / KB);
    figures.add(`bytes.${route}.other`, `${route} HTML, fonts, images (gzip)`, 'KB', bytes.other / KB);
  }
  return files;
}

// ---------------------------------------------------------------------------------------------
// Scene ready

/** Time from navigation start to the scene-ready mark, on a cold cache. */
async function sceneReadyMs(browser, base, path) {
  const { page, close } = await openPage(browser);
  try {
    await page.goto(base + path);
    await waitForSceneReady(page);
    return await page.evaluate(() => performance.getEntriesByName('scene-ready')[0].startTime);
  } finally {
    await close();
  }
}

// ---------------------------------------------------------------------------------------------
// Drag smoothness and input latency

/**
 * Where the pointer is at fraction f (0..1) of the drag: it leaves `home`, wanders back and forth
 * over `area` on a Lissajous path, and is back at `home` at the end (a harmless release).
 */
function wander(home, area, f) {
  const reach = Math.sin(Math.PI * f);
  const x = area.x + area.width * (0.5 + WANDER_REACH.x * Math.sin(2 * Math.PI * WANDER_SWEEPS.x * f));
  const y = area.y + area.height * (0.5 + WANDER_REACH.y * Math.sin(2 * Math.PI * WANDER_SWEEPS.y * f));
  return { x: home.x + (x - home.x) * reach, y: home.y + (y - home.y) * reach };
}

/** A mouse event at a point, sent to the browser as real input (CDP Input.dispatchMouseEvent). */
function mouse(cdp, type, { x, y }, pressed = true) {
  return cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', buttons: pressed ? 1 : 0, clickCount: 1 });
}

/**
 * A real mouse drag of DRAG_MS: press at `home`, one small move per display frame, release back at
 * `home`. Like a physical mouse, the moves keep coming at their own pace while the page is busy
 * (they are not each awaited), so the browser queues and coalesces them as it would.
 */
async function scriptedDrag(cdp, home, area) {
  await mouse(cdp, 'mouseMoved', home, false);
  await mouse(cdp, 'mousePressed', home);
  const moves = [];
  const start = performance.now();
  for (let frame = 1, elapsed = 0; elapsed < DRAG_MS; frame++, elapsed = performance.now() - start) {
    moves.push(mouse(cdp, 'mouseMoved', wander(home, area, elapsed / DRAG_MS)));
    await sleep(Math.max(0, frame * FRAME_MS - (performance.now() - start)));
  }
  moves.push(mouse(cdp, 'mouseMoved', home));
  await Promise.all(moves);
  await mouse(cdp, 'mouseReleased', home, false);
}

/** Frame intervals and input latencies during one scripted drag of a scene's object. */
async function measureDrag(browser, base, scene, condition) {
  const { page, cdp, close } = await openPage(browser, condition);
  try {
    await page.goto(base + withQuery(scene.path, condition.query));
    await waitForSceneReady(page);
    await scene.prepare(page);
    const home = await centreOf(scene.object(page));
    const area = await visibleBox(scene.area(page));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
    await page.evaluate(() => window.__bench.start());
    await scriptedDrag(cdp, home, area);
    const { frames, renders, latencies } = await page.evaluate(() => window.__bench.stop());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // The ticker runs only while a drag holds it: no frames or no moves means the grab missed.
    if (frames.length < 2 || !latencies.length) throw new Error(`${scene.id} drag at ${condition.id}: the object was not dragged`);
    return { gaps: intervals(frames), renders, latencies };
  } finally {
    await close();
  }
}

function addDragFigures(figures, scene, condition, { gaps, renders, latencies }) {
  const id = `drag.${scene.id}.${condition.id}`;
  const label = `${scene.label}, ${condition.label}:`;
  const frameBudget = condition.budgeted ? { max: DRAG_P95_BUDGET_MS } : null;
  const latencyBudget = condition.budgeted ? { max: LATENCY_P95_BUDGET_MS } : null;
  figures.add(`${id}.frame-p50`, `${label} frame interval p50`, 'ms', quantile(gaps, 0.5));
  figures.add(`${id}.frame-p95`, `${label} frame interval p95`, 'ms', quantile(gaps, 0.95), frameBudget);
  figures.add(`${id}.frame-p99`, `${label} frame interval p99`, 'ms', quantile(gaps, 0.99));
  figures.add(`${id}.frames`, `${label} frames rendered`, 'frames', gaps.length + 1);
  figures.add(`${id}.dropped`, `${label} dropped frames`, 'frames', droppedFrames(gaps));
  figures.add(`${id}.render-p50`, `${label} Pixi render call p50`, 'ms', quantile(renders, 0.5));
  figures.add(`${id}.latency-p50`, `${label} input latency p50`, 'ms', quantile(latencies, 0.5));
  figures.add(`${id}.latency-p95`, `${label} input latency p95`, 'ms', quantile(latencies, 0.95), latencyBudget);
}

// ---------------------------------------------------------------------------------------------
// Memory across client-side navigation

/** JS heap in use after a forced GC, and the live WebGL contexts. */
async function memorySnapshot(page, cdp) {
  await collectGarbage(cdp);
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return { heap: usedSize, contexts: await page.evaluate(() => window.__bench.liveContexts()) };
}

/** Simulator -> challenge -> simulator through the header links; waits for each scene's first frame. */
async function roundTrip(page, scenesSoFar) {
  const nav = page.locator('header nav').filter({ visible: true }).first();
  await nav.getByRole('link', { name: TEXTS.nav.challenge, exact: true }).click();
  await waitForSceneReady(page, scenesSoFar + 1);
  await nav.getByRole('link', { name: TEXTS.nav.simulator, exact: true }).click();
  await waitForSceneReady(page, scenesSoFar + 2);
  return scenesSoFar + 2;
}

async function measureMemory(browser, base, figures) {
  const { page, cdp, close } = await openPage(browser);
  try {
    // WebGL forced, since live WebGL contexts are what can leak (the choice lasts the page's life).
    await page.goto(`${base}/simulador?renderer=webgl`);
    await waitForSceneReady(page);
    await dismissSimulatorHelp(page);
    let scenes = 1;
    const snapshots = {};
    for (let trip = 1; trip <= LONG_ROUND_TRIPS; trip++) {
      scenes = await roundTrip(page, scenes);
      if (trip === SHORT_ROUND_TRIPS || trip === LONG_ROUND_TRIPS) snapshots[trip] = await memorySnapshot(page, cdp);
    }
    const [short, long] = [snapshots[SHORT_ROUND_TRIPS], snapshots[LONG_ROUND_TRIPS]];
    const contextBudget = { min: LIVE_CONTEXTS, max: LIVE_CONTEXTS };
    figures.add('memory.heap-5', `JS heap after ${SHORT_ROUND_TRIPS} round trips`, 'MB', short.heap / MB);
    figures.add('memory.heap-50', `JS heap after ${LONG_ROUND_TRIPS} round trips`, 'MB', long.heap / MB);
    figures.add('memory.heap-growth', `JS heap growth ${SHORT_ROUND_TRIPS} -> ${LONG_ROUND_TRIPS} round trips`, '%', ((long.heap - short.heap) / short.heap) * 100, {
      max: HEAP_GROWTH_BUDGET_PERCENT,
    });
    figures.add('memory.contexts-5', `live WebGL contexts after ${SHORT_ROUND_TRIPS} round trips`, 'contexts', short.contexts, contextBudget);
    figures.add('memory.contexts-50', `live WebGL contexts after ${LONG_ROUND_TRIPS} round trips`, 'contexts', long.contexts, contextBudget);
  } finally {
    await close();
  }
}

// ---------------------------------------------------------------------------------------------
// Lighthouse (mobile preset: its default configuration)

async function measureLighthouse(base, runs, figures) {
  const chrome = await launchChrome({ chromePath: (await ensureChromium()), chromeFlags: ['--headless', ...CHROMIUM_ARGS] });
  try {
    for (let run = 1; run <= runs; run++) {
      for (const route of ROUTES) {
        const result = await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse ${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        figures.add(`lighthouse.${route}`, `Lighthouse performance ${route} (mobile)`, 'score', lhr.categories.performance.score * 100, {
          min: LIGHTHOUSE_BUDGETS[route],
        });
      }
    }
  } finally {
    chrome.kill();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

/** The machine the figures come from (they mean little without it). */
/** The renderer the scenes choose on this machine by themselves. */
async function sceneRenderer(page, base) {
  await page.goto(`${base}${CHALLENGE_PATH}`);
  await waitForSceneReady(page);
  return page.evaluate(() => window.__bench.renderer);
}

async function describeMachine(browser, base) {
  const { page, close } = await openPage(browser);
  try {
    await page.goto(`${base}/`);
    const gpu = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      const renderer = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : (gl?.getParameter(gl.RENDERER) ?? 'no WebGL');
      gl?.getExtension('WEBGL_lose_context')?.loseContext();
      return renderer;
    });
    const cpus = os.cpus();
    return {
      os: `${os.type()} ${os.release()} (${os.platform()} ${os.arch()})`,
      cpu: cpus[0]?.model ?? 'unknown',
      cores: cpus.length,
      ramGb: Math.round(os.totalmem() / 1024 ** 3),
      loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
      node: process.version,
      chromium: browser.version(),
      gpu: String(gpu),
      sceneRenderer: await sceneRenderer(page, base),
      viewport: `${VIEWPORT.width}x${VIEWPORT.height}`,
    };
  } finally {
    await close();
  }
}

const formatValue = (value, unit) => {
  if (!Number.isFinite(value)) return 'n/a';
  const digits = unit === 'frames' || unit === 'contexts' || unit === 'score' ? 0 : 1;
  return `${value.toFixed(digits)} ${unit}`;
};

function formatBudget(budget, unit) {
  if (!budget) return '';
  if (budget.min === budget.max) return `= ${budget.max} ${unit}`;
  return budget.max === undefined ? `>= ${budget.min} ${unit}` : `<= ${budget.max} ${unit}`;
}

const formatPass = (pass) => (pass === null ? '' : pass ? 'PASS' : 'FAIL');

/** The aligned table: figure, value, budget, PASS/FAIL. */
function printTable(figures, runs) {
  const rows = [['figure', `value (median of ${runs})`, 'budget', 'result']];
  for (const f of Object.values(figures)) rows.push([f.label, formatValue(f.value, f.unit), formatBudget(f.budget, f.unit), formatPass(f.pass)]);
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  const line = (r) => r.map((cell, c) => (c === 1 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ').trimEnd();
  console.log(line(rows[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows.slice(1)) console.log(line(r));
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const began = Date.now();
  const figures = new Figures();
  const server = await startServer(options.port);
  let browser;
  try {
    browser = await chromium.launch({ executablePath: (await ensureChromium()), args: CHROMIUM_ARGS });
    const machine = await describeMachine(browser, server.base);
    console.log(`Benchmarking ${server.base} on ${machine.cpu} (${machine.cores} cores), Chromium ${machine.chromium}, ${options.runs} run(s)`);

    const files = await measureBytes(browser, server.base, figures);
    for (let run = 1; run <= options.runs; run++) {
      console.log(`run ${run}/${options.runs}: scene ready, drags, memory`);
      for (const scene of SCENES) {
        figures.add(`ready.${scene.path}`, `scene ready ${scene.path.split('?')[0]}`, 'ms', await sceneReadyMs(browser, server.base, scene.path));
      }
      for (const scene of SCENES) {
        for (const condition of CONDITIONS) addDragFigures(figures, scene, condition, await measureDrag(browser, server.base, scene, condition));
      }
      await measureMemory(browser, server.base, figures);
    }
    await browser.close();
    browser = undefined;
    if (!options.quick) {
      console.log(`Lighthouse: ${ROUTES.join(', ')} x ${options.runs}`);
      await measureLighthouse(server.base, options.runs, figures);
    }

    const results = {
      date: new Date().toISOString(),
      machine,
      runs: options.runs,
      lighthouse: !options.quick,
      durationSeconds: Math.round((Date.now() - began) / 1000),
      notes: {
        timing: 'Each figure is the median of its per-run values (runs). Timing budgets are reported, not enforced.',
        drag: `${DRAG_MS} ms real mouse drags, one move per ${FRAME_MS.toFixed(1)} ms; frame interval = time between rendered Pixi frames; dropped = display frames (60 Hz) with no render.`,
        latency: 'pointermove event.timeStamp to the end of the next Pixi render (postrender).',
        memory: 'Round trip = header link to /desafio, then to /simulador, each waiting for the scene-ready mark; heap after HeapProfiler.collectGarbage.',
        bytes: 'gzip -9 of the dist/ files: those the browser fetched until the scene was ready, plus the lazy chunks the build manifest says the route fetches later (files.later).',
        lighthouse: 'Default (mobile) preset, simulated throttling, performance category only.',
      },
      files,
      figures: figures.figures(),
    };
    printTable(results.figures, options.runs);
    mkdirSync('bench', { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nWrote ${RESULTS_FILE} in ${results.durationSeconds} s.`);
    const overBudget = Object.entries(results.figures).filter(([id, f]) => id.startsWith('bytes.') && f.pass === false);
    if (overBudget.length) {
      console.error(`Over the byte budget: ${overBudget.map(([, f]) => f.label).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
