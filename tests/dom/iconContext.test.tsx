import { describe, expect, it } from 'vitest';
import { GraphicsContext } from 'pixi.js';
import { ENERGIES, HAZARDS } from '../../src/rules/catalog';
import { iconContext, iconSvg } from '../../src/scenes/board/icons';
import { BOARD_COLORS } from '../../src/scenes/board/art';
import { css, PALETTE } from '../../src/scenes/shared/palette';

/** What a context draws: each instruction's action, style and path commands, without object ids. */
function drawing(context: GraphicsContext): unknown {
  // The style's texture is Pixi's shared white texture in both (compared by identity below).
  const skip = new Set(['uid', '_uid', 'texture']);
  return JSON.parse(JSON.stringify(context.instructions, (key, value: unknown) => (skip.has(key) ? undefined : value)));
}

describe('board icon drawings', () => {
  // The colours the board draws icons in: a hazard (red, green once matched) and an energy (navy).
  const colors = [BOARD_COLORS.icon, BOARD_COLORS.safe, PALETTE.navy];

  it('draw exactly what Pixi drew from the icon as an SVG document', () => {
    const icons = [...new Set([...HAZARDS, ...ENERGIES].map((item) => item.icon))];
    expect(icons.length).toBeGreaterThan(25);
    for (const icon of icons) {
      for (const color of colors) {
        const parsed = new GraphicsContext().svg(iconSvg(icon, css(color), 2));
        const drawn = iconContext(icon, color);
        expect(drawn.instructions.length, icon).toBeGreaterThan(0);
        expect(drawing(drawn), `${icon} in ${css(color)}`).toEqual(drawing(parsed));
        expect(drawn.bounds.rectangle, icon).toEqual(parsed.bounds.rectangle);
        const texture = (c: GraphicsContext, i: number) => (c.instructions[i]!.data.style as { texture?: unknown }).texture;
        drawn.instructions.forEach((_, i) => expect(texture(drawn, i)).toBe(texture(parsed, i)));
      }
    }
  });

  it('are made once per icon and colour and shared', () => {
    expect(iconContext('electric', PALETTE.navy)).toBe(iconContext('electric', PALETTE.navy));
    expect(iconContext('electric', PALETTE.navy)).not.toBe(iconContext('electric', BOARD_COLORS.icon));
  });

  it('forget the renderers that are gone', () => {
    const context = iconContext('gravity', PALETTE.navy);
    // What Pixi leaves when a renderer that drew it is destroyed: its slot, emptied.
    const gpuData = context._gpuData as Record<string, unknown>;
    gpuData[101] = null;
    gpuData[102] = { kept: true };
    expect(iconContext('gravity', PALETTE.navy)).toBe(context);
    expect(Object.keys(gpuData)).toEqual(['102']);
    delete gpuData[102];
  });
});
