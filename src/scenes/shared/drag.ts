import { draggedItems, idle, isHolding, pointerGesture, type PointerInput, type PointerState } from './gesture';

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

export { TAP_SLOP } from './gesture';
export { easeOutCubic } from './tween';

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
 * moved is a tap. A one-item view of the pointer gesture machine (`pointerGesture`).
 */
export class DragTracker {
  private state: PointerState<'item', never> = idle();

  /** True while a pointer owns the drag. */
  get active(): boolean {
    return isHolding(this.state);
  }

  /** Whether the gesture has moved far enough to be a drag rather than a tap. */
  get dragging(): boolean {
    return draggedItems(this.state).length > 0;
  }

  /** A pointer pressed the object whose top-left is at `objectPosition`. */
  down(pointerId: number, pointer: Point, objectPosition: Point): DragResult {
    if (this.active) return { kind: 'ignored' };
    const intents = this.send({ type: 'down', pointerId, at: pointer, item: 'item', itemAt: objectPosition });
    return intents.some((i) => i.kind === 'grab') ? { kind: 'started' } : { kind: 'ignored' };
  }

  /** A pointer moved anywhere on the stage. */
  move(pointerId: number, pointer: Point): DragResult {
    const intent = this.send({ type: 'move', pointerId, at: pointer })[0];
    return intent?.kind === 'move' ? { kind: 'moved', position: intent.position } : { kind: 'ignored' };
  }

  /** A pointer was released (inside or outside the canvas). */
  up(pointerId: number, pointer: Point): DragResult {
    const intent = this.send({ type: 'up', pointerId, at: pointer })[0];
    if (intent?.kind === 'drop') return { kind: 'dropped', position: intent.position };
    return intent?.kind === 'tap' ? { kind: 'tapped' } : { kind: 'ignored' };
  }

  /** The browser cancelled the pointer (a system gesture, a lost capture). */
  cancel(pointerId: number): DragResult {
    const intent = this.send({ type: 'cancel', pointerId })[0];
    return intent?.kind === 'cancel' ? { kind: 'cancelled' } : { kind: 'ignored' };
  }

  private send(event: PointerInput<'item', never>) {
    const { state, intents } = pointerGesture(this.state, event);
    this.state = state;
    return intents;
  }
}
