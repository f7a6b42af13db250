import type { Rect } from './drag';

/** How design units map to the box: uniform scale, centred. */
export interface Fit {
  scale: number;
  offsetX: number;
  offsetY: number;
}

/** Fits a design of `width` × `height` units into a box (CSS pixels), letterboxed and centred. */
export function fitLayout(design: { width: number; height: number }, boxWidth: number, boxHeight: number): Fit {
  const scale = Math.max(0.01, Math.min(boxWidth / design.width, boxHeight / design.height));
  return { scale, offsetX: (boxWidth - design.width * scale) / 2, offsetY: (boxHeight - design.height * scale) / 2 };
}

/** A design-unit rectangle in box pixels (for the DOM twins laid over the canvas). */
export function toBox(rect: Rect, fit: Fit): Rect {
  return { x: fit.offsetX + rect.x * fit.scale, y: fit.offsetY + rect.y * fit.scale, width: rect.width * fit.scale, height: rect.height * fit.scale };
}
