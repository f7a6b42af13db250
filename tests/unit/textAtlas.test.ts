import { describe, expect, it, vi } from 'vitest';
import { MAX_PAGES, PAGE_SIZE, packTextsIntoPages, type AtlasPixi } from '../../src/scenes/shared/textAtlas';

/** Stand-ins for the Pixi pieces the pages use: sizes and calls, no pixels. */
function setUp(sizes: Record<string, { width: number; height: number }>) {
  const pages: Array<{ canvas: { width: number; height: number }; context: { drawImage: ReturnType<typeof vi.fn> } }> = [];
  const pool = {
    getOptimalCanvasAndContext: vi.fn((width: number, height: number) => {
      const page = { canvas: { width, height }, context: { drawImage: vi.fn() } };
      pages.push(page);
      return page;
    }),
    returnCanvasAndContext: vi.fn(),
  };
  const scratch = { canvas: { width: 2048, height: 2048 }, context: {} };
  const generator = {
    getCanvasAndContext: vi.fn(({ text }: { text: string }) => ({ frame: { ...sizes[text]! }, canvasAndContext: scratch })),
    returnCanvasAndContext: vi.fn(),
  };
  class TextStyle {}
  class CanvasSource {
    destroyed = false;
    constructor(readonly options: { resource: unknown; resolution: number }) {}
    destroy() {
      this.destroyed = true;
    }
  }
  class Texture {
    destroyed = false;
    readonly source: CanvasSource;
    readonly frame: { x: number; y: number; width: number; height: number };
    constructor(options: { source: CanvasSource; frame: { x: number; y: number; width: number; height: number } }) {
      this.source = options.source;
      this.frame = { ...options.frame };
    }
    destroy() {
      this.destroyed = true;
    }
  }
  const own = { texture: { own: true } };
  const system = { getTexture: vi.fn((_options: unknown) => own.texture), returnTexture: vi.fn((_texture: unknown) => undefined) };
  const pixiOwn = { getTexture: system.getTexture, returnTexture: system.returnTexture };
  const renderer = { canvasText: system, resolution: 1 };
  packTextsIntoPages(renderer as never, { CanvasPool: pool, CanvasTextGenerator: generator, CanvasSource, Texture, TextStyle } as unknown as AtlasPixi);
  const get = (text: string, resolution = 1) => system.getTexture({ text, style: new TextStyle(), resolution } as never) as unknown as Texture;
  const getStyled = (text: string) => system.getTexture({ text, style: new TextStyle(), resolution: 1, textureStyle: { scaleMode: 'nearest' } } as never);
  const give = (texture: unknown) => system.returnTexture(texture as never);
  return { pages, pool, generator, pixiOwn, get, getStyled, give, own };
}

describe('the 2D canvas packs its texts into shared pages', () => {
  it('copies each label into its own rectangle of one page, and gives the drawing canvas back at once', () => {
    const sizes = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`label ${i}`, { width: 150, height: 60 }]));
    const { pages, generator, get } = setUp(sizes);
    const textures = Object.keys(sizes).map((text) => get(text));
    expect(pages).toHaveLength(1);
    expect(new Set(textures.map((t) => t.source)).size).toBe(1);
    expect(generator.returnCanvasAndContext).toHaveBeenCalledTimes(30);
    // Inside the page, and apart from each other (a gap between any two).
    const rects = textures.map((t) => t.frame);
    for (const r of rects) expect(r.x + r.width <= PAGE_SIZE && r.y + r.height <= PAGE_SIZE).toBe(true);
    for (const [i, a] of rects.entries()) {
      for (const b of rects.slice(i + 1)) {
        const apart = a.x + a.width < b.x || b.x + b.width < a.x || a.y + a.height < b.y || b.y + b.height < a.y;
        expect(apart).toBe(true);
      }
    }
    // Each copy lands where its texture says.
    const calls = pages[0]!.context.drawImage.mock.calls;
    expect(calls.map((c) => [c[5], c[6]])).toEqual(rects.map((r) => [r.x, r.y]));
  });

  it('puts labels of another resolution on a page of that resolution, at their size in scene units', () => {
    const { pages, get } = setUp({ a: { width: 100, height: 40 } });
    const one = get('a', 1);
    const two = get('a', 2);
    expect(pages).toHaveLength(2);
    expect(one.source).not.toBe(two.source);
    expect(two.frame.width).toBe(50);
  });

  it('gives an empty page back to the pool, once, and ignores a label given back twice', () => {
    const { pool, pixiOwn, get, give } = setUp({ a: { width: 100, height: 40 }, b: { width: 100, height: 40 } });
    const a = get('a');
    const b = get('b');
    give(a);
    expect(pool.returnCanvasAndContext).not.toHaveBeenCalled();
    give(b);
    expect(pool.returnCanvasAndContext).toHaveBeenCalledTimes(1);
    expect(b.source.destroyed).toBe(true);
    expect(b.destroyed).toBe(true);
    // Pixi may give a texture back twice: the page is not given back again, nor Pixi's way.
    give(b);
    expect(pool.returnCanvasAndContext).toHaveBeenCalledTimes(1);
    expect(pixiOwn.returnTexture).not.toHaveBeenCalled();
    // The next label starts a new page.
    expect(get('a').source).not.toBe(a.source);
  });

  it('leaves a label larger than a page, and any beyond the pages allowed, to a canvas of its own', () => {
    const sizes: Record<string, { width: number; height: number }> = { huge: { width: PAGE_SIZE + 1, height: 10 }, page: { width: PAGE_SIZE, height: PAGE_SIZE } };
    const { pages, pixiOwn, own, get, getStyled, give } = setUp(sizes);
    expect(get('huge')).toBe(own.texture);
    expect(pages).toHaveLength(0);
    // A text asking for a texture style of its own keeps a source of its own.
    expect(getStyled('page')).toBe(own.texture);
    expect(pages).toHaveLength(0);
    const full = Array.from({ length: MAX_PAGES }, () => get('page'));
    expect(pages).toHaveLength(MAX_PAGES);
    expect(get('page')).toBe(own.texture);
    expect(pixiOwn.getTexture).toHaveBeenCalledTimes(3);
    // Its own texture goes back Pixi's way.
    give(own.texture);
    expect(pixiOwn.returnTexture).toHaveBeenCalledTimes(1);
    // A page given back makes room again.
    give(full[0]);
    expect(get('page')).not.toBe(own.texture);
  });
});
