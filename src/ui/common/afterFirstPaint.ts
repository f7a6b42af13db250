/**
 * Runs `start` once the page has painted its first content (at once if it has). A scene page
 * starts its scene's code from its module this way: early for the scene, yet not competing with
 * the shell, the page's texts and the typeface for the first paint on a slow connection
 * (Lighthouse's mobile run: starting it before the first paint put `/desafio`'s first paint
 * 0.8-1.3 s later). The scene's view starts it too as it mounts, whichever comes first. Where
 * the page cannot tell (no PerformanceObserver, no paint timing) it starts at once.
 *
 * The paint is looked for at every animation frame as well as through the observer: the
 * browser hands an observer its entries in a task of low priority, which waited behind the
 * page's own code (70-100 ms after the paint with Chromium 156 on a 2-core machine), while a
 * frame callback runs with the next frame.
 */
export function afterFirstPaint(start: () => void): void {
  // A browser without paint timing ignores the observer below: it would never start (the view
  // would, later, as it mounts). Such a browser cannot tell, so it starts at once. So does a page
  // opened in a background tab: it paints nothing, and reports no paint, until it is shown.
  const paintTimed = () => !Array.isArray(PerformanceObserver.supportedEntryTypes) || PerformanceObserver.supportedEntryTypes.includes('paint');
  const painted = () => typeof performance.getEntriesByName !== 'function' || performance.getEntriesByName('first-contentful-paint').length > 0;
  if (typeof PerformanceObserver === 'undefined' || !paintTimed() || painted() || document.visibilityState === 'hidden') {
    start();
    return;
  }
  let started = false;
  let frame = 0;
  let timer = 0;
  const go = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    inATaskOfItsOwn(start);
  };
  // The observer's own list, not only the page's timeline: a test's fake clock replaces
  // `performance` (Playwright's keeps no entries), and the page must load all the same.
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0 || painted()) go();
  });
  const everyFrame = () => {
    if (painted()) go();
    else if (!started) frame = requestAnimationFrame(everyFrame);
  };
  try {
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    go();
    return;
  }
  frame = requestAnimationFrame(everyFrame);
  // Whatever happens to the paint's report (a tab hidden before it painted reports none), the
  // page's code is never held back for longer than this.
  timer = window.setTimeout(go, MAX_WAIT_MS);
}

/**
 * Runs `run` in a task of its own, soon. Every page module's afterFirstPaint sees the paint in the
 * same animation frame: run there, the scene's code, its typeface and the page's code started in
 * one task with the frame's style and layout (166 ms at Lighthouse's 4x slowdown, 116 ms of
 * blocking time on the work order). A message, not a timer: a test's fake clock holds timers.
 */
export function inATaskOfItsOwn(run: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    run();
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

/** The longest afterFirstPaint waits for the paint's report. */
export const MAX_WAIT_MS = 2000;

/** Resolves once the page has painted its first content (see afterFirstPaint). */
export function firstPaint(): Promise<void> {
  return new Promise((resolve) => afterFirstPaint(resolve));
}
