// Scene ready: how soon each scene draws. The time from navigation start to the scene's
// `scene-ready` performance mark (set after its first frame), in a fresh page with a cold cache,
// on every scene page (the simulator, the challenge and a work order). Budget: READY_BUDGET_MS.
import { SCENE_PAGES, waitForSceneReady, withPage } from './site.mjs';

const READY_BUDGET_MS = 500;

/** Time from navigation start to the scene-ready mark, on a cold cache. */
function sceneReadyMs(browser, base, path) {
  return withPage(browser, {}, async ({ page }) => {
    await page.goto(base + path);
    await waitForSceneReady(page);
    return page.evaluate(() => performance.getEntriesByName('scene-ready')[0].startTime);
  });
}

/** Adds one run's scene-ready time of every scene. */
export async function measureSceneReady(browser, base, figures) {
  for (const { id, path } of SCENE_PAGES) {
    figures.add(`ready.${id}`, `scene ready ${id}`, 'ms', await sceneReadyMs(browser, base, path), { max: READY_BUDGET_MS });
  }
}
