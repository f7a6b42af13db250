import { expect, test, useLanguage } from './fixtures';

const LANGUAGES = ['pt', 'en', 'es', 'fr', 'de'] as const;
const TITLES: Record<(typeof LANGUAGES)[number], string> = { pt: 'Conhecimento', en: 'Knowledge', es: 'Conocimiento', fr: 'Connaissances', de: 'Wissen' };

/** The number of pages in a PDF Chromium printed (its page objects are not compressed). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

for (const language of LANGUAGES) {
  test(`${language}: the knowledge, procedures and examples pages hold their content, each with a way to practise`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/conhecimento');
    await expect(page.locator('main h1')).toHaveText(TITLES[language]);
    const sections = page.locator('.content-section');
    await expect(sections).toHaveCount(18);
    // The table of the eleven energy types, named as the challenge names them.
    await expect(page.getByTestId('energy-table').locator('tbody tr')).toHaveCount(11);
    expect(await page.getByTestId('practice-link').count()).toBeGreaterThanOrEqual(4);
    // Each section is reachable from the contents list.
    const toc = page.locator('.content-toc a');
    await expect(toc).toHaveCount(18);
    await page.locator('.content-toc a[href="#group"]').click();
    await expect(page).toHaveURL(/#group$/);
    await expect(page.locator('#group')).toBeInViewport();
    // The drawings are drawn, not fetched.
    expect(await page.locator('.content-section svg.figure').count()).toBeGreaterThanOrEqual(8);

    await page.goto('/exemplos');
    const cases = page.getByTestId('case');
    await expect(cases.first()).toBeVisible();
    expect(await cases.count()).toBeGreaterThanOrEqual(6);
    for (const study of await cases.all()) {
      const source = study.locator('a.case__link');
      await expect(source).toHaveAttribute('href', /^https:\/\//);
      await expect(source).toHaveAttribute('target', '_blank');
      await expect(source).toHaveAttribute('rel', /noopener/);
      await expect(study.locator('.step-chip').first()).not.toBeEmpty();
      await expect(study.getByTestId('practice-link')).toHaveAttribute('href', /^\/(simulador|desafio|cenarios)/);
    }

    await page.goto('/procedimentos');
    await expect(page.getByTestId('procedure').locator('.procedure__place').first()).toBeVisible();
  });
}

test('a section links to the scene that practises it', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/conhecimento');
  await page.locator('#what').getByTestId('practice-link').click();
  await expect(page).toHaveURL(/\/simulador$/);
  await page.goto('/conhecimento');
  await page.locator('#tryout').getByTestId('practice-link').click();
  await expect(page).toHaveURL(/\/cenarios\/quadro-qd401\?/);
});

test('the content follows a language switch', async ({ page }) => {
  await useLanguage(page, 'pt');
  await page.goto('/exemplos');
  const firstTitle = page.getByTestId('case').first().locator('h2');
  const pt = await firstTitle.textContent();
  await page.getByRole('button', { name: /Escolher idioma/ }).click();
  await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
  await expect(page.locator('main h1')).toHaveText('Beispiele');
  await expect(firstTitle).not.toHaveText(pt!);
  await expect(page.getByTestId('case').first()).toContainText('Was geschah');
});

test('procedures: each rule set and kind of work, by mouse, kept in the address', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/procedimentos');
  // English starts on OSHA.
  await expect(page.getByTestId('rule-set-osha')).toHaveAttribute('aria-selected', 'true');
  const steps = () => page.locator('[role="tabpanel"]:not([hidden]) .procedure__step');
  await expect(steps().first()).toContainText('29 CFR 1910.147(d)(1)');
  await page.getByTestId('rule-set-vde').click();
  await page.getByRole('radio', { name: 'Electrical work' }).click();
  await expect(page).toHaveURL(/regras=vde&trabalho=eletrico/);
  // The five safety rules in order, each with its rule number.
  const clauses = await steps().locator('.clause:not(.clause--none)').allTextContents();
  expect(clauses).toEqual(['DIN VDE 0105-100, Regel 1', 'DIN VDE 0105-100, Regel 2', 'DIN VDE 0105-100, Regel 2', 'DIN VDE 0105-100, Regel 3', 'DIN VDE 0105-100, Regel 4', 'DIN VDE 0105-100, Regel 5']);
  await page.reload();
  await expect(page.getByTestId('rule-set-vde')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: 'Electrical work' })).toBeChecked();
});

for (const language of ['de', 'pt']) {
  test(`procedures (${language}): the checklist prints on one page for every rule set and kind of work`, async ({ page }) => {
    test.setTimeout(180_000);
    await useLanguage(page, language);
    for (const ruleSet of ['osha', 'nr', 'vde', 'rd614', 'nfc18510']) {
      for (const work of ['maquina', 'eletrico']) {
        await page.goto(`/procedimentos?regras=${ruleSet}&trabalho=${work}`);
        await expect(page.getByTestId('procedure')).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
        expect(pageCount(pdf), `${language} ${ruleSet} ${work}`).toBe(1);
      }
    }
    // What prints is the checklist alone: blanks to fill in and a box per step, no site chrome.
    await page.emulateMedia({ media: 'print' });
    const checklist = page.getByTestId('checklist');
    await expect(checklist).toBeVisible();
    await expect(checklist).toContainText(language === 'pt' ? 'Lista de verificação de bloqueio' : 'Checkliste Freischalten und Sichern');
    await expect(checklist).toContainText('NF C18-510 (VAT)');
    expect(await checklist.locator('.checklist__tick').count()).toBe(await page.locator('[role="tabpanel"]:not([hidden]) .procedure__step').count());
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.getByTestId('procedure')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(checklist).toBeHidden();
  });
}

test('a page whose text cannot load says so, and its retry brings it', async ({ page, consoleGuard }) => {
  consoleGuard.expectError(/Failed to fetch|net::ERR_FAILED|Could not load/);
  await useLanguage(page, 'en');
  await page.goto('/');
  // The chunk of locales/knowledge/en.json is the only one exporting sections and energies.
  let block = true;
  await page.route('**/assets/*.js', async (route) => {
    if (!block) return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    if (/\bsections:\w+,energies:/.test(body)) return route.abort();
    return route.fulfill({ response, body });
  });
  await page.locator('header').getByRole('button', { name: 'Knowledge' }).click();
  await page.locator('.menu--knowledge a[href="/conhecimento"]').click();
  await expect(page.getByRole('alert')).toContainText('could not be loaded');
  block = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.content-section').first()).toBeVisible();
});
