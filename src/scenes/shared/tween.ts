import type { Point } from './drag';

/** Ease-out cubic, for objects sliding home. */
export function easeOutCubic(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return 1 - (1 - c) ** 3;
}

/** A move from one value to another, eased out, started at `start` (performance.now() ms). */
export interface Tween<T extends number | Point> {
  from: T;
  to: T;
  start: number;
  duration: number;
}

/** Starts a tween now (or at `start`). */
export function tween<T extends number | Point>(from: T, to: T, duration: number, start = performance.now()): Tween<T> {
  return { from, to, start, duration };
}

/** Where a tween is at `now`, and whether it has arrived. */
export function tweenAt<T extends number | Point>(tw: Tween<T>, now: number): { value: T; done: boolean } {
  const k = easeOutCubic(tw.duration > 0 ? (now - tw.start) / tw.duration : 1);
  const value =
    typeof tw.from === 'number'
      ? tw.from + ((tw.to as number) - tw.from) * k
      : { x: tw.from.x + ((tw.to as Point).x - tw.from.x) * k, y: tw.from.y + ((tw.to as Point).y - tw.from.y) * k };
  return { value: value as T, done: k >= 1 };
}
