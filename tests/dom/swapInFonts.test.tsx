import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_FACES, SWAP_WAIT_MS, swapInFonts } from '../../src/ui/common/swapInFonts';

// The page keeps its fallback faces until Barlow has loaded, then changes once: unmarking it
// while the faces were on their way laid the page out twice, the first time with the browser's
// stand-in faces (46 ms on a 2-core machine).
describe('swapInFonts', () => {
  let root: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    root = document.createElement('html');
    root.className = 'fonts-later';
  });
  afterEach(() => vi.useRealTimers());

  function fontsThat(load: (face: string) => Promise<FontFace[]>) {
    const asked: string[] = [];
    return { asked, fonts: { load: (face: string) => (asked.push(face), load(face)) } };
  }

  it('unmarks the page only once every first face has loaded', async () => {
    const pending: Array<() => void> = [];
    const { asked, fonts } = fontsThat(() => new Promise((resolve) => pending.push(() => resolve([]))));
    const done = swapInFonts(root, fonts);
    expect(asked).toEqual([...FIRST_FACES]);
    for (const finish of pending.slice(0, -1)) finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(root.classList.contains('fonts-later')).toBe(true);
    pending.at(-1)?.();
    await done;
    expect(root.classList.contains('fonts-later')).toBe(false);
  });

  it('unmarks the page when a face cannot load (offline): the fallback faces are never kept for good', async () => {
    const { fonts } = fontsThat((face) => (face.includes('Condensed') ? Promise.reject(new Error('network')) : Promise.resolve([])));
    await swapInFonts(root, fonts);
    expect(root.classList.contains('fonts-later')).toBe(false);
  });

  it('unmarks the page after SWAP_WAIT_MS when the faces take longer', async () => {
    const { fonts } = fontsThat(() => new Promise<FontFace[]>(() => undefined));
    void swapInFonts(root, fonts);
    await vi.advanceTimersByTimeAsync(SWAP_WAIT_MS - 1);
    expect(root.classList.contains('fonts-later')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(root.classList.contains('fonts-later')).toBe(false);
  });

  it('unmarks the page at once in a browser without the font loading API', async () => {
    await swapInFonts(root, undefined);
    expect(root.classList.contains('fonts-later')).toBe(false);
  });
});
