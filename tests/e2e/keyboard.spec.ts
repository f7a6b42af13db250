import { expect, test } from './fixtures';
import { openSimulator } from './simulator';

test('the header and the Knowledge dropdown work with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // First Tab reaches the skip link, then the logo, then Home, Simulator, Desafio, Scenarios, Knowledge.
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
  await expect(nav.getByRole('link', { name: 'Cenários' })).toBeFocused();
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
  await expect(page.getByRole('banner').getByRole('link', { name: 'Área de usuario' })).toBeFocused();
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

test('a header menu pressed before its code has arrived opens once it has, from the keyboard or the mouse', async ({ page }) => {
  // The dropdowns' code loads when a pointer or the focus reaches their trigger; hold it back so
  // the press lands on the stand-in button, and check it is replayed on the real trigger.
  const releases: Record<string, () => void> = {};
  const held = Object.fromEntries(['Knowledge', 'Language'].map((name) => [name, new Promise<void>((resolve) => (releases[name] = resolve))]));
  await page.route(/\/assets\/(Knowledge|Language)Dropdown-[^/]+\.js$/, async (route) => {
    await held[/Knowledge/.test(route.request().url()) ? 'Knowledge' : 'Language'];
    await route.continue();
  });
  await page.goto('/');
  const knowledge = page.getByRole('banner').getByRole('navigation').getByRole('button', { name: 'Conhecimento' });
  await knowledge.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toHaveCount(0);
  releases.Knowledge!();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Fundamentos do LOTO/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(knowledge).toBeFocused();

  await page.getByRole('banner').getByRole('button', { name: /Escolher idioma/ }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  releases.Language!();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a focused object on a scene shows a two-tone ring that stands out on yellow, navy and white alike', async ({ page }) => {
  await openSimulator(page);
  await page.getByTestId('twin-handle').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const ring = await page.getByTestId('twin-handle').evaluate((el) => {
    const style = getComputedStyle(el);
    return { outline: style.outlineColor, width: style.outlineWidth, shadow: style.boxShadow };
  });
  // The dark band (navy, 11:1 on the yellow padlock) between two yellow ones (10:1 on the navy cabinet).
  expect(ring.outline).toBe('rgb(11, 21, 41)');
  expect(ring.width).toBe('3px');
  expect(ring.shadow).toContain('rgb(255, 194, 14)');
  // The same ring on the challenge board's tiles.
  await page.goto('/desafio?seed=3');
  await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
  const tile = page.locator('[data-testid^="tile-"]').first();
  await tile.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(tile).toBeFocused();
  expect(await tile.evaluate((el) => [getComputedStyle(el).outlineColor, getComputedStyle(el).boxShadow])).toEqual(['rgb(11, 21, 41)', expect.stringContaining('rgb(255, 194, 14)')]);
});
