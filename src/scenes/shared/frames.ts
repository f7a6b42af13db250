import type { Application, Container } from 'pixi.js';
// The enum's own small module (the whole of Pixi is not needed to read a renderer's type).
import { RendererType } from 'pixi.js/lib/rendering/renderers/types';

/**
 * A per-frame step. Returns true while something it moves is still on its way (a padlock
 * sliding home), 'ambient' while it only keeps a decorative loop going (a bouncing hint), and
 * false when it needs no more frames.
 */
export type FrameStep = (now: number) => boolean | 'ambient';

/**
 * The frame rate while only decorative loops run (a running motor's shaft): enough for a turning
 * shaft to read as turning, at half the cost of every display frame. On a 2D canvas each frame
 * repaints the whole scene: at 60 frames a second a running machine kept a slow phone's main
 * thread busy enough to delay its taps. A drag or an object on its way runs at the display's rate.
 */
export const AMBIENT_FPS = 30;

/**
 * The same on the 2D canvas (no usable GPU: a kiosk's thin client, a virtual desktop). There every
 * frame is drawn by the CPU and the whole canvas handed to the compositor again: a work order at
 * rest with its pump running kept about 26% of a slow 2-core machine's main thread busy at 30
 * frames a second, and 15-19% at 15. A shaft still reads as turning.
 */
export const AMBIENT_FPS_2D = 15;

/** The decorative loops' frame rate for an application's renderer. */
export function ambientFps(app: Application): number {
  // A destroyed application has no renderer left (its loops are stopping anyway).
  const renderer = app.renderer as Application['renderer'] | undefined;
  return renderer?.type === RendererType.CANVAS ? AMBIENT_FPS_2D : AMBIENT_FPS;
}

/**
 * Whether a Pixi application can still draw. @pixi/react's scene runs in a React root of its own,
 * whose effects can run after the page took the scene down (a result shown, a kiosk reset, a
 * route change, moments after it appeared): by then the application is destroyed and has no
 * renderer, ticker or canvas left. Every effect that reaches into the application asks first.
 */
export function isLive(app: Application | null | undefined): app is Application {
  return !!app && Boolean(app.renderer as unknown) && Boolean(app.ticker as unknown);
}

/**
 * Applications whose first frame is drawn by SceneApplication once their labels are ready
 * (prewarmTexts.ts): until then their schedulers draw nothing (that frame will show every change
 * made meanwhile) and start no ticker (started when the frame is drawn).
 */
const beforeFirstFrame = new WeakMap<Application, (() => void)[]>();

/** From now until `firstFrameDrawn`, the application's schedulers hold their frames. */
export function holdUntilFirstFrame(app: Application): void {
  if (!beforeFirstFrame.has(app)) beforeFirstFrame.set(app, []);
}

/** The application's first frame is on screen: its schedulers draw again, and start what waited. */
export function firstFrameDrawn(app: Application): void {
  const waiting = beforeFirstFrame.get(app);
  beforeFirstFrame.delete(app);
  for (const start of waiting ?? []) start();
}

/**
 * Renders a scene only when something changed. Pixi redraws every frame by default, which keeps
 * a core busy (and a phone warm) while a trainee reads; here the ticker runs only while a drag
 * or an animation needs frames, and a single frame is drawn after every other change.
 */
export class FrameScheduler {
  /** Each running step, and whether its last frame still moved something on its way. */
  private readonly steps = new Map<FrameStep, boolean>();
  private holds = 0;
  private pending = 0;

  constructor(private readonly app: Application) {
    app.ticker.add(this.tick, this);
    this.report();
    // A restored WebGL context (after the GPU was reset, or the browser reclaimed it) starts
    // empty: redraw the cached textures and the frame, since nothing else would ask for one.
    app.renderer.runners.contextChange.add(this);
  }

  /** Called by Pixi's renderer when its context is (re)created. */
  contextChange(): void {
    refreshCaches(this.app.stage);
    this.invalidate();
  }

  /** Draws one frame soon (coalesced), unless the ticker is already drawing every frame. */
  invalidate(): void {
    if (!isLive(this.app) || this.app.ticker.started || this.pending || beforeFirstFrame.has(this.app)) return;
    this.pending = requestAnimationFrame(() => {
      this.pending = 0;
      if (isLive(this.app)) this.app.render();
    });
  }

  /**
   * Runs `step` every frame until it returns false. Until its first frame a step counts as moving
   * (a padlock sent home is on its way at once), unless it starts as a decorative loop: a running
   * machine's shaft is no object on its way, even before the scene's first frame is drawn (which
   * waits for its labels). Counted as moving, it kept a kiosk's idle warning from ever showing on
   * a page still drawing its first frame.
   */
  animate(step: FrameStep, startsAs: true | 'ambient' = true): void {
    // A step already running keeps what its last frame said (a slide under way stays moving).
    this.steps.set(step, startsAs === true || this.steps.get(step) === true);
    this.report();
    this.wake();
  }

  /** Keeps frames coming (a drag in progress) until the matching release. */
  hold(): void {
    this.holds++;
    this.report();
    this.wake();
  }

  /** Ends one hold. */
  release(): void {
    this.holds = Math.max(0, this.holds - 1);
    this.report();
  }

  /** Whether a drag is held or an object is still on its way somewhere (decorative loops aside). */
  get moving(): boolean {
    return this.holds > 0 || [...this.steps.values()].some(Boolean);
  }

  /** Stops everything (unmount). */
  dispose(): void {
    if (this.pending) cancelAnimationFrame(this.pending);
    this.steps.clear();
    this.app.ticker?.remove(this.tick, this);
    this.app.renderer?.runners.contextChange.remove(this);
  }

  private wake(): void {
    const waiting = beforeFirstFrame.get(this.app);
    if (waiting) {
      waiting.push(() => this.wake());
      return;
    }
    if (isLive(this.app) && !this.app.ticker.started) this.app.ticker.start();
  }

  /**
   * Mirrors `moving` on the canvas as `data-moving="true|false"`: what a test (or a screen
   * recorder) waits for instead of a length of time, e.g. a padlock back home after a refused drop.
   */
  private report(): void {
    const canvas = this.app.renderer?.canvas as HTMLCanvasElement | undefined;
    const moving = this.moving;
    const ticker = this.app.ticker as { maxFPS: number } | undefined;
    const maxFPS = !moving && this.steps.size > 0 ? ambientFps(this.app) : 0;
    if (ticker && ticker.maxFPS !== maxFPS) ticker.maxFPS = maxFPS;
    const value = String(moving);
    if (canvas?.dataset && canvas.dataset.moving !== value) canvas.dataset.moving = value;
  }

  private tick(): void {
    const now = performance.now();
    for (const step of this.steps.keys()) {
      const result = step(now);
      if (result === false) this.steps.delete(step);
      else this.steps.set(step, result === true);
    }
    this.report();
    // The render for this frame still runs (Pixi renders after its update callbacks).
    if (this.steps.size === 0 && this.holds === 0) queueMicrotask(() => this.app.ticker?.stop());
  }
}

/** Re-renders every container cached as a texture (their GPU copies die with the context). */
function refreshCaches(container: Container): void {
  if (container.isCachedAsTexture) container.updateCacheTexture();
  for (const child of container.children) refreshCaches(child);
}
