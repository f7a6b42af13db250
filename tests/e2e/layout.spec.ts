import { expect, test, useLanguage } from './fixtures';
import { openSimulator } from './simulator';

const WIDTHS = [360, 390, 768, 900, 1024, 1100, 1280, 1920, 3840];
const PATHS = ['/', '/conhecimento', '/simulador', '/desafio', '/rota-inexistente'];

for (const language of ['de', 'pt']) {
  for (const width of WIDTHS) {
    test(`${language} at ${width}px: no horizontal overflow and the header fits`, async ({ page, consoleGuard }) => {
      consoleGuard.expectError(/non-existent route/);
      await useLanguage(page, language);
      await page.setViewportSize({ width, height: 900 });
      for (const path of PATHS) {
        await page.goto(path);
        // (the simulator opens with its help overlay, which hides the page from the a11y tree)
        await expect(page.locator('main h1')).toBeVisible();
        // Measured in the language asked for (German words are the long ones).
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await page.evaluate(() => document.fonts.ready);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
        // Every visible control of the header lies inside the viewport.
        const outside = await page.evaluate(() =>
          [...document.querySelectorAll('header a, header button')]
            .map((el) => ({ el, r: el.getBoundingClientRect() }))
            .filter(({ r }) => r.width > 0 && (r.right > window.innerWidth + 0.5 || r.left < -0.5))
            .map(({ el }) => el.textContent),
        );
        expect(outside, `${path}: header controls outside the viewport`).toEqual([]);
      }
    });
  }
}

for (const width of [390, 1280]) {
  test(`at ${width}px a notice appears below the header, never over its controls`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openSimulator(page);
    await page.getByTestId('twin-handle').press('Enter');
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    const header = (await page.locator('header.site-header').boundingBox())!;
    // (it slides in from above: wait until it has come to rest)
    await expect.poll(async () => (await toast.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(header.y + header.height);
  });
}

test.describe('on a short phone (360×740)', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  for (const language of ['pt', 'de']) {
    test(`${language}: the help overlay's button is on screen without scrolling, and a tap closes it`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/simulador');
      const help = page.getByRole('dialog', { name: /Como jogar|Spielanleitung/ });
      await expect(help).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const button = help.getByRole('button', { name: /^(Entendi|Verstanden)$/ });
      // Measured before anything scrolls it into view: what the trainee sees.
      const box = (await button.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      // Nothing lies over it (the steps scroll under it).
      const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
      expect(hit).toMatch(/^(Entendi|Verstanden)$/);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect(help).toBeHidden();
    });
  }
});

for (const [width, height] of [
  [1280, 800],
  [1920, 1080],
] as const) {
  for (const language of ['pt', 'de']) {
    test(`${language} at ${width}×${height}: the challenge's header, counters and whole board are on screen without scrolling`, async ({ page }) => {
      await useLanguage(page, language);
      await page.setViewportSize({ width, height });
      await page.goto('/desafio?seed=3');
      await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const bottomOf = async (selector: string) => {
        const box = (await page.locator(selector).first().boundingBox())!;
        return box.y + box.height;
      };
      const header = await bottomOf('header.site-header');
      expect(await bottomOf('main h1')).toBeLessThanOrEqual(height);
      expect(await bottomOf('.counters')).toBeLessThanOrEqual(height);
      const canvas = (await page.locator('.board-scene canvas').boundingBox())!;
      expect(canvas.y).toBeGreaterThanOrEqual(header);
      expect(canvas.y + canvas.height, 'the board canvas ends below the window').toBeLessThanOrEqual(height);
      // Every tile and every energy target (their accessible twins lie over them) is in view.
      const boxes = await page.locator('[data-testid^="tile-"], [data-testid^="target-"]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes).toHaveLength(16 + 11);
      for (const box of boxes) {
        expect(box.top).toBeGreaterThanOrEqual(header);
        expect(box.bottom).toBeLessThanOrEqual(height);
        expect(box.right).toBeLessThanOrEqual(width);
      }
      // And the board is not shrunk into a stamp to get there.
      expect(canvas.height).toBeGreaterThanOrEqual(height * 0.6);
    });
  }
}

for (const { width, height, scale } of [
  { width: 3840, height: 2160, scale: 1 },
  { width: 1920, height: 1080, scale: 2 },
]) {
  test.describe(`on a 4K projector (${width}×${height} CSS px at DPR ${scale})`, () => {
    test.use({ viewport: { width, height }, deviceScaleFactor: scale });

    test('the challenge and the simulator use at least 75% of the width', async ({ page }) => {
      const widthOf = async (selector: string) => (await page.locator(selector).boundingBox())!.width;
      await page.goto('/desafio?seed=3');
      await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
      expect(await widthOf('.challenge__bar')).toBeGreaterThanOrEqual(width * 0.75);
      expect(await widthOf('.board-scene canvas')).toBeGreaterThanOrEqual(width * 0.75);
      // The board is drawn that large too (it letterboxes in its box): its two panels span it.
      const panels = await page.locator('[data-testid^="tile-"], [data-testid^="target-"]').evaluateAll((els) => {
        const boxes = els.map((el) => el.getBoundingClientRect());
        return Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left));
      });
      expect(panels).toBeGreaterThanOrEqual(width * 0.7);

      await openSimulator(page);
      expect(await widthOf('.simulator')).toBeGreaterThanOrEqual(width * 0.75);
      expect(await widthOf('.panel-scene')).toBeGreaterThanOrEqual(width * 0.5);
      expect((await page.locator('.panel-scene').boundingBox())!.height).toBeGreaterThanOrEqual(height * 0.45);
      expect(await widthOf('.site-header__inner')).toBeGreaterThanOrEqual(width * 0.75);
    });
  });
}

test('on a 1080p projector a work order spans the screen, and the header lines up with its edges', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/cenarios/prensa-ph301?semente=100023&modo=pratica&regras=osha');
  await expect(page.locator('.machine-scene canvas')).toBeVisible();
  const left = async (selector: string) => (await page.locator(selector).first().boundingBox())!.x;
  const right = async (selector: string) => {
    const box = (await page.locator(selector).first().boundingBox())!;
    return box.x + box.width;
  };
  // The logo starts where the work order's title does; the header's last link ends near the
  // work order's right edge (not in a 1440 px column in the middle).
  expect(Math.abs((await left('.site-header__logo')) - (await left('main h1')))).toBeLessThanOrEqual(12);
  expect(Math.abs((await right('.site-header__inner')) - (await right('main .scene-page')))).toBeLessThanOrEqual(12);
  // Other pages keep their column.
  await page.goto('/conhecimento');
  await expect(page.locator('main h1')).toBeVisible();
  expect(await page.locator('.site-header__inner').evaluate((el) => el.getBoundingClientRect().width)).toBeLessThan(1920 - 200);
});
