import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dialogsSettled, escapeDialog, keyDo, keyPress, waitForMachine } from './scenario';
import { openSimulator } from './simulator';
import { PHONE } from './a11y';

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

  await keyPress(page, 'Procedure sheet');
  await escapeDialog(page);
  await keyPress(page, 'Notify affected people');
  await keyDo(page, 'stop', 'Press STOP');
  await keyDo(page, 'bucket-3', 'Switch off (position 0)');
  await closeExplanations(page);
  await keyDo(page, 'start', 'Press START (try-out)');
  await closeExplanations(page);
  // On screen (not only to screen readers), with the tag painted on the motor.
  await expect(news).toHaveText('M-101 did not start (Pump P-101 motor)');
  await expectReadable(news);

  await keyPress(page, 'Declare it safe and start the work');
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

/**
 * Stops the page's clock, the notices' code loaded first (React reveals a lazy component on a
 * timer): from here on, a notice goes only when the test moves the clock on.
 */
async function stopTheClock(page: Page): Promise<void> {
  // The tag before the padlock: a reminder, not a mistake.
  await page.getByTestId('twin-tray-tag').focus();
  await page.keyboard.press('Enter');
  const reminder = page.locator('[data-sonner-toast]');
  await expect(reminder).toHaveCount(1);
  await reminder.getByRole('button', { name: /Fechar/ }).click();
  await expect(reminder).toHaveCount(0);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

/** Presses a part from the keyboard; the clock on by a tick, for sonner shows a notice on a timer. */
async function pressAndShow(page: Page, part: string): Promise<void> {
  await page.getByTestId(part).focus();
  await page.keyboard.press('Enter');
  await page.clock.runFor(20);
}

/** The simulator's three notices on a stopped clock: power off, padlock on, the tag's reminder. */
async function threeNotices(page: Page): Promise<Locator> {
  await openSimulator(page);
  await stopTheClock(page);
  const toasts = page.locator('[data-sonner-toast]');
  for (const part of ['twin-handle', 'twin-lockpoint', 'twin-tray-tag']) await pressAndShow(page, part);
  await expect(toasts).toHaveCount(3);
  return toasts;
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

test('a notice under the pointer stays when the one beside it is closed, and goes once the pointer leaves', async ({ page }) => {
  await openSimulator(page);
  await stopTheClock(page);
  const toasts = page.locator('[data-sonner-toast]');
  for (const part of ['twin-handle', 'twin-lockpoint']) await pressAndShow(page, part);
  await expect(toasts).toHaveCount(2);
  // The pointer over the padlock's notice; the other one closed from the keyboard.
  await toasts.filter({ hasText: 'Cadeado aplicado!' }).hover();
  await toasts.filter({ hasText: 'Energia desligada!' }).getByRole('button', { name: /Fechar/ }).focus();
  await page.keyboard.press('Enter');
  await page.clock.runFor(500);
  await expect(toasts).toHaveCount(1);
  // Sonner folded the list with one notice left, and its timer ran under the pointer (CI, 11-29).
  await page.clock.runFor(6000);
  await expect(toasts.filter({ hasText: 'Cadeado aplicado!' })).toBeVisible();
  await page.mouse.move(5, 700);
  await page.clock.runFor(3000);
  await expect(toasts).toHaveCount(0);
});

test('a notice its own button took from under the pointer leaves the others to go after their time', async ({ page }) => {
  const toasts = await threeNotices(page);
  await toasts.filter({ hasText: 'Você precisa preencher a etiqueta!' }).hover();
  await page.getByRole('button', { name: 'Ir para Ações' }).click();
  await expect(page.getByLabel(/Motivo do bloqueio/)).toBeVisible();
  // The notice gone from the DOM before the pointer moves on: no one hears the pointer leave.
  await page.clock.runFor(500);
  await expect(toasts).toHaveCount(2);
  await page.mouse.move(5, 700);
  await page.clock.runFor(5000);
  await expect(toasts).toHaveCount(0);
});

test.describe('on a touch phone', () => {
  test.use(PHONE);

  test('a notice tapped away by its own button leaves the others to go after their time', async ({ page }) => {
    const toasts = await threeNotices(page);
    await page.getByRole('button', { name: 'Ir para Ações' }).tap();
    await expect(page.getByLabel(/Motivo do bloqueio/)).toBeVisible();
    await page.clock.runFor(500);
    await page.clock.runFor(5000);
    await expect(toasts).toHaveCount(0);
  });
});
