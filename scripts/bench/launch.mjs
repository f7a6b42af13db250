// Launch: the private static server (scripts/serve.mjs on dist/, on the first free port from
// --port) and headless Chromium (scripts/chromium.mjs finds or unpacks it). Whatever is started
// here is stopped when the process ends, also on a crash or Ctrl+C.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium.mjs';

const HOST = '127.0.0.1';
const PORT_ATTEMPTS = 100;
const SERVER_START_MS = 15_000;

const cleanups = new Set();
let hooked = false;

/**
 * Runs `cleanup` (synchronous) when the process ends: normally, on a crash (an unhandled rejection
 * skips `finally` blocks) or on Ctrl+C / SIGTERM. Returns a function that runs it now instead.
 */
export function onExit(cleanup) {
  if (!hooked) {
    hooked = true;
    process.once('exit', () => cleanups.forEach((run) => run()));
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  }
  const once = () => {
    if (cleanups.delete(once)) cleanup();
  };
  cleanups.add(once);
  return once;
}

/** True when nothing listens on `port`. */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, HOST);
  });
}

async function freePort(from) {
  for (let port = from; port < from + PORT_ATTEMPTS; port++) if (await portIsFree(port)) return port;
  throw new Error(`No free port in ${from}-${from + PORT_ATTEMPTS - 1}`);
}

/** Starts scripts/serve.mjs on the first free port from `firstPort`, resolves once it listens; `stop()` ends it. */
export async function startServer(firstPort) {
  const port = await freePort(firstPort);
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--host', HOST], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = onExit(() => {
    if (child.exitCode === null) child.kill();
  });
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The static server did not start')), SERVER_START_MS);
      child.stdout.on('data', (chunk) => {
        if (String(chunk).includes('being served')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The static server exited (code ${code})`));
      });
    });
  } catch (error) {
    stop();
    throw error;
  }
  return { base: `http://${HOST}:${port}`, stop };
}

/** Headless Chromium under Playwright (which itself closes it if the process ends first). */
export async function launchBrowser(extraArgs = []) {
  return chromium.launch({ executablePath: await ensureChromium(), args: [...CHROMIUM_ARGS, ...extraArgs] });
}
