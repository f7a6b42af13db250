/** Longer than this (ms) idle before a frame, ahead of the first contentful paint: a throttled run. */
export const STALL_MS: number;
/** A trace event, as far as the reading uses it (times in µs). */
export interface TraceEvent {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: unknown;
}
/** Whether headless Chromium's compositor held a Lighthouse run's first contentful paint back, and the longest idle wait a frame ended (ms). */
export function firstPaintStall(events: readonly TraceEvent[], fcpTs: number): { stalled: boolean; idleMs: number | null };
