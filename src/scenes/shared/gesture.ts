import type { Point } from './drag';

// Pointer and keyboard gestures as pure state machines: `(state, event) -> { state, intents }`,
// no Pixi, no DOM. A scene turns Pixi's pointer events into events here (hit testing in design
// units is the scene's), and turns the intents back into pictures (move a sprite, slide it home)
// and into reports (a drop, a tap). Tests drive them directly (tests/unit/gesture.test.ts).

/** Movement under this many scene units is a tap, not a drag. */
export const TAP_SLOP = 8;

/** What one pointer is doing. */
export type PointerTrack<I, T> =
  /** Pressed on item `item` (dragging once it has `travelled` TAP_SLOP or more from `start`). */
  | { kind: 'holding'; pointerId: number; item: I; grab: Point; start: Point; at: Point; travelled: number }
  /** Pressed on no item (over `target`, if any): a short press is a tap on that target. */
  | { kind: 'pressing'; pointerId: number; start: Point; target: T | null };

/** Every pointer that is down on a scene. Each item is held by one pointer at most. */
export interface PointerState<I, T> {
  readonly pointers: readonly PointerTrack<I, T>[];
}

/** A pointer event, in design units, with what the scene hit under it. */
export type PointerInput<I, T> =
  /**
   * A press. `item` is the draggable item pressed (null if none, or if it may not move now) and
   * `itemAt` its position (its top-left); `target` is what lies under the pointer.
   */
  | { type: 'down'; pointerId: number; at: Point; item: I | null; itemAt?: Point; target?: T | null }
  | { type: 'move'; pointerId: number; at: Point }
  /** A release, inside or outside the canvas; `target` is what lies under the pointer. */
  | { type: 'up'; pointerId: number; at: Point; target?: T | null }
  /** The browser cancelled the pointer (a system gesture, a lost capture, a native drag). */
  | { type: 'cancel'; pointerId: number };

/** What a pointer event means for the scene. */
export type PointerIntent<I, T> =
  /** A pointer took hold of an item (keep frames coming, raise it above the rest). */
  | { kind: 'grab'; pointerId: number; item: I }
  /** The held item follows the pointer (`position` keeps the grab offset); `dragging` once past the slop. */
  | { kind: 'move'; pointerId: number; item: I; position: Point; at: Point; dragging: boolean }
  /** The item was pressed and released without travelling: a tap (tap-then-tap picks it). */
  | { kind: 'tap'; pointerId: number; item: I }
  /** The item was dragged and let go at `position` (pointer at `at`, over `target`). */
  | { kind: 'drop'; pointerId: number; item: I; position: Point; at: Point; target: T | null }
  /** The browser cancelled the pointer holding the item: put it back. */
  | { kind: 'cancel'; pointerId: number; item: I }
  /** A short press on no item, released over the target it started on (tap-then-tap drops there). */
  | { kind: 'tapTarget'; pointerId: number; target: T };

