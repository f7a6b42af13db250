// Probes: code that runs inside every benchmarked page, before the site's own scripts (it is
// serialised by Playwright's addInitScript, so it can use nothing from this file's scope). It
// exposes `window.__bench`: the live WebGL contexts (for memory), the renderer the scene chose,
// and, between start() and stop(), the timestamps of the rendered Pixi frames and the time of each
// render call (for drag) and each pointer move's wait until the next render (for latency).

/**
 * Runs in the page before its scripts. Counts live WebGL contexts (weakly held, so the count
 * itself keeps none alive) and, while recording, timestamps every rendered Pixi frame (and how
 * long Pixi's render call took) and every pointer move, pairing each move with the first render
 * after it.
 */
export function installProbes() {
  const contexts = [];
  const seen = new WeakSet();
  const isWebGL = (type) => type === 'webgl' || type === 'webgl2' || type === 'experimental-webgl';
  for (const Canvas of [globalThis.HTMLCanvasElement, globalThis.OffscreenCanvas]) {
    if (!Canvas) continue;
    const getContext = Canvas.prototype.getContext;
    Canvas.prototype.getContext = function (type, ...rest) {
      const context = getContext.call(this, type, ...rest);
      if (context && isWebGL(type) && !seen.has(context)) {
        seen.add(context);
        contexts.push(new WeakRef(context));
      }
      return context;
    };
  }

  const record = { on: false, frames: [], renders: [], latencies: [], pending: [], handled: [], arrived: [], renderStart: 0 };
  /** Callers waiting for the next rendered frame (see nextRender). */
  const renderWaiters = [];
  addEventListener(
    'pointermove',
    (event) => {
      if (!record.on) return;
      // Moves the browser merged into this event each waited for the same render.
      const merged = event.getCoalescedEvents?.() ?? [];
      for (const move of merged.length ? merged : [event]) record.pending.push(move.timeStamp);
      // When the event reached the page (this listener runs first, in the capture phase at the
      // window): from here to the render is the site's share of the latency.
      record.arrived.push(performance.now());
    },
    { capture: true, passive: true },
  );
  const onPrerender = () => {
    record.renderStart = performance.now();
  };
  const onPostrender = () => {
    const now = performance.now();
    for (const resolve of renderWaiters.splice(0)) resolve(now);
    if (!record.on) return;
    // The frame a render belongs to: inside an animation frame, the document timeline's time is
    // that frame's start, aligned to the display's refresh, so intervals count the refreshes
    // between two drawn frames (16.7 ms when none was missed at 60 Hz), not the jitter of when
    // the render call ended within its frame. Outside one (a render from an event), the time now.
    record.frames.push(document.timeline?.currentTime ?? now);
    record.renders.push(now - record.renderStart);
    for (const sent of record.pending) record.latencies.push(now - sent);
    record.pending = [];
    for (const arrived of record.arrived) record.handled.push(now - arrived);
    record.arrived = [];
  };
  // The product's test hook: each scene hands over its Pixi application after its first frame.
  window.__lotoScene = (app) => {
    window.__bench.renderer = app.renderer.name;
    app.renderer.runners.prerender.add({ prerender: onPrerender });
    app.renderer.runners.postrender.add({ postrender: onPostrender });
  };

  window.__bench = {
    /** The renderer the last scene chose ('webgl' or 'canvas'). */
    renderer: null,
    /** WebGL contexts still alive and not lost (the collected ones are forgotten). */
    liveContexts() {
      for (let i = contexts.length - 1; i >= 0; i--) {
        const context = contexts[i].deref();
        if (!context || context.isContextLost()) contexts.splice(i, 1);
      }
      return contexts.length;
    },
    /** Resolves with the time the scene's next render ends. */
    nextRender() {
      return new Promise((resolve) => renderWaiters.push(resolve));
    },
    start() {
      Object.assign(record, { on: true, frames: [], renders: [], latencies: [], pending: [], handled: [], arrived: [] });
    },
    stop() {
      record.on = false;
      return { frames: record.frames, renders: record.renders, latencies: record.latencies, handled: record.handled };
    },
  };
}
