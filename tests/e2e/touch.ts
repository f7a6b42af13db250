import type { Page } from '@playwright/test';

/** A finger drag through CDP touch events: PixiJS and the DOM see pointerType 'touch'. */
export async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 12, id = 1): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => ({ x, y, id, radiusX: 4, radiusY: 4, force: 1 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(from.x, from.y)] });
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(x, y)] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The centre of an element's box, as a user aims at it on screen. */
export async function centreOf(page: Page, selector: Parameters<Page['locator']>[0]): Promise<{ x: number; y: number }> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${String(selector)} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Fingers on a touch screen through CDP, any number at once: each call sends the points down at
 * that moment, as a touch screen reports them (a move of one finger keeps the others where they are).
 */
export async function fingers(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  // Each call sends every finger still down, as a touch screen reports them.
  const down = new Map<number, { x: number; y: number }>();
  const point = (id: number, p: { x: number; y: number }) => ({ x: p.x, y: p.y, id, radiusX: 4, radiusY: 4, force: 1 });
  const points = () => [...down].map(([id, p]) => point(id, p));
  const send = (type: 'touchStart' | 'touchMove' | 'touchCancel') => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchCancel' ? [] : points() });
  return {
    async press(id: number, at: { x: number; y: number }) {
      down.set(id, at);
      await send('touchStart');
    },
    /** Moves fingers to new places in `steps` even steps (all of them at once in each step). */
    async move(to: Record<number, { x: number; y: number }>, steps = 10) {
      const from = new Map([...down].map(([id, p]) => [id, { ...p }]));
      for (let i = 1; i <= steps; i++) {
        for (const [key, target] of Object.entries(to)) {
          const id = Number(key);
          const start = from.get(id)!;
          down.set(id, { x: start.x + ((target.x - start.x) * i) / steps, y: start.y + ((target.y - start.y) * i) / steps });
        }
        await send('touchMove');
      }
    },
    /** Lifts one finger (CDP's touchEnd lists the points that leave the screen; the others stay down). */
    async lift(id: number) {
      const at = down.get(id)!;
      down.delete(id);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [point(id, at)] });
    },
    /** The browser takes every finger back (a system gesture). */
    async cancel() {
      down.clear();
      await send('touchCancel');
    },
    detach: () => cdp.detach(),
  };
}

/** A two-finger pinch around `centre`, the fingers `from` then `to` pixels apart (horizontally, as a thumb and finger do). */
export async function touchPinch(page: Page, centre: { x: number; y: number }, from: number, to: number, steps = 12): Promise<void> {
  const hand = await fingers(page);
  await hand.press(1, { x: centre.x - from / 2, y: centre.y });
  await hand.press(2, { x: centre.x + from / 2, y: centre.y });
  await hand.move({ 1: { x: centre.x - to / 2, y: centre.y }, 2: { x: centre.x + to / 2, y: centre.y } }, steps);
  await hand.lift(2);
  await hand.lift(1);
  await hand.detach();
}
