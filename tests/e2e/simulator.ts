import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Opens the simulator and closes the help overlay and the intro modal, as a trainee would. */
export async function openSimulator(page: Page, path = '/simulador'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('dialog', { name: /Como jogar|How to play/ })).toBeVisible();
  await page.getByRole('button', { name: /^(Entendi|Understood)$/ }).click();
  await expect(page.getByRole('dialog', { name: /CCM|MCC/ })).toBeVisible();
  await page.getByRole('button', { name: /^(Entendi|Understood)$/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await waitForScene(page);
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
