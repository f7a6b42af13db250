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

// On the 2D canvas a cached card's canvas is about its own size rather than the next power of two:
// the browser allocates and clears each canvas's pixels in the scene's first frame
// (src/scenes/shared/pixiSetup.ts, sizeCachedPicturesToFit).
test("the challenge's cached cards get canvases of about their own size on the 2D canvas", async ({ page }) => {
  await exposeSceneApp(page);
  await page.goto('/desafio?seed=3&renderer=canvas');
  await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
  const cached = await page.evaluate(() => {
    type Cached = { isCachedAsTexture?: boolean; children: Cached[]; renderGroup?: { texture?: { frame: { width: number; height: number }; source: { pixelWidth: number; pixelHeight: number; resolution: number } } } };
    const found: Array<{ spareX: number; spareY: number }> = [];
    const visit = (node: Cached) => {
      const texture = node.isCachedAsTexture ? node.renderGroup?.texture : undefined;
      if (texture) {
        const { frame, source } = texture;
        found.push({ spareX: source.pixelWidth - frame.width * source.resolution, spareY: source.pixelHeight - frame.height * source.resolution });
      }
      node.children.forEach(visit);
    };
    visit((window as WithSceneApp).__app!.stage as unknown as Cached);
    return found;
  });
  // 16 tiles and 11 energy cards at least, each with fewer than 16 spare pixels either way.
  expect(cached.length).toBeGreaterThanOrEqual(27);
  expect(cached.filter((c) => c.spareX < 0 || c.spareX >= 16 || c.spareY < 0 || c.spareY >= 16)).toEqual([]);
});

// The cached cards' pictures are drawn before the scene's first frame, in slices, not in that one
// long task (src/scenes/shared/prewarmTexts.ts, prewarmCachedPictures): each card's canvas was
// first drawn on before the frame started.
test("the challenge's cached cards are drawn before its first frame", async ({ page }) => {
  await exposeSceneApp(page);
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext as (this: HTMLCanvasElement, ...args: unknown[]) => unknown;
    Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
      configurable: true,
      value(this: HTMLCanvasElement & { firstUse?: number }, ...args: unknown[]) {
        this.firstUse ??= performance.now();
        return getContext.apply(this, args);
      },
    });
  });
  await page.goto('/desafio?seed=3&renderer=canvas');
  await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
  const { frameStart, uses } = await page.evaluate(() => {
    type Cached = { isCachedAsTexture?: boolean; children: Cached[]; renderGroup?: { texture?: { source: { resource?: { firstUse?: number } } } } };
    const uses: Array<number | null> = [];
    const visit = (node: Cached) => {
      if (node.isCachedAsTexture) uses.push(node.renderGroup?.texture?.source.resource?.firstUse ?? null);
      node.children.forEach(visit);
    };
    visit((window as WithSceneApp).__app!.stage as unknown as Cached);
    return { frameStart: performance.getEntriesByName('scene-first-frame')[0]!.startTime, uses };
  });
  expect(uses.length).toBeGreaterThanOrEqual(27);
  expect(uses.filter((use) => use === null || use > frameStart)).toEqual([]);
});
