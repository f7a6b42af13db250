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

/** The headers in the `_headers` format of Netlify and Cloudflare Pages, for every path. */
export function headersFile() {
  const lines = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...lines, ''].join('\n');
}
