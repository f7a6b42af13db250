/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { headersFile } from './scripts/headers.mjs';
import { EARLY_PAGES, startupPreload } from './scripts/startup-preload.mjs';
import { builtInOrders } from './scripts/vite-built-in-orders';
import { localeSections } from './scripts/vite-locale-sections';
import { pageChunks } from './scripts/vite-page-chunks';
import { sceneChunks, type ScenePages } from './scripts/vite-scene-chunks';
import { shellChunk } from './scripts/vite-shell-chunk';

// The home page loads beside the shell (startup-preload.mjs): its imports are the shell's.
const shell = shellChunk(EARLY_PAGES['/']);

/**
 * PixiJS's 2D-canvas renderer: a group of its own, fetched only where it is chosen, with the
 * site's own code for that renderer alone (src/scenes/shared/textAtlas.ts).
 */
const PIXI_CANVAS_RENDERER =
  /[\\/]src[\\/]scenes[\\/]shared[\\/]textAtlas\.ts$|node_modules[\\/]pixi\.js[\\/]lib[\\/](rendering[\\/]renderers[\\/]canvas[\\/](?!utils[\\/](canvasUtils|canUseNewCanvasBlendModes))|scene[\\/]graphics[\\/]canvas[\\/]CanvasGraphicsAdaptor|rendering[\\/]batcher[\\/]canvas[\\/]|rendering[\\/]mask[\\/]\w+[\\/]Canvas)/;

/**
 * The scene pages' code in a few chunks rather than some fifty (scripts/vite-scene-chunks.ts):
 * each page's modules and its scene; the page's lazy parts (a work order's dialogs and result,
 * the challenge's charts) keep their own chunks.
 */
const SCENE_PAGES: ScenePages = {
  pages: {
    simulator: { page: [/[\\/]src[\\/]ui[\\/]pages[\\/]SimulatorPage\.tsx$/], scene: /[\\/]src[\\/]scenes[\\/]panel[\\/]PanelScene\.tsx$/ },
    challenge: { page: [/[\\/]src[\\/]ui[\\/]pages[\\/]ChallengePage\.tsx$/], scene: /[\\/]src[\\/]scenes[\\/]board[\\/]BoardScene\.tsx$/ },
    workorder: { page: [/[\\/]src[\\/]ui[\\/]pages[\\/]ScenarioPageBody\.tsx$/], scene: /[\\/]src[\\/]scenes[\\/]machine[\\/]MachineScene\.tsx$/ },
  },
  renderers: {
    webgl: [/[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gl[\\/]WebGLRenderer\.mjs$/, /[\\/]src[\\/]scenes[\\/]shared[\\/]pixiWebGL\.ts$/],
    canvas: [/[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]canvas[\\/]CanvasRenderer\.mjs$/],
    other: [/[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gpu[\\/]WebGPURenderer\.mjs$/],
  },
  // About 4 KB of gzip: larger shared code keeps a chunk of its own.
  smallBytes: 16_000,
  // A work order's first module: its title paints before the page's code comes (startup-preload.mjs).
  early: [/[\\/]src[\\/]ui[\\/]pages[\\/]ScenarioPage\.tsx$/],
  // The list of work orders (budgeted, scripts/size.mjs) fetches only the shared code it uses.
  apart: { list: /[\\/]src[\\/]ui[\\/]pages[\\/]ScenariosPage\.tsx$/ },
};
const scenes = sceneChunks(SCENE_PAGES, (id) => shell.group.test(id) || PIXI_CANVAS_RENDERER.test(id));

/**
 * The other pages' small shared modules in a few chunks (scripts/vite-page-chunks.ts): one per
 * combination of the pages that need them at their first load.
 */
const pages = pageChunks(
  SCENE_PAGES,
  // About 2 KB of gzip.
  {
    smallBytes: 8_000,
    isPageCode: (id) => /[\\/]src[\\/]ui[\\/]/.test(id),
    families: { records: ['users', 'recordsData', 'machines', 'due', 'verify', 'procedure', 'kioskGuard'], content: ['knowledge', 'procedures', 'examples'] },
    familyBytes: 24_000,
  },
  shell.group.test,
  (id) => PIXI_CANVAS_RENDERER.test(id) || scenes.group.test(id),
);

/** Writes dist/_headers: static hosts that read it (Netlify, Cloudflare Pages) send the CSP. */
function securityHeaders(): Plugin {
  return {
    name: 'loto-security-headers',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() });
    },
  };
}

