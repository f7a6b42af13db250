import { afterEach, expect, it, vi } from 'vitest';
import { afterFirstPaint, MAX_WAIT_MS } from '../../src/ui/common/afterFirstPaint';

// A scene page starts its scene's code once the page has first painted: never before (it would
// share a slow connection with what the first paint needs), and at once when it already has.

let painted = false;
/** Whether the entries the observer is handed hold the paint (the page's timeline may not). */
let reported = false;
let observed: (() => void) | undefined;

class FakeObserver {
  constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
  observe() {
    observed = () => this.callback({ getEntriesByName: (name) => (reported && name === 'first-contentful-paint' ? [{}] : []) });
  }
  disconnect() {
    observed = undefined;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  painted = false;
  reported = false;
  observed = undefined;
});

/** Waits for a task queued now (afterFirstPaint runs its start in a task of its own). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Animation frames held until the test runs them (returns their queue). */
function stubFrames(): FrameRequestCallback[] {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return frames;
}

function stubPaint() {
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string) => (painted && name === 'first-contentful-paint' ? [{} as PerformanceEntry] : []));
}

it('waits for the first contentful paint, then starts once', async () => {
  stubPaint();
  const start = vi.fn();
  afterFirstPaint(start);
  expect(start).not.toHaveBeenCalled();
  // A paint entry that is not the first contentful paint changes nothing.
  observed?.();
  expect(start).not.toHaveBeenCalled();
  painted = true;
  observed?.();
  expect(observed).toBeUndefined();
  // In a task of its own, not in the one that saw the paint.
  expect(start).not.toHaveBeenCalled();
  await nextTask();
  expect(start).toHaveBeenCalledTimes(1);
});

it('runs each start in a task of its own, not all in the frame that saw the paint', async () => {
  // Every page module's afterFirstPaint sees the paint in the same animation frame: run there,
  // the scene's code, its typeface and the page's code started in one long task.
  stubPaint();
  const frames = stubFrames();
  const order: string[] = [];
  afterFirstPaint(() => {
    order.push('first');
    // The second has not run in this task.
    queueMicrotask(() => order.push('first task ends'));
  });
  afterFirstPaint(() => order.push('second'));
  painted = true;
  for (const frame of frames.splice(0)) frame(0);
  expect(order).toEqual([]);
  await nextTask();
  await nextTask();
  expect(order).toEqual(['first', 'first task ends', 'second']);
});

it('starts at once when the page has already painted, or cannot tell', () => {
  stubPaint();
  painted = true;
  const start = vi.fn();
  afterFirstPaint(start);
  expect(start).toHaveBeenCalledTimes(1);
  vi.stubGlobal('PerformanceObserver', undefined);
  painted = false;
  afterFirstPaint(start);
  expect(start).toHaveBeenCalledTimes(2);
});

it('starts at once in a browser without paint timing, which would never report the paint', () => {
  // Such a browser (WebKit before it had paint timing) lists no 'paint' entry type and, as the
  // specification says, ignores an observer of an unknown type without an error.
  class NoPaintObserver extends FakeObserver {
    static readonly supportedEntryTypes = ['mark', 'measure', 'navigation', 'resource'];
    override observe() {}
  }
  vi.stubGlobal('PerformanceObserver', NoPaintObserver);
  vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
  const start = vi.fn();
  afterFirstPaint(start);
  expect(start).toHaveBeenCalledTimes(1);
});

it('also looks at every frame: starts with the frame after the paint when the observer has not yet been told', async () => {
  // The browser hands an observer its entries in a task of low priority, which can wait behind
  // the page's own code for a long while after the paint.
  stubPaint();
  const frames = stubFrames();
  const start = vi.fn();
  afterFirstPaint(start);
  const nextFrame = () => frames.shift()?.(0);
  nextFrame();
  nextFrame();
  expect(start).not.toHaveBeenCalled();
  painted = true;
  nextFrame();
  await nextTask();
  expect(start).toHaveBeenCalledTimes(1);
  expect(frames).toHaveLength(0);
  // The observer's late report changes nothing, and it was let go.
  expect(observed).toBeUndefined();
});

it("takes the paint from the observer's own entries when the page's timeline has none (a test's fake clock)", async () => {
  stubPaint();
  const start = vi.fn();
  afterFirstPaint(start);
  observed?.();
  expect(start).not.toHaveBeenCalled();
  reported = true;
  observed?.();
  await nextTask();
  expect(start).toHaveBeenCalledTimes(1);
});

it('starts at once in a page opened in the background, which reports no paint until it is shown', () => {
  stubPaint();
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const start = vi.fn();
  afterFirstPaint(start);
  expect(start).toHaveBeenCalledTimes(1);
});

it('never holds the code back longer than MAX_WAIT_MS when no paint is reported', async () => {
  vi.useFakeTimers();
  stubPaint();
  const start = vi.fn();
  afterFirstPaint(start);
  vi.advanceTimersByTime(MAX_WAIT_MS - 1);
  expect(start).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  await nextTask();
  expect(start).toHaveBeenCalledTimes(1);
  // A late report changes nothing.
  painted = true;
  observed?.();
  await nextTask();
  expect(start).toHaveBeenCalledTimes(1);
});
