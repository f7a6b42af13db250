import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { aimAt, centreOf, lockByClicks, lockWithOneMistake, mouseDrag, openSimulator, returnToSimulator, stageOf, waitForScene } from './simulator';
import { sceneIdle } from './sceneApp';
import { touchDrag } from './touch';

test('a whole procedure with the mouse: lever, padlock drag, tag form, dialogs, test, restart', async ({ page }) => {
  await openSimulator(page);
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'initial');
  await expect(page.getByTestId('error-count')).toHaveText('Erros de sequência: 0');

  // Step 1: click the lever on the canvas.
  const handle = await centreOf(page, 'twin-handle');
  await page.mouse.click(handle.x, handle.y);
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');
  await expect(page.getByText('Energia desligada!')).toBeVisible();

  // Step 2: drag the padlock from the tray onto the lockout point.
  await mouseDrag(page, await centreOf(page, 'twin-padlock'), await centreOf(page, 'twin-lockpoint'));
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'locked');
  await expect(page.getByText('Cadeado aplicado corretamente: a energia está bloqueada.')).toBeVisible();

  // Step 3: select the tag; the notice's button opens Actions.
  await page.getByTestId('inventory-tag').click();
  await expect(page.getByText('Você precisa preencher a etiqueta!')).toBeVisible();
  await page.getByRole('button', { name: 'Ir para Ações' }).click();
  await expect(page.getByRole('tab', { name: 'Ações' })).toHaveAttribute('aria-selected', 'true');
  const apply = page.getByRole('button', { name: 'Aplicar etiqueta' });
  await expect(apply).toBeDisabled();
  await page.getByLabel(/Motivo do bloqueio/).fill('Troca do rolamento do motor M-101');
  await page.getByLabel(/Número da permissão/).fill('PT-2026-0153');
  await page.getByLabel(/Operador responsável/).fill('Ana Souza');
  await expect(apply).toBeEnabled();
  await apply.click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar a etiqueta' });
  await expect(confirm).toContainText('PERIGO');
  await expect(confirm).toContainText('NÃO OPERE');
  await expect(confirm).toContainText('Troca do rolamento do motor M-101');
  await expect(confirm).toContainText('PT-2026-0153');
  await expect(confirm).toContainText('Ana Souza');
  await confirm.getByRole('button', { name: 'Confirmar e pendurar' }).click();
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'tagged');
  await expect(page.getByText('Etiqueta aplicada com sucesso!')).toBeVisible();
  await page.getByRole('button', { name: 'Ir para Etapas' }).click({ timeout: 5000 });
  await expect(page.getByRole('tab', { name: 'Etapas' })).toHaveAttribute('aria-selected', 'true');

  // The hung tag can be read by clicking it on the canvas.
  const tag = await aimAt(page, 'twin-hung-tag');
  await page.mouse.click(tag.x, tag.y);
  await expect(page.getByRole('dialog', { name: 'Etiqueta de bloqueio' })).toContainText('Ana Souza');
  await page.getByRole('button', { name: 'Fechar', exact: true }).click();

  // Step 4: test.
  await page.getByRole('button', { name: 'TESTAR' }).click();
  await expect(page.getByText('Ausência de energia confirmada!')).toBeVisible();
  await expect(page.getByText('LOTOTO concluído com sucesso!')).toBeVisible();
  await page.getByRole('dialog', { name: 'Bloqueio e etiquetagem aplicados' }).getByRole('button', { name: 'Continuar' }).click();
  const done = page.getByRole('dialog', { name: 'Procedimento concluído!' });
  await expect(done).toContainText('Equipamento desenergizado, LOTO concluído');
  await expect(done.getByTestId('complete-errors')).toHaveText('Nenhum erro de sequência. Excelente!');
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'complete');

  // Restart.
  await done.getByRole('button', { name: 'Reiniciar atividade' }).click();
  await expect(page.getByText('Simulação reiniciada', { exact: true })).toBeVisible();
  await expect(page.getByText('Vamos tentar de novo!')).toBeVisible();
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'initial');
  await expect(page.getByRole('dialog', { name: 'Como jogar' })).toBeVisible();
});

