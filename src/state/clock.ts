/**
 * The time an attempt is stamped with. It follows the device's clock forward, but never runs
 * backwards: when the clock is set back (by hand, by a time sync) during a work order, the time
 * goes on from the last stamp by the page's monotonic clock (performance.now()), so an attempt
 * never finishes before it started and keeps its real length.
 */
let last: { at: number; mono: number } | null = null;

const monotonic = () => (typeof performance !== 'undefined' && typeof performance.now === 'function' ? performance.now() : null);

/** Now, in ms since 1970, never before an earlier call's answer on this page. */
export function steadyNow(): number {
  const wall = Date.now();
  const mono = monotonic();
  const at = last === null ? wall : Math.max(wall, last.at + (mono === null || mono < last.mono ? 0 : mono - last.mono));
  last = { at, mono: mono ?? last?.mono ?? 0 };
  return at;
}
