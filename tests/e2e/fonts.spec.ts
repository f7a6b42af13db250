import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const SAMPLE = 'Controle de energias perigosas, praticado antes de ser preciso';

/** The width of a sample line set in the page's body and display faces, whatever face is in use. */
function widths(page: Page) {
  return page.evaluate(async (text) => {
    await document.fonts.ready;
    const measure = (font: string) => {
      const span = document.createElement('span');
      span.textContent = text;
      span.style.cssText = `position:absolute;white-space:nowrap;visibility:hidden;font:${font}`;
      document.body.append(span);
      const width = span.getBoundingClientRect().width;
      span.remove();
      return width;
    };
    const stack = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name);
    return { body: measure(`400 20px ${stack('--font-body')}`), display: measure(`700 32px ${stack('--font-display')}`) };
  }, SAMPLE);
}

test('until the web fonts arrive, text is set in a local face scaled to their width', async ({ page, consoleGuard }) => {
  await page.goto('/');
  // A local face the fallbacks scale must be installed: an Arial-metric one (then 'Barlow
  // Fallback' is used), else DejaVu Sans ('Barlow Fallback DejaVu'); a machine with neither skips it.
  const fallbackFamily = await page.evaluate(async () => {
    const faces: [string, string][] = [
      ['Barlow Fallback', "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans'), local('Arimo'), local('Nimbus Sans'), local('NimbusSans-Regular'), local('Roboto'), local('Roboto-Regular')"],
      ['Barlow Fallback DejaVu', "local('DejaVu Sans'), local('DejaVuSans')"],
    ];
    for (const [family, source] of faces) {
      try {
        await new FontFace('probe', source).load();
        return family;
      } catch {
        // not on this machine: the next
      }
    }
    return null;
  });
  test.skip(fallbackFamily === null, 'no Arial-metric face (Arial, Liberation Sans, Arimo, Nimbus Sans, Roboto) nor DejaVu Sans on this machine');
  // The home page asks for Barlow only after its first paint (`fonts-later`): wait until it is drawn.
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Barlow' && f.status === 'loaded')), { timeout: 10_000 })
    .toBe(true);
  const withBarlow = await widths(page);

  // The same page with the web fonts never arriving.
  consoleGuard.expectError(/Failed to load resource|ERR_FAILED|font/i);
  await page.route(/\.woff2?$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  const fallback = await widths(page);
  const used = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')));
  expect(used).toEqual(expect.arrayContaining([fallbackFamily]));
  // (Barlow's WOFF files, the older format beside the WOFF2 ones, are kept away too.)
  expect(used).not.toContain('Barlow');
  expect(Math.abs(fallback.body / withBarlow.body - 1)).toBeLessThan(0.06);
  expect(Math.abs(fallback.display / withBarlow.display - 1)).toBeLessThan(0.08);
});
