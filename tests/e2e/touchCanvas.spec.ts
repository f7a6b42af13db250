import type { Locator, Page } from '@playwright/test';
import { answerFor, centre, counters, dealtIds, openChallenge } from './challenge';
import { expect, test } from './fixtures';
import { exposeSceneApp, type WithSceneApp } from './sceneApp';
import { aimAt, centreOf, stageOf, waitForScene } from './simulator';
import { touchDrag } from './touch';

// Both scenes played with a finger only, on the 2D-canvas renderer (what a touch panel without a
// GPU gets). Every finger drag here ends with the finger still moving, which leaves Chromium an
// invisible fling over the canvas; before src/scenes/shared/touch.ts the next tap, on a dialog
// button, was swallowed as "the tap that stopped the fling" about one time in three.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

/**
 * Taps `target` with a finger and waits for `done`. A tap that changes nothing is written down
 * and tried again (three times at most), so that a run shows how many taps were lost, not only
 * the first; the test then fails on the list.
 */
async function tap(lost: string[], what: string, target: Locator, done: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await target.tap();
    try {
      await done();
      return;
    } catch (error) {
      lost.push(what);
      if (attempt === 3) throw error;
    }
  }
}

const quickly = { timeout: 3000 };

/** The renderer the scene's Pixi application runs on. */
function rendererName(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as WithSceneApp).__app?.renderer.name);
}

test('the whole simulator by finger on the canvas renderer: every dialog button tapped', async ({ page }) => {
  test.setTimeout(180_000);
  const lost: string[] = [];
  await exposeSceneApp(page);
  await page.goto('/simulador?renderer=canvas');

  const help = page.getByRole('dialog', { name: 'Como jogar' });
  await tap(lost, 'help overlay: Entendi', help.getByRole('button', { name: 'Entendi' }), () => expect(help).toBeHidden(quickly));
  const intro = page.getByRole('dialog', { name: /CCM/ });
  await expect(intro).toBeHidden();
  await waitForScene(page);
  expect(await rendererName(page)).toBe('canvas');
  await stageOf(page).scrollIntoViewIfNeeded();

  // The lever dragged down with a flick, then straight to the Help tab and the game's instructions.
  const lever = (await page.getByTestId('twin-handle').boundingBox())!;
  const x = lever.x + lever.width * 0.6;
  await touchDrag(page, { x, y: lever.y + lever.height * 0.12 }, { x, y: lever.y + lever.height * 0.9 }, 8);
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');
  const helpTab = page.getByRole('tab', { name: 'Ajuda' });
  await tap(lost, 'Ajuda tab after the lever drag', helpTab, () => expect(helpTab).toHaveAttribute('aria-selected', 'true', quickly));
  await tap(lost, 'Ver instruções do jogo', page.getByRole('button', { name: 'Ver instruções do jogo' }), () => expect(help).toBeVisible(quickly));
  await expect(help).toContainText('— Concluída');
  // (closing the instructions opens nothing else)
  await tap(lost, 'help overlay again: Entendi', help.getByRole('button', { name: 'Entendi' }), () => expect(help).toBeHidden(quickly));
  await expect(intro).toBeHidden();

  // The padlock flicked onto the hasp, then straight to the full Help dialog.
  await stageOf(page).scrollIntoViewIfNeeded();
  await touchDrag(page, await centreOf(page, 'twin-padlock'), await centreOf(page, 'twin-lockpoint'));
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'locked');
  const fullHelp = page.getByRole('dialog', { name: 'Ajuda' });
  await tap(lost, 'Abrir ajuda completa after the padlock drag', page.getByRole('button', { name: 'Abrir ajuda completa' }), () => expect(fullHelp).toBeVisible(quickly));
  const applyTab = fullHelp.getByRole('tab', { name: 'Como aplicar o LOTO' });
  await tap(lost, 'Help dialog: Como aplicar o LOTO', applyTab, () => expect(applyTab).toHaveAttribute('aria-selected', 'true', quickly));
  await tap(lost, 'Help dialog: Fechar', fullHelp.getByRole('button', { name: 'Fechar' }), () => expect(fullHelp).toBeHidden(quickly));

  // The tag: tapped on the canvas, filled in, cancelled once, then confirmed.
  await stageOf(page).scrollIntoViewIfNeeded();
  const trayTag = await centreOf(page, 'twin-tray-tag');
  await page.touchscreen.tap(trayTag.x, trayTag.y);
  const actionsTab = page.getByRole('tab', { name: 'Ações' });
  await tap(lost, 'notice: Ir para Ações', page.getByRole('button', { name: 'Ir para Ações' }), () => expect(actionsTab).toHaveAttribute('aria-selected', 'true', quickly));
  await page.getByLabel(/Motivo do bloqueio/).fill('Troca do rolamento da bomba P-101');
  const confirm = page.getByRole('dialog', { name: 'Confirmar a etiqueta' });
  const applyTag = page.getByRole('button', { name: 'Aplicar etiqueta' });
  await tap(lost, 'Aplicar etiqueta', applyTag, () => expect(confirm).toBeVisible(quickly));
  await tap(lost, 'tag dialog: Cancelar', confirm.getByRole('button', { name: 'Cancelar' }), () => expect(confirm).toBeHidden(quickly));
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'locked');
  await tap(lost, 'Aplicar etiqueta again', applyTag, () => expect(confirm).toBeVisible(quickly));
  await tap(lost, 'tag dialog: Confirmar e pendurar', confirm.getByRole('button', { name: 'Confirmar e pendurar' }), () =>
    expect(stageOf(page)).toHaveAttribute('data-stage', 'tagged', quickly),
  );

  // The hung tag read on the canvas and closed.
  const hungTag = await aimAt(page, 'twin-hung-tag');
  await page.touchscreen.tap(hungTag.x, hungTag.y);
  const tagView = page.getByRole('dialog', { name: 'Etiqueta de bloqueio' });
  await expect(tagView).toContainText('Troca do rolamento da bomba P-101');
  await tap(lost, 'tag view: Fechar', tagView.getByRole('button', { name: 'Fechar' }), () => expect(tagView).toBeHidden(quickly));

  // The test, its two dialogs, and the restart.
  const stepsTab = page.getByRole('tab', { name: 'Etapas' });
  await tap(lost, 'Etapas tab', stepsTab, () => expect(stepsTab).toHaveAttribute('aria-selected', 'true', quickly));
  const applied = page.getByRole('dialog', { name: 'Bloqueio e etiquetagem aplicados' });
  await tap(lost, 'TESTAR', page.getByRole('button', { name: 'TESTAR' }), () => expect(applied).toBeVisible(quickly));
  const complete = page.getByRole('dialog', { name: 'Procedimento concluído!' });
  await tap(lost, 'test dialog: Continuar', applied.getByRole('button', { name: 'Continuar' }), () => expect(complete).toBeVisible(quickly));
  await expect(complete.getByTestId('complete-errors')).toHaveText('Nenhum erro de sequência. Excelente!');
  await tap(lost, 'complete dialog: Reiniciar atividade', complete.getByRole('button', { name: 'Reiniciar atividade' }), () =>
    expect(stageOf(page)).toHaveAttribute('data-stage', 'initial', quickly),
  );
  await expect(complete).toBeHidden();

  expect(lost, 'finger taps that did nothing').toEqual([]);
});

