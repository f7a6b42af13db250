import { AbstractRenderer, CanvasTextMetrics, UboSystem } from 'pixi.js';

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

/**
 * Forgets the text measurements of a scene that is gone. Pixi caches up to 1000 of them, each
 * keeping the TextStyle it was measured with; across visits the cache fills with the styles of
 * scenes long unmounted (about 450 more after 50 round trips than after 5).
 */
export function releaseTextMetrics(): void {
  (CanvasTextMetrics as unknown as { _measurementCache: { clear(): void } })._measurementCache.clear();
}
