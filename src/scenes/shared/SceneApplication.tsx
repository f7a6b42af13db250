import { Application, useApplication } from '@pixi/react';
import { Container, RendererType, Texture, TextStyle, type Application as PixiApplication, type DestroyOptions } from 'pixi.js';
import { CanvasPool } from 'pixi.js/lib/rendering/renderers/shared/texture/CanvasPool';
import { CanvasSource } from 'pixi.js/lib/rendering/renderers/shared/texture/sources/CanvasSource';
import { CanvasTextGenerator } from 'pixi.js/lib/scene/text/canvas/CanvasTextGenerator';
import type { CanvasRendererTextSystem } from 'pixi.js/lib/scene/text/canvas/CanvasTextSystem';
import { startTransition, useCallback, useEffect, useState, type ReactNode, type RefObject } from 'react';
import { releaseTextMetrics, settleShaderPrecisionWithoutWebGL, sizeCachedPicturesToFit, tickSystemWhileShown } from './pixiSetup';
import { firstFrameDrawn, holdUntilFirstFrame, isLive } from './frames';
import { prewarmCachedPictures, prewarmTexts } from './prewarmTexts';
import { decideRenderer } from './rendererChoice';
import { SceneErrorBoundary } from './SceneErrorBoundary';
import { claimTouches } from './touch';

/**
 * The WebGL renderer's extras (CSP-safe uniform uploads, shared shader programs), fetched before
 * the first scene only where WebGL may be chosen: the 2D-canvas renderer needs none of it.
 */
const preference = await decideRenderer();
const webgl = preference.includes('webgl') ? await import('./pixiWebGL') : undefined;
if (!webgl) {
  settleShaderPrecisionWithoutWebGL();
  sizeCachedPicturesToFit();
}
/** Where the 2D canvas is chosen, its texts' shared pages (textAtlas.ts), fetched with its renderer (rendererPreload.ts). */
const textAtlas = webgl ? undefined : await import('./textAtlas');

/**
 * @pixi/react destroys the objects it removes with a bare `destroy()`, which leaves their
 * descendants alive: every Text, Graphics and nested container of an unmounted scene (or of a
 * removed part, like the hung tag after a reset) stayed reachable through Pixi's global caches,
 * and with them the scene's destroyed Application. Measured over 40 visits to the two scenes: 49
 * dead Applications and 1303 Texts kept, the heap at 28 MB and climbing. A bare `destroy()` on a
 * container now takes its children with it (explicit options, as Pixi passes them, are kept).
 */
const destroyContainer = Container.prototype.destroy;
Container.prototype.destroy = function destroy(this: Container, options?: DestroyOptions) {
  destroyContainer.call(this, options ?? { children: true });
};

declare global {
  interface Window {
    /**
     * Test and benchmark hook: when a test defines it (before the page loads), each scene hands
     * it its Pixi application once the first frame is on screen. Undefined in normal use.
     */
    __lotoScene?: (app: PixiApplication) => void;
  }
}

