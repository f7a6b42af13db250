import { Text, type Application, type Container, type Texture } from 'pixi.js';
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
