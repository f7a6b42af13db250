// Lighthouse: the performance score (0-100) of every route, from the npm package `lighthouse`
// with its default configuration (the mobile preset, simulated throttling), performance category
// only, each route on an origin cleared as for a first visit (CLEAR_STORAGE_TYPES), in its own
// headless Chromium started by chrome-launcher. The slowest part (--quick skips it).
// Budget: a score of at least SCORE_BUDGET on every route, the work order included. The metrics the
// score is made of (FCP, LCP, TBT, CLS, Speed Index) are reported beside it, without a budget.
// A run whose first contentful paint headless Chromium's compositor held back (frameStall.mjs:
// the page idle, its frame a second late; GoogleChrome/lighthouse#17148) is taken again, up to
// MAX_RETAKES times; how many were is reported (`lighthouse.retaken`), and a run still held back
// after them is kept as it is.
import { Launcher, launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromeLauncherFlags, ensureChromium } from '../chromium.mjs';
import { firstPaintStall } from './frameStall.mjs';
import { onExit } from './launch.mjs';
import { LIGHTHOUSE_ROUTES } from './site.mjs';

const SCORE_BUDGET = 95;
/**
 * What Lighthouse clears on the origin before each run: its defaults (the caches, the service
 * worker) and, as a first visit finds them, IndexedDB and localStorage. Left alone (Lighthouse's
 * default), a route ran on whatever the routes before it had stored: the records database that
 * `/usuarios` opened was there for `/inspecoes` and `/verificar`, which on a device without one
 * load no database code at all (src/records/databaseName.ts).
 */
const CLEAR_STORAGE_TYPES = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'indexeddb', 'local_storage'];
/** How many times one route's run is taken again when its first paint was held back. */
const MAX_RETAKES = 3;
/** The audits the performance score weighs, with the unit of their numeric value. */
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'Speed Index', 'ms'],
];

/** Adds `runs` Lighthouse scores of every route. */
export async function measureLighthouse(base, runs, figures) {
  // chrome-launcher's own flags, with its disabled features and ours in one switch (Chromium keeps
  // only the last --disable-features).
  const chrome = await launchChrome({ chromePath: await ensureChromium(), ignoreDefaultFlags: true, chromeFlags: ['--headless', ...chromeLauncherFlags(Launcher.defaultFlags())] });
  const stopChrome = onExit(() => chrome.kill());
  try {
    for (let run = 1; run <= runs; run++) {
      let retaken = 0;
      for (const { id, path } of LIGHTHOUSE_ROUTES) {
        let lhr;
        for (let take = 0; ; take++) {
          const result = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], clearStorageTypes: CLEAR_STORAGE_TYPES });
          lhr = result.lhr;
          if (lhr.runtimeError) throw new Error(`Lighthouse ${id}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          const observed = lhr.audits.metrics?.details?.items?.[0];
          const stall = firstPaintStall(result.artifacts?.Trace?.traceEvents ?? [], observed?.observedFirstContentfulPaintTs ?? Number.NaN);
          if (!stall.stalled) break;
          const score = Math.round(lhr.categories.performance.score * 100);
          if (take === MAX_RETAKES) {
            console.log(`  Lighthouse ${id}: first paint still held back by the compositor after ${MAX_RETAKES} retakes; kept (score ${score})`);
            break;
          }
          console.log(`  Lighthouse ${id}: first paint held back ${Math.round(stall.idleMs)} ms by the compositor (score ${score}); taken again`);
          retaken++;
        }
        figures.add(`lighthouse.${id}`, `Lighthouse performance ${id} (mobile)`, 'score', lhr.categories.performance.score * 100, {
          min: SCORE_BUDGET,
        });
        for (const [audit, name, unit] of METRICS) {
          const value = lhr.audits[audit]?.numericValue;
          if (typeof value === 'number') figures.add(`lighthouse.${id}.${audit}`, `Lighthouse ${name} ${id} (mobile)`, unit, value);
        }
      }
      figures.add('lighthouse.retaken', 'Lighthouse runs taken again, their first paint held back by headless Chromium (lighthouse#17148)', 'runs', retaken);
    }
  } finally {
    stopChrome();
  }
}
