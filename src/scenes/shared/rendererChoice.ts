/**
 * Which PixiJS renderer the scenes use. WebGL on a real GPU; PixiJS's 2D-canvas renderer when the
 * browser has no WebGL, and also when its WebGL is only a software emulation (SwiftShader,
 * llvmpipe, Windows' Basic Render Driver: virtual machines, remote desktops, thin clients and
 * GPU-less classroom PCs), where the 2D canvas is many times faster: on this project's CI
 * machine a board frame takes about 270 ms through SwiftShader and about 5 ms on the 2D canvas.
 * The choice is by capability only, whatever the input: touch screens without a GPU (plant-floor
 * panels, cheap tablets) get the 2D canvas too. (They used to keep software WebGL because a tap
 * on a dialog button sometimes did nothing over a 2D-canvas scene; the cause was an invisible
 * fling after a finger drag on the canvas, which had nothing to do with the renderer: see
 * touch.ts.)
 * `?renderer=webgl` or `?renderer=canvas` on the first scene visited overrides the choice for
 * the page's lifetime (for support and for tests). The probe runs in a worker where it can (a
 * WebGL context on the page's thread blocked it for about 60 ms on a software renderer, 230 ms
 * with the CPU slowed four times as Lighthouse does), once per page. Its answer is kept on the
 * device for a week (`loto_webgl_probe`, for this browser's version only), so the next visits
 * skip it: on a software renderer the worker takes about 300 ms to answer, all of it before the
 * first frame. A kept answer that has gone stale costs nothing worse than the slower renderer for
 * a while: a WebGL that no longer starts falls back to the canvas.
 */
import { currentSearch } from '../../platform/location';
import { safeStorage } from '../../platform/storage';
import { probeWebGLContext, type WebGLProbe } from './webglProbe';

export type { WebGLProbe } from './webglProbe';

export type RendererName = 'webgl' | 'canvas';


const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|lavapipe|software|basic render driver/i;

/** Whether a WebGL renderer string names a software emulation rather than a GPU. */
export function isSoftwareRenderer(renderer: string): boolean {
  return SOFTWARE_RENDERERS.test(renderer);
}

/**
 * The renderers to try, best first, from a `?renderer=` override and what WebGL is here: WebGL
 * (with the canvas as its fallback) on a GPU, the 2D canvas alone without WebGL or with a
 * software WebGL, on any input (mouse, touch or both).
 */
export function chooseRenderers(override: string | null, probe: WebGLProbe): RendererName[] {
  if (override === 'webgl') return ['webgl', 'canvas'];
  if (override === 'canvas') return ['canvas'];
  if (!probe.available || isSoftwareRenderer(probe.renderer)) return ['canvas'];
  return ['webgl', 'canvas'];
}

/** The probe on the page's own thread (a WebGL context costs tens of milliseconds there). */
function probeWebGL(): WebGLProbe {
  try {
    return probeWebGLContext(document.createElement('canvas').getContext('webgl'));
  } catch {
    return { available: false, renderer: '' };
  }
}

/** How long the probe in a worker may take before the page probes on its own thread. */
const WORKER_PROBE_MS = 2000;

/**
 * The probe in a worker, on an OffscreenCanvas, so that starting a WebGL context (about 60 ms on
 * a software renderer, four times that on a slow phone) does not hold up the page. Null where the
 * worker cannot tell (no OffscreenCanvas WebGL, no worker, an error, too slow): the page then
 * probes on its own thread.
 */
function probeInWorker(): Promise<WebGLProbe | null> {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const done = (probe: WebGLProbe | null) => {
      clearTimeout(timer);
      worker?.terminate();
      resolve(probe);
    };
    const timer = setTimeout(() => done(null), WORKER_PROBE_MS);
    try {
      worker = new Worker(new URL('./webglProbe.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (event: MessageEvent<unknown>) => done(isProbe(event.data) && event.data.available ? event.data : null);
      worker.onerror = () => done(null);
    } catch {
      done(null);
    }
  });
}

function isProbe(value: unknown): value is WebGLProbe {
  return typeof value === 'object' && value !== null && typeof (value as WebGLProbe).available === 'boolean' && typeof (value as WebGLProbe).renderer === 'string';
}

const PROBE_KEY = 'loto_webgl_probe';
const PROBE_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** The probe's answer kept on this device, if it is this browser's and recent; else null. */
function keptProbe(): WebGLProbe | null {
  try {
    const kept = JSON.parse(safeStorage.get(PROBE_KEY) ?? 'null') as unknown;
    if (typeof kept !== 'object' || kept === null) return null;
    const { agent, at, probe } = kept as { agent?: unknown; at?: unknown; probe?: unknown };
    if (agent !== navigator.userAgent || typeof at !== 'number' || !(Date.now() - at >= 0 && Date.now() - at < PROBE_KEPT_MS) || !isProbe(probe)) return null;
    return { available: probe.available, renderer: probe.renderer };
  } catch {
    return null;
  }
}

function keepProbe(probe: WebGLProbe): void {
  safeStorage.set(PROBE_KEY, JSON.stringify({ agent: navigator.userAgent, at: Date.now(), probe: { available: probe.available, renderer: probe.renderer.slice(0, 200) } }));
}

/** A probe run now (in a worker, else on the page's thread), kept for the next visits. */
async function probeNow(): Promise<WebGLProbe> {
  const probe = (await probeInWorker()) ?? probeWebGL();
  keepProbe(probe);
  return probe;
}

let deciding: Promise<RendererName[]> | undefined;

const override = () => new URLSearchParams(currentSearch()).get('renderer');

/**
 * Decides the renderer preference for this page (once): from `?renderer=` without a probe, else
 * from the answer kept on the device, else from the probe in a worker, else from a probe on the
 * page's thread.
 */
export function decideRenderer(): Promise<RendererName[]> {
  deciding ??= (async () => {
    const forced = override();
    const probe = forced === 'webgl' || forced === 'canvas' ? { available: false, renderer: '' } : (keptProbe() ?? (await probeNow()));
    return chooseRenderers(forced, probe);
  })();
  return deciding;
}

