import { describe, expect, it } from 'vitest';
import { firstPaintStall, STALL_MS } from '../../scripts/bench/frameStall.mjs';

// The bench takes a Lighthouse run again when headless Chromium's compositor held its first
// contentful frame back (scripts/bench/frameStall.mjs). These traces are cut down to the events
// the reading uses: the page's navigation, its main thread's work and frames, times in µs.

const MAIN = { pid: 1, tid: 7 };
const OTHER = { pid: 1, tid: 9 };
const ms = (t: number) => t * 1000;

function trace(...events: { name: string; at: number; dur?: number; thread?: typeof MAIN; args?: unknown }[]) {
  return [
    // An SVG image's document starts too, with no address: not the page.
    { name: 'navigationStart', ts: ms(5), ...MAIN, args: { data: { documentLoaderURL: '', isLoadingMainFrame: true } } },
    { name: 'navigationStart', ts: ms(0), ...MAIN, args: { data: { documentLoaderURL: 'http://127.0.0.1:4173/verificar', isLoadingMainFrame: true } } },
    ...events.map(({ name, at, dur, thread = MAIN, args }) => ({ name, ts: ms(at), dur: dur === undefined ? undefined : ms(dur), ...thread, args })),
  ];
}

describe('firstPaintStall', () => {
  it('reads a first frame that comes right after the page’s work as no stall', () => {
    const events = trace({ name: 'ParseHTML', at: 30, dur: 40 }, { name: 'FunctionCall', at: 300, dur: 150 }, { name: 'BeginMainThreadFrame', at: 460 });
    expect(firstPaintStall(events, ms(480))).toEqual({ stalled: false, idleMs: 10 });
  });

  it('reads a frame a second after the page went idle as the compositor’s throttling', () => {
    const events = trace(
      { name: 'FunctionCall', at: 400, dur: 97 },
      // Tasks with none of the page's work in them (the browser's own) do not end the idle time.
      { name: 'RunTask', at: 763, dur: 0.4 },
      { name: 'BeginMainThreadFrame', at: 1150 },
      { name: 'FireAnimationFrame', at: 1151, dur: 0.4 },
    );
    const { stalled, idleMs } = firstPaintStall(events, ms(1205));
    expect(stalled).toBe(true);
    expect(idleMs).toBeCloseTo(653, 5);
  });

  it('reads the longest wait that a frame ended: a first frame with nothing to show, then a throttled one', () => {
    const events = trace(
      { name: 'FunctionCall', at: 500, dur: 90 },
      { name: 'BeginMainThreadFrame', at: 1192 },
      { name: 'FireAnimationFrame', at: 1192, dur: 0.3 },
      { name: 'TimerFire', at: 1419, dur: 0.1 },
      { name: 'BeginMainThreadFrame', at: 2210 },
    );
    expect(firstPaintStall(events, ms(2255))).toMatchObject({ stalled: true });
    expect(firstPaintStall(events, ms(2255)).idleMs).toBeCloseTo(2210 - 1419.1, 5);
  });

  it('reads a throttled first frame whose paint showed a frame later, after the page’s layout and a resize', () => {
    const events = trace(
      { name: 'FunctionCall', at: 400, dur: 55 },
      { name: 'BeginMainThreadFrame', at: 1208 },
      { name: 'UpdateLayoutTree', at: 1209, dur: 26.5 },
      { name: 'Layout', at: 1235.5, dur: 13 },
      { name: 'EventDispatch', at: 1256.6, args: { data: { type: 'resize' } } },
      { name: 'BeginMainThreadFrame', at: 1267.7 },
    );
    expect(firstPaintStall(events, ms(1284))).toEqual({ stalled: true, idleMs: 753 });
  });

  it('reads a page that waited for the network and then drew as no stall, however long the wait', () => {
    const events = trace(
      { name: 'FunctionCall', at: 300, dur: 20 },
      { name: 'ResourceReceiveResponse', at: 1900 },
      { name: 'FunctionCall', at: 1901, dur: 30 },
      { name: 'BeginMainThreadFrame', at: 1940 },
    );
    expect(firstPaintStall(events, ms(1960))).toEqual({ stalled: false, idleMs: 9 });
  });

  it('counts only the page’s own main thread, and no more than the threshold', () => {
    const quiet = trace({ name: 'FunctionCall', at: 100, dur: 10 }, { name: 'FunctionCall', at: 900, dur: 5, thread: OTHER }, { name: 'BeginMainThreadFrame', at: 1000, thread: OTHER }, { name: 'BeginMainThreadFrame', at: 1110 });
    expect(firstPaintStall(quiet, ms(1120))).toEqual({ stalled: true, idleMs: 1000 });
    const edge = trace({ name: 'FunctionCall', at: 100, dur: 10 }, { name: 'BeginMainThreadFrame', at: 110 + STALL_MS });
    expect(firstPaintStall(edge, ms(700)).stalled).toBe(false);
  });

  it('says nothing of a trace without the page’s navigation or a first contentful paint, and finds no stall without a frame', () => {
    expect(firstPaintStall([], ms(500))).toEqual({ stalled: false, idleMs: null });
    expect(firstPaintStall(trace({ name: 'FunctionCall', at: 100, dur: 10 }), Number.NaN)).toEqual({ stalled: false, idleMs: null });
    expect(firstPaintStall(trace({ name: 'FunctionCall', at: 100, dur: 10 }), ms(900))).toEqual({ stalled: false, idleMs: 0 });
  });
});
