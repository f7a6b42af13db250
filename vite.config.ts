/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { headersFile } from './scripts/headers.mjs';
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

// One config for the app build and for Vitest (unit tests in node, dom tests in jsdom).
export default defineConfig({
  plugins: [localeSections(), react(), securityHeaders()],
  build: {
    target: 'es2022',
    // Assets are emitted as files rather than inlined as data: URIs, so the
    // Content-Security-Policy can stay at img-src 'self'.
    assetsInlineLimit: 0,
    sourcemap: false,
    // dist/.vite/manifest.json lets scripts/size.mjs follow exactly what each route loads.
    manifest: true,
    chunkSizeWarningLimit: 900,
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
