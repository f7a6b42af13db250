// Scenarios (/cenarios/:id): the machine scene, which a trainee plays by taps, not drags.
//   tap      a real mouse click on a part of the machine (on the canvas, where its twin lies) to
//            the first frame that shows the part's actions; then a click on an action to the end
//            of the scene's next render (the part drawn in its new state: the scene renders on
//            demand, so that render is the answer). Budget: p95 <= 100 ms, the time within which
//            an answer reads as immediate.
//   memory   round trips from a work order to the list and into another work order and back,
//            through the footer link and the list's start buttons as a trainee goes, WebGL forced:
//            exactly one live WebGL context, and the heap of a JIT-less browser (what the site
//            keeps, see memory.mjs) grows by at most 10 % from the 10th round trip to the 40th.
import { quantile } from './figures.mjs';
import { launchBrowser } from './launch.mjs';
import { memorySnapshot } from './memory.mjs';
import { TEXTS, WORK_ORDER_PATH, centreOf, waitForSceneReady, withPage } from './site.mjs';

/** A fixed work order (site.mjs): the pump fed from bucket 3, no colleague's lock. */
const PUMP = WORK_ORDER_PATH;
const TAP_BUDGET_MS = 100;
const TAPS = 24;
const WARM_UP_ROUND_TRIPS = 10;
const LONG_ROUND_TRIPS = 40;
const HEAP_GROWTH_BUDGET_PERCENT = 10;
const MB = 1024 * 1024;

/** The dialog on screen, if any, closed (an explanation of a mistake, the actions of a part). */
async function closeDialogs(page) {
  while (await page.getByRole('dialog').count()) {
    // A dialog listens for Escape once it holds the focus (its code may still be loading).
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null, undefined, { polling: 50 }).catch(() => undefined);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').first().waitFor({ state: 'detached' }).catch(() => undefined);
  }
  // Radix hands the focus back in a timer after the dialog is gone: let it run before the next press.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 30)));
}

/**
 * Clicks at a point and resolves with the time from the pointer's release to `until` (run in the
 * page: 'dialog' for the first frame with a dialog, 'render' for the end of the scene's next render).
 */
