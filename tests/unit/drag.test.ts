import { describe, expect, it } from 'vitest';
import { contains, easeOutCubic } from '../../src/scenes/shared/drag';
import { fitLayout, toBox } from '../../src/scenes/shared/fit';
import { boardLayoutFor } from '../../src/scenes/board/layout';
import { layoutFor } from '../../src/scenes/panel/layout';

describe('drag helpers', () => {
  it('eases out and clamps', () => {
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(easeOutCubic(2)).toBe(1);
    expect(contains({ x: 0, y: 0, width: 10, height: 10 }, { x: 10, y: 10 })).toBe(true);
    expect(contains({ x: 0, y: 0, width: 10, height: 10 }, { x: 10.1, y: 5 })).toBe(false);
  });
});

describe('scene layouts', () => {
  it('fit a design into any box, centred, so twins land on the drawn objects', () => {
    const fit = fitLayout({ width: 960, height: 600 }, 1920, 600);
    expect(fit.scale).toBe(1);
    expect(fit.offsetX).toBe(480);
    expect(toBox({ x: 10, y: 20, width: 30, height: 40 }, fit)).toEqual({ x: 490, y: 20, width: 30, height: 40 });
  });

  it('pick landscape for wide boxes and portrait for phones', () => {
    expect(layoutFor(800, 560).orientation).toBe('landscape');
    expect(layoutFor(358, 460).orientation).toBe('portrait');
    expect(boardLayoutFor(1200, 614).orientation).toBe('landscape');
    expect(boardLayoutFor(358, 700).orientation).toBe('portrait');
  });

  it('lay out 16 tiles and 11 targets in four columns without overlaps', () => {
    for (const layout of [boardLayoutFor(1200, 600), boardLayoutFor(350, 700)]) {
      expect(layout.tiles).toHaveLength(16);
      expect(layout.targets).toHaveLength(11);
      const all = [...layout.tiles, ...layout.targets];
      for (const [i, a] of all.entries()) {
        expect(a.x + a.width).toBeLessThanOrEqual(layout.width);
        expect(a.y + a.height).toBeLessThanOrEqual(layout.height);
        for (const b of all.slice(i + 1)) {
          const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
          expect(overlap).toBe(false);
        }
      }
      expect(new Set(layout.tiles.slice(0, 4).map((r) => r.y)).size).toBe(1);
      expect(new Set(layout.tiles.slice(0, 5).map((r) => r.y)).size).toBe(2);
    }
  });

  it('keeps the simulator padlock, its target and the tray inside the design', () => {
    for (const layout of [layoutFor(900, 560), layoutFor(358, 460)]) {
      for (const r of [layout.dropTarget, layout.lockHome, layout.tagHome, layout.tray, layout.tagOnPanel, layout.handleArea]) {
        expect(r.x).toBeGreaterThanOrEqual(0);
        expect(r.y).toBeGreaterThanOrEqual(0);
        expect(r.x + r.width).toBeLessThanOrEqual(layout.width);
        expect(r.y + r.height).toBeLessThanOrEqual(layout.height);
      }
      // The padlock at home is not already over the drop target.
      expect(contains(layout.dropTarget, { x: layout.lockHome.x + layout.lockHome.width / 2, y: layout.lockHome.y + layout.lockHome.height / 2 })).toBe(false);
    }
  });
});
