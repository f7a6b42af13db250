import { Container, Text, TexturePool, type Application, type Texture } from 'pixi.js';
import { isLive } from './frames';

/** How long one slice of text drawing may hold the main thread (ms). */
const SLICE_MS = 8;

/** The renderer's text system, as its public methods are typed here (every Pixi renderer has one). */
interface TextSystem {
  getManagedTexture(text: Text): Texture;
  decreaseReferenceCount(key: string): void;
}

/** Gives the main thread back between slices: `scheduler.yield` where there is one, else a task. */
function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Every Text under a container. */
function textsUnder(root: Container): Text[] {
  const found: Text[] = [];
  const walk = (node: Container) => {
    for (const child of node.children) {
      if (child instanceof Text) found.push(child);
      else walk(child);
    }
  };
  walk(root);
  return found;
}

/**
 * Draws the scene's texts into their textures before its first frame, in slices of a few
 * milliseconds. The first frame otherwise draws every label inside one task (40-60 ms of the
 * first frame at Lighthouse's 4x slowdown, counted as blocking time); it now finds them ready,
 * through the renderer's own cache of text textures (keyed by text, style and resolution, and
 * counted per user). The returned function gives back the counts taken here (once; later calls do
 * nothing): call it once the first frame has drawn (the frame's texts hold their own), or when
 * that frame will not come. `gone` stops the work between slices.
 */
export async function prewarmTexts(app: Application, gone: () => boolean): Promise<() => void> {
  // A scene taken down before its effects ran has no renderer left.
  const system = gone() ? undefined : (app.renderer as unknown as { canvasText?: TextSystem } | undefined)?.canvasText;
  const taken: string[] = [];
  const release = () => {
    const left = taken.splice(0);
    // A destroyed application took its text system, and every texture, with it.
    if (!system || !isLive(app)) return;
    for (const key of left) system.decreaseReferenceCount(key);
  };
  if (!system) return release;
  const texts = textsUnder(app.stage);
  let start = performance.now();
  for (const text of texts) {
    if (gone()) return release;
    if (text.destroyed || text.text === '') continue;
    system.getManagedTexture(text);
    taken.push(text.styleKey);
    if (performance.now() - start > SLICE_MS) {
      await yieldToPage();
      start = performance.now();
    }
  }
  return release;
}

/** Every container under `root` cached as one picture whose picture is still to be drawn. */
function picturesToDraw(root: Container): Container[] {
  const found: Container[] = [];
  const walk = (node: Container) => {
    if (node.isCachedAsTexture && node.renderGroup?.textureNeedsUpdate) found.push(node);
    for (const child of node.children) walk(child);
  };
  walk(root);
  return found;
}

/**
 * Draws the pictures of the scene's cached containers (the challenge's tiles and energy cards)
 * before its first frame, in slices of a few milliseconds, as prewarmTexts does the labels. The
 * first frame otherwise drew all 27 of them in its one task: about 70 % of the challenge's first
 * frame, some 200 ms of blocking time at Lighthouse's 4x slowdown. Pixi draws a container's
 * picture when its parent's instructions place it, so each is lent for a moment to a holder of
 * its own, rendered there into a one-pixel scratch target (which draws the picture and marks it
 * drawn) and put back in its place, within one task: React never sees it gone. The first frame
 * then only places the pictures. `gone` stops the work between slices.
 */
export async function prewarmCachedPictures(app: Application, gone: () => boolean): Promise<void> {
  if (gone()) return;
  const pending = picturesToDraw(app.stage);
  if (pending.length === 0) return;
  const scratch = TexturePool.getOptimalTexture({ width: 1, height: 1 });
  const holder = new Container();
  try {
    let start = performance.now();
    for (const container of pending) {
      if (gone()) return;
      const parent = container.parent;
      if (container.destroyed || !parent || !container.renderGroup?.textureNeedsUpdate) continue;
      const index = parent.getChildIndex(container);
      holder.addChild(container);
      try {
        app.renderer.render({ container: holder, target: scratch, clear: false });
      } finally {
        parent.addChildAt(container, index);
      }
      if (performance.now() - start > SLICE_MS) {
        await yieldToPage();
        start = performance.now();
      }
    }
  } finally {
    holder.destroy({ children: false });
    // A destroyed application's pool entry goes with it; a live one takes the scratch back.
    if (isLive(app)) TexturePool.returnTexture(scratch);
  }
}
