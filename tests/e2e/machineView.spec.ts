import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dialogsSettled, escapeDialog, keyDo, keyPress, tagByKeyboard, waitForMachine } from './scenario';
import { exposeSceneApp, type WithSceneApp } from './sceneApp';
import { fingers, touchDrag, touchPinch } from './touch';

// Pan, pinch and zoom of the work-order machine (src/scenes/machine/view.ts), and its size.

/** One work order of each machine, with the seed that gives it the most parts (the conveyor's third drive). */
const MACHINES = [
  { order: 'bomba-p101', seed: 100023 },
  { order: 'transportador-c201', seed: 100023 },
  { order: 'prensa-ph301', seed: 100023 },
  { order: 'quadro-qd401', seed: 100007 },
] as const;

type Box = { x: number; y: number; width: number; height: number };

async function openOrder(page: Page, order: string, seed: number, mode = 'pratica'): Promise<void> {
  await exposeSceneApp(page);
  await page.addInitScript(() => localStorage.setItem('preferred_language', 'en'));
  await page.goto(`/cenarios/${order}?semente=${seed}&modo=${mode}&regras=osha`);
  await waitForMachine(page);
  await page.waitForFunction(() => (window as WithSceneApp).__app !== undefined);
}

/** Every part's id, from its keyboard twin. */
async function partIds(page: Page): Promise<string[]> {
  const ids = await page.locator('[data-testid^="part-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!.slice('part-'.length)));
  expect(ids.length).toBeGreaterThan(5);
  return ids;
}

/**
 * Where the scene draws a part: the centre of its drawing on screen (page CSS px), read from Pixi
 * once the scene has settled: the same after two frames and a short pause. A finger's move
 * reaches the scene through two React renders (the page's view state, then the Pixi tree), each a
 * scheduled task; on a loaded 2-core CI two frames alone went by before the last move was drawn.
 */
async function drawnAt(page: Page, id: string): Promise<{ x: number; y: number }> {
  return page.evaluate(async (id) => {
    const read = () => {
      const app = (window as WithSceneApp).__app!;
      const at = app.stage.getChildByLabel(id, true)!.getGlobalPosition();
      const canvas = app.canvas.getBoundingClientRect();
      return { x: canvas.left + at.x, y: canvas.top + at.y };
    };
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = read();
    for (;;) {
      await frame();
      await frame();
      await new Promise((resolve) => setTimeout(resolve, 40));
      const now = read();
      if (Math.abs(now.x - last.x) < 0.01 && Math.abs(now.y - last.y) < 0.01) return now;
      last = now;
    }
  }, id);
}

/** The on-screen size (CSS px) of every label the scene paints: font size times the scale it is drawn at. */
async function labelSizes(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const sizes: number[] = [];
    const visit = (o: { children?: unknown[] } & Record<string, unknown>) => {
      const style = o.style as { fontSize?: number } | undefined;
      if (typeof o.text === 'string' && o.text !== '' && typeof style?.fontSize === 'number') {
        const m = (o as unknown as { getGlobalTransform: () => { a: number; b: number } }).getGlobalTransform();
        sizes.push(style.fontSize * Math.hypot(m.a, m.b));
      }
      for (const c of o.children ?? []) visit(c as never);
    };
    visit((window as WithSceneApp).__app!.stage as never);
    return sizes;
  });
}

/**
 * The part of the scene a finger can use: the box on screen (in the viewport, below the sticky
 * header that covers the scene's top once the page scrolls), less a finger's margin. (A pan begun
 * on the header's logo scrolls the page, or on a loaded machine turns into a long press on the
 * link: CI saw eight such pans in a row do nothing.)
 */
async function reachable(page: Page): Promise<Box> {
  const box = (await page.getByTestId('machine-scene').boundingBox())!;
  const header = (await page.getByRole('banner').boundingBox())!;
  const viewport = page.viewportSize()!;
  const top = Math.max(box.y, header.y + header.height, 0) + 24;
  const bottom = Math.min(box.y + box.height, viewport.height) - 24;
  return { x: box.x + 24, y: top, width: box.width - 48, height: bottom - top };
}

