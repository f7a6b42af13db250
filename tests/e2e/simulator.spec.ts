import { expect, test } from './fixtures';
import { centreOf, mouseDrag, openSimulator, stageOf } from './simulator';

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
  const tag = await centreOf(page, 'twin-hung-tag');
  await page.mouse.click(tag.x, tag.y);
  await expect(page.getByRole('dialog', { name: 'Etiqueta de bloqueio' })).toContainText('Ana Souza');
  await page.getByRole('button', { name: 'Fechar', exact: true }).click();

  // Step 4: test.
  await page.getByRole('button', { name: 'TESTAR' }).click();
  await expect(page.getByText('Equipamento desenergizado testado!')).toBeVisible();
  await expect(page.getByText('LOTOTO concluído com sucesso!')).toBeVisible();
  await page.getByRole('dialog', { name: 'Lockout tagout aplicado' }).getByRole('button', { name: 'Continuar' }).click();
  const done = page.getByRole('dialog', { name: 'Procedimento Completo!' });
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

test('out-of-order attempts are refused, counted and explained; the empty reason is explained', async ({ page }) => {
  await openSimulator(page);
  const home = await centreOf(page, 'twin-padlock');

  // Padlock before power off (drag): refused, error +1, padlock slides home.
  await mouseDrag(page, home, await centreOf(page, 'twin-lockpoint'));
  await expect(page.getByText('Erro: sequência incorreta').first()).toBeVisible();
  await expect(page.getByText('Desligue a energia primeiro!').first()).toBeVisible();
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'initial');
  await expect(page.getByTestId('error-count')).toHaveText('Erros de sequência: 1');

  // Padlock clicked before power off: also refused.
  await page.mouse.click(home.x, home.y);
  await expect(page.getByTestId('error-count')).toHaveText('Erros de sequência: 2');

  // Tag before the padlock (tray tag on the canvas, then the inventory item).
  const trayTag = await centreOf(page, 'twin-tray-tag');
  await page.mouse.click(trayTag.x, trayTag.y);
  await expect(page.getByText('O cadeado deve ser aplicado antes da etiqueta!').first()).toBeVisible();
  await expect(page.getByTestId('error-count')).toHaveText('Erros de sequência: 3');
  await page.getByTestId('inventory-tag').click();
  await expect(page.getByTestId('error-count')).toHaveText('Erros de sequência: 4');

  // TEST is unavailable before the tag.
  await expect(page.getByRole('button', { name: 'TESTAR' })).toBeDisabled();

  // Now in order; a padlock dropped away from the target does nothing.
  const handle = await centreOf(page, 'twin-handle');
  await mouseDrag(page, { x: handle.x + 10, y: handle.y - 30 }, { x: handle.x + 10, y: handle.y + 60 });
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');
  await mouseDrag(page, home, { x: home.x - 300, y: home.y + 40 });
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');
  await expect(page.getByTestId('error-count')).toHaveText('Erros de sequência: 4');
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
  await expect(page.getByTestId('error-count')).toHaveText('Erros de sequência: 4');

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
  // One mistake first: the tag before anything else.
  await page.getByTestId('inventory-tag').click();
  await expect(page.getByTestId('error-count')).toHaveText('Erros de sequência: 1');
  const handle = await centreOf(page, 'twin-handle');
  await page.mouse.click(handle.x, handle.y);
  await page.getByTestId('inventory-padlock').click();
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
  await page.getByRole('button', { name: 'TESTAR' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('dialog', { name: 'Procedimento Completo!' }).getByTestId('complete-errors')).toHaveText('Erros de sequência: 1');
  await page.getByRole('button', { name: 'Fechar', exact: true }).click();
  await page.getByRole('tab', { name: 'Ações' }).click();
  await expect(page.getByRole('heading', { name: 'Procedimento completo' })).toBeVisible();
});

test('a language switch mid-procedure keeps the state and swaps the default operator', async ({ page }) => {
  await openSimulator(page);
  const handle = await centreOf(page, 'twin-handle');
  await page.mouse.click(handle.x, handle.y);
  await page.getByTestId('inventory-padlock').click();
  await page.getByTestId('inventory-tag').click();
  await page.getByRole('tab', { name: 'Ações' }).click();
  await page.getByLabel(/Motivo do bloqueio/).fill('Troca de selo mecânico');

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
  await expect(page.getByTestId('error-count')).toContainText('0');
});

test('the simulator survives 30 route changes with one live WebGL context', async ({ page }) => {
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
  await openSimulator(page);
  const nav = page.getByRole('banner').getByRole('navigation');
  for (let i = 0; i < 30; i++) {
    await nav.getByRole('link', { name: i % 2 ? 'Início' : 'Desafio' }).click();
    await expect(page.locator('.panel-scene canvas')).toHaveCount(0);
    await nav.getByRole('link', { name: 'Simulador' }).click();
    await expect(page.locator('.panel-scene canvas')).toHaveCount(1);
  }
  await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length >= 31);
  const live = await page.evaluate(() => (window as unknown as { __gl: WebGLRenderingContext[] }).__gl.filter((gl) => !gl.isContextLost()).length);
  expect(live).toBe(1);
  // Progress is kept across the visits.
  const handle = await centreOf(page, 'twin-handle');
  await page.mouse.click(handle.x, handle.y);
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');
});
