import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cacheScaleMode, fitLayout, rootTransform, textResolution, toBox, toDesign } from '../../src/scenes/shared/fit';
import { css, PALETTE, SAFETY } from '../../src/scenes/shared/palette';
import { easeOutCubic, tween, tweenAt } from '../../src/scenes/shared/tween';

describe('palette', () => {
  it('is the same as the design tokens of the overlay', () => {
    const base = readFileSync(new URL('../../src/ui/styles/base.css', import.meta.url), 'utf8');
    const token = (name: string) => base.match(new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i'))?.[1]?.toLowerCase();
    expect(css(SAFETY.danger)).toBe(token('danger'));
    expect(css(SAFETY.caution)).toBe(token('caution'));
    expect(css(SAFETY.safe)).toBe(token('safe'));
    expect(css(SAFETY.mandatory)).toBe(token('mandatory'));
    expect(css(PALETTE.navy)).toBe(token('navy-800'));
    expect(css(PALETTE.navyLight)).toBe(token('navy-700'));
    expect(css(PALETTE.navyEdge)).toBe(token('navy-600'));
    expect(css(PALETTE.ink)).toBe(token('ink'));
    expect(css(PALETTE.paper)).toBe(token('paper'));
    expect(css(PALETTE.greenSoft)).toBe(token('safe-soft'));
    expect(css(PALETTE.redDark)).toBe(token('danger-dark'));
    expect(css(0x0000ff)).toBe('#0000ff');
  });
});

describe('design-to-screen conversion', () => {
  it('goes there and back', () => {
    const fit = fitLayout({ width: 960, height: 600 }, 1920, 600);
    expect(rootTransform(fit)).toEqual({ x: 480, y: 0, scale: 1 });
    const half = fitLayout({ width: 960, height: 600 }, 480, 400);
    const box = toBox({ x: 100, y: 50, width: 20, height: 10 }, half);
    expect(toDesign({ x: box.x, y: box.y }, half)).toEqual({ x: 100, y: 50 });
    expect(textResolution(2, half)).toBe(1);
    expect(textResolution(3, fitLayout({ width: 100, height: 100 }, 1000, 1000))).toBe(8);
  });

  it('samples cached pictures unsmoothed only where they land pixel for pixel', () => {
    // The board at pixel ratio 2 in a 1216 px box: pictures at 2 x 0.997, drawn 1:1.
    const board = fitLayout({ width: 1220, height: 624 }, 1216, 622);
    expect(cacheScaleMode(2, board)).toBe('nearest');
    expect(cacheScaleMode(1, fitLayout({ width: 960, height: 600 }, 1920, 600))).toBe('nearest');
    // Clamped resolutions scale the picture: at least 1 (a small phone board), at most 8.
    expect(cacheScaleMode(1, fitLayout({ width: 600, height: 1128 }, 360, 677))).toBe('linear');
    expect(cacheScaleMode(3, fitLayout({ width: 100, height: 100 }, 1000, 1000))).toBe('linear');
  });
});

describe('tween', () => {
  it('eases numbers and points out and arrives', () => {
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    const lever = tween(-52, 52, 100, 0);
    expect(tweenAt(lever, 0)).toEqual({ value: -52, done: false });
    expect(tweenAt(lever, 50).value).toBeCloseTo(-52 + 104 * 0.875);
    expect(tweenAt(lever, 100)).toEqual({ value: 52, done: true });
    const slide = tween({ x: 0, y: 0 }, { x: 10, y: 20 }, 200, 1000);
    expect(tweenAt(slide, 1400)).toEqual({ value: { x: 10, y: 20 }, done: true });
    expect(tweenAt(tween(1, 2, 0, 0), 0)).toEqual({ value: 2, done: true });
  });
});
