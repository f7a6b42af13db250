import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Application } from 'pixi.js';

/** The window as tests see it once `exposeSceneApp` ran: the scene's Pixi application. */
export type WithSceneApp = Window & { __app?: Application };

/** Before the page loads: each scene hands its Pixi application to the test (`window.__app`). */
export async function exposeSceneApp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__lotoScene = (app) => {
      (window as WithSceneApp).__app = app;
    };
  });
}

/**
 * What a canvas shows, as a coarse grid of grey levels (0-255) read back from a real screenshot
 * (WebGL canvases cannot be read directly once their frame is presented).
 */
export async function canvasPixels(page: Page, canvas: Locator, columns = 48, rows = 32): Promise<number[]> {
  const png = (await canvas.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, columns, rows }) => {
      // Decoded from bytes, not a data: URL, which the site's img-src policy refuses.
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const grid = document.createElement('canvas');
      grid.width = columns;
      grid.height = rows;
      const ctx = grid.getContext('2d', { willReadFrequently: true })!;
      ctx.drawImage(image, 0, 0, columns, rows);
      const data = ctx.getImageData(0, 0, columns, rows).data;
      const levels: number[] = [];
      for (let i = 0; i < data.length; i += 4) levels.push(Math.round((data[i]! + data[i + 1]! + data[i + 2]!) / 3));
      return levels;
    },
    { png, columns, rows },
  );
}

/** Mean absolute difference between two grey grids (0 = identical, 255 = opposite). */
export function pixelDifference(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) throw new Error('grids of different sizes');
  return a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length;
}

/**
 * Waits until nothing in the scene on screen is on its way anywhere (a padlock or tile sliding
 * home, a lever swinging back) and no drag is held: the frame scheduler mirrors that on the
 * canvas as `data-moving` (src/scenes/shared/frames.ts). Decorative loops (the bouncing hint) do
 * not count.
 */
export async function sceneIdle(page: Page): Promise<void> {
  await expect(page.locator('.panel-scene canvas, .board-scene canvas')).toHaveAttribute('data-moving', 'false');
}
