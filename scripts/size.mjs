// Measures the gzip size of the JavaScript (and CSS) each route downloads, from the build
// manifest: the entry's static imports for `/`, plus the lazily loaded page and its imports for
// the scene routes. `--check` fails when a route is over its budget; `--json` prints JSON.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = process.env.DIST ?? 'dist';
export const KB = 1024;
/**
 * Budgets in gzip KB of JavaScript (issues 5 and 24); bytes do not depend on machine noise. Every
 * scene route fits in 300 KB: PixiJS and React are about 210 KB of it, and what a scene's first
 * frame does not need (chart.js, the records database, the LMS code) loads when it is used.
 */
/** Issue 24's budget for every scene route, which `npm run bench -- --check` holds them to. */
export const SCENE_ROUTE_BUDGET_KB = 300;
export const BUDGETS = { '/': 120, '/simulador': 290, '/desafio': 300, '/cenarios': 140, '/cenarios/:id': 300 };
// Issue 24's aim is 300 KB on every scene route (SCENE_ROUTE_BUDGET_KB: the bench checks it);
// the work order still misses it (docs/bench.md says by how much and why). The simulator's and
// the work order's budgets hold what they weigh now, so that they can only come down. (The
// simulator's went from 300 to 292 on 11-27: its tabs and the product's dialog no longer use
// Radix; the benchmark, which also counts the help overlay's dialog code, reads 291.0-291.8 KB.) (The work order's went
// from 325 to 327 on 11-26: the machine validator every work order runs now checks energy paths
// and partners for the plant's own machines, +0.65 KB, and the renderer is chosen in a worker
// rather than by a 60-230 ms block of the page's thread, +0.7 KB. From 327 to 329 the same day:
// the plant's own machines reach trainees, the page waiting for the library and the scene
// drawing their photos, +2.2 KB; the library's reading code itself loads only when it is used.
// Down to 324 on 11-26 (issue 26): the user area's texts left the shell, a section loaded by the
// pages that use them, -4.3 KB on every route. To 325 on 11-27 (324.04 measured): a kiosk's
// session end also drops the guided lesson this tab keeps for a reload, +0.04 KB. Up to 328 on
// 11-27 (327.1 measured): the work order's page shows a built-in work order's title from a
// small first module of its own, before the rest of its code, +3 KB of heads and chunk lists;
// the title paints 1.2 s sooner on a throttled phone.
// Then 325 (324.6 measured): with the two above, a record's row takes the challenge's score
// from a module of its own, without the challenge's rules and hazards (-1.4 KB), and the shell
// became one chunk (scripts/vite-shell-chunk.ts, -1 KB on every route). The bench, which counts
// the help overlay's dialog code and what the page fetches until the network is quiet, read
// 293.4 and 325.6 KB with Chromium 156 (11-27 06:12): the simulator's 294 and the work order's
// 326 hold that reading.) Down to 323 on 11-27 (322.1 measured): a work order's dialogs, a part's
// actions and the result load at the page's first press (src/ui/scenario/ScenarioExtras.tsx).
// To 320 (319.0 measured): the mistakes' texts are a section of their own, loaded with them.
// Up to 321 (320.3 measured) the same day, and the simulator's to 295 (the benchmark's reading
// 294.5): a scene's labels drawn in slices before its first frame (prewarmTexts.ts), its frames
// held until then, the first press in the dialog's module, the locale data warmed after the
// paint, a long part name fitted to its width: together about 1.3 KB, for some 150 ms less
// blocking time at Lighthouse's 4x slowdown (docs/bench.md, 11-27 09:54).
// Down to 318 and 291 (316.8 and 284.4 measured; the benchmark, which counts the simulator's
// help dialog, read 317.8 and 290.4) on 11-27: the scene pages' code in a few
// chunks rather than some fifty (scripts/vite-scene-chunks.ts), each small file's gzip header and
// dictionary no longer paid (-3.9 KB on the work order, -4.2 on the simulator, -4.3 on the challenge).
// Down to 316 and 290 (315.5 and 283.1 measured) the same day: @pixi/react's reconciler uses
// react-dom's scheduler rather than a copy of an older one (vite.config.ts, -1.3 KB on every scene page).
// Down to 315 (314.1 measured) on 11-27: a crew job's lockbox panel loads only with a crew (-1.5 KB).
// Down to 310 (309.2 measured, counting the heaviest built-in work order's own two files) on
// 11-28: a work order's page fetches its own work order and machine, not every one in the build,
// its dialogs' texts come with their code at the first press, and colord's colour-name table is
// left to the browser (-1.3 KB on every scene page; docs/bench.md). To 309 (308.6 measured) the
// same day: Pixi's compressed-texture uploader and WebGPU uniform layout left out (-0.55 KB).
// To 305 (304.1 measured) the same day: the built-in work order is read at build time, its
// machine in it (scripts/vite-built-in-orders.ts), and the page runs no parser (-4.5 KB).
// To 300, the budget (299.9 measured; the benchmark's pump work order 299.4) the same day:
// the small modules the scene pages share with other pages in a few chunks (vite-scene-chunks.ts),
// the title from the work order's own file (no table of every title), and the steps of the
// attempt's rule set and job only, without the list's texts (src/i18n/messages.ts).
// What each route loads besides the entry, for a Portuguese (default) visitor: its page and its
// scene's texts (another language adds that language's shell and scene texts, about 3-4 KB each).
// A work order's own texts (src/i18n/messages.ts): its dialogs' and its result's come at the first press.
const SCENARIO_TEXTS = 'locales/pt.json?only=scenarios&omit=scenarios:sheet,scenarios:actions,scenarios:lockbox,scenarios:tester,scenarios:tag,scenarios:explain,scenarios:result';
const ROUTE_PAGES = {
  '/': ['src/ui/pages/HomePage.tsx'],
  '/simulador': ['src/ui/pages/SimulatorPage.tsx', 'locales/pt.json?only=simulator'],
  '/desafio': ['src/ui/pages/ChallengePage.tsx', 'locales/pt.json?only=challenge'],
  '/cenarios': ['src/ui/pages/ScenariosPage.tsx', SCENARIO_TEXTS],
  '/cenarios/:id': ['src/ui/pages/ScenarioPage.tsx', 'src/ui/pages/ScenarioPageBody.tsx', `${SCENARIO_TEXTS},scenarios:steps,scenarios:list,scenarios:plant,scenarios:ruleSets:osha:summary,scenarios:ruleSets:nr:summary,scenarios:ruleSets:vde:summary,scenarios:ruleSets:rd614:summary,scenarios:ruleSets:nfc18510:summary,scenarios:modes:pratica:text,scenarios:modes:avaliacao:text`],
};
// Lazy chunks a scene route always fetches: its scene, PixiJS's browser environment and WebGL
// renderer (the WebGPU, canvas and web-worker variants load only where they are used, the site's
// own code for the canvas, src/scenes/shared/textAtlas.ts, with the canvas's; a plant machine's
// photos, src/scenes/machine/Photos.tsx, with a machine on photos). The result charts (chart.js)
// load when a result is shown, not with the route.
const ALWAYS_LAZY = /(^src\/scenes\/(?!shared\/textAtlas\.ts$|machine\/Photos\.tsx$)|pixi\.js\/lib\/(environment-browser\/browserAll|rendering\/renderers\/gl\/WebGLRenderer)\.mjs$)/;

