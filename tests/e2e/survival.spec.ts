import type { Page } from '@playwright/test';
import { isSoftwareRenderer } from '../../src/scenes/shared/rendererChoice';
import { answerFor, centre, closeFeedback, counters, dealtIds, openChallenge } from './challenge';
import { expect, test } from './fixtures';
import { canvasPixels, exposeSceneApp, pixelDifference, type WithSceneApp } from './sceneApp';
import { centreOf, hangTag, mouseDrag, openSimulator, stageOf } from './simulator';

/** Loses the scene's WebGL context (as a GPU reset does), checks the canvas went blank, restores it. */
async function loseAndRestoreContext(page: Page, canvasSelector: string): Promise<void> {
  const canvas = page.locator(canvasSelector);
  const before = await canvasPixels(page, canvas);
  await canvas.evaluate((el: HTMLCanvasElement) => {
    const gl = el.getContext('webgl2') ?? el.getContext('webgl');
    const ext = gl?.getExtension('WEBGL_lose_context');
    if (!gl || !ext) throw new Error('no WebGL context to lose');
    (window as unknown as { __loseContext: WEBGL_lose_context }).__loseContext = ext;
    ext.loseContext();
  });
  await expect.poll(async () => pixelDifference(before, await canvasPixels(page, canvas)), { message: 'the lost context blanks the canvas' }).toBeGreaterThan(8);
  await page.evaluate(() => (window as unknown as { __loseContext: WEBGL_lose_context }).__loseContext.restoreContext());
  await expect.poll(async () => pixelDifference(before, await canvasPixels(page, canvas)), { message: 'the restored context draws the same scene again' }).toBeLessThan(1.5);
}

// The CI browser's WebGL is SwiftShader, on which the scenes choose the 2D canvas; these tests
// ask for WebGL explicitly (?renderer=webgl), as a machine with a real GPU gets it.
test('the challenge survives a lost WebGL context: the board draws again and the game goes on unchanged', async ({ page }) => {
  await openChallenge(page, 3, '&renderer=webgl');
  const ids = await dealtIds(page);
  await mouseDrag(page, await centre(page, `tile-${ids[0]}`), await centre(page, `target-${answerFor(ids[0]!)}`), 5);
  await closeFeedback(page, true);
  await mouseDrag(page, await centre(page, `tile-${ids[1]}`), await centre(page, 'target-4'), 5);
  await closeFeedback(page, false);
  // Park the mouse away from the board so no hover changes the picture between readings.
  await page.mouse.move(1, 1);
  const shown = await counters(page);
  expect(shown).toEqual(['1', '2', '15']);

  await loseAndRestoreContext(page, '.board-scene canvas');
  expect(await counters(page)).toEqual(shown);
  await expect(page.getByTestId(`tile-${ids[0]}`)).toHaveAttribute('data-matched', 'true');
  // And it still plays.
  await mouseDrag(page, await centre(page, `tile-${ids[1]}`), await centre(page, `target-${answerFor(ids[1]!)}`), 5);
  await closeFeedback(page, true);
  expect(await counters(page)).toEqual(['2', '3', '14']);
});

test('the simulator survives a lost WebGL context mid-procedure', async ({ page }) => {
  await openSimulator(page, '/simulador?renderer=webgl');
  const handle = await centreOf(page, 'twin-handle');
  await page.mouse.click(handle.x, handle.y);
  await mouseDrag(page, await centreOf(page, 'twin-padlock'), await centreOf(page, 'twin-lockpoint'));
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'locked');
  await page.mouse.move(1, 1);
  const errors = await page.getByTestId('error-count').textContent();

  await loseAndRestoreContext(page, '.panel-scene canvas');
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'locked');
  await expect(page.getByTestId('error-count')).toHaveText(errors ?? '');
  await hangTag(page, { reason: 'Inspeção após a perda do contexto' });
});

