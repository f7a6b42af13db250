import { decideRenderer } from './rendererChoice';

/**
 * Starts loading the code of the renderer this device will use (see rendererChoice.ts), which
 * PixiJS otherwise asks for only once a scene's application starts: one more round trip before
 * the first frame. The same modules as PixiJS's own import, so the same chunk.
 */
export async function preloadRenderer(): Promise<unknown> {
  return (await decideRenderer())[0] === 'webgl'
    ? import('pixi.js/lib/rendering/renderers/gl/WebGLRenderer')
    : // The site's own code for the 2D canvas (textAtlas.ts) is in the same chunk.
      Promise.all([import('pixi.js/lib/rendering/renderers/canvas/CanvasRenderer'), import('./textAtlas')]);
}
