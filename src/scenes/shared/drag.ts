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

/** Movement under this many scene units is a tap, not a drag. */
export const TAP_SLOP = 8;

/** True when `p` lies inside `r`. */
export function contains(r: Rect, p: Point): boolean {
  return p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;
}

/** The centre of a rectangle. */
export function centre(r: Rect): Point {
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

/** What a pointer event did to a drag. */
export type DragResult =
  | { kind: 'ignored' }
  | { kind: 'started' }
  | { kind: 'moved'; position: Point }
  | { kind: 'tapped' }
  | { kind: 'dropped'; position: Point }
  | { kind: 'cancelled' };

/**
 * One draggable object's gesture, without any canvas: the pointer that pressed it owns the
 * drag (a second finger is ignored), the object keeps its grab offset, and a release that barely
 * moved is a tap. Pixi event handlers feed it; tests drive it directly.
 */
export class DragTracker {
  private pointerId: number | null = null;
  private grab: Point = { x: 0, y: 0 };
  private start: Point = { x: 0, y: 0 };
  private travelled = 0;

  /** True while a pointer owns the drag. */
  get active(): boolean {
    return this.pointerId !== null;
  }

  /** Whether the gesture has moved far enough to be a drag rather than a tap. */
  get dragging(): boolean {
    return this.active && this.travelled >= TAP_SLOP;
  }

  /** A pointer pressed the object whose top-left is at `objectPosition`. */
  down(pointerId: number, pointer: Point, objectPosition: Point): DragResult {
    if (this.pointerId !== null) return { kind: 'ignored' };
    this.pointerId = pointerId;
    this.grab = { x: pointer.x - objectPosition.x, y: pointer.y - objectPosition.y };
    this.start = pointer;
    this.travelled = 0;
    return { kind: 'started' };
  }

  /** A pointer moved anywhere on the stage. */
  move(pointerId: number, pointer: Point): DragResult {
    if (pointerId !== this.pointerId) return { kind: 'ignored' };
    this.travelled = Math.max(this.travelled, Math.hypot(pointer.x - this.start.x, pointer.y - this.start.y));
    return { kind: 'moved', position: { x: pointer.x - this.grab.x, y: pointer.y - this.grab.y } };
  }

  /** A pointer was released (inside or outside the canvas). */
  up(pointerId: number, pointer: Point): DragResult {
    if (pointerId !== this.pointerId) return { kind: 'ignored' };
    this.travelled = Math.max(this.travelled, Math.hypot(pointer.x - this.start.x, pointer.y - this.start.y));
    const wasDrag = this.travelled >= TAP_SLOP;
    this.pointerId = null;
    return wasDrag ? { kind: 'dropped', position: { x: pointer.x - this.grab.x, y: pointer.y - this.grab.y } } : { kind: 'tapped' };
  }

  /** The browser cancelled the pointer (a system gesture, a lost capture). */
  cancel(pointerId: number): DragResult {
    if (pointerId !== this.pointerId) return { kind: 'ignored' };
    this.pointerId = null;
    return { kind: 'cancelled' };
  }
}

/** Ease-out cubic, for objects sliding home. */
export function easeOutCubic(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return 1 - (1 - c) ** 3;
}