const inside = (p: { x: number; y: number }, r: Box) => p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;

for (const width of [390, 360]) {
  test.describe(`on a ${width} px touch phone in portrait`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 780 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

    for (const { order, seed } of MACHINES) {
      test(`every part of ${order} is reached by finger (swipe, pinch, pan) and tapped on the canvas`, async ({ page }) => {
        // Forty touch gestures and a tap per part: 35-50 s on a quiet 2-core machine, more when loaded.
        test.setTimeout(240_000);
        await openOrder(page, order, seed);
        const ids = await partIds(page);
        // A vertical swipe on the scene at "whole machine" scrolls the page: the scene to the top.
        let box = (await page.getByTestId('machine-scene').boundingBox())!;
        const lift = box.y - 72;
        await touchDrag(page, { x: box.x + box.width / 2, y: box.y + box.height - 80 }, { x: box.x + box.width / 2, y: box.y + box.height - 80 - lift }, 16);
        await expect.poll(async () => (await page.getByTestId('machine-scene').boundingBox())!.y).toBeLessThan(110);
        box = (await page.getByTestId('machine-scene').boundingBox())!;
        // Two fingers spread apart: the machine grows until its labels are readable.
        const before = Math.min(...(await labelSizes(page)));
        await touchPinch(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, 50, 200);
        const after = Math.min(...(await labelSizes(page)));
        expect(after).toBeGreaterThan(before * 2.5);
        expect(after).toBeGreaterThanOrEqual(12);
        for (const id of ids) {
          // One finger pans the part into reach, as a user does: drag it toward the middle. (Three
          // pans at most on a quiet machine.) Where it was after each pan, and the page's scroll,
          // say what happened if it never comes.
          const trail: string[] = [];
          for (let tries = 0; ; tries++) {
            const area = await reachable(page);
            const at = await drawnAt(page, id);
            if (inside(at, area)) break;
            const centre = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
            const dx = Math.max(-area.width + 8, Math.min(area.width - 8, centre.x - at.x));
            const dy = Math.max(-area.height + 8, Math.min(area.height - 8, centre.y - at.y));
            const from = { x: centre.x - dx / 2, y: centre.y - dy / 2 };
            const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('class') ?? 'nothing', from);
            trail.push(`(${Math.round(at.x)}, ${Math.round(at.y)}) scroll ${await page.evaluate(() => Math.round(window.scrollY))}, pan from ${under}`);
            expect(tries, `${id} never came into reach: ${trail.join('; ')}`).toBeLessThan(8);
            expect(under, `${id}: a pan begins on the scene`).toBe('machine-scene__canvas');
            await touchDrag(page, from, { x: centre.x + dx / 2, y: centre.y + dy / 2 }, 14);
          }
          const at = await drawnAt(page, id);
          await page.touchscreen.tap(at.x, at.y);
          const label = (await page.getByTestId(`part-${id}`).getAttribute('aria-label'))!;
          const dialog = page.getByRole('dialog');
          await expect(dialog, id).toBeVisible();
          await expect(dialog, id).toHaveAccessibleName(label.split(', ')[0]!);
          await dialog.getByRole('button', { name: 'Close' }).tap();
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  });
}

test.describe('fingers that do not agree', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('a second finger does not break a pan or a tap, and a cancelled touch ends cleanly', async ({ page }) => {
    await openOrder(page, 'bomba-p101', 100023);
    await page.getByTestId('machine-scene').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72));
    await page.getByTestId('zoom-in').tap();
    await page.getByTestId('zoom-in').tap();
    const area = await reachable(page);
    const centre = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
    const hand = await fingers(page);
    // One finger pans; a second lands and lifts without moving; the first goes on panning 1:1.
    await hand.press(1, { x: centre.x + 60, y: centre.y });
    await hand.move({ 1: { x: centre.x + 20, y: centre.y } });
    await hand.press(2, { x: area.x + 10, y: area.y + 10 });
    await hand.lift(2);
    const start = await drawnAt(page, 'motor');
    await hand.move({ 1: { x: centre.x - 40, y: centre.y + 30 } });
    await expect.poll(async () => (await drawnAt(page, 'motor')).x - start.x).toBeCloseTo(-60, 0);
    await expect.poll(async () => (await drawnAt(page, 'motor')).y - start.y).toBeCloseTo(30, 0);
    await hand.lift(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The browser takes a pan back half-way: nothing is tapped, and the next pan is plain.
    const motor = await drawnAt(page, 'motor');
    await hand.press(3, motor);
    await hand.move({ 3: { x: motor.x + 30, y: motor.y } }, 4);
    await hand.cancel();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const moved = await drawnAt(page, 'motor');
    await touchDrag(page, moved, { x: moved.x - 40, y: moved.y }, 8, 4);
    await expect.poll(async () => (await drawnAt(page, 'motor')).x - moved.x).toBeCloseTo(-40, 0);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A tap with another finger resting still on the scene is still a tap.
    const here = await drawnAt(page, 'motor');
    await hand.press(5, { x: area.x + 10, y: area.y + area.height - 10 });
    await hand.press(6, here);
    await hand.lift(6);
    await hand.lift(5);
    await hand.detach();
    await expect(page.getByRole('dialog', { name: 'Pump P-101 motor' })).toBeVisible();
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('zoom buttons work by mouse and keyboard; focusing each keyboard twin brings its part into the scene', async ({ page }) => {
    await openOrder(page, 'prensa-ph301', 100023);
    const scene = page.getByTestId('machine-scene');
    await scene.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const zoomIn = page.getByRole('button', { name: 'Zoom in on the machine' });
    const zoomOut = page.getByRole('button', { name: 'Zoom out on the machine' });
    const whole = page.getByRole('button', { name: 'Show the whole machine' });
    for (const button of [zoomIn, zoomOut, whole]) {
      const size = (await button.boundingBox())!;
      expect(size.width).toBeGreaterThanOrEqual(44);
      expect(size.height).toBeGreaterThanOrEqual(44);
    }
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    const fitSize = Math.min(...(await labelSizes(page)));
    await zoomIn.click();
    await expect.poll(async () => Math.min(...(await labelSizes(page)))).toBeCloseTo(fitSize * 1.5, 1);
    await zoomIn.press('Enter');
    await expect.poll(async () => Math.min(...(await labelSizes(page)))).toBeCloseTo(fitSize * 2.25, 1);
    await zoomOut.press('Space');
    await expect.poll(async () => Math.min(...(await labelSizes(page)))).toBeCloseTo(fitSize * 1.5, 1);
    await whole.click();
    await expect.poll(async () => Math.min(...(await labelSizes(page)))).toBeCloseTo(fitSize, 1);
    // Zoomed all the way out, the button keeps the keyboard focus.
    await zoomOut.focus();
    await zoomOut.press('Enter');
    await expect(zoomOut).toBeFocused();

    await zoomIn.click();
    await zoomIn.click();
    await zoomIn.click();
    const ids = await partIds(page);
    await page.getByTestId(`part-${ids[0]}`).focus();
    for (const [i, id] of ids.entries()) {
      if (i > 0) await page.keyboard.press('Tab');
      const twin = page.getByTestId(`part-${id}`);
      await expect(twin).toBeFocused();
      const box = (await scene.boundingBox())!;
      await expect
        .poll(async () => {
          const t = (await twin.boundingBox())!;
          return t.x >= box.x && t.y >= box.y && t.x + t.width <= box.x + box.width && t.y + t.height <= box.y + box.height;
        }, id)
        .toBe(true);
      const at = await drawnAt(page, id);
      const t = (await twin.boundingBox())!;
      expect(at.x, id).toBeCloseTo(t.x + t.width / 2, 0);
    }
  });

  test('ctrl + wheel (a trackpad pinch) zooms at the pointer; a plain wheel scrolls the page', async ({ page }) => {
    await openOrder(page, 'bomba-p101', 100023);
    const scene = page.getByTestId('machine-scene');
    await scene.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const fitSize = Math.min(...(await labelSizes(page)));
    const motor = await drawnAt(page, 'motor');
    await page.mouse.move(motor.x, motor.y);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -200);
    await page.keyboard.up('Control');
    await expect.poll(async () => Math.min(...(await labelSizes(page)))).toBeGreaterThan(fitSize * 1.3);
    const after = await drawnAt(page, 'motor');
    expect(Math.abs(after.x - motor.x)).toBeLessThan(2);
    expect(Math.abs(after.y - motor.y)).toBeLessThan(2);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
  });
});

test('labels are at least 12 CSS px on a 1366 x 768 laptop and larger on a 1080p projector, on every machine', async ({ page }) => {
  for (const { order, seed } of MACHINES) {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openOrder(page, order, seed);
    const laptop = Math.min(...(await labelSizes(page)));
    expect(laptop, `${order} at 1366`).toBeGreaterThanOrEqual(12);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect.poll(async () => Math.min(...(await labelSizes(page))), `${order} at 1920`).toBeGreaterThanOrEqual(laptop * 1.3);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920);
  }
});

