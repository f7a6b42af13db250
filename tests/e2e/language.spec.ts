import { expect, mainNav, test, useLanguage } from './fixtures';
import { dealtIds, openChallenge } from './challenge';
import { openSimulator } from './simulator';

test('switching language updates text and <html lang> and survives a reload', async ({ page }) => {
  await page.goto('/desafio');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await page.getByRole('button', { name: /Escolher idioma/ }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Simulator' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: /Sprache wählen/ })).toContainText('Deutsch');
  expect(await page.evaluate(() => localStorage.getItem('preferred_language'))).toBe('de');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: 'Teilen' })).toBeVisible();
});

test('every language can be chosen from the picker, each with its flag and own name', async ({ page }) => {
  await page.goto('/');
  const expectations = [
    { name: 'English', share: 'Share' },
    { name: 'Español', share: 'Compartir' },
    { name: 'Français', share: 'Partager' },
    { name: 'Deutsch', share: 'Teilen' },
    { name: 'Português', share: 'Compartilhar' },
  ];
  for (const { name, share } of expectations) {
    await page.getByRole('banner').getByRole('button', { name: /idioma|language|idioma|langue|Sprache/i }).click();
    const item = page.getByRole('menuitemradio', { name });
    await expect(item.locator('img.flag')).toHaveAttribute('src', /\.svg$/);
    await item.click();
    await expect(page.getByRole('banner').getByRole('button', { name: share })).toBeVisible();
  }
});

test.describe('browser language at start-up', () => {
  test.use({ locale: 'de-AT' });
  test('a de-AT browser with nothing saved opens in German', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(mainNav(page).getByRole('link', { name: 'Start' })).toHaveAttribute('aria-current', 'page');
  });

  test('its German texts are asked for by the page itself, beside its scripts, and fetched once', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/assets\/de-[\w-]+\.js$/.test(path)) fetched.push(path);
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const preloaded = await page.locator('head link[rel="modulepreload"][href^="/assets/de-"]').getAttribute('href');
    expect(fetched).toEqual([preloaded]);
  });
});

test.describe('browser language de-DE', () => {
  test.use({ locale: 'de-DE' });
  test('opens in German', async ({ page }) => {
    await page.goto('/conhecimento');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wissen');
  });
});

test.describe('unsupported browser language', () => {
  test.use({ locale: 'ja-JP' });
  test('falls back to Portuguese', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  });
});

test('a saved language wins over the browser language', async ({ page }) => {
  await useLanguage(page, 'fr');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Partager' })).toBeVisible();
});

test.describe('corrupt saved language', () => {
  test.use({ locale: 'es-MX' });
  test('is ignored and replaced on the next choice', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('preferred_language', '{"lang":"xx"}<script>');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('button', { name: /Elegir idioma/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('preferred_language'))).toBe('en');
  });
});

test('storage that throws leaves the site working, just without memory', async ({ page }) => {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: fail, configurable: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /Escolher idioma/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hazardous energy control');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});

test('screen-reader announcements follow a language switch, in the simulator and the challenge', async ({ page }) => {
  await openSimulator(page);
  await page.getByTestId('twin-handle').press('Enter');
  const announcer = page.getByTestId('announcer');
  await expect(announcer).toHaveText('Energia desligada. Etapa 2: aplique o cadeado.');
  await page.getByRole('button', { name: /Escolher idioma/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(announcer).toHaveText('Power off. Step 2: apply the padlock.');

  await openChallenge(page, 3);
  const [first] = await dealtIds(page);
  await page.getByTestId(`tile-${first}`).focus();
  await page.keyboard.press('Enter');
  const said = page.getByTestId('challenge-announcer');
  await expect(said).toContainText('selected');
  const english = await said.textContent();
  await page.getByRole('button', { name: /Choose language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(said).not.toHaveText(english!);
  await expect(said).toContainText('ausgewählt');
});
