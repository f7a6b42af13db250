import { describe, expect, it } from 'vitest';
import {
  draggedItems,
  idle,
  pickGesture,
  pointerGesture,
  pointerPhase,
  TAP_SLOP,
  type PointerInput,
  type PointerIntent,
  type PointerState,
} from '../../src/scenes/shared/gesture';

type Item = 'lock' | 'tile';
type Target = 'hasp' | 'bin';

/** A headless scene: press, move and release like a finger, then look at the gesture's state. */
function scene() {
  let state: PointerState<Item, Target> = idle();
  let intents: PointerIntent<Item, Target>[] = [];
  const send = (event: PointerInput<Item, Target>) => {
    ({ state, intents } = pointerGesture(state, event));
    return intents;
  };
  return {
    down: (x: number, y: number, item: Item | null = 'lock', { id = 1, itemAt = { x: 0, y: 0 }, target = null as Target | null } = {}) =>
      send({ type: 'down', pointerId: id, at: { x, y }, item, itemAt, target }),
    move: (x: number, y: number, id = 1) => send({ type: 'move', pointerId: id, at: { x, y } }),
    up: (x: number, y: number, { id = 1, target = null as Target | null } = {}) => send({ type: 'up', pointerId: id, at: { x, y }, target }),
    cancel: (id = 1) => send({ type: 'cancel', pointerId: id }),
    phase: (id = 1) => pointerPhase(state, id),
    get state() {
      return state;
    },
    kinds: () => intents.map((i) => i.kind),
  };
}

describe('pointer gesture, tldraw style', () => {
  it('press, move past the slop, drop', () => {
    const s = scene();
    s.down(50, 50, 'lock', { itemAt: { x: 40, y: 30 } });
    expect(s.phase()).toBe('holding');
    s.move(55, 50);
    expect(s.phase()).toBe('holding');
    expect(s.move(80, 90)).toEqual([{ kind: 'move', pointerId: 1, item: 'lock', position: { x: 70, y: 70 }, at: { x: 80, y: 90 }, dragging: true }]);
    expect(s.phase()).toBe('dragging');
    expect(draggedItems(s.state)).toEqual([{ pointerId: 1, item: 'lock', at: { x: 80, y: 90 } }]);
    expect(s.up(100, 100, { target: 'hasp' })).toEqual([{ kind: 'drop', pointerId: 1, item: 'lock', position: { x: 90, y: 80 }, at: { x: 100, y: 100 }, target: 'hasp' }]);
    expect(s.phase()).toBe('idle');
  });

  it('a release that barely moved is a tap, even after a wobble under the slop', () => {
    const s = scene();
    s.down(10, 10);
    s.move(10 + TAP_SLOP - 1, 10);
    expect(s.up(11, 10)).toEqual([{ kind: 'tap', pointerId: 1, item: 'lock' }]);
  });

  it('a drag that went far and came back is still a drag', () => {
    const s = scene();
    s.down(0, 0);
    s.move(100, 0);
    s.up(0, 0);
    expect(s.kinds()).toEqual(['drop']);
  });

  it('a second finger cannot steal the held item, and its moves and release are ignored', () => {
    const s = scene();
    s.down(0, 0, 'lock', { id: 1 });
    expect(s.down(5, 5, 'lock', { id: 2 })).toEqual([]);
    expect(s.phase(2)).toBe('idle');
    expect(s.move(300, 300, 2)).toEqual([]);
    expect(s.up(300, 300, { id: 2 })).toEqual([]);
    expect(s.phase(1)).toBe('holding');
    expect(s.move(20, 0, 1).map((i) => i.kind)).toEqual(['move']);
  });

  it('two fingers drag two items', () => {
    const s = scene();
    s.down(0, 0, 'lock', { id: 1 });
    s.down(100, 0, 'tile', { id: 2, itemAt: { x: 100, y: 0 } });
    s.move(50, 50, 1);
    s.move(150, 50, 2);
    expect(draggedItems(s.state).map((d) => d.item)).toEqual(['lock', 'tile']);
    expect(s.up(150, 50, { id: 2 })).toMatchObject([{ kind: 'drop', item: 'tile', position: { x: 150, y: 50 } }]);
    expect(s.cancel(1)).toEqual([{ kind: 'cancel', pointerId: 1, item: 'lock' }]);
  });

  it('pointercancel puts a held item back and frees it for the next press', () => {
    const s = scene();
    s.down(0, 0);
    s.move(50, 0);
    expect(s.cancel(7)).toEqual([]);
    expect(s.cancel(1)).toEqual([{ kind: 'cancel', pointerId: 1, item: 'lock' }]);
    expect(s.down(0, 0, 'lock', { id: 2 })).toEqual([{ kind: 'grab', pointerId: 2, item: 'lock' }]);
  });

  it('a short press on no item, released on the target it started on, taps that target', () => {
    const s = scene();
    s.down(10, 10, null, { target: 'bin' });
    expect(s.phase()).toBe('pressing');
    expect(s.move(60, 60)).toEqual([]);
    expect(s.up(12, 10, { target: 'bin' })).toEqual([{ kind: 'tapTarget', pointerId: 1, target: 'bin' }]);
    s.down(10, 10, null, { target: 'bin' });
    expect(s.up(10 + TAP_SLOP, 10, { target: 'bin' })).toEqual([]);
    s.down(10, 10, null, { target: 'bin' });
    expect(s.up(11, 10, { target: 'hasp' })).toEqual([]);
    s.down(10, 10, null, { target: null });
    expect(s.up(10, 10, { target: null })).toEqual([]);
  });

  it('the stage hearing a press the item already took changes nothing', () => {
    const s = scene();
    s.down(0, 0, 'lock');
    expect(s.down(0, 0, null, { target: 'bin' })).toEqual([]);
    expect(s.phase()).toBe('holding');
  });
});