test('a warning still on screen goes once the tag it asked for is hung', async ({ page }) => {
  await openSimulator(page);
  await lockByClicks(page);
  // From the Steps tab: the "fill in the tag" warning. The pointer rests on it, so it cannot time
  // out (sonner pauses while hovered), and the rest is done by keyboard, not by its button.
  await page.getByTestId('inventory-tag').click();
  const warning = page.locator('[data-sonner-toast]').filter({ hasText: 'Você precisa preencher a etiqueta!' });
  await warning.hover();
  await page.getByRole('tab', { name: 'Ações' }).press('Enter');
  await expect(page.getByRole('tab', { name: 'Ações' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel(/Motivo do bloqueio/).fill('Troca do rolamento');
  await page.getByRole('button', { name: 'Aplicar etiqueta' }).press('Enter');
  const confirm = page.getByRole('button', { name: 'Confirmar e pendurar' });
  await expect(warning).toBeVisible();
  await confirm.press('Enter');
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'tagged');
  await expect(warning).toHaveCount(0);
});

test('out-of-order attempts are refused, counted and explained; the empty reason is explained', async ({ page }) => {
  await openSimulator(page);
  const home = await centreOf(page, 'twin-padlock');

  // Padlock before power off (drag): refused, error +1, padlock slides home.
  await mouseDrag(page, home, await centreOf(page, 'twin-lockpoint'));
  await expect(page.getByText('Erro: sequência incorreta').first()).toBeVisible();
  await expect(page.getByText('Desligue a energia primeiro!').first()).toBeVisible();
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'initial');
  await expect(page.getByTestId('error-count')).toHaveText('Erros de sequência: 1');

  // Padlock clicked before power off (once it has slid home): also refused.
  await sceneIdle(page);
  await page.mouse.click(home.x, home.y);
  await expect(page.getByTestId('error-count')).toHaveText('Erros de sequência: 2');

  // The tag picked up before the padlock (tray tag on the canvas, then the inventory item): a
  // reminder of the order, not a mistake (it cannot be hung before the padlock is on).
  const trayTag = await centreOf(page, 'twin-tray-tag');
  await page.mouse.click(trayTag.x, trayTag.y);
  await expect(page.getByText('O cadeado deve ser aplicado antes da etiqueta!').first()).toBeVisible();
  await page.getByTestId('inventory-tag').click();
  await expect(page.getByTestId('error-count')).toHaveText('Erros de sequência: 2');
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'initial');

  // TEST is unavailable before the tag.
  await expect(page.getByRole('button', { name: 'TESTAR' })).toBeDisabled();

  // Now in order; a padlock dropped away from the target does nothing.
  const handle = await centreOf(page, 'twin-handle');
  await mouseDrag(page, { x: handle.x + 10, y: handle.y - 30 }, { x: handle.x + 10, y: handle.y + 60 });
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');
  await mouseDrag(page, home, { x: home.x - 300, y: home.y + 40 });
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');
  await expect(page.getByTestId('error-count')).toHaveText('Erros de sequência: 2');
  // Let the padlock finish sliding home before clicking it there.
  await sceneIdle(page);
  await page.mouse.click(home.x, home.y);
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'locked');

  // Empty reason: the apply button is marked unavailable and a press explains why, without an error.
  await page.getByTestId('inventory-tag').click();
  await page.getByRole('tab', { name: 'Ações' }).click();
  await page.getByLabel(/Motivo do bloqueio/).fill('   ');
  await page.getByRole('button', { name: 'Aplicar etiqueta' }).click({ force: true });
  await expect(page.getByText('Informação obrigatória')).toBeVisible();
  await expect(page.getByText('Informe o motivo do bloqueio!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Etapas' }).click();
  await expect(page.getByTestId('error-count')).toHaveText('Erros de sequência: 2');

  // Cancel in the tag dialog keeps the stage.
  await page.getByRole('tab', { name: 'Ações' }).click();
  await page.getByLabel(/Motivo do bloqueio/).fill('Inspeção do acoplamento');
  await page.getByRole('button', { name: 'Aplicar etiqueta' }).click();
  await page.getByRole('dialog', { name: 'Confirmar a etiqueta' }).getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'locked');
});

