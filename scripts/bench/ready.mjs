// Scene ready: how soon each scene draws. The time from navigation start to the scene's
// `scene-ready` performance mark (set after its first frame), in a fresh page with a cold cache.
import { SCENES, waitForSceneReady, withPage } from './site.mjs';

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
  for (const { path } of SCENES) {
    figures.add(`ready.${path}`, `scene ready ${path.split('?')[0]}`, 'ms', await sceneReadyMs(browser, base, path));
  }
}
