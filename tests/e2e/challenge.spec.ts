import type { Page } from '@playwright/test';
import { answerFor, centre, closeFeedback, counters, dealtIds, dropByKeyboard, openChallenge } from './challenge';
import { expect, test, useLanguage } from './fixtures';
import type { Container } from 'pixi.js';
import { exposeSceneApp, sceneIdle, type WithSceneApp } from './sceneApp';
import { mouseDrag } from './simulator';
import { touchDrag } from './touch';

test('a whole game by mouse drag, with wrong drops first, ends with the banner, dialog and pie chart', async ({ page }) => {
  test.setTimeout(240_000);
  await openChallenge(page, 3);
  expect(await counters(page)).toEqual(['0', '0', '16']);
  const ids = await dealtIds(page);

  // Two wrong drops (energy 4, potential, is never correct).
  for (let i = 0; i < 2; i++) {
    await mouseDrag(page, await centre(page, `tile-${ids[i]}`), await centre(page, 'target-4'), 5);
    const dialog = page.getByRole('dialog', { name: 'RESPOSTA INCORRETA' });
    await expect(dialog).toContainText(/não está associado à Energia Potencial/);
    // A wrong drop gives a hint, not the answer.
    await expect(dialog.getByTestId('feedback-why')).not.toBeEmpty();
    await closeFeedback(page, false);
  }
  expect(await counters(page)).toEqual(['0', '2', '16']);

  // A drop outside every target changes nothing.
  const first = await centre(page, `tile-${ids[0]}`);
  await mouseDrag(page, first, { x: first.x, y: first.y - 200 }, 5);
  // (the tile slides home before anyone can pick it up again)
  await sceneIdle(page);
  expect(await counters(page)).toEqual(['0', '2', '16']);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  for (const [n, id] of ids.entries()) {
    await mouseDrag(page, await centre(page, `tile-${id}`), await centre(page, `target-${answerFor(id)}`), 5);
    if (n === 0) await expect(page.getByRole('dialog', { name: 'RESPOSTA CORRETA' })).toContainText('está corretamente associado à');
    // The last match opens the result alone: no feedback dialog waits in front of it.
    if (n < ids.length - 1) await closeFeedback(page, true);
    if (n === 0) {
      expect(await counters(page)).toEqual(['1', '3', '15']);
      // A matched tile cannot be dragged again.
      await expect(page.getByTestId(`tile-${id}`)).toHaveAttribute('data-matched', 'true');
      await mouseDrag(page, await centre(page, `tile-${id}`), await centre(page, 'target-9'), 5);
      await sceneIdle(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await counters(page)).toEqual(['1', '3', '15']);
    }
  }

  expect(await counters(page)).toEqual(['16', '18', '0']);
  await expect(page.getByTestId('complete-banner')).toHaveText('Parabéns! Você completou o desafio com 18 tentativas!');
  const done = page.getByRole('dialog', { name: 'Parabéns! Desafio Concluído!' });
  await expect(done).toContainText('18 tentativas');
  await expect(done.getByTestId('result-correct')).toHaveText('Acertos: 16 (89%)');
  await expect(done.getByTestId('result-wrong')).toHaveText('Erros: 2 (11%)');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  // The last match's feedback, and the two misses with the right answer and why.
  await expect(done).toContainText('está corretamente associado à');
  const misses = done.getByTestId('complete-miss');
  await expect(misses).toHaveCount(2);
  for (const miss of await misses.all()) {
    await expect(miss).toContainText('Sua resposta: Energia Potencial');
    await expect(miss).toContainText('Resposta certa: Energia');
    await expect(miss.locator('.complete-dialog__why')).not.toBeEmpty();
  }
  const chart = done.getByTestId('result-chart');
  await expect(chart).toHaveAttribute('aria-label', 'Gráfico de pizza do resultado: 89% de acertos e 11% de erros.');
  // The pie is really drawn: the canvas has green and red pixels.
  await expect
    .poll(() =>
      chart.evaluate((canvas: HTMLCanvasElement) => {
        const ctx = canvas.getContext('2d')!;
        const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        let green = 0;
        let red = 0;
        for (let i = 0; i < data.length; i += 4) {
          if (data[i]! < 40 && data[i + 1]! > 100 && data[i + 2]! < 80) green++;
          if (data[i]! > 180 && data[i + 1]! < 40 && data[i + 2]! < 70) red++;
        }
        return green > 500 && red > 50;
      }),
    )
    .toBe(true);

  await done.getByRole('button', { name: 'JOGAR NOVAMENTE' }).click();
  await expect(page.getByText('Jogo reiniciado com novos riscos!')).toBeVisible();
  await expect(page.getByText('Tente combinar todos os riscos com seus tipos de energia correspondentes.')).toBeVisible();
  expect(await counters(page)).toEqual(['0', '0', '16']);
  await expect(page.getByTestId('complete-banner')).toHaveCount(0);
  expect(await dealtIds(page)).not.toEqual(ids);
});

