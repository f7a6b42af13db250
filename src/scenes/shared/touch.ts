/**
 * Makes every touch that starts on a scene's canvas the scene's own, so that Chromium does not
 * treat a finger drag there as a scroll gesture (`preventDefault()` on `touchstart`).
 *
 * Why `touch-action: none` (which Pixi sets on the canvas) is not enough: Chromium still turns a
 * finger drag that ends while the finger is moving (a padlock or a tile let go in motion) into a
 * scroll and, at the lift, an inertial fling. Its browser-side fling controller sees the
 * GestureFlingStart before the touch-action filter does, so the fling runs even though every one
 * of its scroll steps is then dropped for `touch-action: none`: nothing moves on screen, but a
 * fling is "running" for a few hundred milliseconds (longer after a fast drag). The next finger
 * down cancels that fling, and Chromium swallows the tap that stopped a fling (its touchscreen
 * tap suppression): pointerdown/up and touchstart/end still reach the page, but no GestureTap,
 * so no mousedown, mouseup or click. The feedback dialog opens at the drop, so its button was
 * what the next tap hit: seen as "a tap on a dialog button does nothing", about one tap in three
 * in the phone tests. It looked tied to the 2D canvas only because SwiftShader WebGL drew so
 * slowly that the fling was over before the dialog could be tapped; a tap on plain text 100 ms
 * after a drag was lost on both renderers. (Traced with Chromium's `input` trace category:
 * FlingController::HandlingGestureFling, its scroll steps FilteredForTouchAction, then
 * FilterTapSuppression on the next tap's GestureTapDown and GestureTap.)
 *
 * A consumed `touchstart` makes Chromium drop the whole gesture sequence (no scroll, no fling,
 * no double-tap zoom, no long-press menu, no click on the canvas itself), while the pointer
 * events the scene plays with still arrive: they are dispatched before the touch events and
 * are not affected. Returns the function that gives the touches back (unmount).
 */
export function claimTouches(canvas: HTMLElement): () => void {
  const claim = (event: TouchEvent) => {
    if (event.cancelable) event.preventDefault();
  };
  canvas.addEventListener('touchstart', claim, { passive: false });
  return () => canvas.removeEventListener('touchstart', claim);
}