async function timedClick(page, point, until) {
  const done = page.evaluate((mode) => {
    return new Promise((resolve) => {
      let released = null;
      addEventListener('pointerup', (event) => (released = event.timeStamp), { capture: true, once: true });
      const finish = (at) => resolve(released === null ? NaN : at - released);
      // An answer that never comes is reported as missing, not waited for.
      setTimeout(() => resolve(NaN), 5000);
      if (mode === 'render') {
        // The first render that ends after the release (one before it, for a hover, is not the answer).
        const wait = () => window.__bench.nextRender().then((at) => (released === null ? wait() : finish(at)));
        wait();
        return;
      }
      const seen = () => document.querySelector('[role="dialog"]');
      const observer = new MutationObserver(() => {
        if (!seen()) return;
        observer.disconnect();
        // The frame the dialog is first painted in starts with this animation frame.
        requestAnimationFrame((at) => finish(at));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  }, until);
  // The listeners are in place once evaluate has run its synchronous part; one frame to be sure.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  await page.mouse.click(point.x, point.y);
  return done;
}

/** Taps the parts of the pump in turn; every other tap also presses an action that redraws a part. */
function measureTaps(browser, base) {
  return withPage(browser, {}, async ({ page }) => {
    await page.goto(base + PUMP);
    await waitForSceneReady(page);
    // Read the sheet and stop the pump first, as a trainee would (no explanation dialogs after).
    await page.getByRole('button', { name: TEXTS.scenarios.page.openSheet }).click();
    // The dialogs' code loads at the first press: wait for the sheet before closing it.
    await page.getByRole('dialog').waitFor();
    await closeDialogs(page);
    await page.getByRole('button', { name: TEXTS.scenarios.page.notify }).click();
    const parts = ['stop', 'bucket-3', 'discharge-valve', 'suction-valve', 'gauge', 'motor', 'drain', 'start'];
    const toggles = [
      { part: 'discharge-valve', actions: [TEXTS.scenarios.actions.shutValve, TEXTS.scenarios.actions.openValve] },
      { part: 'suction-valve', actions: [TEXTS.scenarios.actions.shutValve, TEXTS.scenarios.actions.openValve] },
    ];
    const taps = [];
    const actions = [];
    for (let i = 0; i < TAPS; i++) {
      const toggle = i % 2 === 1 ? toggles[Math.floor(i / 2) % toggles.length] : null;
      const part = toggle ? toggle.part : parts[(i / 2) % parts.length];
      const twin = page.getByTestId(`part-${part}`);
      await twin.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.locator('.machine-scene canvas').waitFor();
      taps.push(await timedClick(page, await centreOf(twin), 'dialog'));
      if (i === 0) {
        // The first tap is on STOP: stop the pump so nothing spins (the scene then draws on demand).
        await page.getByRole('dialog').getByRole('button', { name: TEXTS.scenarios.actions.pressStop }).click();
      } else if (toggle) {
        const dialog = page.getByRole('dialog');
        const shut = dialog.getByRole('button', { name: toggle.actions[0], exact: true });
        const button = (await shut.count()) ? shut : dialog.getByRole('button', { name: toggle.actions[1], exact: true });
        actions.push(await timedClick(page, await centreOf(button), 'render'));
      }
      await closeDialogs(page);
    }
    return { taps, actions };
  });
}

/** Work order -> list -> another work order -> list -> the first, as a trainee clicks through. */
async function roundTrip(page, scenesSoFar) {
  let scenes = scenesSoFar;
  for (const id of ['prensa-ph301', 'bomba-p101']) {
    await page.locator('footer').getByRole('link', { name: TEXTS.nav.scenarios, exact: true }).click();
    const card = page.getByTestId(`scenario-${id}`);
    await card.getByRole('button', { name: TEXTS.scenarios.list.start }).click();
    await waitForSceneReady(page, ++scenes);
  }
  return scenes;
}

/** The heap and live contexts after the warm-up and after all the round trips, in a JIT-less browser. */
async function measureRoundTrips(base) {
  const browser = await launchBrowser(['--js-flags=--jitless']);
  try {
    return await withPage(browser, {}, async ({ page, cdp }) => {
      await page.goto(`${base}${PUMP}&renderer=webgl`);
      await waitForSceneReady(page);
      let scenes = 1;
      const snapshots = {};
      for (let trip = 1; trip <= LONG_ROUND_TRIPS; trip++) {
        scenes = await roundTrip(page, scenes);
        if (trip === WARM_UP_ROUND_TRIPS || trip === LONG_ROUND_TRIPS) snapshots[trip] = await memorySnapshot(page, cdp);
      }
      return [snapshots[WARM_UP_ROUND_TRIPS], snapshots[LONG_ROUND_TRIPS]];
    });
  } finally {
    await browser.close();
  }
}

/** Adds one run's scenario figures. */
export async function measureScenario(browser, base, figures) {
  const measured = await measureTaps(browser, base);
  const missing = [...measured.taps, ...measured.actions].filter((v) => !Number.isFinite(v)).length;
  if (missing) throw new Error(`scenario: ${missing} tap(s) got no answer on screen within 5 s`);
  const { taps, actions } = measured;
  const label = 'work order (/cenarios/:id)';
  figures.add('scenario.tap-p50', `${label}: tap on a part to its actions on screen p50`, 'ms', quantile(taps, 0.5));
  figures.add('scenario.tap-p95', `${label}: tap on a part to its actions on screen p95`, 'ms', quantile(taps, 0.95), { max: TAP_BUDGET_MS });
  figures.add('scenario.action-p50', `${label}: action to the part redrawn p50`, 'ms', quantile(actions, 0.5));
  figures.add('scenario.action-p95', `${label}: action to the part redrawn p95`, 'ms', quantile(actions, 0.95), { max: TAP_BUDGET_MS });
  const [short, long] = await measureRoundTrips(base);
  const trips = `${LONG_ROUND_TRIPS - WARM_UP_ROUND_TRIPS} round trips (${WARM_UP_ROUND_TRIPS} -> ${LONG_ROUND_TRIPS})`;
  figures.add('scenario.heap', `${label}: JS heap after ${LONG_ROUND_TRIPS} round trips, JIT off`, 'MB', long.heap / MB);
  figures.add('scenario.heap-growth', `${label}: JS heap growth over ${trips}, JIT off`, '%', ((long.heap - short.heap) / short.heap) * 100, {
    max: HEAP_GROWTH_BUDGET_PERCENT,
  });
  figures.add('scenario.contexts', `${label}: live WebGL contexts after ${LONG_ROUND_TRIPS} round trips`, 'contexts', long.contexts, { min: 1, max: 1 });
}
