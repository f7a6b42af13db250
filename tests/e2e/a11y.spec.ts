import type { Locator, Page } from '@playwright/test';
import { armReleaseCheck, awayOnRelease, expectAccessible, expectNoHorizontalScroll, longestMotion, PHONE, sceneFramesDuring, shot, watchScene } from './a11y';
import { answerFor, centre, dealtIds, dropByKeyboard, openChallenge } from './challenge';
import { expect, test } from './fixtures';
import { aimAt, centreOf, mouseDrag, returnToSimulator, stageOf, waitForScene } from './simulator';
import { touchDrag } from './touch';

const INFO_PAGES = ['/conhecimento', '/procedimentos', '/exemplos', '/usuarios'];

/** A tap on a phone, a click elsewhere, at a point on screen. */
async function press(page: Page, point: { x: number; y: number }): Promise<void> {
  if (test.info().project.use.isMobile || page.viewportSize()!.width < 500) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

/** A finger drag on a phone, a mouse drag elsewhere. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  if (page.viewportSize()!.width < 500) await touchDrag(page, from, to, 8);
  else await mouseDrag(page, from, to, 8);
}

/**
 * Keeps the newest toast on screen (sonner pauses its timers while the pointer is over it), and
 * waits until the hold has taken (the list is expanded): a scan begun before it could outlast the
 * notice's three seconds on a busy machine, and the notice would go from under the next step.
 */
async function holdToast(page: Page, text: string | RegExp) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await expect(toast).toBeVisible();
  await expect(async () => {
    await toast.hover({ timeout: 1_000 });
    await expect(toast).toHaveAttribute('data-expanded', 'true', { timeout: 500 });
  }, `the notice "${String(text)}" is held while the pointer is over it`).toPass({ timeout: 10_000 });
  return toast;
}

