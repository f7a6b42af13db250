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

test('the machines page’s search box is as wide in any face, so its list stays put when Barlow arrives', async ({ page, consoleGuard }) => {
  // On a 412 px phone the input's default width (twenty characters of the face in use) set the
  // search beside its heading in the fallback face and below it in Barlow: the list moved 50 px.
  await page.setViewportSize({ width: 412, height: 823 });
  /** The search box's width and the list's top once the page has swapped its faces (Barlow, or the fallback where Barlow never came). */
  const layout = async (barlow: boolean) => {
    await page.goto('/maquinas');
    await expect(page.getByTestId('library-search')).toBeVisible();
    await expect.poll(() => page.evaluate(() => !document.documentElement.classList.contains('fonts-later'))).toBe(true);
    expect(await page.evaluate(() => [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Barlow' && f.status === 'loaded'))).toBe(barlow);
    return page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      return { search: Math.round(box('.library__search').width), list: Math.round(box('.library__empty').top) };
    });
  };
  const withBarlow = await layout(true);
  consoleGuard.expectError(/Failed to load resource|ERR_FAILED|font/i);
  await page.route(/\.woff2?$/, (route) => route.abort());
  expect(await layout(false)).toEqual(withBarlow);
});
