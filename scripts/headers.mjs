// The one place the product's HTTP security headers are written down. scripts/serve.mjs sends
// them; scripts/write-headers.mjs copies them into dist/_headers for static hosts that read it.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // React and Radix set style attributes; sonner injects its stylesheet.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "media-src 'self' data: blob:",
  "connect-src 'self' data: blob:",
  "worker-src 'self' blob:",
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