for (const device of ['desktop', 'phone'] as const) {
  test.describe(`axe on ${device}`, () => {
    if (device === 'phone') test.use(PHONE);
    const phone = device === 'phone';

    test('the scenarios: the list, a crew work order with its lockbox, its procedure sheet and a part’s actions', async ({ page }) => {
      await page.goto('/cenarios');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, 'on /cenarios');
      await page.goto('/cenarios/prensa-ph301?semente=100000&modo=pratica&regras=nr');
      await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
      await expect(page.getByTestId('lockbox')).toBeVisible();
      await expectAccessible(page, 'on the press work order');
      await page.getByRole('button', { name: 'Ficha do procedimento' }).click();
      await expect(page.getByTestId('sheet-crew')).toBeVisible();
      await expectAccessible(page, 'with the procedure sheet open');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByTestId('part-main-switch').press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'with a part’s actions open');
    });

    test('every route, the header menus, the 404 page and the error screen', async ({ page, consoleGuard }) => {
      consoleGuard.expectError(/non-existent route/);
      consoleGuard.expectError(/a11y audit: thrown on purpose/);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, 'on /');

      if (phone) {
        await page.getByRole('button', { name: /Escolher idioma/ }).tap();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectAccessible(page, 'with the language menu open');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Menu' }).tap();
        await expect(page.getByRole('dialog', { name: 'Menu de navegação' })).toBeVisible();
        await expectAccessible(page, 'with the phone drawer open');
        await page.getByRole('button', { name: 'Fechar menu' }).tap();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      } else {
        await page.getByRole('banner').getByRole('button', { name: /Escolher idioma/ }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectAccessible(page, 'with the language menu open');
        await page.keyboard.press('Escape');
        await page.getByRole('banner').getByRole('button', { name: 'Conhecimento' }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectAccessible(page, 'with the Knowledge menu open');
        await page.keyboard.press('Escape');
      }

      for (const path of [...INFO_PAGES, '/rota-inexistente']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page, `on ${path}`);
      }

      await page.goto('/desafio?seed=3');
      await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
      await expectAccessible(page, 'on /desafio');

      // An error thrown from a timer replaces everything with the error screen.
      await page.evaluate(() => setTimeout(() => { throw new Error('a11y audit: thrown on purpose'); }));
      await expect(page.getByRole('alert')).toBeVisible();
      await expectAccessible(page, 'on the error screen');
    });

    test('the simulator with each of its dialogs, tabs and notices', async ({ page }) => {
      test.setTimeout(240_000);
      await page.goto('/simulador');
      await expect(page.getByRole('dialog', { name: 'Como jogar' })).toBeVisible();
      await expectAccessible(page, 'with the help overlay open');
      await page.getByRole('button', { name: 'Entendi' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The intro modal appears on a return visit (the overlay is then not shown).
      await returnToSimulator(page);
      await expect(page.getByRole('dialog', { name: /CCM/ })).toBeVisible();
      await expectAccessible(page, 'with the intro modal open');
      await page.getByRole('button', { name: 'Entendi' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await waitForScene(page);
      await expectAccessible(page, 'on /simulador (Steps tab)');

      // Out of order: the padlock before the power is off.
      await page.getByTestId('panel-scene').scrollIntoViewIfNeeded();
      await drag(page, await centreOf(page, 'twin-padlock'), await centreOf(page, 'twin-lockpoint'));
      await expect(page.getByTestId('error-count')).toHaveText('Erros de sequência: 1');
      await holdToast(page, 'Erro: sequência incorreta');
      await expectAccessible(page, 'with the out-of-order notice', { toast: true });

      // The Help tab and the Help dialog with each of its tabs.
      await page.getByRole('tab', { name: 'Ajuda' }).click();
      await expectAccessible(page, 'on the Help tab');
      await page.getByRole('button', { name: 'Abrir ajuda completa' }).click();
      const help = page.getByRole('dialog', { name: 'Ajuda' });
      for (const tab of ['Como jogar', 'Como aplicar o LOTO', 'O que é LOTO']) {
        await help.getByRole('tab', { name: tab }).click();
        await expect(help.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await expectAccessible(page, `in the Help dialog, ${tab}`);
      }
      await help.getByRole('button', { name: 'Fechar' }).click();
      await expect(help).toBeHidden();

      // In order now: lever, padlock, tag.
      await page.getByRole('tab', { name: 'Etapas' }).click();
      await page.getByTestId('panel-scene').scrollIntoViewIfNeeded();
      await press(page, await centreOf(page, 'twin-handle'));
      await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');
      await drag(page, await centreOf(page, 'twin-padlock'), await centreOf(page, 'twin-lockpoint'));
      await expect(stageOf(page)).toHaveAttribute('data-stage', 'locked');
      await press(page, await centreOf(page, 'twin-tray-tag'));
      const fillTag = await holdToast(page, 'Você precisa preencher a etiqueta!');
      await expectAccessible(page, 'with the fill-in-the-tag notice and its button', { toast: true });
      await expect(fillTag, 'the held notice outlasts the scan').toHaveAttribute('data-expanded', 'true');
      await fillTag.getByRole('button', { name: 'Ir para Ações' }).click();
      await expect(page.getByLabel(/Motivo do bloqueio/)).toBeVisible();
      await expectAccessible(page, 'with the empty tag form');
      await page.getByLabel(/Motivo do bloqueio/).fill('Troca do rolamento');
      await page.getByRole('button', { name: 'Aplicar etiqueta' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirmar a etiqueta' });
      await expect(confirm).toBeVisible();
      await expectAccessible(page, 'with the tag confirmation dialog open');
      await confirm.getByRole('button', { name: 'Confirmar e pendurar' }).click();
      await expect(stageOf(page)).toHaveAttribute('data-stage', 'tagged');
      // The delayed hint to go on to the Steps tab (followed, so it does not land mid-check).
      await page.getByRole('button', { name: 'Ir para Etapas' }).click();
      await expect(page.getByRole('tab', { name: 'Etapas' })).toHaveAttribute('aria-selected', 'true');

      await press(page, await aimAt(page, 'twin-hung-tag'));
      await expect(page.getByRole('dialog', { name: 'Etiqueta de bloqueio' })).toBeVisible();
      await expectAccessible(page, 'with the hung tag open');
      await page.getByRole('button', { name: 'Fechar', exact: true }).click();

      await page.getByRole('button', { name: 'TESTAR' }).click();
      await expect(page.getByRole('dialog', { name: 'Bloqueio e etiquetagem aplicados' })).toBeVisible();
      await expectAccessible(page, 'with the test dialog open');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByRole('dialog', { name: 'Procedimento concluído!' })).toBeVisible();
      await expectAccessible(page, 'with the completion dialog open');
      await page.getByRole('button', { name: 'Fechar', exact: true }).click();
      await page.getByRole('tab', { name: 'Ações' }).click();
      await expect(page.getByRole('heading', { name: 'Procedimento concluído' })).toBeVisible();
      await expectAccessible(page, 'on the completed Actions tab');
    });

    test('the challenge: wrong and right feedback, the completion dialog with its chart, a notice', async ({ page }) => {
      test.setTimeout(180_000);
      await openChallenge(page, 3);
      const ids = await dealtIds(page);
      await drag(page, await centre(page, `tile-${ids[0]}`), await centre(page, 'target-4'));
      await expect(page.getByRole('dialog', { name: 'RESPOSTA INCORRETA' })).toBeVisible();
      await expectAccessible(page, 'with the wrong-answer feedback open');
      await page.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      if (!phone) {
        const target = await centre(page, 'target-1');
        await page.mouse.move(target.x, target.y);
        await expect(page.getByRole('tooltip')).toBeVisible();
        await expectAccessible(page, 'with a target tooltip');
        await page.mouse.move(0, 0);
        await expect(page.getByRole('tooltip')).toHaveCount(0);
      }

      // The rest by keyboard: pick a tile, arrow to its energy, drop, continue.
      // (closing a feedback hands focus to the next hazard still to place)
      for (const [n, id] of ids.entries()) {
        await dropByKeyboard(page, id);
        if (n === 0) await expectAccessible(page, 'with the right-answer feedback open');
        if (n === ids.length - 1) break;
        await page.keyboard.press('Enter');
        await expect(page.getByRole('dialog', { name: 'RESPOSTA CORRETA' })).toHaveCount(0);
      }
      const done = page.getByRole('dialog', { name: 'Parabéns! Desafio Concluído!' });
      await expect(done).toBeVisible();
      await expect(done.getByTestId('result-chart')).toBeVisible();
      await expectAccessible(page, 'with the completion dialog and its chart open');
      await done.getByRole('button', { name: 'JOGAR NOVAMENTE' }).click();
      await holdToast(page, 'Jogo reiniciado com novos riscos!');
      await expectAccessible(page, 'with the new-game notice', { toast: true });
    });
  });
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the simulator: no eased returns, no bouncing hint, no CSS animations or transitions', async ({ page }) => {
    await watchScene(page);
    await page.goto('/simulador');
    await expect(page.getByRole('dialog', { name: 'Como jogar' })).toBeVisible();
    expect.soft(await longestMotion(page, '.modal, .modal-overlay, .button')).toBeLessThan(1);
    await page.getByRole('button', { name: 'Entendi' }).click();
    await waitForScene(page);
    await expect(page.getByTestId('actions-dot')).toBeVisible();
    expect.soft(await longestMotion(page, '.pulse-dot, .side-panel__tab, .inventory__item')).toBeLessThan(1);

    // The lever pulled a little and let go snaps back to ON instead of swinging back.
    const handle = await centreOf(page, 'twin-handle');
    await armReleaseCheck(page);
    await mouseDrag(page, { x: handle.x + 10, y: handle.y - 30 }, { x: handle.x + 10, y: handle.y - 12 }, 6);
    expect.soft(await awayOnRelease(page), 'the lever on release').toBeLessThan(0.01);
    await expect(stageOf(page)).toHaveAttribute('data-stage', 'initial');

    // The padlock refused (power still on) is back home at once, not sliding.
    await armReleaseCheck(page);
    await mouseDrag(page, await centreOf(page, 'twin-padlock'), await centreOf(page, 'twin-lockpoint'), 6);
    expect.soft(await awayOnRelease(page), 'the padlock on release').toBeLessThan(0.01);
    await expect(page.getByTestId('error-count')).toHaveText('Erros de sequência: 1');
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    expect.soft(await longestMotion(page, '[data-sonner-toast], [data-sonner-toast] > *')).toBeLessThan(1);

    // Power off: the "drag padlock here" hint does not bounce, so the scene stops drawing.
    await page.mouse.click(handle.x, handle.y);
    await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');
    await page.waitForFunction(() => !window.__sceneApp!.ticker.started);
    expect.soft(await sceneFramesDuring(page), 'scene frames while waiting for the padlock').toBe(0);
  });

  test('the challenge: a wrong drop puts the tile back at once', async ({ page }) => {
    await watchScene(page);
    await openChallenge(page, 3);
    const ids = await dealtIds(page);
    await armReleaseCheck(page);
    await mouseDrag(page, await centre(page, `tile-${ids[0]}`), await centre(page, 'target-4'), 6);
    await expect(page.getByRole('dialog', { name: 'RESPOSTA INCORRETA' })).toBeVisible();
    expect.soft(await awayOnRelease(page), 'the tile on release').toBeLessThan(0.01);
    expect.soft(await longestMotion(page, '.modal, .modal-overlay')).toBeLessThan(1);
  });
});

test.describe('at 200% zoom (a 1280x800 window shows 640x400 CSS pixels)', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  test('every page and the phone menu fit the width', async ({ page, consoleGuard }) => {
    consoleGuard.expectError(/non-existent route/);
    for (const path of ['/', ...INFO_PAGES, '/desafio', '/rota-inexistente']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await expectNoHorizontalScroll(page, path);
      await shot(page, `zoom${path === '/' ? '-home' : path.replace('/', '-')}`);
    }
    await page.getByRole('button', { name: /Escolher idioma/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoHorizontalScroll(page, 'language menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu de navegação' });
    await expect(drawer).toBeVisible();
    await expectNoHorizontalScroll(page, 'phone drawer');
    await shot(page, 'zoom-drawer');
    const link = drawer.getByRole('link', { name: 'Área do usuário' });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport();
    await link.click();
    await expect(page).toHaveURL(/\/usuarios$/);
  });

  test('the simulator: every dialog can be read and closed, the procedure can be done', async ({ page }) => {
    await page.goto('/simulador');
    await expect(page.getByRole('dialog', { name: 'Como jogar' })).toBeVisible();
    await expectNoHorizontalScroll(page, 'help overlay');
    await shot(page, 'zoom-sim-help-overlay');
    await reach(page.getByRole('button', { name: 'Entendi' })).then((b) => b.click());
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await returnToSimulator(page);
    await expect(page.getByRole('dialog', { name: /CCM/ })).toBeVisible();
    await expectNoHorizontalScroll(page, 'intro modal');
    await shot(page, 'zoom-sim-intro');
    await reach(page.getByRole('button', { name: 'Entendi' })).then((b) => b.click());
    await waitForScene(page);
    await expectNoHorizontalScroll(page, '/simulador');

    // The lever switched off, the padlock dragged on, by mouse.
    await page.getByTestId('panel-scene').scrollIntoViewIfNeeded();
    await shot(page, 'zoom-sim-scene');
    await page.getByTestId('twin-handle').scrollIntoViewIfNeeded();
    const handle = await centreOf(page, 'twin-handle');
    await page.mouse.click(handle.x, handle.y);
    await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');
    await mouseDrag(page, await centreOf(page, 'twin-padlock'), await centreOf(page, 'twin-lockpoint'));
    await expect(stageOf(page)).toHaveAttribute('data-stage', 'locked');

    await page.getByTestId('inventory-tag').scrollIntoViewIfNeeded();
    await page.getByTestId('inventory-tag').click();
    await reach(page.getByRole('tab', { name: 'Ações' })).then((b) => b.click());
    await page.getByLabel(/Motivo do bloqueio/).fill('Troca do rolamento');
    await expectNoHorizontalScroll(page, 'tag form');
    await reach(page.getByRole('button', { name: 'Aplicar etiqueta' })).then((b) => b.click());
    await expect(page.getByRole('dialog', { name: 'Confirmar a etiqueta' })).toBeVisible();
    await expectNoHorizontalScroll(page, 'tag confirmation');
    await shot(page, 'zoom-sim-confirm');
    await reach(page.getByRole('button', { name: 'Confirmar e pendurar' })).then((b) => b.click());
    await expect(stageOf(page)).toHaveAttribute('data-stage', 'tagged');
    // The closed dialog hands the focus on (to the Steps tab) in a timer: let it run first.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 30)));

    await reach(page.getByRole('tab', { name: 'Ajuda' })).then((b) => b.click());
    await reach(page.getByRole('button', { name: 'Abrir ajuda completa' })).then((b) => b.click());
    const help = page.getByRole('dialog', { name: 'Ajuda' });
    for (const tab of ['Como jogar', 'Como aplicar o LOTO', 'O que é LOTO']) {
      await (await reach(help.getByRole('tab', { name: tab }))).click();
      await expectNoHorizontalScroll(page, `Help dialog, ${tab}`);
    }
    await shot(page, 'zoom-sim-help-dialog');
    await reach(help.getByRole('button', { name: 'Fechar' })).then((b) => b.click());
    await expect(help).toBeHidden();

    await reach(page.getByRole('tab', { name: 'Etapas' })).then((b) => b.click());
    await reach(page.getByRole('button', { name: 'TESTAR' })).then((b) => b.click());
    await expect(page.getByRole('dialog', { name: 'Bloqueio e etiquetagem aplicados' })).toBeVisible();
    await expectNoHorizontalScroll(page, 'test dialog');
    await shot(page, 'zoom-sim-test');
    await reach(page.getByRole('button', { name: 'Continuar' })).then((b) => b.click());
    const done = page.getByRole('dialog', { name: 'Procedimento concluído!' });
    await expect(done).toBeVisible();
    await expectNoHorizontalScroll(page, 'completion dialog');
    await shot(page, 'zoom-sim-complete');
    await reach(done.getByRole('button', { name: 'Reiniciar atividade' })).then((b) => b.click());
    await expect(stageOf(page)).toHaveAttribute('data-stage', 'initial');
  });

  test('the challenge: tap-tap play, the feedback and completion dialogs can be read and closed', async ({ page }) => {
    test.setTimeout(180_000);
    await openChallenge(page, 3);
    await expectNoHorizontalScroll(page, '/desafio');
    await shot(page, 'zoom-challenge-board');
    const ids = await dealtIds(page);
    for (const [n, id] of ids.entries()) {
      const wrong = n === 0;
      await clickCentre(page, page.getByTestId(`tile-${id}`));
      await expect(page.getByTestId(`tile-${id}`)).toHaveAttribute('aria-pressed', 'true');
      await clickCentre(page, page.getByTestId(`target-${wrong ? 4 : answerFor(id)}`));
      // (the last match opens the result instead of a feedback)
      if (n === ids.length - 1) break;
      const feedback = page.getByRole('dialog', { name: wrong ? 'RESPOSTA INCORRETA' : 'RESPOSTA CORRETA' });
      await expect(feedback).toBeVisible();
      // The target's tooltip (the pointer rests on it) does not stay on top of the dialog.
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      if (n < 2) {
        await expectNoHorizontalScroll(page, 'quiz feedback');
        await shot(page, `zoom-challenge-feedback-${wrong ? 'wrong' : 'right'}`);
      }
      await reach(feedback.getByRole('button', { name: wrong ? 'Tentar novamente' : 'Continuar' })).then((x) => x.click());
      if (wrong) {
        // The same tile again, this time to its energy.
        await clickCentre(page, page.getByTestId(`tile-${id}`));
        await clickCentre(page, page.getByTestId(`target-${answerFor(id)}`));
        await reach(page.getByRole('button', { name: 'Continuar' })).then((x) => x.click());
      }
    }
    const done = page.getByRole('dialog', { name: 'Parabéns! Desafio Concluído!' });
    await expect(done).toBeVisible();
    await expect(done.getByTestId('result-chart')).toBeVisible();
    // The pointer crossing the dialog over the board beneath opens no tooltip on top of it.
    await page.mouse.move(20, 20);
    await page.mouse.move(620, 380, { steps: 12 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expectNoHorizontalScroll(page, 'challenge completion');
    await shot(page, 'zoom-challenge-complete');
    await reach(done.getByTestId('result-wrong'));
    await reach(done.getByRole('button', { name: 'JOGAR NOVAMENTE' })).then((x) => x.click());
    await expect(done).toBeHidden();
  });
});

/** Scrolls (the page or a dialog) until the control is on screen, and checks it is. */
async function reach(locator: Locator): Promise<Locator> {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeInViewport({ ratio: 1 });
  return locator;
}

/** A click where a trainee aims at a canvas object: the middle of its accessible twin, on screen. */
async function clickCentre(page: Page, twin: Locator): Promise<void> {
  const box = (await (await reach(twin)).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
