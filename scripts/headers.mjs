// The one place the product's HTTP security headers are written down. scripts/serve.mjs sends
// them; the build writes them into dist/_headers (vite.config.ts) for static hosts that read it.
import { PRELOAD_SCRIPT_HASH } from './startup-preload.mjs';

const CSP = [
  "default-src 'self'",
  // The one inline script, by its hash: it starts the download of the trainee's language's texts
  // and of the fonts (scripts/startup-preload.mjs).
  `script-src 'self' ${PRELOAD_SCRIPT_HASH}`,
  // React and Radix set style attributes; sonner injects its stylesheet.
  "style-src 'self' 'unsafe-inline'",
  // Everything is drawn (Pixi, SVG, canvas) or bundled: no image from anywhere else.
  "img-src 'self'",
  "font-src 'self'",
  // howler resets a finished <audio> element to a silent data: WAV.
  "media-src 'self' data:",
  // The sounds are fetched from the site itself; nothing else is ever requested.
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

// How long a browser may keep a file. The build names everything under /assets/ by its content,
// so a changed file is a new name: a year, never asked again. The rest keeps its name from one
// version to the next and is revalidated on every use: the page, the service worker (a stale one
// would hold trainees on an old version), the web app manifest, the deployment's loto-config.json.
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a path as served (a client route is served index.html: revalidated). */
export function cacheControl(pathname) {
  return pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}

/** The files outside /assets/ that a static host must revalidate (its default for the rest). */
export const REVALIDATED_FILES = ['/index.html', '/sw.js', '/manifest.webmanifest', '/loto-config.json'];

/**
 * The headers in the `_headers` format of Netlify and Cloudflare Pages: the security headers for
 * every path, and the caching of the paths above. (Both hosts join the values of a header set by
 * two matching rules, so Cache-Control is never given to `/*`; their default for other paths,
 * max-age=0 with must-revalidate, already revalidates.)
 */
export function headersFile() {
  const lines = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  const caching = [
    ['/assets/*', IMMUTABLE],
    ...REVALIDATED_FILES.map((path) => [path, REVALIDATE]),
  ].flatMap(([path, value]) => [path, `  Cache-Control: ${value}`]);
  return ['/*', ...lines, ...caching, ''].join('\n');
}
