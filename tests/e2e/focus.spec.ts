import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForMachine } from './scenario';
import { openSimulator } from './simulator';

/** What has the keyboard focus: 'body' when it fell to the page (or nothing has it). */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return 'body';
    return el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60) ?? el.tagName;
  });
}

/** Presses a key where the focus is, waits for `then` to have the focus, and checks it is not the page. */
async function press(page: Page, key: string, then: Locator): Promise<void> {
  await page.keyboard.press(key);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(then).toBeFocused();
  expect(await focused(page)).not.toBe('body');
}

/** Opens a part's actions from its twin (Enter), presses one action (Enter): focus comes back to the twin. */
async function partAction(page: Page, part: string, action: string): Promise<void> {
  const twin = page.getByTestId(`part-${part}`);
  await twin.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await focused(page)).not.toBe('body');
  await dialog.getByRole('button', { name: action, exact: true }).focus();
  await press(page, 'Enter', twin);
}

test('a whole work order by keyboard alone: after every key, focus is on the part or the next thing to do, never the page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('preferred_language', 'en'));
  await page.goto('/cenarios/bomba-p101?semente=100023&modo=pratica&regras=osha');
  await waitForMachine(page);

  const sheet = page.getByRole('button', { name: 'Procedure sheet' });
  await sheet.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sheet-sources')).toBeVisible();
  await press(page, 'Escape', sheet);
  const notify = page.getByRole('button', { name: 'Notify affected people' });
  await notify.focus();
  await press(page, 'Enter', notify);

  await partAction(page, 'stop', 'Press STOP');
  await partAction(page, 'bucket-3', 'Switch off (position 0)');
  await partAction(page, 'discharge-valve', 'Shut the valve');
  await partAction(page, 'suction-valve', 'Shut the valve');
  for (const device of ['bucket-3', 'discharge-valve', 'suction-valve']) {
    await partAction(page, device, 'Put my padlock on');
    // The tag form: typed in, sent with Enter; focus comes back to the part.
    const twin = page.getByTestId(`part-${device}`);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Hang the tag' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByLabel('Your name')).toBeVisible();
    await page.getByRole('dialog').getByLabel('Your name').focus();
    await page.keyboard.type('Ann Smith');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Bearing change');
    await press(page, 'Enter', twin);
  }
  await partAction(page, 'drain', 'Open the valve');
  await partAction(page, 'gauge', 'Read the gauge');
  const clear = page.getByRole('button', { name: 'Check no one is exposed (before the try-out)' });
  await clear.focus();
  await press(page, 'Enter', clear);
  await partAction(page, 'start', 'Press START (try-out)');

  // Declaring it safe takes its button away: focus goes to what comes next, the end of the work.
  await page.getByRole('button', { name: 'Declare it safe and start the work' }).focus();
  const workDone = page.getByRole('button', { name: 'Work done: guards back on, tools and people out' });
  await press(page, 'Enter', workDone);
  await press(page, 'Enter', page.getByRole('button', { name: 'Hand the machine back' }));
  await partAction(page, 'drain', 'Shut the valve');
  for (const device of ['bucket-3', 'discharge-valve', 'suction-valve']) {
    await partAction(page, device, 'Take my tag off');
    await partAction(page, device, 'Take my padlock off');
  }
  await notify.focus();
  await press(page, 'Enter', notify);
  await partAction(page, 'bucket-3', 'Switch on (position I)');
  await page.getByRole('button', { name: 'Hand the machine back' }).focus();
  // The result takes the place of the work order: focus goes to its title.
  await press(page, 'Enter', page.getByRole('heading', { name: 'Passed' }));
  await expect(page.getByTestId('scenario-result')).toHaveAttribute('data-passed', 'true');
});

test('a mistake explained in practice: closing the explanation gives focus back to the part, not the page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('preferred_language', 'en'));
  await page.goto('/cenarios/bomba-p101?semente=100023&modo=pratica&regras=osha');
  await waitForMachine(page);
  // Switching off under load, without the sheet read or anyone told: explained at once.
  const twin = page.getByTestId('part-bucket-3');
  await twin.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Switch off (position 0)' }).focus();
  await page.keyboard.press('Enter');
  const explain = page.locator('.explain');
  await expect(explain).toBeVisible();
  expect(await focused(page)).not.toBe('body');
  // Every explanation in turn (critical ones first), each closed with Escape.
  for (let i = 0; i < 6 && (await page.getByRole('dialog').count()) > 0; i++) {
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.querySelector('[role="dialog"]')?.getAttribute('data-state') ?? 'none')).not.toBe('closed');
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(twin).toBeFocused();
});

test('the simulator: the padlock applied by keyboard leaves focus on the next thing to do, the tag', async ({ page }) => {
  await openSimulator(page);
  await page.getByTestId('twin-handle').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('panel-scene')).toHaveAttribute('data-stage', 'power_off');
  await page.getByTestId('twin-lockpoint').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('panel-scene')).toHaveAttribute('data-stage', 'locked');
  await expect(page.getByTestId('twin-tray-tag')).toBeFocused();
  expect(await focused(page)).not.toBe('body');
});

test('the simulator: the padlock twin pressed by keyboard keeps focus off the page too', async ({ page }) => {
  await openSimulator(page);
  await page.getByTestId('twin-handle').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('panel-scene')).toHaveAttribute('data-stage', 'power_off');
  await page.getByTestId('twin-padlock').focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('panel-scene')).toHaveAttribute('data-stage', 'locked');
  await expect(page.getByTestId('twin-tray-tag')).toBeFocused();
});
