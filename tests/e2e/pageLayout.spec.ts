import type { Locator, Page } from '@playwright/test';
import { expectAccessible, PHONE } from './a11y';
import { expect, mainNav, test } from './fixtures';
import { sayIn, type Language } from './lang';
import { waitForMachine } from './scenario';

/** The contrast ratio (WCAG) between an element's text and the first opaque background behind it. */
async function textContrast(target: Locator): Promise<number> {
  return target.evaluate((el) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    let back: number[] = [255, 255, 255];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const [r = 0, g = 0, b = 0, a = 1] = rgb(getComputedStyle(node).backgroundColor);
      if (a > 0.5) {
        back = [r, g, b];
        break;
      }
    }
    const lum = ([r = 0, g = 0, b = 0]: number[]) => {
      const c = [r, g, b].map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    const [a, b] = [lum(rgb(getComputedStyle(el).color)), lum(back)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

test.describe('on a phone', () => {
  test.use(PHONE);

  for (const language of ['pt', 'de'] as Language[]) {
    test(`the phone menu shows the user area as a readable button, the footer links it, axe finds nothing (${language})`, async ({ page }) => {
      await page.addInitScript((code) => localStorage.setItem('preferred_language', code), language);
      const say = sayIn(language);
      await page.goto('/');
      await expect(page.locator('main h1')).toBeVisible();
      await page.getByRole('button', { name: say('Menu') }).tap();
      const drawer = page.getByRole('dialog', { name: say('Navigation menu') });
      await expect(drawer).toBeVisible();
      const userArea = drawer.getByRole('link', { name: say('User area') });
      await userArea.scrollIntoViewIfNeeded();
      await expect(userArea).toBeInViewport();
      expect(await textContrast(userArea), 'the user area button: text against its background').toBeGreaterThanOrEqual(4.5);
      await expectAccessible(page, 'with the phone menu open, scrolled to the user area');
      await userArea.tap();
      await expect(page).toHaveURL(/\/usuarios$/);

      // The footer leads there too.
      await page.goto('/');
      const footerLink = page.getByRole('contentinfo').getByRole('link', { name: say('User area') });
      await footerLink.scrollIntoViewIfNeeded();
      await footerLink.tap();
      await expect(page).toHaveURL(/\/usuarios$/);
    });
  }
});

test('on a phone a page still loading keeps the footer below the fold, so nothing jumps when it comes', async ({ page }) => {
  // The examples page's code held back until the loading frame has been looked at: with a frame of
  // half a screen the footer stood in sight and was pushed down when the page came (Lighthouse's
  // phone read a layout shift of 0.2-0.29 on the examples and knowledge pages).
  await page.setViewportSize({ width: 412, height: 823 });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/ExamplesPage-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/exemplos');
  await expect(page.locator('main .page-loading')).toBeVisible();
  const footerTop = await page.locator('footer.site-footer').evaluate((footer) => footer.getBoundingClientRect().top);
  expect(footerTop).toBeGreaterThanOrEqual(823);
  release();
  await expect(page.locator('main h1')).toHaveText('Exemplos');
});

test('the header and the Knowledge menu lead to the work orders', async ({ page }) => {
  await page.goto('/');
  const link = mainNav(page).getByRole('link', { name: 'Cenários' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/cenarios$/);
  await expect(page.locator('main h1')).toBeVisible();
  await page.goto('/conhecimento');
  await page.getByRole('banner').getByRole('button', { name: 'Conhecimento' }).click();
  const item = page.getByRole('menu').getByRole('menuitem', { name: /Cenários/ });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(/\/cenarios$/);
});

/** The list's mode and rule set as they are chosen on screen. */
async function listChoice(page: Page) {
  await expect(page.getByTestId('scenario-bomba-p101')).toBeVisible();
  return {
    assessment: await page.getByRole('radio', { name: /^Avaliação/ }).isChecked(),
    ruleSet: await page.getByTestId('rule-set').inputValue(),
  };
}

test('the list remembers the mode and the rule set chosen; a damaged saved choice falls back quietly', async ({ page }) => {
  await page.goto('/cenarios');
  expect(await listChoice(page)).toEqual({ assessment: false, ruleSet: 'nr' });
  await page.getByRole('radio', { name: /^Avaliação/ }).check();
  await page.getByTestId('rule-set').selectOption('osha');
  await page.reload();
  expect(await listChoice(page)).toEqual({ assessment: true, ruleSet: 'osha' });
  await page.getByTestId('scenario-bomba-p101').getByRole('button').click();
  await expect(page).toHaveURL(/modo=avaliacao&regras=osha$/);

  // Only the mode chosen: the rule set follows the language.
  await page.evaluate(() => localStorage.setItem('loto_scenario_choice', '{"mode":"avaliacao"}'));
  await page.goto('/cenarios');
  expect(await listChoice(page)).toEqual({ assessment: true, ruleSet: 'nr' });
  // Damaged or hand-edited: the defaults, and no error.
  for (const damaged of ['{"mode":"avalia', '{"mode":"exame","ruleSet":"iso"}', '[]', 'null', '"pratica"']) {
    await page.evaluate((text) => localStorage.setItem('loto_scenario_choice', text), damaged);
    await page.goto('/cenarios');
    expect(await listChoice(page), damaged).toEqual({ assessment: false, ruleSet: 'nr' });
  }
  await page.evaluate(() => localStorage.setItem('loto_scenario_choice', '{"mode":"avaliacao","ruleSet":"iso"}'));
  await page.goto('/cenarios');
  expect(await listChoice(page)).toEqual({ assessment: true, ruleSet: 'nr' });
});

test.describe('on a 1366x768 laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a work order started from low in the list opens at its top: its title and mode badge in sight', async ({ page }) => {
    await page.goto('/cenarios');
    const last = page.getByTestId('scenario-quadro-qd401').getByRole('button');
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await last.click();
    await waitForMachine(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('main h1')).toBeInViewport({ ratio: 1 });
    await expect(page.locator('.scenario-page__badges .badge--pratica')).toBeInViewport({ ratio: 1 });
    // Back to the list: the browser puts it back where it was (the page keeps no scroll of its own).
    await page.goBack();
    await expect(page.getByTestId('scenario-quadro-qd401')).toBeVisible();
  });
});

test.describe('a kiosk on a 1080p touch screen', () => {
  test.use({ viewport: { width: 1920, height: 1080 }, hasTouch: true });

  /** The width the user area's panels take together, and the header's (the page's) width. */
  async function spans(page: Page) {
    return page.evaluate(() => {
      const boxes = [...document.querySelectorAll('.users-layout > *, .users-layout .users-side > *')].map((e) => e.getBoundingClientRect());
      const header = document.querySelector('.site-header__inner')!;
      const pad = parseFloat(getComputedStyle(header).paddingLeft) + parseFloat(getComputedStyle(header).paddingRight);
      return {
        used: Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left)),
        page: header.getBoundingClientRect().width - pad,
        tops: boxes.map((b) => Math.round(b.top)),
      };
    });
  }

  test('the locked user area is laid out across the screen, with or without a trainee', async ({ page }) => {
    await page.goto('/usuarios');
    await page.getByTestId('kiosk-on').check();
    await page.getByTestId('kiosk-pin').fill('4821');
    await page.getByTestId('kiosk-save').click();
    await page.getByTestId('kiosk-lock').click();
    await expect(page.getByTestId('kiosk-unlock')).toBeVisible();
    // Nobody training: who trains and the instructor's PIN side by side, the page's whole width.
    let seen = await spans(page);
    expect(seen.used, 'the panels use the width of the page').toBeGreaterThanOrEqual(seen.page - 2);
    const [, trainees, unlock] = seen.tops;
    expect(trainees, 'who trains and the PIN side by side').toBe(unlock);

    await page.getByTestId('trainee-add').click();
    await page.getByTestId('trainee-name').fill('Ana Souza');
    await page.getByTestId('trainee-save').click();
    await expect(page.getByTestId('kiosk-own-only')).toBeVisible();
    seen = await spans(page);
    expect(seen.used, 'the panels and the records use the width of the page').toBeGreaterThanOrEqual(seen.page - 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920);
  });
});
