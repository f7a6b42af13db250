import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { touchDrag } from './touch';

/** Waits for the drawer's slide-in to end, so its grip is where a finger would find it. */
async function settled(drawer: Locator) {
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.evaluate((el) => el.getAnimations().length)).toBe(0);
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

test('the phone header has a compact language picker and a Menu button instead of the links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Escolher idioma/ })).toContainText('PT');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Simulador' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the drawer opens by touch and closes when dragged down with a finger', async ({ page }) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.tap();
  const drawer = page.getByRole('dialog', { name: 'Menu de navegação' });
  await settled(drawer);
  for (const name of ['Início', 'Simulador', 'Desafio', 'Conhecimento']) {
    await expect(drawer.getByRole('link', { name })).toBeVisible();
  }
  await expect(drawer.getByRole('group', { name: 'Idioma' }).getByRole('button')).toHaveCount(5);
  await expect(drawer.getByRole('button', { name: 'Compartilhar' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Área do usuário' })).toBeVisible();

  // A short drag springs back; a long one closes.
  const grip = await page.getByTestId('drawer-grip').boundingBox();
  if (!grip) throw new Error('no grip');
  const start = { x: grip.x + grip.width / 2, y: grip.y + 12 };
  await touchDrag(page, start, { x: start.x, y: start.y + 30 });
  await settled(drawer);
  await touchDrag(page, start, { x: start.x, y: start.y + 320 });
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('the drawer closes by mouse drag, Escape, the close button and a link; focus stays inside', async ({ page }) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  const drawer = page.getByRole('dialog', { name: 'Menu de navegação' });

  // Mouse drag down on the grip.
  await menuButton.click();
  await settled(drawer);
  const grip = await page.getByTestId('drawer-grip').boundingBox();
  if (!grip) throw new Error('no grip');
  await page.mouse.move(grip.x + 30, grip.y + 10);
  await page.mouse.down();
  await page.mouse.move(grip.x + 30, grip.y + 300, { steps: 10 });
  await page.mouse.up();
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  // Escape.
  await menuButton.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  // Focus is trapped: many Tabs never leave the drawer.
  await menuButton.click();
  await expect(drawer).toBeVisible();
  for (let i = 0; i < 16; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }

  // Close button.
  await drawer.getByRole('button', { name: 'Fechar menu' }).click();
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  // Choosing a link navigates and closes.
  await menuButton.click();
  await drawer.getByRole('link', { name: 'Desafio' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/desafio$/);
  await expect(menuButton).toBeFocused();
});

test('the drawer language row switches language and marks the current one', async ({ page }) => {
  await page.goto('/conhecimento');
  await page.getByRole('button', { name: 'Menu' }).tap();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Français' }).tap();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(drawer.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
  await expect(drawer.getByRole('link', { name: 'Connaissances' })).toHaveAttribute('aria-current', 'page');
});
