import type { Application, Container } from 'pixi.js';

/** A per-frame step; returns true while it still needs frames. */
export type FrameStep = (now: number) => boolean;

/**
 * Renders a scene only when something changed. Pixi redraws every frame by default, which keeps
 * a core busy (and a phone warm) while a trainee reads; here the ticker runs only while a drag
 * or an animation needs frames, and a single frame is drawn after every other change.
 */
export class FrameScheduler {
  private readonly steps = new Set<FrameStep>();
  private holds = 0;
  private pending = 0;

  constructor(private readonly app: Application) {
    app.ticker.add(this.tick, this);
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
    if (this.app.ticker.started || this.pending) return;
    this.pending = requestAnimationFrame(() => {
      this.pending = 0;
      if (this.app.renderer) this.app.render();
    });
  }

  /** Runs `step` every frame until it returns false. */
  animate(step: FrameStep): void {
    this.steps.add(step);
    this.wake();
  }

  /** Keeps frames coming (a drag in progress) until the matching release. */
  hold(): void {
    this.holds++;
    this.wake();
  }

  /** Ends one hold. */
  release(): void {
    this.holds = Math.max(0, this.holds - 1);
  }

  /** Stops everything (unmount). */
  dispose(): void {
    if (this.pending) cancelAnimationFrame(this.pending);
    this.steps.clear();
    this.app.ticker?.remove(this.tick, this);
    this.app.renderer?.runners.contextChange.remove(this);
  }

  private wake(): void {
    if (!this.app.ticker.started) this.app.ticker.start();
  }

  private tick(): void {
    const now = performance.now();
    for (const step of this.steps) if (!step(now)) this.steps.delete(step);
    // The render for this frame still runs (Pixi renders after its update callbacks).
    if (this.steps.size === 0 && this.holds === 0) queueMicrotask(() => this.app.ticker?.stop());
  }
}

/** Re-renders every container cached as a texture (their GPU copies die with the context). */
function refreshCaches(container: Container): void {
  if (container.isCachedAsTexture) container.updateCacheTexture();
  for (const child of container.children) refreshCaches(child);
}
