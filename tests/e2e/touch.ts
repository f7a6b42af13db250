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