test('a whole challenge game by finger on the canvas renderer: every drag a flick, every dialog button tapped', async ({ page }) => {
  test.setTimeout(240_000);
  const lost: string[] = [];
  await exposeSceneApp(page);
  await openChallenge(page, 4, '&renderer=canvas');
  expect(await rendererName(page)).toBe('canvas');
  const ids = await dealtIds(page);

  // One wrong drop first (energy 4, potential, is never the answer).
  await touchDrag(page, await centre(page, `tile-${ids[0]}`), await centre(page, 'target-4'), 6);
  const wrong = page.getByRole('dialog', { name: 'RESPOSTA INCORRETA' });
  await expect(wrong).toBeVisible();
  await tap(lost, 'wrong drop: Tentar novamente', wrong.getByRole('button', { name: 'Tentar novamente' }), () => expect(wrong).toBeHidden(quickly));

  const right = page.getByRole('dialog', { name: 'RESPOSTA CORRETA' });
  for (const id of ids) {
    await touchDrag(page, await centre(page, `tile-${id}`), await centre(page, `target-${answerFor(id)}`), 6);
    if (id === ids.at(-1)) break;
    await expect(right).toBeVisible();
    await tap(lost, `tile ${id}: Continuar`, right.getByRole('button', { name: 'Continuar' }), () => expect(right).toBeHidden(quickly));
  }

  expect(await counters(page)).toEqual(['16', '17', '0']);
  const done = page.getByRole('dialog', { name: 'Parabéns! Desafio Concluído!' });
  await expect(done).toContainText('17 tentativas');
  await tap(lost, 'complete dialog: JOGAR NOVAMENTE', done.getByRole('button', { name: 'JOGAR NOVAMENTE' }), () => expect(done).toBeHidden(quickly));
  await expect.poll(() => counters(page)).toEqual(['0', '0', '16']);

  expect(lost, 'finger taps that did nothing').toEqual([]);
});
