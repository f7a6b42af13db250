// Drag smoothness: a real mouse or finger drag of DRAG_MS (CDP Input.dispatchMouseEvent or
// Input.dispatchTouchEvent, one move per display frame, not awaited one by one) of each scene's object, wandering over the scene on a
// Lissajous path and released where it started (no drop). From the frames the probes timestamp:
// the intervals between the display frames that drew a Pixi render (p50, p95, p99), frames rendered, display frames
// missed, and the time inside Pixi's render call. In each CONDITION (device pixel ratio, CPU
// slowdown, renderer). The same drag also gives the input latencies (latency.mjs).
import { setTimeout as sleep } from 'node:timers/promises';
import { FRAME_MS, quantile } from './figures.mjs';
import { centreOf, visibleBox, waitForSceneReady, withPage, withQuery } from './site.mjs';

export const DRAG_MS = 3000;
/** How far the wandering pointer reaches from the scene's centre, as a fraction of its box. */
const WANDER_REACH = { x: 0.35, y: 0.3 };
/** Full back-and-forth sweeps during one drag (different counts make the path a Lissajous figure). */
const WANDER_SWEEPS = { x: 2, y: 3 };
/** The frame interval p95 budgets: one display frame at 60 Hz at DPR 1, 20 ms at DPR 2. */
const FRAME_P95_BUDGET_DPR1_MS = 16.7;
const FRAME_P95_BUDGET_DPR2_MS = 20;

/**
 * The conditions a drag is measured in: device pixel ratio, CPU slowdown, mouse or touch screen,
 * and the frame-interval budget where one applies (`frameBudget`; input latency is budgeted in
 * the same conditions).
 */
// The scenes pick their renderer (src/scenes/shared/rendererChoice.ts): on a machine whose WebGL
// is software (like this CI's SwiftShader) that is the 2D canvas, for a mouse and a finger alike.
// The budgets apply to what the trainee gets; one reference condition forces WebGL
// (`?renderer=webgl`) to show what it costs. `touch-dpr2` is a plant-floor touch panel or a tablet
// without a GPU: a touch screen at pixel ratio 2, dragged by a finger.
export const CONDITIONS = [
  { id: 'dpr1', label: 'DPR 1', dpr: 1, cpu: 1, frameBudget: FRAME_P95_BUDGET_DPR1_MS },
  { id: 'dpr2', label: 'DPR 2', dpr: 2, cpu: 1, frameBudget: FRAME_P95_BUDGET_DPR2_MS },
  { id: 'touch-dpr2', label: 'touch screen, no GPU, DPR 2', dpr: 2, cpu: 1, touch: true, frameBudget: FRAME_P95_BUDGET_DPR2_MS },
  { id: 'dpr1-cpu4x', label: 'DPR 1, CPU 4x slower', dpr: 1, cpu: 4 },
  { id: 'dpr1-webgl', label: 'DPR 1, WebGL forced', dpr: 1, cpu: 1, query: 'renderer=webgl' },
];

/** The id and label prefix of the figures of one scene's drag in one condition. */
export const dragFigureName = (scene, condition) => ({ id: `drag.${scene.id}.${condition.id}`, label: `${scene.label}, ${condition.label}:` });

/**
 * Where the pointer is at fraction f (0..1) of the drag: it leaves `home`, wanders back and forth
 * over `area` on a Lissajous path, and is back at `home` at the end (a harmless release).
 */
function wander(home, area, f) {
  const reach = Math.sin(Math.PI * f);
  const x = area.x + area.width * (0.5 + WANDER_REACH.x * Math.sin(2 * Math.PI * WANDER_SWEEPS.x * f));
  const y = area.y + area.height * (0.5 + WANDER_REACH.y * Math.sin(2 * Math.PI * WANDER_SWEEPS.y * f));
  return { x: home.x + (x - home.x) * reach, y: home.y + (y - home.y) * reach };
}

/** A mouse event at a point, sent to the browser as real input (CDP Input.dispatchMouseEvent). */
function mouse(cdp, type, { x, y }, pressed = true) {
  return cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', buttons: pressed ? 1 : 0, clickCount: 1 });
}

/** One finger's touch event at a point (CDP Input.dispatchTouchEvent); `touchEnd` lifts it. */
function finger(cdp, type, { x, y }) {
  return cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }] });
}