test('a text selection across the board does not leave a dragged tile stuck', async ({ page }) => {
  await openChallenge(page, 3);
  const ids = await dealtIds(page);
  const board = (await page.locator('.board-scene canvas').boundingBox())!;
  // Select text from below the board to above it, across the canvas.
  await page.mouse.move(board.x + board.width - 5, board.y + board.height + 30);
  await page.mouse.down();
  await page.mouse.move(board.x + 20, Math.max(2, board.y - 60), { steps: 10 });
  await page.mouse.up();
  expect(await page.evaluate(() => String(getSelection()).length)).toBeGreaterThan(0);
  const id = ids[0]!;
  await mouseDrag(page, await centre(page, `tile-${id}`), await centre(page, `target-${answerFor(id)}`), 5);
  await expect(page.getByRole('dialog', { name: 'RESPOSTA CORRETA' })).toBeVisible();
  await sceneIdle(page);
});

test('tap a tile, then tap a target: the whole game; tapping the tile again cancels', async ({ page }) => {
  test.setTimeout(240_000);
  await openChallenge(page, 11);
  const ids = await dealtIds(page);
  const firstTile = page.getByTestId(`tile-${ids[0]}`);
  const p = await centre(page, `tile-${ids[0]}`);
  await page.mouse.click(p.x, p.y);
  await expect(firstTile).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.click(p.x, p.y);
  await expect(firstTile).toHaveAttribute('aria-pressed', 'false');
  for (const id of ids) {
    const tile = await centre(page, `tile-${id}`);
    await page.mouse.click(tile.x, tile.y);
    await expect(page.getByTestId(`tile-${id}`)).toHaveAttribute('aria-pressed', 'true');
    const target = await centre(page, `target-${answerFor(id)}`);
    await page.mouse.click(target.x, target.y);
    if (id !== ids.at(-1)) await closeFeedback(page, true);
  }
  expect(await counters(page)).toEqual(['16', '16', '0']);
  await expect(page.getByTestId('complete-banner')).toContainText('16 tentativas');
  await expect(page.getByRole('dialog', { name: 'Parabéns! Desafio Concluído!' }).getByTestId('result-correct')).toHaveText('Acertos: 16 (100%)');
  await expect(page.getByTestId('complete-misses')).toContainText('Nenhum erro');
});

test('the whole game with the keyboard alone; Escape cancels a pick', async ({ page }) => {
  test.setTimeout(240_000);
  await openChallenge(page, 5);
  const ids = await dealtIds(page);
  const first = page.getByTestId(`tile-${ids[0]}`);
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('target-1')).toBeFocused();
  await expect(page.getByTestId('challenge-announcer')).toContainText('selecionado');
  await page.keyboard.press('Escape');
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('challenge-announcer')).toHaveText('Seleção cancelada.');
  await expect(first).toBeFocused();

  for (const [n, id] of ids.entries()) {
    await dropByKeyboard(page, id, 'Space');
    await expect(page.getByTestId('challenge-announcer')).toContainText('Correto:');
    if (n === ids.length - 1) break;
    // Enter continues, and focus goes on to the next hazard still to place.
    await expect(page.getByTestId('feedback-continue')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId(`tile-${ids[n + 1]}`)).toBeFocused();
  }
  const done = page.getByRole('dialog', { name: 'Parabéns! Desafio Concluído!' });
  await expect(done).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByTestId('challenge-announcer')).toContainText('Desafio concluído com 16 tentativas.');
  // Closed, the result hands focus to NOVO JOGO.
  await page.keyboard.press('Escape');
  await expect(done).toBeHidden();
  await expect(page.getByTestId('new-game')).toBeFocused();
});

