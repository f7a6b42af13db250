import { afterEach, describe, expect, it, vi } from 'vitest';
import { colord, extend } from '@pixi/colord';
import realNames from '@pixi/colord/plugins/names';
// @ts-expect-error: a plain JavaScript module of the build (no types)
import standIn from '../../scripts/pixi-colour-names.mjs';

/** A 2D canvas as a browser has it: a CSS name set as fillStyle reads back as #rrggbb. */
class FakeCanvas {
  getContext() {
    let style = '#000000';
    const table: Record<string, string> = { rebeccapurple: '#663399', cornflowerblue: '#6495ed', red: '#ff0000' };
    return {
      get fillStyle() {
        return style;
      },
      set fillStyle(value: string) {
        const v = value.toLowerCase();
        if (/^#[0-9a-f]{6}$/.test(v)) style = v;
        else if (table[v]) style = table[v];
      },
    };
  }
}

describe("the build's stand-in for colord's names plugin", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the names Pixi itself uses, and transparent, without a canvas', () => {
    const parsers: { string: [(input: string) => unknown, string][] } = { string: [] };
    (standIn as (c: unknown, p: typeof parsers) => void)(null, parsers);
    const [parse] = parsers.string[0]!;
    expect(parse('black')).toEqual({ r: 0, g: 0, b: 0, a: 1 });
    expect(parse('White')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parse('transparent')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
    // Not a name: left to colord's other parsers.
    expect(parse('#fff')).toBeNull();
    expect(parse('rgb(1, 2, 3)')).toBeNull();
  });

  it('reads any other CSS name as the browser does, and an unknown one as no colour', () => {
    vi.stubGlobal('OffscreenCanvas', FakeCanvas);
    const parsers: { string: [(input: string) => unknown, string][] } = { string: [] };
    (standIn as (c: unknown, p: typeof parsers) => void)(null, parsers);
    const [parse] = parsers.string[0]!;
    expect(parse('rebeccapurple')).toEqual({ r: 0x66, g: 0x33, b: 0x99, a: 1 });
    expect(parse('nocolour')).toBeNull();
  });

  it('gives colord the same colours as its own plugin for those names', () => {
    extend([realNames]);
    for (const name of ['black', 'white', 'transparent']) {
      const parsers: { string: [(input: string) => { r: number; g: number; b: number; a: number } | null, string][] } = { string: [] };
      (standIn as (c: unknown, p: typeof parsers) => void)(null, parsers);
      expect(parsers.string[0]![0](name)).toEqual(colord(name).rgba);
    }
  });
});