describe('pointer gesture: every event in every state', () => {
  type Phase = ReturnType<typeof pointerPhase>;
  /** Puts pointer 1 into a phase (pointer 2 holds the tile in the 'other holds' rows). */
  const setups: Record<string, (s: ReturnType<typeof scene>) => void> = {
    idle: () => undefined,
    holding: (s) => s.down(0, 0, 'lock'),
    dragging: (s) => {
      s.down(0, 0, 'lock');
      s.move(30, 0);
    },
    pressing: (s) => s.down(0, 0, null, { target: 'bin' }),
    'other holds the lock': (s) => s.down(0, 0, 'lock', { id: 2 }),
  };
  const events: Record<string, (s: ReturnType<typeof scene>) => unknown> = {
    'down on the lock': (s) => s.down(1, 1, 'lock'),
    'down on nothing': (s) => s.down(1, 1, null, { target: 'bin' }),
    'small move': (s) => s.move(2, 0),
    'far move': (s) => s.move(40, 0),
    'up where it started': (s) => s.up(1, 0, { target: 'bin' }),
    'up far away': (s) => s.up(40, 0, { target: 'hasp' }),
    cancel: (s) => s.cancel(),
  };
  // [intent kinds, phase of pointer 1 afterwards]
  const expected: Record<string, Record<string, [string[], Phase]>> = {
    idle: {
      'down on the lock': [['grab'], 'holding'],
      'down on nothing': [[], 'pressing'],
      'small move': [[], 'idle'],
      'far move': [[], 'idle'],
      'up where it started': [[], 'idle'],
      'up far away': [[], 'idle'],
      cancel: [[], 'idle'],
    },
    holding: {
      'down on the lock': [[], 'holding'],
      'down on nothing': [[], 'holding'],
      'small move': [['move'], 'holding'],
      'far move': [['move'], 'dragging'],
      'up where it started': [['tap'], 'idle'],
      'up far away': [['drop'], 'idle'],
      cancel: [['cancel'], 'idle'],
    },
    dragging: {
      'down on the lock': [[], 'dragging'],
      'down on nothing': [[], 'dragging'],
      'small move': [['move'], 'dragging'],
      'far move': [['move'], 'dragging'],
      'up where it started': [['drop'], 'idle'],
      'up far away': [['drop'], 'idle'],
      cancel: [['cancel'], 'idle'],
    },
    pressing: {
      'down on the lock': [[], 'pressing'],
      'down on nothing': [[], 'pressing'],
      'small move': [[], 'pressing'],
      'far move': [[], 'pressing'],
      'up where it started': [['tapTarget'], 'idle'],
      'up far away': [[], 'idle'],
      cancel: [[], 'idle'],
    },
    'other holds the lock': {
      'down on the lock': [[], 'idle'],
      'down on nothing': [[], 'pressing'],
      'small move': [[], 'idle'],
      'far move': [[], 'idle'],
      'up where it started': [[], 'idle'],
      'up far away': [[], 'idle'],
      cancel: [[], 'idle'],
    },
  };
  for (const [from, setup] of Object.entries(setups)) {
    for (const [name, run] of Object.entries(events)) {
      it(`${from} + ${name}`, () => {
        const s = scene();
        setup(s);
        run(s);
        const [kinds, phase] = expected[from]![name]!;
        expect(s.kinds()).toEqual(kinds);
        expect(s.phase()).toBe(phase);
        // The other pointer's hold is never disturbed by pointer 1.
        if (from === 'other holds the lock') expect(s.phase(2)).toBe('holding');
      });
    }
  }

  it('is pure: the state it was given is unchanged', () => {
    const before = pointerGesture<Item, Target>(idle(), { type: 'down', pointerId: 1, at: { x: 0, y: 0 }, item: 'lock' }).state;
    const copy = JSON.parse(JSON.stringify(before)) as unknown;
    pointerGesture(before, { type: 'move', pointerId: 1, at: { x: 50, y: 0 } });
    pointerGesture(before, { type: 'up', pointerId: 1, at: { x: 50, y: 0 } });
    expect(before).toEqual(copy);
  });
});

describe('pick, then drop (tap-then-tap and keyboard)', () => {
  const table: [string, 'tile' | 'lock' | null, Parameters<typeof pickGesture<Item, Target>>[1], Item | null, unknown[]][] = [
    ['pick with nothing picked', null, { type: 'pick', item: 'tile', available: true }, 'tile', [{ kind: 'pick', item: 'tile' }]],
    ['pick the picked item again puts it back', 'tile', { type: 'pick', item: 'tile', available: true }, null, [{ kind: 'unpick', item: 'tile' }]],
    ['pick another item switches', 'tile', { type: 'pick', item: 'lock', available: true }, 'lock', [{ kind: 'pick', item: 'lock' }]],
    ['an item that can no longer move is not picked', null, { type: 'pick', item: 'tile', available: false }, null, []],
    ['an unavailable item leaves the pick alone', 'lock', { type: 'pick', item: 'tile', available: false }, 'lock', []],
    ['a target with nothing picked does nothing', null, { type: 'target', target: 'bin' }, null, []],
    ['a target drops the picked item', 'tile', { type: 'target', target: 'bin' }, null, [{ kind: 'drop', item: 'tile', target: 'bin' }]],
    ['escape with nothing picked does nothing', null, { type: 'escape' }, null, []],
    ['escape puts the picked item back', 'lock', { type: 'escape' }, null, [{ kind: 'unpick', item: 'lock' }]],
  ];
  it.each(table)('%s', (_name, picked, event, next, intents) => {
    expect(pickGesture<Item, Target>(picked, event)).toEqual({ picked: next, intents });
  });
});