test('an error thrown in the Pixi ticker reaches the error screen instead of freezing the canvas', async ({ page, consoleGuard }) => {
  consoleGuard.expectError(/boom from the ticker/);
  await exposeSceneApp(page);
  await openChallenge(page, 3);
  await page.evaluate(() => {
    const app = (window as WithSceneApp).__app!;
    app.ticker.addOnce(() => {
      throw new Error('boom from the ticker');
    });
    app.ticker.start();
  });
  await expect(page.getByRole('heading', { name: 'Erro inesperado da aplicação' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('boom from the ticker');
  await expect(page.locator('.board-scene canvas')).toHaveCount(0);
});

test('an error thrown in a scene pointer handler reaches the error screen', async ({ page, consoleGuard }) => {
  consoleGuard.expectError(/boom from a scene handler/);
  await exposeSceneApp(page);
  await openSimulator(page);
  await page.evaluate(() => {
    (window as WithSceneApp).__app!.stage.on('pointerdown', () => {
      throw new Error('boom from a scene handler');
    });
  });
  const handle = await centreOf(page, 'twin-handle');
  await page.mouse.click(handle.x, handle.y);
  await expect(page.getByRole('heading', { name: 'Erro inesperado da aplicação' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('boom from a scene handler');
});

/** The renderer the scenes must pick here (from this browser's own WebGL renderer string), and the one they picked. */
async function expectedAndChosenRenderer(page: Page): Promise<{ gpu: string; expected: string; chosen: string | undefined }> {
  const { gpu, chosen } = await page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    const gpu = gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return { gpu, chosen: (window as WithSceneApp).__app?.renderer.name };
  });
  return { gpu, expected: isSoftwareRenderer(gpu) || gpu === '' ? 'canvas' : 'webgl', chosen };
}

test('software-emulated WebGL gets the 2D-canvas renderer, a real GPU gets WebGL', async ({ page }) => {
  await exposeSceneApp(page);
  await openChallenge(page, 3);
  const { gpu, expected, chosen } = await expectedAndChosenRenderer(page);
  expect(chosen, gpu).toBe(expected);
  // The override is honoured for support and for the WebGL tests above.
  await page.goto('/desafio?seed=3&renderer=webgl');
  await expect.poll(() => page.evaluate(() => (window as WithSceneApp).__app?.renderer.name)).toBe('webgl');
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('the renderer is chosen as on a mouse screen: the input plays no part', async ({ page }) => {
    await exposeSceneApp(page);
    await openChallenge(page, 3);
    expect(await page.evaluate(() => matchMedia('(any-pointer: coarse)').matches), 'a touch screen').toBe(true);
    const { gpu, expected, chosen } = await expectedAndChosenRenderer(page);
    expect(chosen, gpu).toBe(expected);
  });
});

test('a scene left behind is freed: its Pixi application and its texts are garbage-collected', async ({ page }) => {
  await page.addInitScript(() => {
    const apps: WeakRef<object>[] = [];
    (window as unknown as { __apps: typeof apps }).__apps = apps;
    window.__lotoScene = (app) => void apps.push(new WeakRef(app));
  });
  await openSimulator(page);
  const nav = page.getByRole('banner').getByRole('navigation');
  for (let visit = 2; visit <= 13; visit++) {
    await nav.getByRole('link', { name: visit % 2 ? 'Simulador' : 'Desafio' }).click();
    await page.waitForFunction((n) => performance.getEntriesByName('scene-ready').length >= n, visit);
    // (back on the simulator, the intro opens: the overlay was dismissed on the first visit)
    if (visit % 2) await page.getByRole('dialog', { name: /CCM/ }).getByRole('button', { name: 'Entendi' }).click();
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { seen, alive } = await page.evaluate(() => {
    const apps = (window as unknown as { __apps: WeakRef<object>[] }).__apps;
    return { seen: apps.length, alive: apps.filter((ref) => ref.deref()).length };
  });
  // Every visit's application was watched (none watched would leave none alive, too).
  expect(seen).toBe(13);
  // The scene on screen, and at most one React may still hold for a moment; 13 before the fix.
  expect(alive).toBeLessThanOrEqual(2);
});

test('scenes made one after another share their WebGL shader programs, so no renderer leaves its shader source behind', async ({ page }) => {
  // Pixi names each program it compiles (graphics-vertex-2, -3...) and keeps every source it ever
  // saw; a program compiled anew for each scene's renderer was 6 KB a visit, never freed.
  await page.addInitScript(() => {
    type Internals = {
      renderPipes: { graphics: { _adaptor: { shader: { glProgram: object } } } };
      backBuffer: { _bigTriangleShader: { glProgram: object } };
    };
    const programs: { graphics: object; bigTriangle: object }[] = [];
    (window as unknown as { __programs: typeof programs }).__programs = programs;
    window.__lotoScene = (app) => {
      const renderer = app.renderer as unknown as Internals;
      programs.push({ graphics: renderer.renderPipes.graphics._adaptor.shader.glProgram, bigTriangle: renderer.backBuffer._bigTriangleShader.glProgram });
    };
  });
  await openSimulator(page, '/simulador?renderer=webgl');
  const nav = page.getByRole('banner').getByRole('navigation');
  for (let visit = 2; visit <= 3; visit++) {
    await nav.getByRole('link', { name: visit % 2 ? 'Simulador' : 'Desafio' }).click();
    await page.waitForFunction((n) => performance.getEntriesByName('scene-ready').length >= n, visit);
    // (back on the simulator, the intro opens: the overlay was dismissed on the first visit)
    if (visit % 2) await page.getByRole('dialog', { name: /CCM/ }).getByRole('button', { name: 'Entendi' }).click();
  }
  const shared = await page.evaluate(() => {
    const programs = (window as unknown as { __programs: { graphics: object; bigTriangle: object }[] }).__programs;
    return { scenes: programs.length, graphics: new Set(programs.map((p) => p.graphics)).size, bigTriangle: new Set(programs.map((p) => p.bigTriangle)).size };
  });
  expect(shared).toEqual({ scenes: 3, graphics: 1, bigTriangle: 1 });
});

// Pixi's system ticker asked for every display frame while a scene was on screen, at rest too:
// 60 wake-ups a second that a phone pays for in heat and battery (it now runs on a timer).
for (const [name, path] of [
  ['simulator', '/simulador'],
  ['challenge', '/desafio?seed=3'],
] as const) {
  test(`the ${name} at rest asks for no display frames, on WebGL and on the 2D canvas`, async ({ page }) => {
    await page.addInitScript(() => {
      const request = window.requestAnimationFrame.bind(window);
      const counted = window as unknown as { __frameRequests: number };
      counted.__frameRequests = 0;
      window.requestAnimationFrame = (callback) => {
        counted.__frameRequests += 1;
        return request(callback);
      };
    });
    for (const renderer of ['webgl', 'canvas']) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}renderer=${renderer}`);
      await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
      await page.waitForTimeout(1000);
      await page.evaluate(() => ((window as unknown as { __frameRequests: number }).__frameRequests = 0));
      await page.waitForTimeout(1000);
      expect(await page.evaluate(() => (window as unknown as { __frameRequests: number }).__frameRequests), renderer).toBeLessThanOrEqual(2);
    }
  });
}