/** The width on screen of one piece of a part as the scene draws it (src/scenes/machine/partsLayer.ts: 0 ring, 3 locks and tag). */
function pieceWidth(page: Page, id: string, piece: number): Promise<number> {
  return page.evaluate(
    ({ id, piece }) => {
      const part = (window as WithSceneApp).__app!.stage.getChildByLabel(id, true)!;
      return part.children[piece]!.getBounds().width;
    },
    { id, piece },
  );
}

test('a part drawn once is drawn again as it changes: its ring while selected, its padlock and tag as they go on and as they are undone', async ({ page }) => {
  await openOrder(page, 'bomba-p101', 100023);
  const twin = page.getByTestId('part-bucket-3');
  expect(await pieceWidth(page, 'bucket-3', 0)).toBe(0);
  expect(await pieceWidth(page, 'bucket-3', 3)).toBe(0);
  // In order, so that practice explains no mistake on the way.
  await keyPress(page, 'Procedure sheet');
  await escapeDialog(page);
  await keyPress(page, 'Notify affected people');
  await keyDo(page, 'stop', 'Press STOP');
  // Its actions open: the part is selected, and ringed.
  await dialogsSettled(page);
  await twin.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => pieceWidth(page, 'bucket-3', 0)).toBeGreaterThan(0);
  await page.getByRole('dialog').getByRole('button', { name: 'Switch off (position 0)' }).press('Enter');
  await keyDo(page, 'discharge-valve', 'Shut the valve');
  await keyDo(page, 'suction-valve', 'Shut the valve');
  await keyDo(page, 'bucket-3', 'Put my padlock on');
  await expect.poll(() => pieceWidth(page, 'bucket-3', 3)).toBeGreaterThan(0);
  const padlock = await pieceWidth(page, 'bucket-3', 3);
  await tagByKeyboard(page, 'bucket-3', 'Ann Smith', 'Bearing change');
  await expect.poll(() => pieceWidth(page, 'bucket-3', 3)).toBeGreaterThan(padlock);
  // Undone, the tag and then the padlock come off the drawing too.
  await keyPress(page, 'Undo');
  await expect.poll(() => pieceWidth(page, 'bucket-3', 3)).toBe(padlock);
  await keyPress(page, 'Undo');
  await expect.poll(() => pieceWidth(page, 'bucket-3', 3)).toBe(0);
  await expect.poll(() => pieceWidth(page, 'bucket-3', 0)).toBe(0);
});
