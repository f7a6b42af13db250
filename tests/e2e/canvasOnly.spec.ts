import type { Page } from '@playwright/test';
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

/**
 * The labels of a 2D-canvas scene as the renderer holds them: for each Text on the stage, its
 * texture's source (a canvas), the texture's rectangle of it in pixels, and whether any pixel of
 * that rectangle is painted; and how many different sources they use.
 */
async function labelPictures(page: Page) {
  return page.evaluate(() => {
    type Node = { children: Node[]; text?: string; styleKey?: string; constructor: { name: string } };
    type Tex = { frame: { x: number; y: number; width: number; height: number }; source: { resource: HTMLCanvasElement; _resolution: number } };
    const app = (window as WithSceneApp).__app!;
    const system = (app.renderer as unknown as { canvasText: { _activeTextures: Record<string, { texture: Tex } | null> } }).canvasText;
    const texts: Node[] = [];
    const visit = (node: Node) => {
      if (typeof node.text === 'string' && typeof node.styleKey === 'string') texts.push(node);
      node.children?.forEach(visit);
    };
    visit(app.stage as unknown as Node);
    const sources = new Set<HTMLCanvasElement>();
    let blank = 0;
    for (const text of texts.filter((t) => t.text !== '')) {
      const texture = system._activeTextures[text.styleKey!]?.texture;
      if (!texture) continue;
      const canvas = texture.source.resource;
      sources.add(canvas);
      const r = texture.source._resolution;
      const { x, y, width, height } = texture.frame;
      const pixels = canvas.getContext('2d')!.getImageData(Math.round(x * r), Math.round(y * r), Math.max(1, Math.round(width * r)), Math.max(1, Math.round(height * r))).data;
      let painted = false;
      for (let i = 3; i < pixels.length && !painted; i += 4) painted = pixels[i]! > 0;
      if (!painted) blank++;
    }
    return { texts: texts.filter((t) => t.text !== '').length, sources: sources.size, blank };
  });
}

// On the 2D canvas each text's picture was a canvas of its own, and starting a canvas is what
// cost (80 of the 158 ms a plant machine's 120 labels took): the texts now share pages of 1024
// pixels (src/scenes/shared/textAtlas.ts), each label drawn from its rectangle of a page.
test("the work order's labels share a page on the 2D canvas, each one painted in its place", async ({ page }) => {
  await exposeSceneApp(page);
  await page.goto('/cenarios/bomba-p101?semente=100023&renderer=canvas');
  await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
  const labels = await labelPictures(page);
  expect(labels.texts).toBeGreaterThanOrEqual(20);
  expect(labels.sources).toBeLessThanOrEqual(2);
  expect(labels.blank).toBe(0);
});

// Zooming draws every label again at another resolution: the pages of the last one are given
// back to Pixi's pool once none of their labels is in use, and taken again from there, so a
// trainee zooming in and out does not make page after page.
test('zooming in and out on the 2D canvas reuses the label pages rather than making new ones', async ({ page }) => {
  await exposeSceneApp(page);
  await page.addInitScript(() => {
    const w = window as Window & { __pagesMade?: number };
    w.__pagesMade = 0;
    const getContext = HTMLCanvasElement.prototype.getContext as (this: HTMLCanvasElement, ...args: unknown[]) => unknown;
    Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
      configurable: true,
      value(this: HTMLCanvasElement & { counted?: boolean }, ...args: unknown[]) {
        if (!this.counted && this.width === 1024 && this.height === 1024) w.__pagesMade!++;
        this.counted = true;
        return getContext.apply(this, args);
      },
    });
  });
  await page.goto('/cenarios/bomba-p101?semente=100023&renderer=canvas');
  await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
  const made = () => page.evaluate(() => (window as Window & { __pagesMade?: number }).__pagesMade!);
  const zoomIn = page.getByTestId('zoom-in');
  const whole = page.getByTestId('zoom-fit');
  const resolution = () => page.evaluate(() => {
    const system = ((window as WithSceneApp).__app!.renderer as unknown as { canvasText: { _activeTextures: Record<string, { texture: { source: { _resolution: number } } } | null> } }).canvasText;
    return [...new Set(Object.values(system._activeTextures).filter(Boolean).map((a) => a!.texture.source._resolution))];
  });
  const first = await resolution();
  for (let round = 0; round < 3; round++) {
    for (let step = 0; step < 3; step++) await zoomIn.click();
    await expect.poll(resolution).not.toEqual(first);
    await whole.click();
    await expect.poll(resolution).toEqual(first);
  }
  // One page at each of the two resolutions, each made once and taken from the pool afterwards.
  expect(await made()).toBeLessThanOrEqual(2);
  const labels = await labelPictures(page);
  expect(labels.sources).toBeLessThanOrEqual(2);
  expect(labels.blank).toBe(0);
});