test('NOVO JOGO mid-game resets counters and matches and deals new hazards', async ({ page }) => {
  await openChallenge(page, 8);
  const ids = await dealtIds(page);
  await mouseDrag(page, await centre(page, `tile-${ids[0]}`), await centre(page, `target-${answerFor(ids[0]!)}`));
  await closeFeedback(page, true);
  expect(await counters(page)).toEqual(['1', '1', '15']);
  await page.getByRole('button', { name: 'NOVO JOGO' }).click();
  await expect(page.getByText('Jogo reiniciado com novos riscos!')).toBeVisible();
  expect(await counters(page)).toEqual(['0', '0', '16']);
  expect(await dealtIds(page)).not.toEqual(ids);
  await expect(page.locator('[data-matched="true"]')).toHaveCount(0);
});

test('hovering a target shows its name, the count of matched hazards and their names', async ({ page }) => {
  await openChallenge(page, 2);
  const ids = await dealtIds(page);
  const id = ids[0]!;
  const energy = answerFor(id);
  const target = await centre(page, `target-${energy}`);
  await page.mouse.move(target.x, target.y);
  await expect(page.getByRole('tooltip')).toBeVisible();
  // Escape dismisses it where the pointer is (WCAG 1.4.13); leaving and coming back shows it again.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.mouse.move(10, 10);
  await page.mouse.move(target.x, target.y);
  await expect(page.getByRole('tooltip')).toBeVisible();
  await mouseDrag(page, await centre(page, `tile-${id}`), target);
  await closeFeedback(page, true);
  await page.mouse.move(10, 10);
  await page.mouse.move(target.x, target.y + 5);
  await expect(page.getByRole('tooltip')).toContainText('1 risco identificado');
  await expect(page.getByTestId(`target-${energy}`)).toHaveAccessibleName(/1 risco identificado/);
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('a whole game by finger drags, the board fitting the screen', async ({ page }) => {
    test.setTimeout(240_000);
    await openChallenge(page, 4);
    const board = page.getByTestId('board-scene');
    await board.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const box = (await board.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(844);
    expect(box.width).toBeLessThanOrEqual(390);
    const ids = await dealtIds(page);
    for (const id of ids) {
      const before = await page.evaluate(() => window.scrollY);
      await touchDrag(page, await centre(page, `tile-${id}`), await centre(page, `target-${answerFor(id)}`), 6);
      // The page did not scroll during the drag.
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      if (id === ids.at(-1)) break;
      const dialog = page.getByRole('dialog', { name: 'RESPOSTA CORRETA' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Continuar' }).tap();
      await expect(dialog).toHaveCount(0);
    }
    await expect(page.getByRole('dialog', { name: 'Parabéns! Desafio Concluído!' })).toBeVisible();
  });

  test('two fingers drag two tiles at once, each to its own target', async ({ page }) => {
    await openChallenge(page, 6);
    await page.getByTestId('board-scene').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const ids = await dealtIds(page);
    const [a, b] = [ids[0]!, ids[5]!];
    const [fromA, fromB, toA, toB] = [await centre(page, `tile-${a}`), await centre(page, `tile-${b}`), await centre(page, `target-${answerFor(a)}`), await centre(page, `target-${answerFor(b)}`)];
    const cdp = await page.context().newCDPSession(page);
    const pt = (id: number, p: { x: number; y: number }) => ({ id, x: p.x, y: p.y, radiusX: 4, radiusY: 4, force: 1 });
    const lerp = (p: { x: number; y: number }, q: { x: number; y: number }, k: number) => ({ x: p.x + (q.x - p.x) * k, y: p.y + (q.y - p.y) * k });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [pt(1, fromA), pt(2, fromB)] });
    for (let k = 1; k <= 10; k++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [pt(1, lerp(fromA, toA, k / 10)), pt(2, lerp(fromB, toB, k / 10))] });
    }
    // Finger 1 lifts first, then finger 2.
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [pt(2, toB)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(async () => (await counters(page))[1]).toBe('2');
    await expect(page.getByTestId(`tile-${a}`)).toHaveAttribute('data-matched', 'true');
    await expect(page.getByTestId(`tile-${b}`)).toHaveAttribute('data-matched', 'true');
  });
});

