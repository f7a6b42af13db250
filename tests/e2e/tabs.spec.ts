/**
 * Two tabs of one assessment, and a game kept across an accidental navigation (issue 22).
 */
import type { Page } from '@playwright/test';
import { answerFor, centre, closeFeedback, counters, dealtIds, openChallenge } from './challenge';
import { expect, test, useLanguage } from './fixtures';
import { beginPump, passPump, waitForMachine } from './scenario';
import { mouseDrag } from './simulator';

const PUMP = '/cenarios/bomba-p101?semente=100023&modo=avaliacao&regras=osha';

async function addTrainee(page: Page, name: string): Promise<void> {
  await page.goto('/usuarios');
  await page.getByTestId('trainee-add').click();
  await page.getByTestId('trainee-name').fill(name);
  await page.getByTestId('trainee-save').click();
  await expect(page.getByTestId('trainee')).toContainText(name);
}

test('a second tab on the same assessment gets an attempt of its own: the first tab’s fail and the second tab’s pass are both recorded', async ({ page }) => {
  test.setTimeout(240_000);
  await useLanguage(page, 'en');
  await addTrainee(page, 'Ann Smith');
  await page.goto(PUMP);
  await waitForMachine(page);
  await beginPump(page);

  // The same address in a second tab of the browser.
  const second = await page.context().newPage();
  await second.goto(PUMP);
  await waitForMachine(second);
  await expect(second.getByText('This work order was started in another tab. This tab starts an attempt of its own.')).toBeVisible();
  await expect(second.getByText('Your work was resumed where you left off.')).toHaveCount(0);

  // Tab 1 fails: it declares the pump safe before anything is locked.
  await page.getByRole('button', { name: 'Declare it safe and start the work' }).click();
  await expect(page.getByTestId('scenario-result')).toHaveAttribute('data-passed', 'false');
  // Tab 2 does the whole work order right.
  await passPump(second);
  await second.close();

  await page.goto('/usuarios');
  const rows = page.getByTestId('record-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Failed' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Passed' })).toHaveCount(1);
});

test('a finger swiping over an open dialog during the challenge goes nowhere, and the game comes back after the tab went back in its history', async ({ page }) => {
  test.setTimeout(120_000);
  await openChallenge(page, 7);
  const ids = await dealtIds(page);
  for (const id of ids.slice(0, 2)) {
    await mouseDrag(page, await centre(page, `tile-${id}`), await centre(page, `target-${answerFor(id)}`), 5);
    await closeFeedback(page, true);
  }
  const third = ids[2]!;
  await mouseDrag(page, await centre(page, `tile-${third}`), await centre(page, `target-${answerFor(third)}`), 5);
  const dialog = page.getByRole('dialog', { name: 'RESPOSTA CORRETA' });
  await expect(dialog).toBeVisible();
  const played = await counters(page);

  // Nothing under the dialog hands an overscroll to the browser's history navigation.
  expect(await page.evaluate(() => [getComputedStyle(document.documentElement).overscrollBehaviorX, getComputedStyle(document.body).overscrollBehaviorX])).toEqual(['none', 'none']);
  expect(await page.locator('.modal-overlay').evaluate((el) => [getComputedStyle(el).touchAction, getComputedStyle(el).overscrollBehaviorX])).toEqual(['none', 'none']);
  expect(await dialog.evaluate((el) => getComputedStyle(el).overscrollBehaviorX)).toBe('contain');

  // A finger swipes right across the dialog, from the left edge: the page stays.
  const box = (await dialog.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const point = (x: number) => ({ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(4)] });
  for (let i = 1; i <= 12; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(4 + i * 60)] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  expect(new URL(page.url()).pathname).toBe('/desafio');
  await expect(dialog).toBeVisible();
  await closeFeedback(page, true);
  expect(await counters(page)).toEqual(played);

  // Back in the history (out of the site) and forward again: the same deal, as it was left.
  await page.goBack();
  await page.goForward();
  await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
  expect(await counters(page)).toEqual(played);
  expect(await dealtIds(page)).toEqual(ids);
  // And a reload of the tab: still the same game.
  await page.reload();
  await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
  expect(await counters(page)).toEqual(played);
});

test('a work order in progress comes back after the tab went back in its history', async ({ page }) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  const practice = '/cenarios/bomba-p101?semente=100023&modo=pratica&regras=osha';
  await page.goto(practice);
  await waitForMachine(page);
  await beginPump(page);
  await page.goBack();
  await page.goForward();
  await waitForMachine(page);
  await expect(page.getByText('Your work was resumed where you left off.')).toBeVisible();
  // The four first steps are done: the rest of the work order passes from there.
  await passPump(page, 'Ann Smith', 4);
});
