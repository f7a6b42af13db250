import type { Application } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { AMBIENT_FPS, AMBIENT_FPS_2D, FrameScheduler, type FrameStep } from '../../src/scenes/shared/frames';

/** Just enough of a Pixi application for the scheduler: a ticker to drive by hand, a canvas. */
function fakeApp(type = 1 /* RendererType.WEBGL */) {
  const callbacks: (() => void)[] = [];
  const canvas = { dataset: {} as Record<string, string> };
  const ticker = {
    started: false,
    maxFPS: 0,
    add: (fn: () => void, ctx: unknown) => void callbacks.push(fn.bind(ctx)),
    remove: () => undefined,
    start: () => void (ticker.started = true),
    stop: () => void (ticker.started = false),
  };
  const app = {
    ticker,
    stage: { children: [] },
    render: () => undefined,
    renderer: { type, canvas, runners: { contextChange: { add: () => undefined, remove: () => undefined } } },
  };
  const frame = () => {
    for (const fn of callbacks) fn();
  };
  return { app: app as unknown as Application, canvas, ticker, frame };
}

describe('FrameScheduler: what is moving', () => {
  it('reports a held drag, then an object on its way, then rest, on the canvas', () => {
    const { app, canvas, frame } = fakeApp();
    const frames = new FrameScheduler(app);
    expect(canvas.dataset.moving).toBe('false');

    frames.hold();
    expect([frames.moving, canvas.dataset.moving]).toEqual([true, 'true']);
    let left = 2;
    const slideHome: FrameStep = () => --left > 0;
    frames.release();
    frames.animate(slideHome);
    expect(canvas.dataset.moving).toBe('true');
    frame();
    expect(canvas.dataset.moving).toBe('true');
    frame();
    expect([frames.moving, canvas.dataset.moving]).toEqual([false, 'false']);
  });

  it('does not count a decorative loop as moving, but keeps its frames coming', async () => {
    const { app, canvas, ticker, frame } = fakeApp();
    const frames = new FrameScheduler(app);
    let sliding = true;
    const step: FrameStep = () => (sliding ? true : 'ambient');
    frames.animate(step);
    frame();
    expect(canvas.dataset.moving).toBe('true');
    expect(ticker.maxFPS).toBe(0);
    sliding = false;
    frame();
    expect(canvas.dataset.moving).toBe('false');
    await Promise.resolve();
    expect(ticker.started).toBe(true);
  });

  it('counts a step started as a decorative loop as resting before its first frame, and a slide as moving', () => {
    const { app, canvas, frame } = fakeApp();
    const frames = new FrameScheduler(app);
    let sliding = false;
    const step: FrameStep = () => (sliding ? true : 'ambient');
    // A running shaft, before the scene's first frame (which may wait for its labels).
    frames.animate(step, 'ambient');
    expect([frames.moving, canvas.dataset.moving]).toEqual([false, 'false']);
    // The same step, asked again while its last frame still slid something, stays moving.
    sliding = true;
    frame();
    frames.animate(step, 'ambient');
    expect(canvas.dataset.moving).toBe('true');
    sliding = false;
    frame();
    expect(canvas.dataset.moving).toBe('false');
    // Asked as an object on its way, it moves at once.
    frames.animate(step);
    expect(canvas.dataset.moving).toBe('true');
  });

  it('runs decorative loops alone at a lower frame rate, and a drag at the display’s', () => {
    const { app, ticker, frame } = fakeApp();
    const frames = new FrameScheduler(app);
    frames.animate(() => 'ambient');
    frame();
    expect(ticker.maxFPS).toBe(AMBIENT_FPS);
    frames.hold();
    expect(ticker.maxFPS).toBe(0);
    frame();
    expect(ticker.maxFPS).toBe(0);
    frames.release();
    expect(ticker.maxFPS).toBe(AMBIENT_FPS);
  });

  it('runs decorative loops at a lower rate still on the 2D canvas, where the CPU draws every frame', () => {
    const { app, ticker, frame } = fakeApp(4 /* RendererType.CANVAS */);
    const frames = new FrameScheduler(app);
    frames.animate(() => 'ambient');
    frame();
    expect(AMBIENT_FPS_2D).toBeLessThan(AMBIENT_FPS);
    expect(ticker.maxFPS).toBe(AMBIENT_FPS_2D);
    // A drag still gets every display frame.
    frames.hold();
    expect(ticker.maxFPS).toBe(0);
    frames.release();
    expect(ticker.maxFPS).toBe(AMBIENT_FPS_2D);
  });

  it('stops the ticker once no step and no drag needs frames', async () => {
    const { app, ticker, frame } = fakeApp();
    const frames = new FrameScheduler(app);
    frames.animate(() => false);
    expect(ticker.started).toBe(true);
    frame();
    await Promise.resolve();
    expect(ticker.started).toBe(false);
  });
});
