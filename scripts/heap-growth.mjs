// Finds what grows on the JS heap across client-side navigation: the benchmark's round trips
// (/simulador -> /desafio -> /simulador through the header links, WebGL forced, each waiting for
// the scene-ready mark), a heap snapshot after the short and after the long run, and the
// constructors whose instance counts and self sizes grew most between the two, with what holds
// the growing instances. Against the production build in dist/ (run `npm run build` first).
//
// Usage: node scripts/heap-growth.mjs [--short 5] [--long 50] [--top 25] [--renderer webgl|canvas]
//                                     [--retainers Name,Name] [--port 4601] [--save dir] [--dir dist]
//                                     [--at 5,10,50,100]  (heap only, at these counts)
//                                     [--js-flags --jitless]  (V8 flags: without the JIT, what is
//                                     left of the growth is data, not optimised code)
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const SHORT = Number(option('short', 5));
const LONG = Number(option('long', 50));
const TOP = Number(option('top', 25));
const RENDERER = option('renderer', 'webgl');
const PORT = Number(option('port', 4601));
const SAVE = option('save', '');
const DIR = option('dir', 'dist');
const JS_FLAGS = option('js-flags', '');
const AT = option('at', '').split(',').filter(Boolean).map(Number);
const EXTRA_RETAINERS = option('retainers', '').split(',').filter(Boolean);
const TEXTS = JSON.parse(readFileSync('locales/pt.json', 'utf8'));
const MB = 1024 * 1024;

function startServer() {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(PORT), '--host', '127.0.0.1', '--dir', DIR], { stdio: ['ignore', 'pipe', 'inherit'] });
  process.once('exit', () => child.exitCode === null && child.kill());
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('being served') && resolve(child));
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
}

async function takeSnapshot(cdp) {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  return JSON.parse(chunks.join(''));
}

/** Node table of a snapshot: per node its type, name, self size, and its outgoing edges. */
function parse(snapshot) {
  const { meta } = snapshot.snapshot;
  const nf = meta.node_fields;
  const ef = meta.edge_fields;
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const N = nf.length;
  const E = ef.length;
  const [iType, iName, iSize, iEdges] = ['type', 'name', 'self_size', 'edge_count'].map((f) => nf.indexOf(f));
  const [eType, eName, eTo] = ['type', 'name_or_index', 'to_node'].map((f) => ef.indexOf(f));
  const { nodes, edges, strings } = snapshot;
  const count = nodes.length / N;
  const key = new Array(count);
  const size = new Float64Array(count);
  const firstEdge = new Uint32Array(count + 1);
  let e = 0;
  for (let i = 0; i < count; i++) {
    const type = nodeTypes[nodes[i * N + iType]];
    const name = strings[nodes[i * N + iName]];
    key[i] = type === 'object' || type === 'closure' ? (type === 'closure' ? `(closure) ${name}` : name) : `(${type})`;
    size[i] = nodes[i * N + iSize];
    firstEdge[i] = e;
    e += nodes[i * N + iEdges] * E;
  }
  firstEdge[count] = e;
  return {
    count,
    key,
    size,
    /** Every edge as [fromNode, edgeName, toNode]. */
    *edges() {
      for (let i = 0; i < count; i++) {
        for (let j = firstEdge[i]; j < firstEdge[i + 1]; j += E) {
          const t = edgeTypes[edges[j + eType]];
          if (t === 'weak') continue;
          const raw = edges[j + eName];
          const name = t === 'element' || t === 'hidden' ? `[${raw}]` : strings[raw];
          yield [i, `${t}:${name}`, edges[j + eTo] / N];
        }
      }
    },
  };
}

function tally(table) {
  const byKey = new Map();
  for (let i = 0; i < table.count; i++) {
    const row = byKey.get(table.key[i]) ?? { count: 0, bytes: 0 };
    row.count++;
    row.bytes += table.size[i];
    byKey.set(table.key[i], row);
  }
  return byKey;
}

/** For instances of `names`: which (retainer constructor, edge) pairs hold them, most first. */
function retainers(table, names) {
  const wanted = new Set(names);
  const out = new Map(names.map((n) => [n, new Map()]));
  for (const [from, edge, to] of table.edges()) {
    const k = table.key[to];
    if (!wanted.has(k)) continue;
    const m = out.get(k);
    const r = `${table.key[from]} --${edge}-->`;
    m.set(r, (m.get(r) ?? 0) + 1);
  }
  return out;
}

