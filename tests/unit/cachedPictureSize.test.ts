import { describe, expect, it } from 'vitest';
import { CACHE_SIZE_STEP, sizeCachedPicturesToFit } from '../../src/scenes/shared/pixiSetup';

/** Pixi's pool: the next power of two, or a screen's size where that is smaller. */
function pool(screen = Infinity) {
  const pow2 = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(1, n)));
  return {
    getOptimalSize(w: number, h: number, resolution = 1) {
      return { width: Math.min(screen, pow2(Math.ceil(w * resolution))), height: Math.min(screen, pow2(Math.ceil(h * resolution))) };
    },
  };
}

// On the 2D canvas a cached card's canvas is about its own size: the browser allocates and clears
// every pixel of it in the scene's first frame (the challenge's 27 cards: 1.8 → 1.0 million pixels).
describe('sizeCachedPicturesToFit', () => {
  it('sizes a cached picture in steps of CACHE_SIZE_STEP pixels, not powers of two', () => {
    const p = pool();
    expect(p.getOptimalSize(140, 130)).toEqual({ width: 256, height: 256 });
    sizeCachedPicturesToFit(p);
    expect(p.getOptimalSize(140, 130)).toEqual({ width: 144, height: 144 });
    expect(p.getOptimalSize(140.2, 176, 1)).toEqual({ width: 144, height: 176 });
    // At a resolution of 2 the picture has twice the pixels each way.
    expect(p.getOptimalSize(140, 130, 2)).toEqual({ width: 288, height: 272 });
    expect(CACHE_SIZE_STEP).toBe(16);
  });

  it('never makes a canvas larger than the pool would, nor one of no pixels', () => {
    const p = pool(200);
    sizeCachedPicturesToFit(p);
    expect(p.getOptimalSize(20, 250)).toEqual({ width: 32, height: 200 });
    expect(p.getOptimalSize(3, 5)).toEqual({ width: 4, height: 8 });
    expect(p.getOptimalSize(0.2, 0.4)).toEqual({ width: 1, height: 1 });
  });
});
