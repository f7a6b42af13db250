// Bytes: the gzip size (level 9, as scripts/size.mjs counts) of the JavaScript, the CSS and the
// rest (HTML, fonts, images) each route loads: what a real browser fetched until the route's
// scene was ready and the network idle. A scene route is loaded twice, with the renderer the
// scenes choose on this machine and with WebGL (`?renderer=webgl`: what a device with a GPU
// loads), and counts the heavier of the two. What loads only when used (the result charts, the
// records database, the LMS code, a dialog's code) is not counted, nor the offline app, whose
// code a page fetches only once it is idle after its scene is ready (src/state/serviceWorker.ts):
// it came in before the network went quiet on some runs and not on others (a work order read
// 299.5 KB and 302.1 KB, 11-30). The JavaScript has the budgets of scripts/size.mjs. Measured
// once: bytes do not vary between runs.
import { BUDGETS as JS_BUDGETS_KB, KB, SCENE_ROUTE_BUDGET_KB, gzipSize } from '../size.mjs';
import { ROUTES, waitForSceneReady, withPage, withQuery } from './site.mjs';

/** The file in dist/ the server sent for a URL (client routes get index.html). */
function distFileOf(url) {
  const path = new URL(url).pathname;
  return /\.[a-z0-9]+$/i.test(path) ? path.slice(1) : 'index.html';
}

/** The offline app's files: its worker, Workbox, and the page's code that registers it once idle. */
const OFFLINE_APP = /^(sw\.js|workbox-[\w-]+\.js|assets\/serviceWorkerUpdates-[\w-]+\.js)$/;

const byteKind = (file) => (file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : 'other');

/** The dist/ files a page downloads in a real browser until its scene is ready and the network is idle (the offline app's left out). */
function filesLoadedBy(browser, base, path, scene) {
  return withPage(browser, {}, async ({ page }) => {
    const files = new Set();
    page.on('response', (response) => {
      if (!response.url().startsWith(base) || !response.ok()) return;
      const file = distFileOf(response.url());
      if (!OFFLINE_APP.test(file)) files.add(file);
    });
    await page.goto(base + path);
    if (scene) await waitForSceneReady(page);
    await page.waitForLoadState('networkidle');
    return [...files].sort();
  });
}

/** Gzip bytes of some files, by kind: { js, css, other }. */
function bytesOf(files) {
  const bytes = { js: 0, css: 0, other: 0 };
  for (const file of files) bytes[byteKind(file)] += gzipSize(file);
  return bytes;
}

/**
 * Adds the byte figures of every route and returns, per route, the files counted (the `files` of
 * results.json): `loaded` with the renderer chosen here, `webgl` with WebGL forced.
 */
export async function measureBytes(browser, base, figures) {
  const files = {};
  for (const { id, path, scene } of ROUTES) {
    const loaded = await filesLoadedBy(browser, base, path, scene);
    const webgl = scene ? await filesLoadedBy(browser, base, withQuery(path, 'renderer=webgl'), scene) : loaded;
    files[id] = scene ? { loaded, webgl } : { loaded };
    const [chosen, forced] = [bytesOf(loaded), bytesOf(webgl)];
    const bytes = forced.js > chosen.js ? forced : chosen;
    const label = scene ? `${id} JavaScript, heavier renderer (gzip)` : `${id} JavaScript (gzip)`;
    // A scene route answers to issue 24's budget, or to its ratchet where that is lower (the
    // ratchets of size.mjs, which CI checks, may sit above it while a route still misses it).
    const max = scene ? Math.min(JS_BUDGETS_KB[id], SCENE_ROUTE_BUDGET_KB) : JS_BUDGETS_KB[id];
    figures.add(`bytes.${id}.js`, label, 'KB', bytes.js / KB, { max });
    if (scene) {
      figures.add(`bytes.${id}.js-chosen`, `${id} JavaScript, renderer chosen here (gzip)`, 'KB', chosen.js / KB);
      figures.add(`bytes.${id}.js-webgl`, `${id} JavaScript, WebGL (gzip)`, 'KB', forced.js / KB);
    }
    figures.add(`bytes.${id}.css`, `${id} CSS (gzip)`, 'KB', bytes.css / KB);
    figures.add(`bytes.${id}.other`, `${id} HTML, fonts, images (gzip)`, 'KB', bytes.other / KB);
  }
  return files;
}
