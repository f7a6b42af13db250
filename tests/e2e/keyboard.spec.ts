import { expect, test } from './fixtures';

test('the header and the Knowledge dropdown work with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // First Tab reaches the skip link, then the logo, then Home, Simulator, Desafio, Knowledge.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'LOTO Trainer, página inicial' })).toBeFocused();
  const nav = page.getByRole('banner').getByRole('navigation');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Início' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Simulador' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Desafio' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/desafio$/);
  await expect(nav.getByRole('link', { name: 'Desafio' })).toHaveAttribute('aria-current', 'page');

  await page.keyboard.press('Tab');
  const trigger = nav.getByRole('button', { name: 'Conhecimento' });
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Fundamentos do LOTO/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: /Procedimentos/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: /Exemplos/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/exemplos$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exemplos');
  await expect(trigger).toHaveClass(/nav-link--current/);

  // Escape closes the menu and gives focus back to its trigger.
  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  // The language menu: open, move, choose.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /Escolher idioma/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'Português' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'Español' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Compartir' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Área de usuario' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/usuarios$/);
});

test('the skip link moves focus to the page content', async ({ page }) => {
  await page.goto('/conhecimento');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});