/** Reads dist/.vite/manifest.json. */
function readManifest() {
  try {
    return JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    console.error('No build manifest: run `npm run build` first.');
    process.exit(1);
  }
}

/** The routes that draw a scene (and so fetch the lazy chunks of ALWAYS_LAZY). */
const SCENE_ROUTES = new Set(['/simulador', '/desafio', '/cenarios/:id']);

/** Every chunk a key pulls in through static imports (and, on a scene route, the lazy ones it always loads), itself included. */
function closure(manifest, keys, scene = true) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
    if (scene) for (const next of manifest[key].dynamicImports ?? []) if (ALWAYS_LAZY.test(next)) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

/** The gzip size (level 9) of a file in dist/, by its path relative to dist/. */
export const gzipSize = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

/**
 * A work order's page fetches its own work order's file, read at build time with its machine in it
 * (src/rules/builtInFiles.ts): counted here as the heaviest built-in one, so that the figure holds
 * for every work order.
 */
function heaviestWorkOrderFile(manifest) {
  return [heaviest(manifest, /^src\/rules\/workorders\/[\w-]+\.json\?parsed$/, 'built-in work order file (src/rules/workorders/*.json?parsed)')];
}

/** The steps of a work order's rule set and job (src/i18n/messages.ts, `stepsSection`): the heaviest of them. */
function heaviestSteps(manifest) {
  return [heaviest(manifest, /^locales\/pt\.json\?only=scenarios:steps:\w+:\w+$/, "rule set's steps (locales/pt.json?only=scenarios:steps:<rule set>:<job>)")];
}

