// Serves the production build (dist/) the way a static host should: gzip for text, long-lived
// caching for hashed assets, an SPA fallback to index.html for client routes, and the product's
// Content-Security-Policy and security headers. Usage: node scripts/serve.mjs [--port N] [--host H]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cacheControl, SECURITY_HEADERS } from './headers.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 4173));
const host = option('host', process.env.HOST ?? '127.0.0.1');
const root = resolve(option('dir', 'dist'));

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build found in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.webm': 'audio/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const indexHtml = readFileSync(join(root, 'index.html'));

/** Text compresses well (and Lighthouse counts it); fonts, images and sounds are sent as they are. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest', '.wav']);
/** Gzipped bodies by file, made once (the build does not change under a running server). */
const gzipped = new Map();

/** Sends a body, gzipped when the client accepts it and the type is worth it. */
function send(req, res, status, headers, body, ext) {
  const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const vary = { Vary: 'Accept-Encoding' };
  if (accepts && COMPRESSIBLE.has(ext)) {
    let zipped = gzipped.get(body);
    if (!zipped) gzipped.set(body, (zipped = gzipSync(body, { level: 9 })));
    res.writeHead(status, { ...headers, ...vary, 'Content-Encoding': 'gzip', 'Content-Length': zipped.length });
    return res.end(req.method === 'HEAD' ? undefined : zipped);
  }
  res.writeHead(status, { ...headers, ...vary, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** File contents by path, read once. */
const files = new Map();
const contents = (file) => files.get(file) ?? files.set(file, readFileSync(file)).get(file);

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '/';
  }
  const file = normalize(join(root, pathname));
  const headers = { ...SECURITY_HEADERS };
  if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
    const ext = extname(file).toLowerCase();
    const fileHeaders = {
      ...headers,
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(pathname),
    };
    return send(req, res, 200, fileHeaders, contents(file), ext);
  }
  // A missing file with an extension is a real 404; any other path is a client route.
  if (extname(pathname)) {
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end('Not found');
  }
  send(req, res, 200, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl('/index.html') }, indexHtml, '.html');
});

server.listen(port, host, () => {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`LOTO Trainer is being served at http://${shown}:${port}/  (Ctrl+C to stop)`);
});
