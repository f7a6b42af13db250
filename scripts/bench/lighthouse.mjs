// Lighthouse: the performance score (0-100) of every route, from the npm package `lighthouse`
// with its default configuration (the mobile preset, simulated throttling), performance category
// only, in its own headless Chromium started by chrome-launcher. The slowest part (--quick skips it).
// Budget: a score of at least SCORE_BUDGET on every route, the work order included. The metrics the
// score is made of (FCP, LCP, TBT, CLS, Speed Index) are reported beside it, without a budget.
import { Launcher, launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromeLauncherFlags, ensureChromium } from '../chromium.mjs';
import { onExit } from './launch.mjs';
import { LIGHTHOUSE_ROUTES } from './site.mjs';

const SCORE_BUDGET = 95;
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
      for (const { id, path } of LIGHTHOUSE_ROUTES) {
        const { lhr } = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (lhr.runtimeError) throw new Error(`Lighthouse ${id}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        figures.add(`lighthouse.${id}`, `Lighthouse performance ${id} (mobile)`, 'score', lhr.categories.performance.score * 100, {
          min: SCORE_BUDGET,
        });
        for (const [audit, name, unit] of METRICS) {
          const value = lhr.audits[audit]?.numericValue;
          if (typeof value === 'number') figures.add(`lighthouse.${id}.${audit}`, `Lighthouse ${name} ${id} (mobile)`, unit, value);
        }
      }
    }
  } finally {
    stopChrome();
  }
}
