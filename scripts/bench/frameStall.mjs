// Headless Chromium's frame throttling in a Lighthouse run, read from its trace.
//
// Chromium's display compositor (viz) sends a renderer at most one BeginFrame a second while it
// counts that renderer as unresponsive (CompositorFrameSinkSupport::ShouldSendBeginFrame,
// "ThrottleUnresponsiveClient"). In headless runs that happens to a page just navigated to, at
// random: the page has finished its work and asked for a frame, its main thread is idle, and the
// frame comes 0.7-1 s later (or 2 s, when the first allowed frame is missed). Lighthouse then
// observes the first paint a second or two late, and its Speed Index, which weighs the observed
// paints, costs the page 3-5 points (GoogleChrome/lighthouse#17148, open; it reproduces on
// PageSpeed Insights). A static page of one heading shows it here too (docs/bench.md, 11-29).
//
// The mark of such a run: before its first contentful paint, the page's main thread sat idle for
// more than STALL_MS and what ended the wait was a frame, not the page's work. A page that waits
// for the network, a timer or a font has work to do in a task when the wait ends (a response
// handled, a callback run, a layout), and its frame comes after that.

/** Longer than this between the page's last work and its first contentful frame: a throttled run (ms). */
export const STALL_MS = 500;

/** Trace events that are the page's own work on its main thread (a task's parts that a wait ends with). */
const PAGE_WORK = new Set([
  'ParseHTML',
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'RunMicrotasks',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'ResourceReceiveResponse',
  'ResourceFinish',
]);

/**
 * Whether a Lighthouse trace shows the first contentful paint held back by the compositor's
 * throttling: `{ stalled, idleMs }`, where `idleMs` is the longest time before the first
 * contentful paint that the page's main thread sat idle until a frame began (0 when every wait
 * ended in the page's own work; null when the trace has no navigation of the page's or the paint
 * is unknown).
 * @param {Array<{ name: string, ph?: string, ts: number, dur?: number, pid: number, tid: number, args?: any }>} events
 * @param {number} fcpTs the observed first contentful paint, in the trace's clock (µs)
 * @returns {{ stalled: boolean, idleMs: number | null }}
 */
export function firstPaintStall(events, fcpTs) {
  // The page's main thread: where its document (not an SVG image's) started navigating.
  const start = events.find((e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? '') && e.args?.data?.isLoadingMainFrame);
  if (!start || !Number.isFinite(fcpTs)) return { stalled: false, idleMs: null };
  const seen = events
    .filter((e) => e.pid === start.pid && e.tid === start.tid && e.ts >= start.ts && e.ts <= fcpTs && (PAGE_WORK.has(e.name) || e.name === 'BeginMainThreadFrame'))
    .sort((a, b) => a.ts - b.ts);
  let busyUntil = start.ts;
  let idle = 0;
  for (const e of seen) {
    if (e.name === 'BeginMainThreadFrame') idle = Math.max(idle, e.ts - busyUntil);
    busyUntil = Math.max(busyUntil, e.ts + (e.dur ?? 0));
  }
  const idleMs = idle / 1000;
  return { stalled: idleMs > STALL_MS, idleMs };
}
