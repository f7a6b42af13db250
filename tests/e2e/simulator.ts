import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens the simulator and closes the help overlay, as a trainee would (the intro modal appears
 * only on a return visit, when the overlay is not shown).
 */
export async function openSimulator(page: Page, path = '/simulador'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('dialog', { name: /Como jogar|How to play/ })).toBeVisible();
  await page.getByRole('button', { name: /^(Entendi|Understood)$/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await waitForScene(page);
}

/**
 * Leaves the simulator for the home page and comes back within the same page load (as the header
 * links do: on a phone they sit in the drawer), so the simulator's state is kept.
 */
export async function returnToSimulator(page: Page): Promise<void> {
  const go = (path: string) =>
    page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await go('/');
  await expect(page.locator('.hero, main h1').first()).toBeVisible();
  await go('/simulador');
  await expect(page).toHaveURL(/\/simulador$/);
}

/** Waits until the Pixi scene has drawn its first frame. */
export async function waitForScene(page: Page): Promise<void> {
  await expect(page.locator('.panel-scene canvas')).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
}

/** The centre of a canvas object's accessible twin, where a trainee would aim. */
export async function centreOf(page: Page, testId: string): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Where to click or tap a canvas object so that the scene gets it: the twin is scrolled to the
 * middle of the screen, then this waits until nothing lies over that point (a dialog still
 * closing keeps `pointer-events: none` on the page; a notice may cover it) and the scene is still.
 */
export async function aimAt(page: Page, testId: string): Promise<{ x: number; y: number }> {
  await page.getByTestId(testId).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.panel-scene canvas, .board-scene canvas')).toHaveAttribute('data-moving', 'false');
  let point = await centreOf(page, testId);
  await expect
    .poll(async () => {
      point = await centreOf(page, testId);
      return page.evaluate(({ x, y }) => {
        const hit = document.elementFromPoint(x, y);
        return hit instanceof HTMLCanvasElement && getComputedStyle(hit).pointerEvents !== 'none' ? 'canvas' : (hit?.outerHTML.slice(0, 80) ?? 'nothing');
      }, point);
    })
    .toBe('canvas');
  return point;
}

/** A real mouse drag between two points, in steps. */
export async function mouseDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 15): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps });
  await page.mouse.up();
}

/** The simulator stage as the scene box reports it. */
export function stageOf(page: Page) {
  return page.getByTestId('panel-scene');
}

/** From the locked stage: picks the tag, fills it in in the Actions tab and confirms it. */
export async function hangTag(page: Page, fields: { reason: string; permit?: string; operator?: string }): Promise<void> {
  await page.getByTestId('inventory-tag').click();
  await page.getByRole('tab', { name: 'Ações' }).click();
  await page.getByLabel(/Motivo do bloqueio/).fill(fields.reason);
  if (fields.permit !== undefined) await page.getByLabel(/Número da permissão/).fill(fields.permit);
  if (fields.operator !== undefined) await page.getByLabel(/Operador responsável/).fill(fields.operator);
  await page.getByRole('button', { name: 'Aplicar etiqueta' }).click();
  await page.getByRole('dialog', { name: 'Confirmar a etiqueta' }).getByRole('button', { name: 'Confirmar e pendurar' }).click();
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'tagged');
}

/** The whole procedure on the canvas with the mouse: lever click, padlock drag, tag, test. */
export async function completeProcedure(page: Page): Promise<void> {
  const handle = await centreOf(page, 'twin-handle');
  await page.mouse.click(handle.x, handle.y);
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');
  await mouseDrag(page, await centreOf(page, 'twin-padlock'), await centreOf(page, 'twin-lockpoint'));
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'locked');
  await hangTag(page, { reason: 'Troca do selo mecânico da bomba P-101' });
  await page.getByRole('tab', { name: 'Etapas' }).click();
  await page.getByRole('button', { name: 'TESTAR' }).click();
  await page.getByRole('dialog', { name: 'Bloqueio e etiquetagem aplicados' }).getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('dialog', { name: 'Procedimento concluído!' })).toBeVisible();
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'complete');
}

/** From the start: the lever clicked off, then the padlock applied from the inventory. */
export async function lockByClicks(page: Page): Promise<void> {
  const handle = await centreOf(page, 'twin-handle');
  await page.mouse.click(handle.x, handle.y);
  // The padlock only after the power is off, or it would be refused as out of order.
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');
  await page.getByTestId('inventory-padlock').click();
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'locked');
}

/** From the start: one mistake (the padlock before the power is off), the lock on, and `reason` typed on the tag, not yet hung. */
export async function lockWithOneMistake(page: Page, reason: string): Promise<void> {
  await page.getByTestId('inventory-padlock').click();
  await expect(page.getByTestId('error-count')).toHaveText('Erros de sequência: 1');
  await lockByClicks(page);
  await page.getByTestId('inventory-tag').click();
  await page.getByRole('tab', { name: 'Ações' }).click();
  await page.getByLabel(/Motivo do bloqueio/).fill(reason);
}
