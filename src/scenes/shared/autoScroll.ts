/** The part of the window the page shows, in CSS pixels from the window's top (a sticky header excluded). */
export interface View {
  top: number;
  bottom: number;
}

/** How close to an edge of the view (CSS px) a held pointer starts scrolling the page. */
export const EDGE = 56;
/** The fastest the page scrolls while a drag is held at the very edge (CSS px per frame). */
export const MAX_STEP = 16;

/**
 * How far to scroll the page this frame (CSS px, negative is up) while a drag is held at `y`:
 * nothing in the middle of the view, faster the deeper the pointer is into the band along the
 * top or bottom edge, and only towards the scene's part that lies outside the view (`scene`, its
 * box in window coordinates): the page never scrolls a drag away from a board it already shows
 * whole.
 */
export function autoScrollStep(y: number, view: View, scene: View, canScroll: { up: boolean; down: boolean }, edge = EDGE, max = MAX_STEP): number {
  const band = Math.max(1, Math.min(edge, (view.bottom - view.top) / 4));
  if (canScroll.down && scene.bottom > view.bottom + 1 && y > view.bottom - band) {
    return Math.ceil(Math.min(1, (y - (view.bottom - band)) / band) * max);
  }
  if (canScroll.up && scene.top < view.top - 1 && y < view.top + band) {
    return -Math.ceil(Math.min(1, (view.top + band - y) / band) * max);
  }
  return 0;
}

/**
 * The window as the page shows it: from under what the page declares covered at the top (the
 * sticky header; the root's `scroll-padding-top`) to the bottom, and which ways it can scroll.
 */
export function windowView(): { view: View; canScroll: { up: boolean; down: boolean } } {
  const root = document.documentElement;
  const covered = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
  const view = { top: Math.min(covered, window.innerHeight / 3), bottom: window.innerHeight };
  return { view, canScroll: { up: window.scrollY > 0, down: window.scrollY + window.innerHeight < root.scrollHeight - 1 } };
}
