import { expect, test } from './fixtures';
import { exposeSceneApp, type WithSceneApp } from './sceneApp';

// Where the scenes draw on the 2D canvas alone (no GPU, a phone, `?renderer=canvas`), the page
// makes no WebGL context at all: Pixi's batcher asked one for a shader precision in the middle of
// the first render (src/scenes/shared/pixiSetup.ts, settleShaderPrecisionWithoutWebGL).
for (const path of ['/desafio?seed=3&renderer=canvas', '/simulador?renderer=canvas', '/cenarios/bomba-p101?semente=100023&renderer=canvas']) {
  test(`${path.split('?')[0]} on the 2D canvas makes no WebGL context`, async ({ page }) => {
    await exposeSceneApp(page);
    await page.addInitScript(() => {
      const w = window as Window & { __webglContexts?: number };
      w.__webglContexts = 0;
      for (const Canvas of [HTMLCanvasElement, OffscreenCanvas]) {
        const getContext = Canvas.prototype.getContext as (this: unknown, type: string, ...rest: unknown[]) => unknown;
        Object.defineProperty(Canvas.prototype, 'getContext', {
          configurable: true,
          value(this: unknown, type: string, ...rest: unknown[]) {
            if (/webgl/.test(type)) w.__webglContexts!++;
            return getContext.call(this, type, ...rest);
          },
        });
      }
    });
    await page.goto(path);
    await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
    expect(await page.evaluate(() => (window as WithSceneApp).__app?.renderer.name)).toBe('canvas');
    expect(await page.evaluate(() => (window as Window & { __webglContexts?: number }).__webglContexts)).toBe(0);
  });
}
