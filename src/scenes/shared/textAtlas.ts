import type { Rectangle, Texture, TextStyle } from 'pixi.js';
import type { CanvasPool, CanvasAndContext } from 'pixi.js/lib/rendering/renderers/shared/texture/CanvasPool';
import type { CanvasSource } from 'pixi.js/lib/rendering/renderers/shared/texture/sources/CanvasSource';
import type { CanvasTextGenerator } from 'pixi.js/lib/scene/text/canvas/CanvasTextGenerator';
import type { CanvasRendererTextSystem } from 'pixi.js/lib/scene/text/canvas/CanvasTextSystem';
import type { CanvasTextOptions } from 'pixi.js/lib/scene/text/Text';

/*
 * The 2D canvas's labels, packed into a few shared pages.
 *
 * On the 2D canvas Pixi keeps every text's picture in a canvas of its own (its texture is that
 * canvas), and a new canvas is costly to start: making its context and the first draw into it,
 * which allocates its pixels. For the 120 labels of a plant machine of 60 parts that was 80 of
 * the 158 ms its labels took before the first frame (a 2-core machine, 4x that at Lighthouse's
 * slowdown), against 56 ms for drawing the letters themselves. Here each text is still drawn by
 * Pixi, in a canvas of Pixi's pool that goes straight back to it, and copied into a page: a
 * 1024-pixel canvas that holds the labels of one resolution in rows. The scene draws each label
 * from its rectangle of the page (the 2D canvas renderer draws a texture's frame of its source).
 *
 * A page is given back to the pool (which clears it for its next user) as soon as none of its
 * labels is in use any more. A label too large for a page, a trimmed or filtered text, one with a
 * texture style of its own, or a text beyond the pages allowed (a pinch at the largest zoom, where each label is over a megapixel) keeps a
 * canvas of its own, as Pixi does it. WebGL is not concerned: there Pixi uploads each text and
 * gives its canvas back to the pool at once.
 */

/** A page's side, in pixels. */
export const PAGE_SIZE = 1024;
/** The pages one renderer may hold (4 MB each); texts beyond go the way Pixi draws them. */
export const MAX_PAGES = 16;
/** Transparent pixels between two labels, so that a smoothed label never samples its neighbour. */
const GAP = 4;

/**
 * The pieces of Pixi this needs, handed in by the scene (src/scenes/shared/SceneApplication.tsx):
 * this module is bundled with Pixi's 2D-canvas renderer and fetched only with it
 * (vite.config.ts), and an import of Pixi's modules from here would split the scenes' chunks.
 */
export interface AtlasPixi {
  readonly CanvasPool: typeof CanvasPool;
  readonly CanvasTextGenerator: typeof CanvasTextGenerator;
  readonly CanvasSource: typeof CanvasSource;
  readonly Texture: typeof Texture;
  readonly TextStyle: typeof TextStyle;
}

interface Page {
  readonly resolution: number;
  readonly canvasAndContext: CanvasAndContext;
  readonly source: CanvasSource;
  /** Where the next label goes in the row being filled, and that row's height, in pixels. */
  x: number;
  y: number;
  rowHeight: number;
  /** Labels of this page still in use. */
  live: number;
}

/** Where a label of `width` × `height` pixels fits in the page (moving it on), or undefined. */
function placeIn(page: Page, width: number, height: number): { x: number; y: number } | undefined {
  if (page.x + width > PAGE_SIZE) {
    page.y += page.rowHeight + GAP;
    page.x = 0;
    page.rowHeight = 0;
  }
  if (page.y + height > PAGE_SIZE) return undefined;
  const at = { x: page.x, y: page.y };
  page.x += width + GAP;
  page.rowHeight = Math.max(page.rowHeight, height);
  return at;
}

/** The text system's own methods, as this replaces them on one renderer. */
interface TextSystem {
  getTexture(options: CanvasTextOptions): Texture;
  returnTexture(texture: Texture): void;
}

/** Packs the texts of one 2D-canvas renderer into shared pages (see above). */
export function packTextsIntoPages(renderer: { canvasText: CanvasRendererTextSystem; resolution: number }, pixi: AtlasPixi): void {
  const { CanvasPool, CanvasTextGenerator, CanvasSource, Texture, TextStyle } = pixi;
  const system = renderer.canvasText as unknown as TextSystem;
  const ownCanvas = system.getTexture.bind(system);
  const giveBack = system.returnTexture.bind(system);
  /** The page being filled, per resolution; and how many pages there are. */
  const filling = new Map<number, Page>();
  let count = 0;
  /** Each texture made here and its page (undefined once given back: Pixi may give one back twice). */
  const pageOf = new WeakMap<Texture, Page | undefined>();

  const newPage = (resolution: number): Page => {
    const canvasAndContext = CanvasPool.getOptimalCanvasAndContext(PAGE_SIZE, PAGE_SIZE);
    const source = new CanvasSource({ resource: canvasAndContext.canvas, resolution, alphaMode: 'premultiply-alpha-on-upload' });
    count++;
    return { resolution, canvasAndContext, source, x: 0, y: 0, rowHeight: 0, live: 0 };
  };
  const release = (page: Page) => {
    count--;
    if (filling.get(page.resolution) === page) filling.delete(page.resolution);
    // The source lets go of the canvas first: the pool clears the canvas for its next user.
    page.source.destroy();
    CanvasPool.returnCanvasAndContext(page.canvasAndContext);
  };

  system.getTexture = (options: CanvasTextOptions): Texture => {
    const style = options.style instanceof TextStyle ? options.style : new TextStyle(options.style);
    // A text with a texture style of its own (nearest sampling, say) keeps a source of its own too.
    if (style.trim || style.filters || options.textureStyle || count >= MAX_PAGES) return ownCanvas({ ...options, style });
    const resolution = options.resolution ?? renderer.resolution;
    const { frame, canvasAndContext } = CanvasTextGenerator.getCanvasAndContext({ text: String(options.text), style, resolution });
    const { width, height } = frame;
    let page = filling.get(resolution);
    let at = page && placeIn(page, width, height);
    if (!at && width <= PAGE_SIZE && height <= PAGE_SIZE) {
      page = newPage(resolution);
      filling.set(resolution, page);
      at = placeIn(page, width, height);
    }
    if (!page || !at) {
      CanvasTextGenerator.returnCanvasAndContext(canvasAndContext);
      return ownCanvas({ ...options, style });
    }
    page.canvasAndContext.context.drawImage(canvasAndContext.canvas, 0, 0, width, height, at.x, at.y, width, height);
    CanvasTextGenerator.returnCanvasAndContext(canvasAndContext);
    page.live++;
    // The texture copies its frame from a plain rectangle.
    const frameInPage = { x: at.x / resolution, y: at.y / resolution, width: width / resolution, height: height / resolution } as Rectangle;
    const texture = new Texture({ source: page.source, frame: frameInPage });
    pageOf.set(texture, page);
    return texture;
  };

  system.returnTexture = (texture: Texture): void => {
    if (!pageOf.has(texture)) return giveBack(texture);
    const page = pageOf.get(texture);
    if (!page) return;
    pageOf.set(texture, undefined);
    texture.destroy(false);
    // Empty, a page goes back to the pool, also the one being filled: a zoom passes through
    // several resolutions, and each would otherwise keep a page for good. The renderer's end
    // gives back every text it holds, and with them every page.
    if (--page.live === 0) release(page);
  };
}
