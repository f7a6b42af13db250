import { expect, test } from './fixtures';

/** The faces of Barlow every page draws its text in. */
const FACES = ['Barlow 400', 'Barlow 600', 'Barlow 700', 'Barlow Condensed 600', 'Barlow Condensed 700'];

const ROUTES = [
  { path: '/', heading: 'Controle de energias perigosas, praticado antes de ser preciso' },
  { path: '/simulador', heading: 'Simulador LOTO' },
  { path: '/desafio', heading: 'ZONA DE RISCO' },
  { path: '/conhecimento', heading: 'Conhecimento' },
  { path: '/procedimentos', heading: 'Procedimentos' },
  { path: '/exemplos', heading: 'Exemplos' },
  { path: '/usuarios', heading: 'Área do usuário' },
];

for (const route of ROUTES) {
  test(`${route.path} renders inside the layout, then in Barlow, each file fetched once`, async ({ page }) => {
    const fonts: string[] = [];
    const styles: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.woff2')) fonts.push(path);
      if (path.endsWith('.css')) styles.push(path);
    });
    await page.goto(route.path);
    // (the simulator opens with its help overlay, which hides the page from the a11y tree)
    await expect(page.locator('main h1')).toHaveText(route.heading);
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.locator('footer.site-footer')).toBeVisible();
    await expect(page.locator('footer.site-footer')).toContainText('Criado pela Equipe LOTO Trainer');
    await expect(page).toHaveTitle(/LOTO Trainer/);
    // No face is preloaded: every page paints first in local faces scaled to Barlow's widths and
    // asks for Barlow after that paint (index.html's `fonts-later`, src/main.tsx), so the faces it
    // draws with are polled for rather than read once after `document.fonts.ready` (which
    // resolves at once while nothing has been asked for yet). Each is fetched once.
    expect(await page.locator('head link[rel="preload"][as="font"]').count()).toBe(0);
    await expect
      .poll(async () => {
        const drawn = await page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family.replace(/"/g, '')} ${face.weight}`);
        });
        return FACES.filter((name) => !drawn.includes(name));
      }, { timeout: 10_000 })
      .toEqual([]);
    await expect(page.locator('html')).not.toHaveClass(/fonts-later/);
    expect(fonts.length, fonts.join(' ')).toBe(new Set(fonts).size);
    // A stylesheet the startup script preloads is the one the page's code then asks for (same
    // CORS mode), not a second download.
    expect(styles.length, styles.join(' ')).toBe(new Set(styles).size);
  });
}

test('an unknown path shows the 404 page, logs the path and leads home', async ({ page, consoleGuard }) => {
  consoleGuard.expectError(/non-existent route: \/nao-existe\/de-jeito-nenhum/);
  await page.goto('/nao-existe/de-jeito-nenhum');
  await expect(page.locator('.not-found__code')).toHaveText('404');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ops! Página não encontrada');
  await expect(page.getByRole('banner')).toBeVisible();
  expect(consoleGuard.errors.some((e) => e.includes('/nao-existe/de-jeito-nenhum'))).toBe(true);
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Controle de energias');
});

test('an HTML-laden unknown path is shown as text', async ({ page, consoleGuard }) => {
  consoleGuard.expectError(/non-existent route/);
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  await page.goto('/%3Cimg%20src=x%20onerror=alert(1)%3E');
  await expect(page.getByText('O endereço /<img src=x onerror=alert(1)> não existe ou foi movido.')).toBeVisible();
  expect(dialogs).toBe(0);
});

test('the home page leads to the simulator and to the scenarios', async ({ page }) => {
  await page.goto('/');
  const cta = page.locator('section.cta');
  await expect(cta.getByRole('link', { name: 'Abrir o simulador' })).toHaveAttribute('href', '/simulador');
  await cta.getByRole('link', { name: 'Ver os cenários' }).click();
  await expect(page).toHaveURL(/\/cenarios$/);
  await expect(page.getByTestId('scenario-prensa-ph301')).toBeVisible();
});

test('the home page loads no PixiJS or chart.js code; the scene routes load their page lazily', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((u) => /pixi|chart|SimulatorPage|ChallengePage/i.test(u))).toEqual([]);
  const bodies = await page.evaluate(async (urls) => Promise.all(urls.map(async (u) => (await fetch(u)).text())), scripts);
  // Strings that survive minification: Pixi's renderer chunk names, and chart.js's own error
  // message (our `Chart.register` call is renamed in the build, so it cannot be looked for).
  for (const body of bodies) {
    expect(body).not.toContain('WebGLRenderer');
    expect(body).not.toContain('Failed to create chart');
  }
  await page.getByRole('banner').getByRole('link', { name: 'Simulador' }).click();
  await expect(page.locator('main h1')).toHaveText('Simulador LOTO');
  await expect(page.locator('.panel-scene canvas')).toBeVisible();
  expect(scripts.some((u) => /SimulatorPage/.test(u))).toBe(true);
});

test('errors thrown in timers and handlers reach the error screen, which leads home', async ({ page, consoleGuard }) => {
  consoleGuard.expectError(/boom from a timer/);
  await page.goto('/conhecimento');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('boom from a timer');
    }, 0);
  });
  await expect(page.getByRole('heading', { name: 'Erro inesperado da aplicação' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('boom from a timer');
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Controle de energias');
});

// Pages that are not scenes paint whole at once: a loading line that their body then replaces
// moved the footer (on /inspecoes a layout shift of 0.31 on Lighthouse's phone). The web fonts are
// kept away: how far their swap moves the text depends on the local faces the machine has (with
// DejaVu alone a line can wrap otherwise), which fonts.spec checks; here only the page's own parts count.
for (const path of ['/', '/conhecimento', '/procedimentos', '/exemplos', '/usuarios', '/inspecoes', '/maquinas', '/cenarios', '/verificar']) {
  test(`${path} paints whole: nothing shifts while it loads, on a phone`, async ({ page, consoleGuard }) => {
    consoleGuard.expectError(/Failed to load resource|ERR_FAILED|font/i);
    await page.route(/\.woff2?$/, (route) => route.abort());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const shifts: { value: number; nodes: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[])
          shifts.push({ value: entry.value, nodes: entry.sources.map((source) => (source.node instanceof Element ? source.node.className : String(source.node?.nodeName))) });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('.page-loading')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveClass(/fonts-later/);
    const shifts = await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts;
    });
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0), JSON.stringify(shifts)).toBeLessThan(0.02);
  });
}
