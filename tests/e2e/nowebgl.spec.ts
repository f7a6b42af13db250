import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { counters, dealtIds, matchAll, openChallenge } from './challenge';
import { expect, test } from './fixtures';
import { exposeSceneApp, type WithSceneApp } from './sceneApp';
import { completeProcedure, openSimulator } from './simulator';

// Chromium with WebGL switched off, as on a blocklisted GPU or under a policy that disables it:
// both scenes must fall back to PixiJS's canvas renderer and stay fully playable.
test.use({ launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_ARGS, '--disable-webgl', '--disable-webgl2'] } });

/** The renderer the scene's Pixi application picked ('webgl' or 'canvas'). */
function rendererName(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as WithSceneApp).__app?.renderer.name);
}

test('the simulator draws with the canvas renderer and the whole procedure can be done', async ({ page }) => {
  await exposeSceneApp(page);
  await openSimulator(page);
  expect(await page.evaluate(() => document.createElement('canvas').getContext('webgl'))).toBeNull();
  expect(await rendererName(page)).toBe('canvas');
  await completeProcedure(page);
});

test('the challenge draws with the canvas renderer and a whole game can be played', async ({ page }) => {
  test.setTimeout(240_000);
  await exposeSceneApp(page);
  await openChallenge(page, 5);
  expect(await rendererName(page)).toBe('canvas');
  await matchAll(page, await dealtIds(page));
  expect(await counters(page)).toEqual(['16', '16', '0']);
  await expect(page.getByRole('dialog', { name: 'Parabéns! Desafio Concluído!' })).toBeVisible();
});