test('the click and tap alternatives complete the procedure, with the errors in the completion dialog', async ({ page }) => {
  await openSimulator(page);
  // One mistake first: the padlock before the power is off.
  await page.getByTestId('inventory-padlock').click();
  await expect(page.getByTestId('error-count')).toHaveText('Erros de sequência: 1');
  await lockByClicks(page);
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'locked');
  await expect(page.getByText('Cadeado aplicado!')).toBeVisible();
  await page.getByRole('tab', { name: 'Ações' }).click();
  const trayTag = await centreOf(page, 'twin-tray-tag');
  await page.mouse.click(trayTag.x, trayTag.y);
  await page.getByLabel(/Motivo do bloqueio/).fill('Limpeza do rotor');
  await page.getByRole('button', { name: 'Aplicar etiqueta' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar a etiqueta' });
  // No permit number given: the tag shows none; the operator shows the default label.
  await expect(confirm).not.toContainText('PT nº');
  await expect(confirm).toContainText('Operador');
  await confirm.getByRole('button', { name: 'Confirmar e pendurar' }).click();
  await page.getByRole('tab', { name: 'Etapas' }).click();
  const hint = page.getByText('Vá para a aba Etapas para testar o equipamento.');
  await expect(hint).toBeVisible();
  await page.getByRole('button', { name: 'TESTAR' }).click();
  // The hint is stale once the test is done: it goes.
  await expect(hint).toHaveCount(0, { timeout: 2000 });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('dialog', { name: 'Procedimento concluído!' }).getByTestId('complete-errors')).toHaveText('Erros de sequência: 1');
  await page.getByRole('button', { name: 'Fechar', exact: true }).click();
  await page.getByRole('tab', { name: 'Ações' }).click();
  await expect(page.getByRole('heading', { name: 'Procedimento concluído' })).toBeVisible();
  // A step was tried out of order: the text says so, and does not praise the order.
  await expect(page.getByTestId('complete-text')).toContainText('fora de ordem');
  await expect(page.getByTestId('complete-text')).not.toContainText('ordem certa');
});

