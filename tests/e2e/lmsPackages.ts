/**
 * LMS packages for browser tests: build them with the real packager from the real dist/, unzip
 * them, and serve them as an LMS would, from a deep folder of another site
 * (`/lms/content/<kind>/index.html`), beside any static files a test LMS page needs.
 *
 *   const built = buildPackages({ lesson: 'simulador' });
 *   const server = await servePackages(built, {
 *     port: 4814,
 *     extraDir: 'tests/e2e/lms',
 *     extraFiles: { 'scorm-again.min.js': 'node_modules/scorm-again/dist/scorm-again.min.js' },
 *   });
 *   await page.goto(server.url('scorm2004'));           // the launch page
 *   await page.goto(`${server.origin}/lms/lms.html`);    // a file of extraDir
 *   await server.close();
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { unzipSync } from 'fflate';
import { MANIFEST_NAMES, PACKAGE_KINDS, ZIP_NAMES, type PackageKind } from '../../scripts/package/manifests.mjs';

export type { PackageKind };
export { PACKAGE_KINDS };

/** Where the server puts a package: a folder deep inside the LMS's site, as LMSs do. */
export const CONTENT_PREFIX = '/lms/content/';

/** The packager's options (as on its command line, without the leading dashes). */
export interface PackageOptions {
  lesson?: string;
  mastery?: string;
  title?: string;
  id?: string;
}

/** Three packages, zipped and unzipped. */
export interface BuiltPackages {
  /** The temporary folder holding everything (removed by `removePackages`). */
  readonly dir: string;
  /** Each zip's path. */
  readonly zips: Record<PackageKind, string>;
  /** The folder each zip was unzipped into. */
  readonly folders: Record<PackageKind, string>;
  /** The paths inside each zip, '/'-separated, in zip order. */
  readonly entries: Record<PackageKind, string[]>;
  /** Each package's manifest text (imsmanifest.xml or cmi5.xml). */
  readonly manifests: Record<PackageKind, string>;
  /** What the packager printed. */
  readonly log: string;
}

/**
 * Runs `node scripts/package.mjs` on dist/ (which must hold a build) into a new temporary
 * folder and unzips each package beside its zip. Throws with the packager's message if it fails.
 */
export function buildPackages(options: PackageOptions = {}): BuiltPackages {
  if (!existsSync('dist/index.html')) throw new Error('dist/ has no build: run `npx vite build` first.');
  const dir = mkdtempSync(join(tmpdir(), 'loto-packages-'));
  const args = ['scripts/package.mjs', '--out', dir, ...Object.entries(options).flatMap(([name, value]) => [`--${name}`, String(value)])];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`The packager failed (${run.status}):\n${run.stderr}${run.stdout}`);
  const zips = {} as Record<PackageKind, string>;
  const folders = {} as Record<PackageKind, string>;
  const entries = {} as Record<PackageKind, string[]>;
  const manifests = {} as Record<PackageKind, string>;
  for (const kind of PACKAGE_KINDS) {
    zips[kind] = join(dir, ZIP_NAMES[kind]);
    folders[kind] = join(dir, kind);
    const files = unzipSync(readFileSync(zips[kind]));
    entries[kind] = Object.keys(files);
    for (const [path, bytes] of Object.entries(files)) {
      const target = resolve(folders[kind], path);
      // A zip entry that would land outside its folder ("zip slip") is a broken package.
      if (!target.startsWith(folders[kind] + sep)) throw new Error(`${ZIP_NAMES[kind]}: the entry ${path} leaves the package's folder.`);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, bytes);
    }
    manifests[kind] = readFileSync(join(folders[kind], MANIFEST_NAMES[kind]), 'utf8');
  }
  return { dir, zips, folders, entries, manifests, log: run.stdout };
}

/** Deletes the packages' temporary folder. */
export function removePackages(built: BuiltPackages): void {
  rmSync(built.dir, { recursive: true, force: true });
}

/** A running server of unzipped packages. */
export interface PackageServer {
  /** e.g. 'http://127.0.0.1:4814'. */
  readonly origin: string;
  /** The address of a file of a package: its launch page by default. */
  url(kind: PackageKind, path?: string): string;
  /** Every path asked for, in order (e.g. '/lms/content/scorm12/assets/index-x.js'). */
  readonly requests: string[];
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsd': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file under `root` for a request path, or null (missing, a folder, or outside `root`). */
function fileUnder(root: string, path: string): string | null {
  const file = normalize(join(root, path));
  if (!file.startsWith(root + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/**
 * Serves each package at `/lms/content/<kind>/` and, when given, the files of `extraDir` at
 * `extraPrefix` (default '/lms/'), all on one origin. It sends no Content-Security-Policy of its
 * own (an LMS does not send ours, and must be able to frame the package): the launch page's
 * <meta> policy is the one that holds. No SPA fallback: a missing file is a 404, as on an LMS.
 */
export async function servePackages(
  built: BuiltPackages,
  {
    port,
    host = '127.0.0.1',
    extraDir,
    extraFiles = {},
    extraPrefix = '/lms/',
  }: {
    port: number;
    host?: string;
    /** A folder served at `extraPrefix` (e.g. 'tests/e2e/lms'). */
    extraDir?: string;
    /** Single files served at `extraPrefix` + name, e.g. { 'scorm-again.min.js': 'node_modules/scorm-again/dist/scorm-again.min.js' }. */
    extraFiles?: Record<string, string>;
    extraPrefix?: string;
  },
): Promise<PackageServer> {
  const requests: string[] = [];
  const extraRoot = extraDir ? resolve(extraDir) : null;
  const singles = new Map(Object.entries(extraFiles).map(([name, file]) => [`${extraPrefix}${name.replace(/^\/+/, '')}`, resolve(file)]));
  const server = createServer((req, res) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      path = '/';
    }
    requests.push(path);
    let file: string | null = null;
    const kind = PACKAGE_KINDS.find((k) => path.startsWith(`${CONTENT_PREFIX}${k}/`));
    if (kind) file = fileUnder(resolve(built.folders[kind]), path.slice(`${CONTENT_PREFIX}${kind}/`.length));
    else if (singles.has(path)) file = singles.get(path) ?? null;
    else if (extraRoot && path.startsWith(extraPrefix)) file = fileUnder(extraRoot, path.slice(extraPrefix.length));
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, done);
  });
  // The port the server got (port 0: any free one).
  const origin = `http://${host}:${(server.address() as { port: number }).port}`;
  return {
    origin,
    url: (kind, path = 'index.html') => `${origin}${CONTENT_PREFIX}${kind}/${path}`,
    requests,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
