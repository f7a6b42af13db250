/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { headersFile } from './scripts/headers.mjs';
import { startupPreload } from './scripts/startup-preload.mjs';
import { localeSections } from './scripts/vite-locale-sections';

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

// One config for the app build and for Vitest (unit tests in node, dom tests in jsdom).
export default defineConfig({
  // Relative: the built scripts and stylesheets resolve everything they load from their own
  // address, so dist/ works at the site's root and inside an LMS package (see rootedIndexHtml).
  base: './',
  plugins: [localeSections(), react(), securityHeaders(), startupPreload(), rootedIndexHtml()],
  resolve: {
    alias: [
      // PixiJS module by module: 'pixi.js' (ours and @pixi/react's imports) is the list of what the
      // site uses (src/scenes/shared/pixi.ts), and `pixi.js/lib/…` reaches single modules, which
      // the package's exports map does not list (tsconfig.json maps their types).
      { find: /^pixi\.js$/, replacement: fileURLToPath(new URL('./src/scenes/shared/pixi.ts', import.meta.url)) },
      { find: /^pixi\.js\/lib\/(.*)$/, replacement: fileURLToPath(new URL('./node_modules/pixi.js/lib/$1', import.meta.url)) },
    ],
  },
  build: {
    target: 'es2022',
    // Assets are emitted as files rather than inlined as data: URIs, so the
    // Content-Security-Policy can stay at img-src 'self'.
    assetsInlineLimit: 0,
    sourcemap: false,
    // dist/.vite/manifest.json lets scripts/size.mjs follow exactly what each route loads.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The shell every page needs, in one chunk: rolldown otherwise puts each module that
            // the entry shares with a lazy chunk into a small chunk of its own (16 scripts before
            // the first paint), and over HTTP/1.1's six connections per host a phone on a slow
            // network waits several round trips for them.
            {
              name: 'shell',
              // (wouter, the lucide icons of the header, drawer and home, and the small modules the home page shares with the
              // lazy pages too: each was a chunk of its own, nine scripts before the first paint.)
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared[\\/]|icons[\\/](book-open|play|clipboard-list|file-search|user|monitor-play|house|factory)\.m?js)|[\\/]src[\\/](i18n[\\/]|rules[\\/]language|ui[\\/](routes|common[\\/](PageLoading|notify|Flag|useDocumentTitle)|layout[\\/](ShareButton|shareLink|NavLink)))|[\\/]locales[\\/]pt\.json\?omit/,
            },
            // PixiJS's 2D-canvas renderer in a chunk of its own, fetched only where it is chosen
            // (rolldown otherwise merges it into the chunk of Pixi's shared graphics code, which
            // every scene imports).
            {
              name: 'pixi-canvas-renderer',
              includeDependenciesRecursively: false,
              test: /node_modules[\\/]pixi\.js[\\/]lib[\\/](rendering[\\/]renderers[\\/]canvas[\\/](?!utils[\\/](canvasUtils|canUseNewCanvasBlendModes))|scene[\\/]graphics[\\/]canvas[\\/]CanvasGraphicsAdaptor|rendering[\\/]batcher[\\/]canvas[\\/]|rendering[\\/]mask[\\/]\w+[\\/]Canvas)/,
            },
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
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/dom/**/*.test.tsx'],
          setupFiles: ['tests/dom/setup.ts'],
        },
      },
    ],
  },
});
