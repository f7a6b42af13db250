/** A point in scene (design) units. */
export interface Point {
  x: number;
  y: number;
}

/** A rectangle in scene units. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export { easeOutCubic } from './tween';

/** True when `p` lies inside `r`. */
export function contains(r: Rect, p: Point): boolean {
  return p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;
}

/** The centre of a rectangle. */
export function centre(r: Rect): Point {
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}
