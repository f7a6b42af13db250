import { AbstractRenderer, CanvasTextMetrics, UboSystem, type ICanvas } from 'pixi.js';
import { DOMAdapter } from 'pixi.js/lib/environment/adapter';
import { getMaxFragmentPrecision } from 'pixi.js/lib/rendering/renderers/gl/shader/program/getMaxFragmentPrecision';

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