test.describe('on a narrow phone in German', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('every name stays inside its card: long words shrink, matched names end with an ellipsis', async ({ page }) => {
    await useLanguage(page, 'de');
    await exposeSceneApp(page);
    await page.goto('/desafio?seed=7');
    await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
    await page.getByTestId('board-scene').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    // Match every hazard of the electrical energy (long German names) by keyboard.
    for (const id of (await dealtIds(page)).filter((h) => answerFor(h) === 1 || answerFor(h) === 10)) {
      await page.getByTestId(`tile-${id}`).press('Enter');
      await page.getByTestId(`target-${answerFor(id)}`).press('Enter');
      await page.getByRole('dialog').getByRole('button').last().click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await expect.poll(() => page.getByTestId('count-points').textContent()).not.toBe('0');
    const { checked, outside } = await page.evaluate(() => {
      const checked: { text: string; size: number }[] = [];
      const outside: string[] = [];
      const visit = (node: Container) => {
        // Tiles and energy cards (cached as textures): the card is their first Graphics.
        const card = node.isCachedAsTexture ? node.children.find((c) => 'context' in c) : undefined;
        for (const child of node.children) {
          if ('text' in child && 'style' in child && card) {
            checked.push({ text: String(child.text), size: Number((child.style as { fontSize: number }).fontSize) });
            const t = child.getBounds();
            const c = card.getBounds();
            if (t.minX < c.minX - 1 || t.maxX > c.maxX + 1 || t.maxY > c.maxY + 1) outside.push(String(child.text));
          }
          visit(child);
        }
      };
      visit((window as WithSceneApp).__app!.stage);
      return { checked, outside };
    });
    expect(outside).toEqual([]);
    // The check saw every card: 16 tile names, 11 energy names, and each matched name.
    const texts = checked.map((c) => c.text);
    const points = Number(await page.getByTestId('count-points').textContent());
    expect(texts).toEqual(expect.arrayContaining(['Gravitationsenergie', 'Elektrische Energie', 'Geräte unter Spannung']));
    expect(texts.filter((t) => t.startsWith('✓ '))).toHaveLength(points);
    expect(texts.length).toBeGreaterThanOrEqual(16 + 2 * 11 + points);
    // A long word is shrunk rather than broken; a long matched name is cut with an ellipsis.
    expect(checked.find((c) => c.text === 'Gravitationsenergie')!.size).toBeLessThan(19);
    expect(texts.filter((t) => t.startsWith('✓ ') && t.endsWith('…')).length).toBeGreaterThan(0);
  });
});

test.describe('on a 768 px tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  for (const language of ['pt', 'de']) {
    test(`${language}: every label on the board is drawn at 12 CSS px or more`, async ({ page }) => {
      await useLanguage(page, language);
      await exposeSceneApp(page);
      await page.goto('/desafio?seed=7');
      await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
      // A few matches first, so that the energy cards list matched names too.
      for (const id of (await dealtIds(page)).slice(0, 3)) {
        await page.getByTestId(`tile-${id}`).press('Enter');
        await page.getByTestId(`target-${answerFor(id)}`).press('Enter');
        await page.getByRole('dialog').getByRole('button').last().click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      await expect(page.getByTestId('count-points')).toHaveText('3');
      // Each text's size on screen: its font size times every scale above it (the board's fit).
      const sizes = await page.evaluate(() => {
        const found: { text: string; px: number }[] = [];
        const visit = (node: Container) => {
          for (const child of node.children) {
            if ('text' in child && 'style' in child) {
              let scale = 1;
              for (let n: Container | null = child; n; n = n.parent) scale *= n.scale.y;
              found.push({ text: String(child.text), px: Number((child.style as { fontSize: number }).fontSize) * scale });
            }
            visit(child);
          }
        };
        visit((window as WithSceneApp).__app!.stage);
        return found;
      });
      // 2 panel titles, 16 tile names, 11 energy names, 11 badges, 11 "drop here" hints, 3 matched names.
      expect(sizes.length).toBeGreaterThanOrEqual(2 + 16 + 11 * 3 + 3);
      expect(sizes.filter((s) => s.text.startsWith('✓ '))).toHaveLength(3);
      const small = sizes.filter((s) => s.px < 12).map((s) => `${s.text}: ${s.px.toFixed(1)} px`);
      expect(small, 'labels under 12 CSS px').toEqual([]);
    });
  }
});