async function roundTrips(page, from, to, scenes) {
  const nav = page.locator('header nav').filter({ visible: true }).first();
  for (let trip = from; trip <= to; trip++) {
    await nav.getByRole('link', { name: TEXTS.nav.challenge, exact: true }).click();
    await page.waitForFunction((n) => performance.getEntriesByName('scene-ready').length >= n, ++scenes, { timeout: 60_000 });
    await nav.getByRole('link', { name: TEXTS.nav.simulator, exact: true }).click();
    await page.waitForFunction((n) => performance.getEntriesByName('scene-ready').length >= n, ++scenes, { timeout: 60_000 });
  }
  return scenes;
}

async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: await ensureChromium(), args: JS_FLAGS ? [...CHROMIUM_ARGS, `--js-flags=${JS_FLAGS}`] : CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await page.goto(`http://127.0.0.1:${PORT}/simulador?renderer=${RENDERER}`);
    await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length >= 1);
    for (const dialog of ['helpOverlay', 'intro']) await page.getByRole('button', { name: TEXTS.simulator[dialog].understood, exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    if (AT.length) {
      // Only the heap after a forced GC at each of these round-trip counts (no snapshots).
      let scenes = 1;
      let done = 0;
      for (const at of AT) {
        scenes = await roundTrips(page, done + 1, at, scenes);
        done = at;
        console.log(`after ${String(at).padStart(4)} round trips: ${((await heapAfterGc(cdp)) / MB).toFixed(2)} MB`);
      }
      return;
    }
    const scenes = await roundTrips(page, 1, SHORT, 1);
    const heapShort = await heapAfterGc(cdp);
    const snapShort = await takeSnapshot(cdp);
    await roundTrips(page, SHORT + 1, LONG, scenes);
    const heapLong = await heapAfterGc(cdp);
    const snapLong = await takeSnapshot(cdp);
    if (SAVE) {
      mkdirSync(SAVE, { recursive: true });
      writeFileSync(join(SAVE, `after-${SHORT}.heapsnapshot`), JSON.stringify(snapShort));
      writeFileSync(join(SAVE, `after-${LONG}.heapsnapshot`), JSON.stringify(snapLong));
    }

    console.log(`renderer ${RENDERER}: heap after ${SHORT} round trips ${(heapShort / MB).toFixed(2)} MB, after ${LONG} ${(heapLong / MB).toFixed(2)} MB, growth ${(((heapLong - heapShort) / heapShort) * 100).toFixed(1)}%`);
    const a = parse(snapShort);
    const b = parse(snapLong);
    const ta = tally(a);
    const tb = tally(b);
    const totalA = a.size.reduce((s, x) => s + x, 0);
    const totalB = b.size.reduce((s, x) => s + x, 0);
    console.log(`snapshot self size: ${(totalA / MB).toFixed(2)} -> ${(totalB / MB).toFixed(2)} MB, nodes ${a.count} -> ${b.count}`);
    // V8's compiled code (the JIT tiering up functions as they get hot) against everything else.
    const delta = (k) => (tb.get(k)?.bytes ?? 0) - (ta.get(k)?.bytes ?? 0);
    const codeGrowth = delta('(code)');
    console.log(`of which V8 code (JIT) ${(codeGrowth / MB).toFixed(2)} MB, all else ${((totalB - totalA - codeGrowth) / MB).toFixed(2)} MB (Blink objects included)`);
    const rows = [...new Set([...ta.keys(), ...tb.keys()])].map((k) => {
      const x = ta.get(k) ?? { count: 0, bytes: 0 };
      const y = tb.get(k) ?? { count: 0, bytes: 0 };
      return { k, c0: x.count, c1: y.count, dc: y.count - x.count, db: y.bytes - x.bytes };
    });
    const show = (title, list) => {
      console.log(`\n${title}`);
      console.log(`${'constructor'.padEnd(48)} ${'count@' + SHORT} ${'count@' + LONG}   delta   delta KB`);
      for (const r of list) console.log(`${r.k.slice(0, 48).padEnd(48)} ${String(r.c0).padStart(8)} ${String(r.c1).padStart(8)} ${String(r.dc).padStart(7)} ${(r.db / 1024).toFixed(1).padStart(10)}`);
    };
    show('Most grown by count', [...rows].sort((p, q) => q.dc - p.dc).slice(0, TOP));
    show('Most grown by self size', [...rows].sort((p, q) => q.db - p.db).slice(0, TOP));

    const objects = rows.filter((r) => !r.k.startsWith('(') && r.dc > 0).sort((p, q) => q.dc - p.dc).slice(0, 8).map((r) => r.k);
    const names = [...new Set([...objects, ...EXTRA_RETAINERS])];
    const held = retainers(b, names);
    console.log('\nWhat holds them (after the long run)');
    for (const [name, m] of held) {
      console.log(`  ${name}:`);
      for (const [r, n] of [...m].sort((p, q) => q[1] - p[1]).slice(0, 6)) console.log(`    ${String(n).padStart(6)}  ${r}`);
    }
  } finally {
    await browser.close();
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
