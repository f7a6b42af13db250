// The machine: what the figures were measured on (they mean little without it), for the
// `machine` of results.json: OS, CPU, memory, load, Node, Chromium, the GPU WebGL reports, and
// the renderer the scenes choose on this machine by themselves (rendererChoice.ts).
import os from 'node:os';
import { CHALLENGE_PATH, VIEWPORT, waitForSceneReady, withPage } from './site.mjs';

/** The machine, the browser and the renderer the scenes pick. */
export function describeMachine(browser, base) {
  return withPage(browser, {}, async ({ page }) => {
    await page.goto(`${base}/`);
    const gpu = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      const renderer = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : (gl?.getParameter(gl.RENDERER) ?? 'no WebGL');
      gl?.getExtension('WEBGL_lose_context')?.loseContext();
      return renderer;
    });
    const cpus = os.cpus();
    const machine = {
      os: `${os.type()} ${os.release()} (${os.platform()} ${os.arch()})`,
      cpu: cpus[0]?.model ?? 'unknown',
      cores: cpus.length,
      ramGb: Math.round(os.totalmem() / 1024 ** 3),
      loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
      node: process.version,
      chromium: browser.version(),
      gpu: String(gpu),
    };
    await page.goto(`${base}${CHALLENGE_PATH}`);
    await waitForSceneReady(page);
    const sceneRenderer = await page.evaluate(() => window.__bench.renderer);
    return { ...machine, sceneRenderer, viewport: `${VIEWPORT.width}x${VIEWPORT.height}` };
  });
}