/** The tile a pointer holds (raised above the rest), as a box in window coordinates. */
async function heldTile(page: Page): Promise<{ x: number; y: number; width: number; height: number } | null> {
  return page.evaluate(() => {
    const app = (window as WithSceneApp).__app!;
    let held: Container | null = null;
    const visit = (node: Container) => {
      for (const child of node.children) {
        if (child.zIndex >= 1000) held = child;
        visit(child);
      }
    };
    visit(app.stage);
    if (!held) return null;
    const b = (held as Container).getBounds();
    const canvas = (app.canvas as HTMLCanvasElement).getBoundingClientRect();
    return { x: canvas.left + b.x, y: canvas.top + b.y, width: b.width, height: b.height };
  });
}

/** Whether a point lies in a box. */
function inside(p: { x: number; y: number }, box: { x: number; y: number; width: number; height: number } | null): boolean {
  return !!box && p.x >= box.x && p.x <= box.x + box.width && p.y >= box.y && p.y <= box.y + box.height;
}

/** The first dealt hazard whose energy target lies wholly below the window. */
async function hazardWithTargetBelow(page: Page, height: number): Promise<number> {
  for (const id of await dealtIds(page)) {
    const target = (await page.getByTestId(`target-${answerFor(id)}`).boundingBox())!;
    if (target.y > height) return id;
  }
  throw new Error('every target is on screen');
}

test.describe('auto-scroll on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('a tile held at the bottom edge scrolls the page to a target below the fold; it stays under the finger and drops there', async ({ page }) => {
    await exposeSceneApp(page);
    await page.goto('/desafio?seed=4');
    await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const id = await hazardWithTargetBelow(page, 844);
    const from = await centre(page, `tile-${id}`);
    expect(from.y).toBeLessThan(844 - 100);

    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }] : [] });
    await touch('touchStart', from);
    const edge = { x: from.x, y: 840 };
    for (let i = 1; i <= 8; i++) await touch('touchMove', { x: from.x, y: from.y + ((edge.y - from.y) * i) / 8 });
    // The finger rests at the edge: the page scrolls by itself until the board's end is in view.
    await expect.poll(async () => (await page.getByTestId(`target-${answerFor(id)}`).boundingBox())!.y + 40, { timeout: 10_000 }).toBeLessThan(844);
    await expect.poll(async () => { const c = (await page.locator('.board-scene canvas').boundingBox())!; return c.y + c.height; }).toBeLessThanOrEqual(846);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    // The tile came along: still under the finger, which has not moved.
    await expect.poll(async () => inside(edge, await heldTile(page))).toBe(true);

    const to = await centre(page, `target-${answerFor(id)}`);
    for (let i = 1; i <= 6; i++) await touch('touchMove', { x: edge.x + ((to.x - edge.x) * i) / 6, y: edge.y + ((to.y - edge.y) * i) / 6 });
    expect(inside(to, await heldTile(page))).toBe(true);
    await touch('touchEnd');
    await cdp.detach();
    const right = page.getByRole('dialog', { name: 'RESPOSTA CORRETA' });
    await expect(right).toBeVisible();
    expect(await counters(page)).toEqual(['1', '1', '15']);
    await right.getByRole('button', { name: 'Continuar' }).tap();
    await expect(page.getByTestId(`tile-${id}`)).toHaveAttribute('data-matched', 'true');
  });
});

test.describe('a scroll during a drag on a 768 px tablet with a mouse', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the wheel scrolls the page under a held tile: it stays under the pointer and drops on the target under it', async ({ page }) => {
    await exposeSceneApp(page);
    await page.goto('/desafio?seed=9');
    await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
    const id = await hazardWithTargetBelow(page, 1024);
    const from = await centre(page, `tile-${id}`);
    const held = { x: from.x + 30, y: from.y + 30 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(held.x, held.y, { steps: 5 });
    expect(inside(held, await heldTile(page))).toBe(true);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // The board moved up under the pointer; the tile did not leave it.
    await expect.poll(async () => inside(held, await heldTile(page))).toBe(true);
    const to = await centre(page, `target-${answerFor(id)}`);
    expect(to.y).toBeLessThan(1024);
    await page.mouse.move(to.x, to.y, { steps: 6 });
    await page.mouse.up();
    await expect(page.getByRole('dialog', { name: 'RESPOSTA CORRETA' })).toBeVisible();
    expect(await counters(page)).toEqual(['1', '1', '15']);
  });
});
