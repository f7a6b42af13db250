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
