import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dialogsSettled, escapeDialog, keyDo, waitForMachine } from './scenario';
import { openSimulator } from './simulator';

/** Practice explains each mistake at once: close every explanation with "Continue". */
async function closeExplanations(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  for (let i = 0; i < 10; i++) {
    // Wait for the dialog in front to be open (or none), then continue past it.
    await expect.poll(async () => ((await dialog.count()) === 0 ? 'none' : await dialog.first().getAttribute('data-state'))).not.toBe('closed');
    if ((await dialog.count()) === 0) return;
    await dialog.getByRole('button', { name: 'Understood' }).click();
  }
}

/** Shown on screen at a readable size, not only in a 1 px live region. */
async function expectReadable(locator: Locator): Promise<void> {
  await expect(locator).toBeInViewport();
  const box = (await locator.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(16);
  expect(box.width).toBeGreaterThanOrEqual(100);
}

test('the try-out says on screen and aloud that M-101 did not start; declaring it safe is confirmed; both stay in the event log after a reload', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('preferred_language', 'en'));
  await page.goto('/cenarios/bomba-p101?semente=100023&modo=pratica&regras=osha');
  await waitForMachine(page);
  const news = page.getByTestId('scenario-announcer');
  await expect(news).toHaveAttribute('role', 'status');

  await page.getByRole('button', { name: 'Procedure sheet' }).press('Enter');
  await escapeDialog(page);
  await page.getByRole('button', { name: 'Notify affected people' }).press('Enter');
  await keyDo(page, 'stop', 'Press STOP');
  await keyDo(page, 'bucket-3', 'Switch off (position 0)');
  await closeExplanations(page);
  await keyDo(page, 'start', 'Press START (try-out)');
  await closeExplanations(page);
  // On screen (not only to screen readers), with the tag painted on the motor.
  await expect(news).toHaveText('M-101 did not start (Pump P-101 motor)');
  await expectReadable(news);

  await page.getByRole('button', { name: 'Declare it safe and start the work' }).press('Enter');
  await closeExplanations(page);
  await expect(news).toHaveText(/^Declared safe: the work can begin/);
  await expectReadable(news);

  // The event log lists both, with their times, and can be read by keyboard.
  const log = page.getByTestId('event-log');
  await log.locator('summary').press('Enter');
  const items = log.getByRole('listitem');
  await expect(log.getByRole('list')).toBeVisible();
  await expect(items.filter({ hasText: 'M-101 did not start (Pump P-101 motor)' })).toHaveCount(1);
  await expect(items.filter({ hasText: 'Declared safe: the work can begin' })).toHaveCount(1);
  await expect(items.first().locator('time')).toHaveText(/^\d{2}:\d{2}:\d{2}/);
  const before = await items.allInnerTexts();
  expect(before.length).toBeGreaterThanOrEqual(2);

  // A reload resumes the work order with the same log.
  await page.reload();
  await waitForMachine(page);
  await page.getByTestId('event-log').locator('summary').click();
  await expect(page.getByTestId('event-log').getByRole('listitem')).toHaveText(before);
});

test('the try-out that does start says so on screen too, in Portuguese', async ({ page }) => {
  await page.goto('/cenarios/bomba-p101?semente=100023&modo=pratica&regras=osha');
  await waitForMachine(page);
  await keyDo(page, 'stop', 'Apertar DESLIGA');
  await closeExplanationsPt(page);
  await keyDo(page, 'start', /Apertar LIGA/);
  await closeExplanationsPt(page);
  const news = page.getByTestId('scenario-announcer');
  await expect(news).toHaveText('M-101 deu partida! (Motor da bomba P-101)');
  await expectReadable(news);
});

async function closeExplanationsPt(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  for (let i = 0; i < 10; i++) {
    await expect.poll(async () => ((await dialog.count()) === 0 ? 'none' : await dialog.first().getAttribute('data-state'))).not.toBe('closed');
    if ((await dialog.count()) === 0) break;
    await dialog.getByRole('button', { name: 'Entendi' }).click();
  }
  // The focus back where it was before the next key (a key pressed first went to the part that
  // got the focus back, and opened no dialog: CI, 11-28).
  await dialogsSettled(page);
}

test('a notice stays while the pointer is over it or the keyboard focus is in it, and goes after its time', async ({ page }) => {
  await openSimulator(page);
  await page.clock.install();
  // "Energia desligada!": a notice of the specification's 2 s.
  await page.getByTestId('twin-handle').focus();
  await page.keyboard.press('Enter');
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  // Focus in the notice (its close button): it stays well past its time.
  await toast.getByRole('button', { name: /Fechar/ }).focus();
  await page.clock.runFor(6000);
  await expect(toast).toBeVisible();
  // Focus out: it goes after its time.
  await page.getByTestId('twin-lockpoint').focus();
  await page.clock.runFor(3000);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

  // The next notice, with the pointer over it: it stays; pointer away, it goes.
  await page.keyboard.press('Enter');
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.clock.runFor(6000);
  await expect(toast).toBeVisible();
  await page.mouse.move(5, box.y + box.height + 300);
  await page.clock.runFor(3000);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});
