import { describe, expect, it } from 'vitest';
import { ENERGIES, HAZARDS } from '../../src/rules/catalog';
import { iconSvg, normalisePath } from '../../src/scenes/board/icons';

describe('board icons', () => {
  it('spells out arc flags written together with the next number', () => {
    expect(normalisePath('M1 2a1.5 1.5 0 00-2.474-1.561')).toBe('M 1 2 a 1.5 1.5 0 0 0 -2.474 -1.561');
    expect(normalisePath('a.5.5 0 01.471.666')).toBe('a .5 .5 0 0 1 .471 .666');
    expect(normalisePath('M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6')).toBe('M 14.7 6.3 a 1 1 0 0 0 0 1.4 l 1.6 1.6');
  });

  it('has a distinct icon for every hazard and energy, as a stroked SVG', () => {
    const svgs = [...HAZARDS, ...ENERGIES].map((item) => iconSvg(item.icon, '#000'));
    expect(new Set(svgs).size).toBe(HAZARDS.length + ENERGIES.length);
    for (const svg of svgs) {
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/);
      // Every number in path data stands alone (Pixi's parser needs it).
      for (const [, d] of svg.matchAll(/ d="([^"]+)"/g)) {
        for (const token of d!.split(' ')) expect(token).toMatch(/^([a-zA-Z]|[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?)$/);
      }
    }
  });
});