/**
 * Library code no scene runs, left out of the build (4.0 KB of gzip on every scene route;
 * the budget is 300 KB, docs/bench.md). Each module is replaced by a stand-in that says what is
 * missing if it is ever called; the tests (Vitest) keep the real modules.
 * - Pixi's SVG parser (`Graphics.svg`, its style and definitions parsers): the challenge's icons
 *   are drawn by src/scenes/board/icons.ts (`iconContext`), with the same calls.
 * - Pixi's tagged text (per-run styles, `tagStyles`), which no text style of ours sets: plain
 *   texts never call it.
 * - @pixi/react's whole package.json, bundled to tell React's developer tools its version.
 * - Pixi's WebGL uploader of compressed textures, and the WebGPU layout table of its uniform
 *   buffers (only the WebGPU variant of the CSP polyfill reads it).
 * - colord's table of CSS colour names (scripts/pixi-colour-names.mjs: the names still read, by
 *   the browser).
 * And one start-up cost made lazy: Pixi builds an `Intl.Segmenter` while its text module is
 * evaluated (ICU's segmentation data: 12 ms on this machine's Chromium, 50 ms at Lighthouse's 4x
 * slowdown, in the task that starts a scene), for splitting a word into letters, which only a
 * spaced or broken word asks for. It is now made at its first use. If a Pixi update changes the
 * code, the build says so rather than shipping it unchanged.
 */
