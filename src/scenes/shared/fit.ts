import type { Point, Rect } from './drag';

/** How design units map to the box: uniform scale, centred. */
export interface Fit {
  scale: number;
  offsetX: number;
  offsetY: number;
}

// The one design-to-screen conversion: scenes draw in design units inside a root container placed
// with `rootTransform`, pointer positions come back through `toDesign`, and the DOM twins are
// laid over the canvas with `toBox`.

/** Fits a design of `width` × `height` units into a box (CSS pixels), letterboxed and centred. */
export function fitLayout(design: { width: number; height: number }, boxWidth: number, boxHeight: number): Fit {
  const scale = Math.max(0.01, Math.min(boxWidth / design.width, boxHeight / design.height));
  return { scale, offsetX: (boxWidth - design.width * scale) / 2, offsetY: (boxHeight - design.height * scale) / 2 };
}

/** A design-unit rectangle in box pixels (for the DOM twins laid over the canvas). */
export function toBox(rect: Rect, fit: Fit): Rect {
  return { x: fit.offsetX + rect.x * fit.scale, y: fit.offsetY + rect.y * fit.scale, width: rect.width * fit.scale, height: rect.height * fit.scale };
}

/** A point in box pixels (a pointer on the canvas) in design units. */
export function toDesign(p: Point, fit: Fit): Point {
  return { x: (p.x - fit.offsetX) / fit.scale, y: (p.y - fit.offsetY) / fit.scale };
}

/** The position and scale of a scene's root container, which holds everything drawn in design units. */
export function rootTransform(fit: Fit): { x: number; y: number; scale: number } {
  return { x: fit.offsetX, y: fit.offsetY, scale: fit.scale };
}

/**
 * The resolution to render text at: the renderer's (or the screen's) pixel ratio times the
 * design scale, so labels stay crisp on a 4K projector and cheap on a phone (1 to 8).
 */
export function textResolution(deviceResolution: number, fit: Fit): number {
  return Math.min(8, Math.max(1, deviceResolution * fit.scale));
}

/**
 * How a texture rendered at `textResolution(deviceResolution, fit)` (a board tile or target
 * cached as one picture) is sampled where the scene draws it: 'nearest' when it lands on the
 * screen pixel for pixel (its resolution is exactly the device's times the design scale), else
 * 'linear' (the resolution was clamped, so the picture is scaled and needs smoothing). Drawn
 * pixel for pixel, nearest sampling shows the same pixels, at most half a device pixel over; but
 * on the 2D canvas smoothing is what costs: at a fractional position (nearly always) Skia
 * resamples every pixel bilinearly in software, and the board's 27 pictures took 8 ms of every
 * drag frame at pixel ratio 2, against about 1.5 ms unsmoothed.
 */
export function cacheScaleMode(deviceResolution: number, fit: Fit): 'nearest' | 'linear' {
  return textResolution(deviceResolution, fit) === deviceResolution * fit.scale ? 'nearest' : 'linear';
}
