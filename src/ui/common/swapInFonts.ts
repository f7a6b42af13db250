/**
 * Barlow in the place of the fallback faces, in one step. Every page paints first in the
 * fallback faces (index.html's `fonts-later`, base.css); src/main.tsx calls this after that
 * paint. Unmarking the page at once asked for the faces and laid the page out again while they
 * loaded, with the browser's stand-in for a face still on its way: on a 2-core Linux machine that
 * layout took 46 ms (a font query to the browser for every size on the page), and the page was laid
 * out once more when the faces came. Loaded first, they replace the fallback in one layout.
 */

/** The faces a page's first screen sets (base.css and the pages' styles); any other loads when used. */
export const FIRST_FACES = ["400 1em 'Barlow'", "600 1em 'Barlow'", "700 1em 'Barlow'", "600 1em 'Barlow Condensed'", "700 1em 'Barlow Condensed'"] as const;

/** The longest the page keeps its fallback faces for the faces to load (a slow or lost network). */
export const SWAP_WAIT_MS = 3_000;

type Fonts = Pick<FontFaceSet, 'load'>;

/** Loads the first faces, then unmarks the page (at the latest after SWAP_WAIT_MS; also when a face fails). */
export function swapInFonts(root: HTMLElement = document.documentElement, fonts: Fonts | undefined = document.fonts): Promise<void> {
  return new Promise((resolve) => {
    let timer = 0;
    const swap = () => {
      window.clearTimeout(timer);
      root.classList.remove('fonts-later');
      resolve();
    };
    if (typeof fonts?.load !== 'function') {
      swap();
      return;
    }
    timer = window.setTimeout(swap, SWAP_WAIT_MS);
    void Promise.allSettled(FIRST_FACES.map((face) => fonts.load(face))).then(swap);
  });
}