/** Reports the first rendered frame and releases Pixi's capability-probe WebGL context. */
function ReadySignal({ onReady }: { onReady?: () => void }) {
  const { app, isInitialised } = useApplication();
  useEffect(() => {
    if (!isInitialised || !app) return;
    let cancelled = false;
    let frame = 0;
    let release = () => {};
    // A scene taken down since (a kiosk's session reset, a route change): its application is
    // destroyed before this effect's clean-up runs, and has no renderer left to draw with.
    const gone = () => cancelled || !isLive(app);
    // The labels are drawn into their textures first, in slices (prewarmTexts.ts), so that the
    // first frame is not one long task; then the first frame is drawn on demand (the ticker is
    // idle), and marked once it is on screen.
    void prewarmTexts(app, gone).then(async (giveBack) => {
      release = giveBack;
      if (gone()) return release();
      // The cached pictures (the challenge's cards) likewise, once their labels are drawn. Should
      // that fail, the first frame draws them as it did before.
      await prewarmCachedPictures(app, gone).catch((error: unknown) => console.warn('The scene draws its cached pictures in its first frame.', error));
      if (gone()) return release();
      frame = requestAnimationFrame(() => {
        if (!isLive(app)) return;
        // Where the first frame starts (canvasOnly.spec: what it still has to draw).
        performance.mark('scene-first-frame');
        app.render();
        release();
        firstFrameDrawn(app);
        // Pixi keeps a probe context alive after start-up; release it so only the scene's own
        // context stays live. The canvas renderer never made one, and asking for it there would
        // create one.
        if (app.renderer.type === RendererType.WEBGL) webgl?.releaseProbeContext();
        performance.mark('scene-ready');
        onReady?.();
        window.__lotoScene?.(app);
      });
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      release();
    };
  }, [app, isInitialised, onReady]);
  return null;
}

/**
 * Builds the scene in slices: its first render is a transition, which React renders a few
 * milliseconds at a time, giving the page back in between (the work order's machine, its parts,
 * wires and labels, was one task of 150-210 ms at Lighthouse's 4x slowdown). Nothing shows before
 * the whole scene has committed: its first frame waits for ReadySignal, which is rendered last.
 */
function InSlices({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}

/** The canvas keeps every touch that starts on it (see touch.ts: otherwise a drag can swallow the next tap). */
function TouchClaim() {
  const { app, isInitialised } = useApplication();
  useEffect(() => {
    if (!isInitialised || !isLive(app)) return;
    return claimTouches(app.canvas);
  }, [app, isInitialised]);
  return null;
}

/**
 * Sizes the application to its box, and again whenever the window's size changes (Pixi's resize
 * plugin), without the frame the plugin draws as it starts: before the scene's first frame that
 * was a render of an empty stage, the whole canvas cleared for nothing (a task of 35-50 ms on a
 * slow 2-core machine with the 2D canvas, which Lighthouse's 4x slowdown counts as blocking).
 * The scene's first frame is drawn once its labels are ready (ReadySignal).
 */
export function followSizeOf(app: PixiApplication, { current: box }: RefObject<HTMLElement | null>): void {
  if (!box) return;
  Object.defineProperty(app, 'render', { value: () => undefined, configurable: true, writable: true });
  try {
    app.resizeTo = box;
  } finally {
    // Pixi's own `render` (the prototype's) again.
    Reflect.deleteProperty(app, 'render');
  }
}

/**
 * The Pixi application both scenes share: sized to its box, at the device pixel ratio, WebGL or canvas 2D (see rendererChoice.ts),
 * rendering on demand (the ticker starts only while something moves), errors handed to
 * `onError`, and a `scene-ready` performance mark after the first frame.
 */
export function SceneApplication({
  resizeTo,
  className,
  antialias = true,
  onReady,
  onError,
  children,
}: {
  resizeTo: RefObject<HTMLElement | null>;
  className: string;
  antialias?: boolean;
  onReady?: () => void;
  onError: (error: unknown) => void;
  children: ReactNode;
}) {
  // A scene that is gone leaves nothing in Pixi's text-measurement cache (see pixiSetup.ts).
  useEffect(() => releaseTextMetrics, []);
  useEffect(tickSystemWhileShown, []);
  // @pixi/react (8.0.5) commits the scene's first children once its asynchronous `app.init()`
  // has resolved, over any newer ones committed meanwhile: a change made while the renderer
  // starts (a plant machine's photo read from the library as the scene mounts) was undone until
  // the page's next change, and the photo stayed undrawn (upstream: pixijs/pixi-react#650). So
  // this renders again once the application is ready: the newest children are committed last.
  const [, setInitialised] = useState(false);
  const onInit = useCallback((app: PixiApplication) => {
    // (A test's stand-in application may have no renderer.)
    if (textAtlas && (app.renderer as PixiApplication['renderer'] | undefined)?.type === RendererType.CANVAS) {
      const renderer = app.renderer as unknown as { canvasText: CanvasRendererTextSystem; resolution: number };
      textAtlas.packTextsIntoPages(renderer, { CanvasPool, CanvasTextGenerator, CanvasSource, Texture, TextStyle });
    }
    // Its scene's first frame waits for its labels (ReadySignal): nothing draws before it.
    holdUntilFirstFrame(app);
    followSizeOf(app, resizeTo);
    setInitialised(true);
  }, [resizeTo]);
  return (
    <Application
      onInit={onInit}
      resolution={Math.min(3, window.devicePixelRatio || 1)}
      autoDensity
      antialias={antialias}
      backgroundAlpha={0}
      // @pixi/react passes this straight to `app.init`, but its type predates Pixi's canvas
      // renderer and admits a single name.
      preference={preference as unknown as 'webgl'}
      autoStart={false}
      className={className}
    >
      <SceneErrorBoundary onError={onError}>
        <InSlices>
          {children}
          <TouchClaim />
          <ReadySignal onReady={onReady} />
        </InSlices>
      </SceneErrorBoundary>
    </Application>
  );
}
