import type { Page } from '@playwright/test';
import { HAZARDS } from '../../src/rules/catalog';
import { expect } from './fixtures';
import { sceneIdle } from './sceneApp';
import { mouseDrag } from './simulator';

/** Opens the challenge with a fixed deal (and any extra `&name=value` query) and waits for the board's first frame. */
export async function openChallenge(page: Page, seed = 3, query = ''): Promise<void> {
  await page.goto(`/desafio?seed=${seed}${query}`);
  await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
  await expect(page.locator('.board-scene canvas')).toBeVisible();
  // Bring the whole board on screen, as a trainee scrolls to it before playing.
  await page.getByTestId('board-scene').evaluate((el) => el.scrollIntoView({ block: 'end' }));
}

/** The dealt hazard ids, in tile order, as the accessible twins list them. */
export async function dealtIds(page: Page): Promise<number[]> {
  const ids = await page.locator('[data-testid^="tile-"]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-testid')!.slice(5))));
  expect(ids).toHaveLength(16);
  return ids;
}

/** The energy id a hazard belongs to (from the specification's table). */
export function answerFor(hazardId: number): number {
  const hazard = HAZARDS.find((h) => h.id === hazardId);
  if (!hazard) throw new Error(`unknown hazard ${hazardId}`);
  return hazard.energyId;
}

/** The centre of a twin's box. */
export async function centre(page: Page, testId: string): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Counters as shown: points, attempts, remaining. */
export async function counters(page: Page): Promise<[string, string, string]> {
  return [
    (await page.getByTestId('count-points').textContent()) ?? '',
    (await page.getByTestId('count-attempts').textContent()) ?? '',
    (await page.getByTestId('count-remaining').textContent()) ?? '',
  ];
}

/** Closes the quiz feedback dialog with its button and checks its verdict. */
export async function closeFeedback(page: Page, correct: boolean): Promise<void> {
  const dialog = page.getByRole('dialog', { name: correct ? 'RESPOSTA CORRETA' : 'RESPOSTA INCORRETA' });
  await expect(dialog).toContainText(correct ? 'EXCELENTE!' : 'TENTE NOVAMENTE');
  await dialog.getByRole('button', { name: correct ? 'Continuar' : 'Tentar novamente' }).click();
  await expect(page.getByRole('dialog', { name: /RESPOSTA/ })).toHaveCount(0);
  // The dropped tile has slid home before the trainee's next drag starts.
  await sceneIdle(page);
}

/** Drags every dealt tile onto its energy with the mouse, closing each feedback dialog until the result opens. */
export async function matchAll(page: Page, ids: readonly number[]): Promise<void> {
  for (const [n, id] of ids.entries()) {
    await mouseDrag(page, await centre(page, `tile-${id}`), await centre(page, `target-${answerFor(id)}`), 5);
    // (the last match opens the result instead)
    if (n < ids.length - 1) await closeFeedback(page, true);
  }
}

/**
 * From a focused tile: picks it with `pickKey`, walks the arrows to its energy (4 columns: right
 * +1, down +4) and drops it with Enter; the right-answer feedback (or, at the last, the result) opens.
 */
export async function dropByKeyboard(page: Page, id: number, pickKey: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await expect(page.getByTestId(`tile-${id}`)).toBeFocused();
  await page.keyboard.press(pickKey);
  await expect(page.getByTestId('target-1')).toBeFocused();
  const index = answerFor(id) - 1;
  for (let i = 0; i < Math.floor(index / 4); i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < index % 4; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId(`target-${answerFor(id)}`)).toBeFocused();
  await page.keyboard.press('Enter');
  // (the last match opens the result instead)
  await expect(page.getByRole('dialog', { name: /RESPOSTA CORRETA|Desafio Concluído/ })).toBeVisible();
}
