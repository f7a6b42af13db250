import { Ticker } from 'pixi.js/lib/ticker/Ticker';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYSTEM_TICK_MS, tickSystemWhileShown } from '../../src/scenes/shared/pixiSetup';

// Pixi's system ticker (hover updates, the renderers' scheduled clean-ups) asked for every display
// frame for as long as the page lived: 60 wake-ups a second with every scene at rest.
describe("Pixi's system ticker", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not start, and so asks for no display frame, when a listener joins it', () => {
    const listener = vi.fn();
    Ticker.system.add(listener);
    expect(Ticker.system.started).toBe(false);
    Ticker.system.remove(listener);
  });

  it('runs on a timer while a scene is on screen, one timer for two scenes, none once both have gone', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'] });
    const listener = vi.fn();
    Ticker.system.add(listener);
    const first = tickSystemWhileShown();
    const second = tickSystemWhileShown();
    vi.advanceTimersByTime(SYSTEM_TICK_MS * 10);
    expect(listener).toHaveBeenCalledTimes(10);
    first();
    vi.advanceTimersByTime(SYSTEM_TICK_MS * 5);
    expect(listener).toHaveBeenCalledTimes(15);
    second();
    vi.advanceTimersByTime(SYSTEM_TICK_MS * 5);
    expect(listener).toHaveBeenCalledTimes(15);
    Ticker.system.remove(listener);
  });
});
