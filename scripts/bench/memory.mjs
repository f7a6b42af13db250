// Memory across client-side navigation: round trips /simulador -> /desafio -> /simulador through
// the header links, each waiting for the scene's first frame, with WebGL forced (live WebGL
// contexts are what can leak). After WARM_UP_ROUND_TRIPS and after MEASURED_ROUND_TRIPS more: a
// forced garbage collection, then the JS heap in use (CDP Runtime.getHeapUsage) and the live
// WebGL contexts the probes count. Twice: in the browser as trainees have it, and in one whose
// V8 runs without its optimising compilers (`--js-flags=--jitless`). Budgets: exactly one live
// context; the heap of the JIT-less run grows by at most HEAP_GROWTH_BUDGET_PERCENT over the
// measured round trips (the heap with the JIT is reported beside it).
//
// Why so: V8 keeps compiling and re-optimising the functions a visit runs (React, PixiJS, the
// scenes) long after the first visits, and that machine code lives in the same heap: heap
// snapshots after 10 and 60 round trips (scripts/heap-growth.mjs) show +1.1 MB of "(code)" and
// no growing JavaScript object. That code is the engine's, bounded, and no leak of ours; what the
// site keeps (scenes, textures, styles, shader sources) grows in both runs alike.
import { launchBrowser } from './launch.mjs';
import { TEXTS, dismissSimulatorHelp, waitForSceneReady, withPage } from './site.mjs';

const WARM_UP_ROUND_TRIPS = 10;
const MEASURED_ROUND_TRIPS = 50;
const SHORT_ROUND_TRIPS = WARM_UP_ROUND_TRIPS;
const LONG_ROUND_TRIPS = WARM_UP_ROUND_TRIPS + MEASURED_ROUND_TRIPS;
const HEAP_GROWTH_BUDGET_PERCENT = 10;
/** Exactly the scene's own context: none leaked, and not zero (that would be a broken count). */
const LIVE_CONTEXTS = 1;
const MB = 1024 * 1024;

/** JS heap in use after a forced GC (twice: finalisers can free more on the second pass), and the live WebGL contexts. */
export async function memorySnapshot(page, cdp) {
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
  // Back on the simulator (its overlay dismissed on the first visit), the intro greets the trainee.
  await page.getByRole('button', { name: TEXTS.simulator.intro.understood, exact: true }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return scenesSoFar + 2;
}

/** The heap and live contexts after the warm-up and after the measured round trips. */
function roundTrips(browser, base) {
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
    return [snapshots[SHORT_ROUND_TRIPS], snapshots[LONG_ROUND_TRIPS]];
  });
}

const growth = (short, long) => ((long.heap - short.heap) / short.heap) * 100;

/** Adds one run's heap and context figures. */
export async function measureMemory(browser, base, figures) {
  const [short, long] = await roundTrips(browser, base);
  const jitless = await launchBrowser(['--js-flags=--jitless']);
  let data;
  try {
    data = await roundTrips(jitless, base);
  } finally {
    await jitless.close();
  }
  const contextBudget = { min: LIVE_CONTEXTS, max: LIVE_CONTEXTS };
  const trips = `${MEASURED_ROUND_TRIPS} round trips (${SHORT_ROUND_TRIPS} -> ${LONG_ROUND_TRIPS})`;
  figures.add(`memory.heap-${SHORT_ROUND_TRIPS}`, `JS heap after ${SHORT_ROUND_TRIPS} round trips`, 'MB', short.heap / MB);
  figures.add(`memory.heap-${LONG_ROUND_TRIPS}`, `JS heap after ${LONG_ROUND_TRIPS} round trips`, 'MB', long.heap / MB);
  figures.add('memory.heap-growth-with-jit', `JS heap growth over ${trips}, V8's compiled code included`, '%', growth(short, long));
  figures.add('memory.heap-growth', `JS heap growth over ${trips}, JIT off (what the site keeps)`, '%', growth(...data), {
    max: HEAP_GROWTH_BUDGET_PERCENT,
  });
  figures.add(`memory.contexts-${SHORT_ROUND_TRIPS}`, `live WebGL contexts after ${SHORT_ROUND_TRIPS} round trips`, 'contexts', short.contexts, contextBudget);
  figures.add(`memory.contexts-${LONG_ROUND_TRIPS}`, `live WebGL contexts after ${LONG_ROUND_TRIPS} round trips`, 'contexts', long.contexts, contextBudget);
}
