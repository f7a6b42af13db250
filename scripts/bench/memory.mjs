// Memory across client-side navigation: LONG_ROUND_TRIPS round trips /simulador -> /desafio ->
// /simulador through the header links, each waiting for the scene's first frame, with WebGL
// forced (live WebGL contexts are what can leak). After SHORT_ROUND_TRIPS and after
// LONG_ROUND_TRIPS: a forced garbage collection, then the JS heap in use (CDP
// Runtime.getHeapUsage) and the live WebGL contexts the probes count. Budgets: the heap grows by
// at most HEAP_GROWTH_BUDGET_PERCENT between the two, and exactly one context is alive.
import { TEXTS, dismissSimulatorHelp, waitForSceneReady, withPage } from './site.mjs';

const SHORT_ROUND_TRIPS = 5;
const LONG_ROUND_TRIPS = 50;
const HEAP_GROWTH_BUDGET_PERCENT = 10;
/** Exactly the scene's own context: none leaked, and not zero (that would be a broken count). */
const LIVE_CONTEXTS = 1;
const MB = 1024 * 1024;

/** JS heap in use after a forced GC (twice: finalisers can free more on the second pass), and the live WebGL contexts. */
async function memorySnapshot(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
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

/** Adds one run's heap and context figures. */
export function measureMemory(browser, base, figures) {
  return withPage(browser, {}, async ({ page, cdp }) => {
    // The renderer choice lasts the page's life, so forcing it on the first route forces it on all.
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
    figures.add(`memory.heap-${SHORT_ROUND_TRIPS}`, `JS heap after ${SHORT_ROUND_TRIPS} round trips`, 'MB', short.heap / MB);
    figures.add(`memory.heap-${LONG_ROUND_TRIPS}`, `JS heap after ${LONG_ROUND_TRIPS} round trips`, 'MB', long.heap / MB);
    figures.add('memory.heap-growth', `JS heap growth ${SHORT_ROUND_TRIPS} -> ${LONG_ROUND_TRIPS} round trips`, '%', ((long.heap - short.heap) / short.heap) * 100, {
      max: HEAP_GROWTH_BUDGET_PERCENT,
    });
    figures.add(`memory.contexts-${SHORT_ROUND_TRIPS}`, `live WebGL contexts after ${SHORT_ROUND_TRIPS} round trips`, 'contexts', short.contexts, contextBudget);
    figures.add(`memory.contexts-${LONG_ROUND_TRIPS}`, `live WebGL contexts after ${LONG_ROUND_TRIPS} round trips`, 'contexts', long.contexts, contextBudget);
  });
}