/** Press, move and release, by mouse or by finger. */
export const POINTERS = {
  mouse: {
    press: async (cdp, p) => {
      await mouse(cdp, 'mouseMoved', p, false);
      await mouse(cdp, 'mousePressed', p);
    },
    move: (cdp, p) => mouse(cdp, 'mouseMoved', p),
    release: (cdp, p) => mouse(cdp, 'mouseReleased', p, false),
  },
  touch: {
    press: (cdp, p) => finger(cdp, 'touchStart', p),
    move: (cdp, p) => finger(cdp, 'touchMove', p),
    release: (cdp, p) => finger(cdp, 'touchEnd', p),
  },
};

/**
 * A real drag of DRAG_MS: press at `home`, one small move per display frame, release back at
 * `home`. Like a physical mouse or finger, the moves keep coming at their own pace while the page
 * is busy (they are not each awaited), so the browser queues and coalesces them as it would.
 */
export async function scriptedDrag(cdp, pointer, home, area) {
  await pointer.press(cdp, home);
  const moves = [];
  const start = performance.now();
  for (let frame = 1, elapsed = 0; elapsed < DRAG_MS; frame++, elapsed = performance.now() - start) {
    moves.push(pointer.move(cdp, wander(home, area, elapsed / DRAG_MS)));
    await sleep(Math.max(0, frame * FRAME_MS - (performance.now() - start)));
  }
  moves.push(pointer.move(cdp, home));
  await Promise.all(moves);
  await pointer.release(cdp, home);
}

/**
 * Differences between consecutive frame times, in whole display refreshes: the frame times are
 * aligned to the refresh (see probes.mjs), but the browser coarsens its clock to 0.1 ms, so an
 * unbroken run of frames reads 16.6, 16.7 and 16.8 ms; rounded to refreshes it reads 16.7.
 */
const intervals = (times) => times.slice(1).map((t, i) => Math.max(1, Math.round((t - times[i]) / FRAME_MS)) * FRAME_MS);

/**
 * One scripted drag of a scene's object in a condition, recorded by the probes: the intervals
 * between rendered frames (gaps), the duration of each render call, and each move's latency.
 */
export function measureDrag(browser, base, scene, condition) {
  return withPage(browser, condition, async ({ page, cdp }) => {
    await page.goto(base + withQuery(scene.path, condition.query));
    await waitForSceneReady(page);
    await scene.prepare(page);
    const home = await centreOf(scene.object(page));
    const area = await visibleBox(scene.area(page));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
    await page.evaluate(() => window.__bench.start());
    await scriptedDrag(cdp, condition.touch ? POINTERS.touch : POINTERS.mouse, home, area);
    const { frames, renders, latencies, handled } = await page.evaluate(() => window.__bench.stop());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // The ticker runs only while a drag holds it: no frames or no moves means the grab missed.
    if (frames.length < 2 || !latencies.length) throw new Error(`${scene.id} drag at ${condition.id}: the object was not dragged`);
    return { gaps: intervals(frames), renders, latencies, handled };
  });
}

/** Display refreshes missed: an interval of k frames hides k - 1 frames that were never drawn. */
const droppedFrames = (gaps) => gaps.reduce((n, gap) => n + Math.max(0, Math.round(gap / FRAME_MS) - 1), 0);

/** Adds the smoothness figures of one drag (budget: frame interval p95, in the budgeted conditions). */
export function addDragFigures(figures, scene, condition, { gaps, renders }) {
  const { id, label } = dragFigureName(scene, condition);
  const budget = condition.frameBudget ? { max: condition.frameBudget } : null;
  figures.add(`${id}.frame-p50`, `${label} frame interval p50`, 'ms', quantile(gaps, 0.5));
  figures.add(`${id}.frame-p95`, `${label} frame interval p95`, 'ms', quantile(gaps, 0.95), budget);
  figures.add(`${id}.frame-p99`, `${label} frame interval p99`, 'ms', quantile(gaps, 0.99));
  figures.add(`${id}.frames`, `${label} frames rendered`, 'frames', gaps.length + 1);
  figures.add(`${id}.dropped`, `${label} dropped frames`, 'frames', droppedFrames(gaps));
  figures.add(`${id}.render-p50`, `${label} Pixi render call p50`, 'ms', quantile(renders, 0.5));
}
