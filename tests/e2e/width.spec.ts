import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LANGUAGES, sayIn } from './lang';
import { escapeDialog, keyDo, passPump, waitForMachine } from './scenario';

/** Phones in portrait, held as a trainee holds them. */
const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
];

/**
 * Nothing wider than the screen: the page does not scroll sideways, and every open dialog lies
 * inside the viewport with nothing in it scrolling sideways either.
 */
async function fits(page: Page, where: string): Promise<void> {
  const seen = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    dialogs: [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map((d) => {
      const box = d.getBoundingClientRect();
      return { left: Math.round(box.left), over: Math.round(box.right - window.innerWidth), scroll: d.scrollWidth - d.clientWidth };
    }),
  }));
  expect.soft(seen.page, `${where}: the page is ${seen.page}px wider than the screen`).toBeLessThanOrEqual(0);
  for (const d of seen.dialogs) {
    expect.soft(d.left, `${where}: a dialog starts ${-d.left}px left of the screen`).toBeGreaterThanOrEqual(0);
    expect.soft(d.over, `${where}: a dialog ends ${d.over}px right of the screen`).toBeLessThanOrEqual(0);
    expect.soft(d.scroll, `${where}: a dialog scrolls sideways by ${d.scroll}px`).toBeLessThanOrEqual(0);
  }
}

for (const viewport of PHONES) {
  for (const language of LANGUAGES) {
    test(`a whole work order on a ${viewport.width}px phone in ${language} never grows wider than the screen`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true, deviceScaleFactor: 2, locale: language });
      await context.addInitScript((code) => localStorage.setItem('preferred_language', code), language);
      const page = await context.newPage();
      const say = sayIn(language);
      const how = { say, check: (where: string) => fits(page, `${language} ${viewport.width}px, ${where}`) };

      await page.goto('/cenarios');
      await expect(page.locator('main h1')).toBeVisible();
      await fits(page, 'the list');
      await page.goto('/cenarios/bomba-p101?semente=100023&modo=pratica&regras=osha');
      await waitForMachine(page);
      await how.check('start');

      // A mistake (a padlock on the STOP button) and its explanation, then undone.
      await keyDo(page, 'stop', 'Put my padlock on', how);
      const explain = page.getByRole('dialog');
      await expect(explain.getByRole('button', { name: say('Undo') })).toBeVisible();
      await how.check('mistake explained');
      await explain.getByRole('button', { name: say('Undo') }).press('Enter');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The tester, opened and closed.
      await page.getByRole('button', { name: say('Voltage tester') }).press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await how.check('tester');
      await escapeDialog(page);

      await passPump(page, 'Ana Müller-Lüdenscheidt', 0, how);
      await context.close();
    });
  }
}

/** The words in `selector` that the browser split across two lines (at no hyphen of their own). */
async function splitWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((root) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node as Text).data;
      // Visually hidden text (a table's header kept for screen readers) is on no line at all.
      if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
      // A word ends at a space, or just after a hyphen or dash it carries (V-101 may break there).
      for (const match of text.matchAll(/[^\s\-–‑]+[-–]?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
}

for (const language of LANGUAGES) {
  test(`the energy tables keep whole words on a 360px phone in ${language}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, locale: language });
    await context.addInitScript((code) => localStorage.setItem('preferred_language', code), language);
    const page = await context.newPage();
    await page.goto('/conhecimento');
    await expect(page.getByTestId('energy-table')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect.soft(await splitWords(page, '[data-testid="energy-table"]'), 'Knowledge: the energy table').toEqual([]);
    await fits(page, `${language} Knowledge`);
    const say = sayIn(language);
    for (const machine of ['bomba-p101', 'bomba-p101-motor', 'transportador-c201', 'prensa-ph301', 'quadro-qd401']) {
      await page.goto(`/cenarios/${machine}?semente=100023&modo=pratica&regras=osha`);
      await page.getByRole('button', { name: say('Procedure sheet') }).tap();
      await expect(page.getByTestId('sheet-sources')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect.soft(await splitWords(page, '[data-testid="sheet-sources"]'), `${machine}: the procedure sheet's energies`).toEqual([]);
      await fits(page, `${language} ${machine} sheet`);
    }
    await context.close();
  });
}