/** A pointer state with no pointer down. */
export function idle<I, T>(): PointerState<I, T> {
  return { pointers: [] };
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** Applies one pointer event; a pointer or an item already taken makes a press ignored. */
export function pointerGesture<I, T>(state: PointerState<I, T>, event: PointerInput<I, T>): { state: PointerState<I, T>; intents: PointerIntent<I, T>[] } {
  const track = state.pointers.find((p) => p.pointerId === event.pointerId);
  const others = state.pointers.filter((p) => p !== track);
  const unchanged = { state, intents: [] };
  switch (event.type) {
    case 'down': {
      // A second press of the same pointer (the stage hears the press the item already took).
      if (track) return unchanged;
      const { pointerId, at } = event;
      if (event.item !== null) {
        const item = event.item;
        // Another pointer holds this item: a second finger cannot steal it.
        if (state.pointers.some((p) => p.kind === 'holding' && p.item === item)) return unchanged;
        const itemAt = event.itemAt ?? at;
        const grab = { x: at.x - itemAt.x, y: at.y - itemAt.y };
        return { state: { pointers: [...state.pointers, { kind: 'holding', pointerId, item, grab, start: at, at, travelled: 0 }] }, intents: [{ kind: 'grab', pointerId, item }] };
      }
      return { state: { pointers: [...state.pointers, { kind: 'pressing', pointerId, start: at, target: event.target ?? null }] }, intents: [] };
    }
    case 'move': {
      if (!track || track.kind !== 'holding') return unchanged;
      const travelled = Math.max(track.travelled, distance(event.at, track.start));
      const next = { ...track, at: event.at, travelled };
      const position = { x: event.at.x - track.grab.x, y: event.at.y - track.grab.y };
      return {
        state: { pointers: state.pointers.map((p) => (p === track ? next : p)) },
        intents: [{ kind: 'move', pointerId: track.pointerId, item: track.item, position, at: event.at, dragging: travelled >= TAP_SLOP }],
      };
    }
    case 'up': {
      if (!track) return unchanged;
      const target = event.target ?? null;
      if (track.kind === 'pressing') {
        // Judged by where it was let go (a wobble on the way does not matter), on the same target.
        const tap = distance(event.at, track.start) < TAP_SLOP && target !== null && target === track.target;
        return { state: { pointers: others }, intents: tap ? [{ kind: 'tapTarget', pointerId: track.pointerId, target }] : [] };
      }
      // A drag that went far and came back is still a drag.
      const travelled = Math.max(track.travelled, distance(event.at, track.start));
      const position = { x: event.at.x - track.grab.x, y: event.at.y - track.grab.y };
      const intent: PointerIntent<I, T> =
        travelled >= TAP_SLOP
          ? { kind: 'drop', pointerId: track.pointerId, item: track.item, position, at: event.at, target }
          : { kind: 'tap', pointerId: track.pointerId, item: track.item };
      return { state: { pointers: others }, intents: [intent] };
    }
    case 'cancel': {
      if (!track) return unchanged;
      return { state: { pointers: others }, intents: track.kind === 'holding' ? [{ kind: 'cancel', pointerId: track.pointerId, item: track.item }] : [] };
    }
    default: {
      const never: never = event;
      throw new Error(`Unknown pointer event ${JSON.stringify(never)}`);
    }
  }
}

/** What a pointer is doing now: nothing, holding an item (not yet a drag), dragging it, or pressing on no item. */
export function pointerPhase<I, T>(state: PointerState<I, T>, pointerId: number): 'idle' | 'holding' | 'dragging' | 'pressing' {
  const track = state.pointers.find((p) => p.pointerId === pointerId);
  if (!track) return 'idle';
  if (track.kind === 'pressing') return 'pressing';
  return track.travelled >= TAP_SLOP ? 'dragging' : 'holding';
}

/** The items being dragged (past the slop), with where their pointers are. */
export function draggedItems<I, T>(state: PointerState<I, T>): { pointerId: number; item: I; at: Point }[] {
  return state.pointers.flatMap((p) => (p.kind === 'holding' && p.travelled >= TAP_SLOP ? [{ pointerId: p.pointerId, item: p.item, at: p.at }] : []));
}

/** Whether any pointer holds an item (dragging or not). */
export function isHolding<I, T>(state: PointerState<I, T>): boolean {
  return state.pointers.some((p) => p.kind === 'holding');
}

/** The pointer gesture with its state kept: what a scene holds in a ref. */
export class PointerGestures<I, T> {
  private current: PointerState<I, T> = idle();

  /** The state now (read-only). */
  get state(): PointerState<I, T> {
    return this.current;
  }

  /** Applies one event and returns its intents. */
  send(event: PointerInput<I, T>): PointerIntent<I, T>[] {
    const { state, intents } = pointerGesture(this.current, event);
    this.current = state;
    return intents;
  }
}

/* ----------------------------------------------------------- pick, then drop */

/** Tap-then-tap and keyboard input: pick an item (tap or Enter), then a target (tap or Enter). */
export type PickInput<I, T> =
  /** An item was tapped or activated; `available` is false for one that can no longer move. */
  | { type: 'pick'; item: I; available: boolean }
  /** A target was tapped or activated. */
  | { type: 'target'; target: T }
  /** Escape, or the "cancel selection" button. */
  | { type: 'escape' };

/** What a pick event means. */
export type PickIntent<I, T> = { kind: 'pick'; item: I } | { kind: 'unpick'; item: I } | { kind: 'drop'; item: I; target: T };

/**
 * The pick-then-drop machine. Its state is the picked item (or null), which the store keeps
 * (the overlay and the scene both show it): picking the picked item again puts it back, picking
 * another switches, a target with nothing picked does nothing.
 */
export function pickGesture<I, T>(picked: I | null, event: PickInput<I, T>): { picked: I | null; intents: PickIntent<I, T>[] } {
  switch (event.type) {
    case 'pick':
      if (!event.available) return { picked, intents: [] };
      if (picked === event.item) return { picked: null, intents: [{ kind: 'unpick', item: event.item }] };
      return { picked: event.item, intents: [{ kind: 'pick', item: event.item }] };
    case 'target':
      return picked === null ? { picked, intents: [] } : { picked: null, intents: [{ kind: 'drop', item: picked, target: event.target }] };
    case 'escape':
      return picked === null ? { picked, intents: [] } : { picked: null, intents: [{ kind: 'unpick', item: picked }] };
    default: {
      const never: never = event;
      throw new Error(`Unknown pick event ${JSON.stringify(never)}`);
    }
  }
}