/** The manifest key matching `pattern` whose file is heaviest; throws when none matches. */
function heaviest(manifest, pattern, what) {
  const keys = Object.keys(manifest).filter((key) => pattern.test(key));
  if (!keys.length) throw new Error(`scripts/size.mjs finds no ${what} in the build`);
  const bytes = (key) => gzipSize(manifest[key].file);
  return keys.reduce((a, b) => (bytes(b) > bytes(a) ? b : a));
}

/** Per route: the JS and CSS files it loads and their gzip sizes. */
export function measure() {
  const manifest = readManifest();
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const rows = {};
  for (const [route, listed] of Object.entries(ROUTE_PAGES)) {
    // A page or text that is not in the build any more would silently count as nothing.
    const gone = listed.filter((key) => !manifest[key]);
    if (gone.length) throw new Error(`scripts/size.mjs names what the build does not have: ${gone.join(', ')}`);
    const pages = route === '/cenarios/:id' ? [...listed, ...heaviestWorkOrderFile(manifest), ...heaviestSteps(manifest)] : listed;
    const chunks = closure(manifest, [entry, ...pages], SCENE_ROUTES.has(route));
    const js = new Set();
    const css = new Set();
    for (const key of chunks) {
      js.add(manifest[key].file);
      for (const c of manifest[key].css ?? []) css.add(c);
    }
    const sum = (files) => [...files].reduce((n, f) => n + gzipSize(f), 0);
    rows[route] = { jsBytes: sum(js), cssBytes: sum(css), files: [...js].sort(), budgetKb: BUDGETS[route] };
  }
  return rows;
}

/** Over budget: the routes whose JavaScript is heavier than their budget. */
export function overBudget(rows) {
  return Object.entries(rows)
    .filter(([, r]) => r.jsBytes > r.budgetKb * KB)
    .map(([route]) => route);
}

/** The command line: a table (or JSON), and with `--check` a non-zero exit when over budget. */
function main() {
  const rows = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    console.log('route        JS gzip    CSS gzip   budget (JS)');
    for (const [route, r] of Object.entries(rows)) {
      const ok = r.jsBytes <= r.budgetKb * KB;
      console.log(
        `${route.padEnd(12)} ${(r.jsBytes / KB).toFixed(1).padStart(6)} KB ${(r.cssBytes / KB).toFixed(1).padStart(6)} KB   <= ${r.budgetKb} KB ${ok ? 'pass' : 'FAIL'}`,
      );
    }
  }
  const over = overBudget(rows);
  if (process.argv.includes('--check') && over.length) {
    console.error(`Over budget: ${over.join(', ')}`);
    process.exit(1);
  }
}

// Run as a command, not when another script (the benchmark) imports the measurement.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
