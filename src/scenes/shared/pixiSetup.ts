import { AbstractRenderer, CanvasTextMetrics, TexturePool, UboSystem, type ICanvas } from 'pixi.js';
import { DOMAdapter } from 'pixi.js/lib/environment/adapter';
import { getMaxFragmentPrecision } from 'pixi.js/lib/rendering/renderers/gl/shader/program/getMaxFragmentPrecision';
import { Ticker } from 'pixi.js/lib/ticker/Ticker';

/*
 * What every scene needs of PixiJS, whichever renderer draws it (the WebGL part is pixiWebGL.ts).
 *
 * The Content-Security-Policy allows no eval. Pixi's renderers check at start-up that eval works
 * and throw otherwise; the checks go, as `pixi.js/unsafe-eval` removes them (the functions Pixi
 * would generate with eval are replaced by its polyfills, for WebGL in pixiWebGL.ts; the 2D
 * canvas generates none).
 */
Object.assign(AbstractRenderer.prototype, { _unsafeEvalCheck() {} });
Object.assign(UboSystem.prototype, { _systemCheck() {} });

/*
 * Spaced letters (the panels' titles) drawn with the canvas's own `letterSpacing` where the
 * browser has it (Chromium, Firefox, Safari 18), measured the same way: Pixi otherwise draws and
 * measures such a text one letter at a time, 23 ms of the challenge's first frame at Lighthouse's
 * 4x slowdown. A browser without it keeps Pixi's letter-by-letter drawing.
 */
CanvasTextMetrics.experimentalLetterSpacing = true;

/*
 * Pixi's system ticker runs two things: the pointer's "over" state for objects that move under a
 * still pointer (a fake pointer move every ten frames) and each renderer's scheduled clean-ups
 * (its texture garbage collection, every 30 s). Started, it asked for every display frame for as
 * long as the page lived, scenes at rest included: 60 wake-ups a second on the main thread, the
 * simulator's and the challenge's only ones (the scenes draw on demand: frames.ts). It never
 * starts now; a timer runs it a few times a second while a scene is on screen.
 */
Ticker.system.autoStart = false;
Ticker.system.stop();

/** How often Pixi's system ticker runs while a scene is on screen, in milliseconds. */
export const SYSTEM_TICK_MS = 100;
let scenesOnScreen = 0;
let systemTimer: ReturnType<typeof setInterval> | undefined;

/** Runs Pixi's system ticker on a timer while this scene is on screen; returns the clean-up. */
export function tickSystemWhileShown(): () => void {
  if (scenesOnScreen++ === 0) systemTimer = setInterval(() => Ticker.system.update(performance.now()), SYSTEM_TICK_MS);
  return () => {
    if (--scenesOnScreen === 0) clearInterval(systemTimer);
  };
}

/**
 * Forgets the text measurements of a scene that is gone. Pixi caches up to 1000 of them, each
 * keeping the TextStyle it was measured with; across visits the cache fills with the styles of
 * scenes long unmounted (about 450 more after 50 round trips than after 5).
 */
export function releaseTextMetrics(): void {
  (CanvasTextMetrics as unknown as { _measurementCache: { clear(): void } })._measurementCache.clear();
}

/**
 * Where the 2D canvas alone draws the scenes, no WebGL context is made for a shader that never
 * runs. Pixi's batcher builds its WebGL shader program on every renderer, and the program's source
 * asks a WebGL test context for the fragment precision: on the 2D canvas that made a WebGL context
 * (SwiftShader's, without a GPU) in the middle of the first render, about 15 ms of it (60 ms with
 * the CPU slowed 4x, as Lighthouse does), and kept it alive. The precision is settled here without
 * a context (Pixi then takes mediump for a program no one compiles); a page that may draw with
 * WebGL never calls this.
 */
export function settleShaderPrecisionWithoutWebGL(): void {
  const adapter = DOMAdapter.get();
  const noWebGL = { getContext: () => null } as unknown as ICanvas;
  DOMAdapter.set({ ...adapter, createCanvas: () => noWebGL });
  try {
    getMaxFragmentPrecision();
  } finally {
    DOMAdapter.set(adapter);
  }
}

/** The step a cached picture's canvas is sized in on the 2D canvas (see sizeCachedPicturesToFit). */
export const CACHE_SIZE_STEP = 16;

/**
 * Where the 2D canvas alone draws the scenes, a container cached as one picture (the challenge's
 * tiles and energy cards) gets a canvas of about its own size, not of the next power of two.
 * Pixi's pool sizes its textures in powers of two, which a GPU may need and a 2D canvas does not:
 * the challenge's 27 cached cards got 256 × 256 canvases, 1.8 million pixels, and the browser
 * allocates and clears a canvas's pixels on its first use (about 1.2 ms for each of those on a
 * 2-core machine, in the scene's first frame). Sized in steps of CACHE_SIZE_STEP pixels a card
 * takes about a third of that, and a card redrawn at the same size still reuses its canvas.
 * A page that may draw with WebGL never calls this.
 */
export function sizeCachedPicturesToFit(pool: Pick<typeof TexturePool, 'getOptimalSize'> = TexturePool): void {
  const powerOfTwo = pool.getOptimalSize.bind(pool);
  const step = (pixels: number) => Math.max(CACHE_SIZE_STEP, Math.ceil(pixels / CACHE_SIZE_STEP) * CACHE_SIZE_STEP);
  pool.getOptimalSize = (frameWidth: number, frameHeight: number, resolution = 1) => {
    // The pool's own answer is kept where it is smaller (it fits a texture to the screen).
    const pooled = powerOfTwo(frameWidth, frameHeight, resolution);
    return {
      width: Math.min(pooled.width, step(Math.ceil(frameWidth * resolution - 1e-6))),
      height: Math.min(pooled.height, step(Math.ceil(frameHeight * resolution - 1e-6))),
    };
  };
}