function leaveOutUnusedLibraryCode(): Plugin {
  const missing = (what: string) => `throw new Error(${JSON.stringify(`${what} is not part of this build (vite.config.ts: leaveOutUnusedLibraryCode)`)});`;
  const pixiReact = JSON.parse(readFileSync(new URL('./node_modules/@pixi/react/package.json', import.meta.url), 'utf8')) as { version: string };
  const STAND_INS: [RegExp, string][] = [
    [/[\\/]pixi\.js[\\/]lib[\\/]scene[\\/]graphics[\\/]shared[\\/]svg[\\/]SVGParser\.mjs$/, `export function SVGParser() { ${missing("Pixi's SVG parser (Graphics.svg)")} }`],
    [
      /[\\/]pixi\.js[\\/]lib[\\/]scene[\\/]text[\\/]canvas[\\/]utils[\\/]measureTaggedText\.mjs$/,
      `export function measureTaggedText() { ${missing("Pixi's tagged text (tagStyles)")} }`,
    ],
    [/[\\/]@pixi[\\/]react[\\/]lib[\\/]package\.json\.mjs$/, `export default { version: ${JSON.stringify(pixiReact.version)} };`],
    // Pixi's WebGL texture system registers an uploader for compressed textures (KTX, DDS, Basis
    // files), which no scene loads.
    [
      /[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gl[\\/]texture[\\/]uploaders[\\/]glUploadCompressedTextureResource\.mjs$/,
      `export const glUploadCompressedTextureResource = { id: 'compressed', upload() { ${missing("Pixi's compressed textures")} } };`,
    ],
    // The CSP polyfill of uniform buffers (pixiWebGL.ts uses its WebGL variant) also holds the
    // WebGPU variant, which takes its layout table from the WebGPU renderer's module.
    [
      /[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gpu[\\/]shader[\\/]utils[\\/]createUboElementsWGSL\.mjs$/,
      `export const WGSL_ALIGN_SIZE_DATA = new Proxy({}, { get() { ${missing("Pixi's WebGPU uniform buffers")} } });\nexport function createUboElementsWGSL() { ${missing("Pixi's WebGPU uniform buffers")} }`,
    ],
    // Pixi's Color reads CSS colour names through colord's names plugin, a table of 148 names
    // (1.5 KB of gzip on every scene page). The site gives Pixi numbers and hex strings; Pixi
    // itself names only black and white. The stand-in knows those and `transparent`, and asks the
    // browser's own 2D canvas for any other name, so every CSS name still reads as before.
    [/[\\/]@pixi[\\/]colord[\\/]plugins[\\/]names\.mjs$/, readFileSync(new URL('./scripts/pixi-colour-names.mjs', import.meta.url), 'utf8')],
  ];
  return {
    name: 'loto-leave-out-unused-library-code',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const path = id.split('?')[0]!;
      return STAND_INS.find(([pattern]) => pattern.test(path))?.[1];
    },
    transform(code, id) {
      if (!/[\\/]pixi\.js[\\/]lib[\\/]scene[\\/]text[\\/]canvas[\\/]CanvasTextMetrics\.mjs$/.test(id.split('?')[0]!)) return null;
      const eager = '    const segmenter = new Intl.Segmenter();\n    return (s) => {\n      const segments = segmenter.segment(s);';
      const lazy = '    let segmenter;\n    return (s) => {\n      segmenter ??= new Intl.Segmenter();\n      const segments = segmenter.segment(s);';
      if (!code.includes(eager)) this.error("Pixi's CanvasTextMetrics no longer builds its Intl.Segmenter as vite.config.ts expects: update leaveOutUnusedLibraryCode");
      return { code: code.replace(eager, lazy), map: null };
    },
  };
}

/**
 * The site's index.html names its files from the root (`/assets/…`): with the relative base the
 * build would write `./assets/…`, which a deep link such as /cenarios/x reloaded resolves under
 * /cenarios/. The scripts and stylesheets themselves stay relative (they find their chunks, fonts
 * and sounds from their own address), so the same dist/ also runs from any folder of an LMS
 * package, whose page scripts/package.mjs makes relative again.
 */
function rootedIndexHtml(): Plugin {
  return {
    name: 'loto-rooted-index-html',
    apply: 'build',
    enforce: 'post',
    // In generateBundle, not transformIndexHtml: Vite writes the asset URLs of the page's own
    // links (the favicon) only after the HTML hooks have run.
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') throw new Error('rooted-index-html: the build has no index.html');
      page.source = page.source.replace(/(\s(?:src|href)=")\.\/(assets\/)/g, '$1/$2');
    },
  };
}

/**
 * The offline app: a service worker that precaches the whole build, and the web app manifest.
 * The worker, its scope and the manifest belong to the site root whatever Vite's `base` is (a
 * location-independent build still serves the site from `/`); an LMS package never registers it
 * (src/state/serviceWorker.ts registers it, after the page is up, and shows updates).
 */
function offlineApp(): Plugin[] {
  // iOS takes the home-screen icon from the page, not the manifest. Written after Vite's own
  // rewriting so that it stays at the root with a relative base too, like the manifest's link.
  const appleTouchIcon: Plugin = {
    name: 'loto-apple-touch-icon',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('</head>', '  <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">\n  </head>'),
    },
  };
  return [appleTouchIcon, ...VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    base: '/',
    buildBase: '/',
    scope: '/',
    manifest: {
      id: '/',
      name: 'LOTO Trainer',
      short_name: 'LOTO Trainer',
      description: 'Lockout/tagout/tryout training: simulator, hazardous energy challenge, work orders on four machines, in five languages.',
      lang: 'pt',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // index.html's theme colour (the header's navy) and the page's paper background.
      theme_color: '#14213d',
      background_color: '#f5f7fa',
      categories: ['education', 'productivity'],
      // Drawn from assets/brand/logo-mark.svg by scripts/make-icons.mjs.
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // The icons are in the globs below; the plugin adds the manifest itself.
    includeManifestIcons: false,
    workbox: {
      // Everything the site can ever load, lazy chunks included (scenes, long-form pages, records,
      // the certificate's WOFF fonts, every language's texts): after one visit every route works
      // offline. Not the build manifest, the _headers file, nor loto-config.json (below).
      globPatterns: ['**/*.{html,js,css,woff2,woff,svg,png,wav}'],
      globIgnores: ['.vite/**', '_headers', 'loto-config.json'],
      // The certificate code (pdf-lib, fontkit) is one chunk above Workbox's 2 MiB default.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // Client routes get the app's page; a path to a file (one with an extension in its last
      // segment) never does: a missing file stays a 404.
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^[^?#]*\/[^/?#]*\.[^/?#]*(?:[?#].*)?$/],
      runtimeCaching: [
        {
          // The deployment's own settings: always the server's when it answers, the last copy
          // when it does not (offline, or no answer within 4 s).
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/loto-config.json',
          handler: 'NetworkFirst',
          options: { cacheName: 'loto-config', networkTimeoutSeconds: 4 },
        },
      ],
      // The first visit's page is taken over as soon as everything is stored, so a route it
      // opens later comes from the cache even if the network has gone. A new version waits until
      // the trainee reloads or presses the notice's button (never mid-attempt unasked).
      clientsClaim: true,
      skipWaiting: false,
      cleanupOutdatedCaches: true,
    },
  })];
}

/** Unit test files that take seconds per test: a Vitest project of their own (below). */
const SLOW_UNIT_FILES = ['tests/unit/certificatePdf.test.ts', 'tests/unit/package.test.ts', 'tests/unit/placardPdf.test.ts', 'tests/unit/inspectionPdf.test.ts'];

// One config for the app build and for Vitest (unit tests in node, dom tests in jsdom).
export default defineConfig({
  // Relative: the built scripts and stylesheets resolve everything they load from their own
  // address, so dist/ works at the site's root and inside an LMS package (see rootedIndexHtml).
  base: './',
  plugins: [shell.plugin, scenes.plugin, pages.plugin, localeSections(), builtInOrders(), leaveOutUnusedLibraryCode(), react(), securityHeaders(), startupPreload(), rootedIndexHtml(), ...offlineApp()],
  resolve: {
    // One scheduler for both React renderers: react-dom's (0.28) also serves @pixi/react's
    // reconciler, which pins 0.25 (the same unstable_* API): one task queue, and 1.3 KB of gzip
    // less on every scene page.
    dedupe: ['scheduler'],
    alias: [
      // PixiJS module by module: 'pixi.js' (ours and @pixi/react's imports) is the list of what the
      // site uses (src/scenes/shared/pixi.ts), and `pixi.js/lib/…` reaches single modules, which
      // the package's exports map does not list (tsconfig.json maps their types).
      { find: /^pixi\.js$/, replacement: fileURLToPath(new URL('./src/scenes/shared/pixi.ts', import.meta.url)) },
      { find: /^pixi\.js\/lib\/(.*)$/, replacement: fileURLToPath(new URL('./node_modules/pixi.js/lib/$1', import.meta.url)) },
      // wouter's backport of React 18's useSyncExternalStore: React 19's own (scripts/use-sync-external-store-shim.mjs).
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./scripts/use-sync-external-store-shim.mjs', import.meta.url)) },
    ],
  },
  build: {
    target: 'es2022',
    // Assets are emitted as files rather than inlined as data: URIs, so the
    // Content-Security-Policy can stay at img-src 'self'.
    assetsInlineLimit: 0,
    sourcemap: !!process.env.SMAP,
    // dist/.vite/manifest.json lets scripts/size.mjs follow exactly what each route loads.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The shell every page needs, in one chunk: the entry's whole static graph
            // (scripts/vite-shell-chunk.ts).
            shell.group,
            // PixiJS's 2D-canvas renderer in a chunk of its own, fetched only where it is chosen
            // (rolldown otherwise merges it into the chunk of Pixi's shared graphics code, which
            // every scene imports).
            {
              name: 'pixi-canvas-renderer',
              includeDependenciesRecursively: false,
              test: PIXI_CANVAS_RENDERER,
            },
            scenes.group,
            pages.group,
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], exclude: SLOW_UNIT_FILES },
      },
      {
        // The slow ones: each certificate test lays out, signs and reads back a PDF with its fonts,
        // each package test builds and validates zips (25 s and 16 s for the files on an idle
        // machine, several times that on a loaded 2-core one). Vitest's 5-second default is for
        // the rest; these get room that a busy machine still fits in.
        extends: true,
        test: { name: 'unit-slow', environment: 'node', include: SLOW_UNIT_FILES, testTimeout: 120_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/dom/**/*.test.tsx'],
          setupFiles: ['tests/dom/setup.ts'],
          // @pixi/react's ESM imports `react-reconciler/constants` without its extension, which
          // only a bundler resolves: Vitest bundles it too (tests/dom/sceneApplication.test.tsx).
          server: { deps: { inline: ['@pixi/react'] } },
        },
      },
    ],
  },
});