test('a language switch mid-procedure keeps the state and swaps the default operator', async ({ page }) => {
  await openSimulator(page);
  // One mistake first (the padlock before the power is off), so the kept counter differs from a fresh one.
  await lockWithOneMistake(page, 'Troca de selo mecânico');

  await page.getByRole('banner').getByRole('button', { name: /Escolher idioma/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LOTO Simulator');
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'locked');
  await expect(page.getByRole('tab', { name: 'Actions' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel(/Lockout reason/)).toHaveValue('Troca de selo mecânico');
  await expect(page.getByLabel(/Operator in charge/)).toHaveValue('');
  await page.getByRole('button', { name: 'Apply tag' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('DANGER');
  await expect(confirm).toContainText('Operator');
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // A name the trainee typed survives a language change.
  await page.getByLabel(/Operator in charge/).fill('Jonas');
  await page.getByRole('banner').getByRole('button', { name: /Choose language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page.getByRole('tab', { name: 'Aktionen' })).toBeVisible();
  await expect(page.locator('#tag-operator')).toHaveValue('Jonas');
  await expect(page.getByTestId('error-count')).toHaveCount(0);
  await page.getByRole('tab', { name: /Schritte/ }).click();
  await expect(page.getByTestId('error-count')).toHaveText('Reihenfolgefehler: 1');
});

test('the simulator survives 24 route changes with one live WebGL context', async ({ page }) => {
  await page.addInitScript(() => {
    const contexts: WebGLRenderingContext[] = [];
    (window as unknown as { __gl: typeof contexts }).__gl = contexts;
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      const ctx = (original as (...a: unknown[]) => unknown).call(this, type, ...rest);
      if (ctx && (type === 'webgl' || type === 'webgl2') && !contexts.includes(ctx as WebGLRenderingContext)) contexts.push(ctx as WebGLRenderingContext);
      return ctx;
    } as typeof original;
  });
  // WebGL asked for explicitly: on the CI's software WebGL the scenes would use the 2D canvas.
  // The test is bounded by its navigations: each waits for the scene it opens to draw (the
  // `scene-ready` mark) or to be gone, never for a length of time. A leak shows from the second
  // visit on; 12 round trips through both scenes and the home page are plenty.
  await openSimulator(page, '/simulador?renderer=webgl');
  const nav = page.getByRole('banner').getByRole('navigation');
  const scenesReady = () => page.evaluate(() => performance.getEntriesByName('scene-ready').length);
  let ready = await scenesReady();
  for (let i = 0; i < 12; i++) {
    const away = i % 2 ? 'Início' : 'Desafio';
    await nav.getByRole('link', { name: away }).click();
    await expect(page.locator('.panel-scene canvas')).toHaveCount(0);
    if (away === 'Desafio') await page.waitForFunction((n) => performance.getEntriesByName('scene-ready').length > n, ready);
    ready = await scenesReady();
    await nav.getByRole('link', { name: 'Simulador' }).click();
    await page.waitForFunction((n) => performance.getEntriesByName('scene-ready').length > n, ready);
    // Back on the simulator with the overlay already dismissed, the intro greets the trainee.
    await page.getByRole('dialog', { name: /CCM/ }).getByRole('button', { name: 'Entendi' }).click();
    ready = await scenesReady();
    await expect(page.locator('.panel-scene canvas')).toHaveCount(1);
  }
  expect(ready, 'one scene-ready mark a scene visit').toBe(1 + 12 + 6);
  const live = await page.evaluate(() => (window as unknown as { __gl: WebGLRenderingContext[] }).__gl.filter((gl) => !gl.isContextLost()).length);
  expect(live).toBe(1);
  // Progress is kept across the visits.
  const handle = await centreOf(page, 'twin-handle');
  await page.mouse.click(handle.x, handle.y);
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');
});

test('a text selection across the scene does not turn a padlock drag into a stuck padlock', async ({ page }) => {
  await openSimulator(page);
  const handle = await centreOf(page, 'twin-handle');
  await page.mouse.click(handle.x, handle.y);
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');
  // The trainee drags across the page and selects text from the side panel to the header, over
  // the scene. A press on the canvas would then start the browser's drag of that selection,
  // which cancels the pointer: the padlock stayed held in mid-air for good.
  const canvas = (await page.locator('.panel-scene canvas').boundingBox())!;
  await mouseDrag(page, { x: 1135, y: canvas.y + canvas.height - 10 }, { x: canvas.x + 500, y: canvas.y - 40 }, 10);
  expect(await page.evaluate(() => String(getSelection()).length)).toBeGreaterThan(20);
  await mouseDrag(page, await centreOf(page, 'twin-padlock'), await centreOf(page, 'twin-lockpoint'));
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'locked');
  await sceneIdle(page);
});

test('a whole procedure with the keyboard alone', async ({ page }) => {
  await page.goto('/simulador');
  const overlay = page.getByRole('dialog', { name: 'Como jogar' });
  await expect(overlay).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entendi' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Closing the overlay puts focus on the first thing to do: the lever.
  const handle = page.getByTestId('twin-handle');
  await expect(handle).toBeFocused();
  await expect(handle).toHaveAccessibleName(/Alavanca de energia: ligada/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('panel-scene')).toHaveAttribute('data-stage', 'power_off');
  await expect(page.getByTestId('announcer')).toHaveText('Energia desligada. Etapa 2: aplique o cadeado.');
  await expect(handle).toHaveAttribute('aria-disabled', 'true');

  await page.keyboard.press('Tab');
  await expect(page.getByTestId('twin-lockpoint')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('panel-scene')).toHaveAttribute('data-stage', 'locked');
  await expect(page.getByTestId('announcer')).toContainText('Cadeado aplicado');

  // The tray tag's twin selects the tag; the notice's button (reachable by keyboard) opens Actions.
  await page.getByTestId('twin-tray-tag').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('tab', { name: 'Ações' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Ações' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/Motivo do bloqueio/)).toBeFocused();
  await page.keyboard.type('Troca do acoplamento');
  await page.keyboard.press('Tab');
  await page.keyboard.type('PT-77');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Aplicar etiqueta' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Confirmar a etiqueta' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Confirmar e pendurar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('panel-scene')).toHaveAttribute('data-stage', 'tagged');

  // With the tag hung its form is gone: focus goes to the tab that holds TEST, not to the page.
  await expect(page.getByRole('tab', { name: 'Etapas' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'TESTAR' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Bloqueio e etiquetagem aplicados' })).toBeVisible();
  await page.keyboard.press('Enter');
  const done = page.getByRole('dialog', { name: 'Procedimento concluído!' });
  await expect(done).toBeVisible();
  await expect(page.getByTestId('announcer')).toContainText('Bloqueio, etiquetagem e teste concluídos');
  await page.keyboard.press('Escape');
  await expect(done).toBeHidden();
  await expect(page.getByTestId('panel-scene')).toHaveAttribute('data-stage', 'complete');
  // Focus goes to the Actions tab, with the result and the restart (TEST is disabled now).
  await expect(page.getByRole('tab', { name: 'Ações' })).toBeFocused();
  // No slip on the way: the Actions tab says the order was right.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('complete-text')).toContainText('na ordem certa');
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  /** Opens the simulator, taps the lever off; where the padlock and its target are, and a CDP session for raw touches. */
  async function powerOffByFinger(page: Page) {
    await openSimulator(page);
    const handle = await centreOf(page, 'twin-handle');
    await page.touchscreen.tap(handle.x, handle.y);
    await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');
    const lock = await centreOf(page, 'twin-padlock');
    const target = await centreOf(page, 'twin-lockpoint');
    return { lock, target, cdp: await page.context().newCDPSession(page) };
  }

  test('a whole procedure with a finger: tap the lever, drag the padlock, tap through the tag and test', async ({ page }) => {
    await openSimulator(page);
    // One column: the scene is full width, the tabs below it.
    const scene = await page.getByTestId('panel-scene').boundingBox();
    expect(scene!.width).toBeGreaterThan(340);
    const tabs = await page.getByRole('tablist').boundingBox();
    expect(tabs!.y).toBeGreaterThan(scene!.y + scene!.height - 1);

    await page.getByTestId('panel-scene').scrollIntoViewIfNeeded();
    const handle = await centreOf(page, 'twin-handle');
    await page.touchscreen.tap(handle.x, handle.y);
    await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');

    // A second finger landing during the drag does not steal the padlock.
    await touchDrag(page, await centreOf(page, 'twin-padlock'), await centreOf(page, 'twin-lockpoint'));
    await expect(stageOf(page)).toHaveAttribute('data-stage', 'locked');

    const trayTag = await centreOf(page, 'twin-tray-tag');
    await page.touchscreen.tap(trayTag.x, trayTag.y);
    await expect(page.getByText('Você precisa preencher a etiqueta!')).toBeVisible();
    await page.getByRole('button', { name: 'Ir para Ações' }).tap();
    await page.getByLabel(/Motivo do bloqueio/).fill('Ajuste da correia');
    await page.getByRole('button', { name: 'Aplicar etiqueta' }).tap();
    await page.getByRole('button', { name: 'Confirmar e pendurar' }).tap();
    await expect(stageOf(page)).toHaveAttribute('data-stage', 'tagged');
    await page.getByRole('tab', { name: 'Etapas' }).tap();
    await page.getByRole('button', { name: 'TESTAR' }).tap();
    await page.getByRole('button', { name: 'Continuar' }).tap();
    await expect(page.getByRole('dialog', { name: 'Procedimento concluído!' })).toBeVisible();
  });

  test('a drag the system cancels puts the padlock back, and it can be dragged again', async ({ page }) => {
    const { lock, target, cdp } = await powerOffByFinger(page);
    const pt = (x: number, y: number) => ({ id: 1, x, y, radiusX: 4, radiusY: 4, force: 1 });
    // A finger picks the padlock up and moves; the system takes the touch over (touchcancel).
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [pt(lock.x, lock.y)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [pt((lock.x + target.x) / 2, (lock.y + target.y) / 2)] });
    await expect(page.locator('.panel-scene canvas')).toHaveAttribute('data-moving', 'true');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
    await sceneIdle(page);
    await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');
    await touchDrag(page, lock, target);
    await expect(stageOf(page)).toHaveAttribute('data-stage', 'locked');
  });

  test('a second finger cannot steal the padlock from the first', async ({ page }) => {
    const { lock, target, cdp } = await powerOffByFinger(page);
    const pt = (id: number, x: number, y: number) => ({ id, x, y, radiusX: 4, radiusY: 4, force: 1 });
    // Finger 1 picks the padlock up; finger 2 lands on the target and lifts; finger 1 keeps dragging
    // away from the target and lifts there: nothing is locked.
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [pt(1, lock.x, lock.y)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [pt(1, lock.x - 20, lock.y + 10)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [pt(1, lock.x - 20, lock.y + 10), pt(2, target.x, target.y)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [pt(1, lock.x - 40, lock.y + 20), pt(2, target.x + 5, target.y + 5)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [pt(1, lock.x - 40, lock.y + 20)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [pt(1, lock.x - 60, lock.y + 30)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await sceneIdle(page);
    await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');
    await expect(page.getByTestId('error-count')).toHaveText('Erros de sequência: 0');
    // And the first finger can still do it properly.
    await touchDrag(page, lock, target);
    await expect(stageOf(page)).toHaveAttribute('data-stage', 'locked');
  });
});

test('text typed into the tag is shown as text, never run as markup', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await openSimulator(page);
  await lockByClicks(page);
  await page.getByTestId('inventory-tag').click();
  await page.getByRole('tab', { name: 'Ações' }).click();
  const markup = '<img src=x onerror=alert(1)>';
  await page.getByLabel(/Motivo do bloqueio/).fill(markup);
  await page.getByLabel(/Operador responsável/).fill('<script>alert(2)</script>');
  await page.getByRole('button', { name: 'Aplicar etiqueta' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar a etiqueta' });
  await expect(confirm).toContainText(markup);
  await expect(confirm).toContainText('<script>alert(2)</script>');
  await confirm.getByRole('button', { name: 'Confirmar e pendurar' }).click();
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'tagged');
  const tag = await aimAt(page, 'twin-hung-tag');
  await page.mouse.click(tag.x, tag.y);
  await expect(page.getByRole('dialog', { name: 'Etiqueta de bloqueio' })).toContainText(markup);
  expect(await page.locator('img[src="x"], script:text("alert(2)")').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test('a file dropped on the page does not navigate away from the training', async ({ page }) => {
  await openSimulator(page);
  const handle = await centreOf(page, 'twin-handle');
  await page.mouse.click(handle.x, handle.y);
  const url = page.url();
  const dropped = await page.evaluate(() => {
    const data = new DataTransfer();
    data.items.add(new File(['hello'], 'procedure.txt', { type: 'text/plain' }));
    const over = new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true });
    const drop = new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true });
    document.body.dispatchEvent(over);
    document.body.dispatchEvent(drop);
    return [over.defaultPrevented, drop.defaultPrevented];
  });
  expect(dropped).toEqual([true, true]);
  expect(page.url()).toBe(url);
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');
});

test('the Actions tab dot pulses, and says an action is pending, only while the tag form there waits', async ({ page }) => {
  await openSimulator(page);
  const dot = page.getByTestId('actions-dot');
  await expect(dot).toHaveAttribute('data-pending', 'false');
  expect(await dot.evaluate((el) => el.getAnimations().length)).toBe(0);
  await expect(dot).toHaveText('');
  await lockByClicks(page);
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'locked');
  const trayTag = await aimAt(page, 'twin-tray-tag');
  await page.mouse.click(trayTag.x, trayTag.y);
  await expect(dot).toHaveAttribute('data-pending', 'true');
  expect(await dot.evaluate((el) => el.getAnimations().length)).toBeGreaterThan(0);
  await expect(dot).toHaveText('(Ação pendente)');
  await page.getByRole('tab', { name: /Ações/ }).click();
  await expect(dot).toHaveCount(0);
});

test('a reload mid-lesson picks it up where it was (the mistake counted too); finished, it starts afresh', async ({ page }) => {
  await openSimulator(page);
  // A padlock before the power is off: refused, and counted.
  await lockWithOneMistake(page, 'Troca do rolamento do motor M-101');

  await page.reload();
  // The help overlay was closed in this lesson: the intro greets the return (specification).
  const intro = page.getByRole('dialog', { name: /CCM/ });
  await expect(intro).toBeVisible();
  await intro.getByRole('button', { name: 'Entendi' }).click();
  await waitForScene(page);
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'locked');
  await expect(page.getByTestId('error-count')).toHaveText('Erros de sequência: 1');
  await page.getByRole('tab', { name: 'Ações' }).click();
  await expect(page.getByLabel(/Motivo do bloqueio/)).toHaveValue('Troca do rolamento do motor M-101');
  await page.getByRole('button', { name: 'Aplicar etiqueta' }).click();
  await page.getByRole('dialog', { name: 'Confirmar a etiqueta' }).getByRole('button', { name: 'Confirmar e pendurar' }).click();
  await page.getByRole('tab', { name: 'Etapas' }).click();
  await page.getByRole('button', { name: 'TESTAR' }).click();
  await page.getByRole('dialog', { name: 'Bloqueio e etiquetagem aplicados' }).getByRole('button', { name: 'Continuar' }).click();
  const done = page.getByRole('dialog', { name: 'Procedimento concluído!' });
  await expect(done.getByTestId('complete-errors')).toContainText('1');

  // A finished lesson is in the records; a reload starts the next one from the beginning.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Como jogar' })).toBeVisible();
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'initial');
  await expect(page.getByTestId('error-count')).toHaveText('Erros de sequência: 0');
});

test('the intro appears on open only when the help overlay is not shown (specification)', async ({ page }) => {
  await page.goto('/simulador');
  const overlay = page.getByRole('dialog', { name: 'Como jogar' });
  const intro = page.getByRole('dialog', { name: /CCM/ });
  // First visit: the overlay alone, and closing it opens nothing else.
  await expect(overlay).toBeVisible();
  await expect(intro).toHaveCount(0);
  await overlay.getByRole('button', { name: 'Entendi' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('twin-handle')).toBeFocused();
  // The overlay opened again from the Help tab closes back to its button, still without the intro.
  await page.getByRole('tab', { name: 'Ajuda' }).click();
  const again = page.getByRole('button', { name: 'Ver instruções do jogo' });
  await again.click();
  await expect(overlay).toBeVisible();
  await overlay.getByRole('button', { name: 'Entendi' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(again).toBeFocused();
  // A return visit (the overlay already dismissed): the intro alone.
  await returnToSimulator(page);
  await expect(intro).toBeVisible();
  await expect(overlay).toHaveCount(0);
  await intro.getByRole('button', { name: 'Entendi' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('twin-handle')).toBeFocused();
});

/** What the test and completion dialogs must teach, in a language: no multimeter, no "safe" equipment. */
const SAFE_TEST_TEXTS = {
  en: {
    understood: 'Understood',
    steps: 'Steps',
    actions: 'Actions',
    applyTag: 'Apply tag',
    confirmTag: 'Confirm and hang',
    test: 'TEST',
    testTitle: 'Lockout/tagout applied',
    continue: 'Continue',
    completeTitle: 'Procedure Complete!',
    close: 'Close',
    tagNote: ['name of who applied it', 'the date', 'the reason', 'NR-12 12.11.3 b', 'OSHA 29 CFR 1910.147(c)(5)(ii)(D)'],
    testSteps: [
      'Try-out: check that no one is near the pump, then press its normal START button. It must not start. Return the control to OFF.',
      'Prove your two-pole voltage tester on the proving unit',
      'At the motor terminals, test every conductor: phase to phase, each phase to ground, and the neutral',
      'Prove the tester again on the proving unit',
      'Check stored energy: capacitors discharged, pressure gauge at zero.',
    ],
    imageAlt: /two-pole voltage tester.*proven on the proving unit.*motor terminals.*proven again/i,
    complete: ['two-pole voltage tester, proven before and after', 'stored energy is at zero', 'only while your padlock and tag stay on', 'A real tag carries the name of who applied it'],
    actionsComplete: 'only while your padlock and tag stay on',
    meter: /multimeter|safe for maintenance|serviced safely|equipment is safe/i,
  },
  de: {
    understood: 'Verstanden',
    steps: 'Schritte',
    actions: 'Aktionen',
    applyTag: 'Anhänger anbringen',
    confirmTag: 'Bestätigen und anhängen',
    test: 'TESTEN',
    testTitle: 'Gesperrt und gekennzeichnet',
    continue: 'Weiter',
    completeTitle: 'Verfahren abgeschlossen!',
    close: 'Schließen',
    tagNote: ['Namen der Person, die ihn angebracht hat', 'Datum', 'Grund', 'NR-12 12.11.3 b', 'OSHA 29 CFR 1910.147(c)(5)(ii)(D)'],
    testSteps: [
      'Einschaltversuch: Ist niemand an der Pumpe, drücken Sie ihren normalen EIN-Taster. Sie darf nicht anlaufen. Stellen Sie die Steuerung wieder auf AUS.',
      'zweipoligen Spannungsprüfer an der Prüfquelle',
      'an den Motorklemmen jeden Leiter: Außenleiter gegeneinander und gegen Erde, dazu den Neutralleiter',
      'erneut an der Prüfquelle',
      'gespeicherte Energie: Kondensatoren entladen, Manometer auf null.',
    ],
    imageAlt: /zweipoliger Spannungsprüfer.*an der Prüfquelle geprüft.*Motorklemmen.*erneut geprüft/i,
    complete: ['zweipolige Spannungsprüfer, vorher und nachher an der Prüfquelle geprüft', 'gespeicherte Energie ist abgebaut', 'solange Ihr Schloss und Ihr Anhänger dranbleiben', 'Namen der Person, die ihn angebracht hat'],
    actionsComplete: 'solange Ihr Schloss und Ihr Anhänger dranbleiben',
    meter: /multimeter|kann sicher gewartet|Instandhaltung kann jetzt sicher/i,
  },
} as const;

for (const [code, texts] of Object.entries(SAFE_TEST_TEXTS)) {
  test(`${code}: the test is a try-out and live-dead-live with a proven two-pole tester, never a multimeter`, async ({ page }) => {
    await useLanguage(page, code);
    await page.goto('/simulador');
    await page.getByRole('button', { name: texts.understood, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('.panel-scene canvas')).toBeVisible();
    await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);

    // Power off, padlock, and a tag with a reason but no name (the simulator allows it).
    const handle = await centreOf(page, 'twin-handle');
    await page.mouse.click(handle.x, handle.y);
    await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');
    await page.getByTestId('inventory-padlock').click();
    await expect(stageOf(page)).toHaveAttribute('data-stage', 'locked');
    await page.getByTestId('inventory-tag').click();
    await page.getByRole('tab', { name: texts.actions }).click();
    await page.locator('#tag-reason').fill('P-101 bearing');
    await page.getByRole('button', { name: texts.applyTag }).click();
    // The confirmation says what a real tag carries, with its clauses.
    const note = page.getByRole('dialog').getByTestId('tag-note');
    for (const part of texts.tagNote) await expect(note).toContainText(part);
    await page.getByRole('button', { name: texts.confirmTag }).click();
    await expect(stageOf(page)).toHaveAttribute('data-stage', 'tagged');

    // The test dialog: the try-out, then live-dead-live, then stored energy, in that order.
    await page.getByRole('tab', { name: texts.steps }).click();
    await page.getByRole('button', { name: texts.test }).click();
    const testDialog = page.getByRole('dialog', { name: texts.testTitle });
    await expect(testDialog).toBeVisible();
    const steps = testDialog.getByTestId('test-steps').getByRole('listitem');
    await expect(steps).toHaveCount(texts.testSteps.length);
    for (const [i, step] of texts.testSteps.entries()) await expect(steps.nth(i)).toContainText(step);
    await expect(testDialog.getByRole('img')).toHaveAttribute('aria-label', texts.imageAlt);
    // The picture: a tester proven (twice) and on the terminals, not a meter's box.
    await expect(testDialog.locator('.tester-art svg')).toBeVisible();
    await expect(testDialog.locator('.meter-art')).toHaveCount(0);
    await expect(testDialog).not.toContainText(texts.meter);
    await testDialog.getByRole('button', { name: texts.continue }).click();

    // The completion: proven before and after, stored energy, safe only while locked, the name.
    const done = page.getByRole('dialog', { name: texts.completeTitle });
    for (const part of texts.complete) await expect(done).toContainText(part);
    await expect(done).not.toContainText(texts.meter);
    await expect(stageOf(page)).toHaveAttribute('data-stage', 'complete');
    await done.getByRole('button', { name: texts.close, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Nowhere on the page, in text or in a label: a multimeter, or equipment called safe.
    await page.getByRole('tab', { name: texts.actions }).click();
    await expect(page.getByRole('tabpanel')).toContainText(texts.actionsComplete);
    await expect(page.locator('body')).not.toContainText(texts.meter);
    const labels = await page.locator('[aria-label], [alt], [title]').evaluateAll((els) =>
      els.map((el) => [el.getAttribute('aria-label'), el.getAttribute('alt'), el.getAttribute('title')].join(' ')),
    );
    expect(labels.filter((label) => /multimeter/i.test(label))).toEqual([]);
    // The help tab's texts too (they are in the page only when the tab is open).
    await page.getByRole('tab', { name: new RegExp(`^${code === 'en' ? 'Help' : 'Hilfe'}$`) }).click();
    await expect(page.locator('body')).not.toContainText(texts.meter);
  });
}
