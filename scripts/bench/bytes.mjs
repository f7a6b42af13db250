// Bytes: the gzip size (level 9, as scripts/size.mjs counts) of the JavaScript, the CSS and the
// rest (HTML, fonts, images) each route loads. "Loads" is what a real browser fetched until the
// route's scene was ready and the network idle, plus the lazy chunks the build manifest says the
// route fetches later (scripts/size.mjs, e.g. the challenge's result chart). The JavaScript has
// the budgets of scripts/size.mjs. Measured once: bytes do not vary between runs.
import { BUDGETS as JS_BUDGETS_KB, KB, gzipSize, measure as measureManifest } from '../size.mjs';
import { ROUTES, waitForSceneReady, withPage } from './site.mjs';

/** The file in dist/ the server sent for a URL (client routes get index.html). */
function distFileOf(url) {
  const path = new URL(url).pathname;
  return /\.[a-z0-9]+$/i.test(path) ? path.slice(1) : 'index.html';
}

const byteKind = (file) => (file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : 'other');

/** The dist/ files a route downloads in a real browser until its scene is ready and the network is idle. */
function filesLoadedBy(browser, base, route) {
  return withPage(browser, {}, async ({ page }) => {
    const files = new Set();
    page.on('response', (response) => {
      if (response.url().startsWith(base) && response.ok()) files.add(distFileOf(response.url()));
    });
    await page.goto(base + route);
    if (route !== '/') await waitForSceneReady(page);
    await page.waitForLoadState('networkidle');
    return files;
  });
}

/**
 * Adds the byte figures of every route and returns, per route, the files counted: those the
 * browser loaded and those the manifest adds (the `files` of results.json).
 */
export async function measureBytes(browser, base, figures) {
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
