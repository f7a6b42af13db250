// Serves the production build (dist/) the way a static host should: long-lived caching for
// hashed assets, an SPA fallback to index.html for client routes, and the product's
// Content-Security-Policy and security headers. Usage: node scripts/serve.mjs [--port N] [--host H]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { SECURITY_HEADERS } from './headers.mjs';

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
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const immutable = pathname.startsWith('/assets/');
    res.writeHead(200, {
      ...headers,
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
    return;
  }
  // A missing file with an extension is a real 404; any other path is a client route.
  if (extname(pathname)) {
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end('Not found');
  }
  res.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : indexHtml);
});

server.listen(port, host, () => {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`LOTO Trainer is being served at http://${shown}:${port}/  (Ctrl+C to stop)`);
});
