import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { WebGLProbe } from '../../src/scenes/shared/webglProbe';

// The renderer is decided from a WebGL probe run in a worker (off the page's thread); where the
// worker cannot tell, the page probes itself. jsdom has no WebGL: its own probe finds none.
type Answer = WebGLProbe | 'error' | 'silent' | 'throws';
let answer: Answer;
const made: string[] = [];

class FakeWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor(url: URL | string) {
    made.push(String(url));
    if (answer === 'throws') throw new Error('SecurityError');
    setTimeout(() => {
      if (answer === 'error') this.onerror?.();
      else if (answer !== 'silent' && answer !== 'throws') this.onmessage?.({ data: answer });
    });
  }
  terminate() {
    this.terminated = true;
  }
}

async function decide(search = ''): Promise<string[]> {
  vi.resetModules();
  window.history.replaceState(null, '', `/simulador${search}`);
  const { decideRenderer } = await import('../../src/scenes/shared/rendererChoice');
  return decideRenderer();
}

let pageProbes = 0;

beforeEach(() => {
  localStorage.clear();
  made.length = 0;
  pageProbes = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => {
    pageProbes++;
    return null;
  });
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('OffscreenCanvas', class {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it('takes a GPU the worker found: WebGL, with the canvas behind it', async () => {
  answer = { available: true, renderer: 'Apple M2' };
  expect(await decide()).toEqual(['webgl', 'canvas']);
  expect(made).toHaveLength(1);
  expect(made[0]).toContain('webglProbe.worker');
  expect(pageProbes).toBe(0);
});

it('takes the canvas when the worker found software WebGL', async () => {
  answer = { available: true, renderer: 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)' };
  expect(await decide()).toEqual(['canvas']);
});

it.each<Answer>([{ available: false, renderer: '' }, 'error', 'throws', { bogus: 1 } as unknown as WebGLProbe])('probes on the page when the worker cannot tell (%j)', async (a) => {
  answer = a;
  expect(await decide()).toEqual(['canvas']);
  expect(pageProbes).toBe(1);
});

it('probes on the page when the worker does not answer in time', async () => {
  vi.useFakeTimers();
  answer = 'silent';
  const decided = decide();
  await vi.advanceTimersByTimeAsync(2000);
  expect(await decided).toEqual(['canvas']);
});

it('starts no worker without OffscreenCanvas, and none for ?renderer=', async () => {
  vi.stubGlobal('OffscreenCanvas', undefined);
  answer = { available: true, renderer: 'Apple M2' };
  expect(await decide()).toEqual(['canvas']);
  vi.stubGlobal('OffscreenCanvas', class {});
  expect(await decide('?renderer=webgl')).toEqual(['webgl', 'canvas']);
  expect(await decide('?renderer=canvas')).toEqual(['canvas']);
  expect(made).toEqual([]);
});

it('decides once a page', async () => {
  answer = { available: true, renderer: 'Mali-G78' };
  window.history.replaceState(null, '', '/simulador');
  vi.resetModules();
  const { decideRenderer } = await import('../../src/scenes/shared/rendererChoice');
  const [a, b] = await Promise.all([decideRenderer(), decideRenderer()]);
  expect(a).toBe(b);
  expect(made).toHaveLength(1);
});

it('keeps the answer on the device: the next visit starts no worker; a stale, foreign or broken one is not used', async () => {
  answer = { available: true, renderer: 'Mali-G78' };
  expect(await decide()).toEqual(['webgl', 'canvas']);
  expect(made).toHaveLength(1);
  // The next page: the kept answer, no probe at all.
  answer = { available: true, renderer: 'SwiftShader' };
  expect(await decide()).toEqual(['webgl', 'canvas']);
  expect(made).toHaveLength(1);
  expect(pageProbes).toBe(0);
  const kept = JSON.parse(localStorage.getItem('loto_webgl_probe')!) as { agent: string; at: number; probe: WebGLProbe };
  // Another browser version, a week old, or a hand-edited value: probed again.
  for (const value of [
    JSON.stringify({ ...kept, agent: 'Another/1.0' }),
    JSON.stringify({ ...kept, at: Date.now() - 8 * 24 * 60 * 60 * 1000 }),
    JSON.stringify({ ...kept, probe: { available: 'yes' } }),
    '{not json',
  ]) {
    localStorage.setItem('loto_webgl_probe', value);
    made.length = 0;
    expect(await decide()).toEqual(['canvas']);
    expect(made).toHaveLength(1);
  }
});
