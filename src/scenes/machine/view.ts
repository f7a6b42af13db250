/**
 * Pan and zoom of the machine scene, as pure functions (tests/unit/machineView.test.ts).
 *
 * A view is a zoom relative to "fit" (the whole machine in its box, 1) and the point of the
 * machine's frame, in design units, that sits at the centre of the box. Every function returns a
 * clamped view: never smaller than fit, never beyond MAX_SCALE, and never panned past the
 * machine's edges (an axis the machine fits in stays centred). Box sizes and points are CSS pixels.
 */
import { fitLayout, toDesign, type Fit } from '../shared/fit';
import type { Point, Rect } from '../shared/drag';
import type { MachineFrame } from './layout';

export interface MachineView {
  readonly zoom: number;
  readonly x: number;
  readonly y: number;
}

export interface BoxSize {
  readonly width: number;
  readonly height: number;
}

/** The largest scale zoom reaches, in CSS pixels per design unit (a part is then about 230 px). */
export const MAX_SCALE = 2.5;
/** How much one press of a zoom button (or one wheel notch with ctrl) zooms. */
export const ZOOM_STEP = 1.5;

/** The whole machine, centred. */
export function fitView(frame: MachineFrame): MachineView {
  return { zoom: 1, x: frame.width / 2, y: frame.height / 2 };
}

/** The largest zoom for a box: up to MAX_SCALE, and at least twice the fit. */
export function maxZoom(frame: MachineFrame, box: BoxSize): number {
  const base = fitLayout(frame, box.width, box.height).scale;
  return Math.max(2, MAX_SCALE / base);
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The view kept inside its limits for this box (after a resize too). */
export function clampView(view: MachineView, frame: MachineFrame, box: BoxSize): MachineView {
  const base = fitLayout(frame, box.width, box.height).scale;
  const zoom = clamp(Number.isFinite(view.zoom) ? view.zoom : 1, 1, maxZoom(frame, box));
  const scale = base * zoom;
  const axis = (centre: number, size: number, boxSize: number) => {
    const half = boxSize / 2 / scale;
    return size <= half * 2 ? size / 2 : clamp(Number.isFinite(centre) ? centre : size / 2, half, size - half);
  };
  return { zoom, x: axis(view.x, frame.width, box.width), y: axis(view.y, frame.height, box.height) };
}

/** Where the frame goes in the box for a view: the scene's root transform and the twins' places. */
export function viewFit(view: MachineView, frame: MachineFrame, box: BoxSize): Fit {
  const scale = fitLayout(frame, box.width, box.height).scale * view.zoom;
  return { scale, offsetX: box.width / 2 - view.x * scale, offsetY: box.height / 2 - view.y * scale };
}

/** Whether a view shows more than the fit (there is something to pan). */
export function isZoomed(view: MachineView): boolean {
  return view.zoom > 1.001;
}

/**
 * The view moved with a finger by (dx, dy) CSS pixels, and what of that move it could not take
 * (the machine's edge was reached): the page may scroll by that much instead.
 */
export function panView(view: MachineView, dx: number, dy: number, frame: MachineFrame, box: BoxSize): { view: MachineView; rest: Point } {
  const scale = viewFit(view, frame, box).scale;
  const next = clampView({ ...view, x: view.x - dx / scale, y: view.y - dy / scale }, frame, box);
  return { view: next, rest: { x: dx + (next.x - view.x) * scale, y: dy + (next.y - view.y) * scale } };
}

/** The view zoomed by `factor` around a point of the box, which keeps the same part of the machine under it. */
export function zoomView(view: MachineView, factor: number, at: Point, frame: MachineFrame, box: BoxSize): MachineView {
  const anchor = toDesign(at, viewFit(view, frame, box));
  const zoom = clamp(view.zoom * factor, 1, maxZoom(frame, box));
  const scale = fitLayout(frame, box.width, box.height).scale * zoom;
  return clampView({ zoom, x: anchor.x - (at.x - box.width / 2) / scale, y: anchor.y - (at.y - box.height / 2) / scale }, frame, box);
}

/**
 * The view with a rectangle of the frame (a part and its name) wholly in sight, `margin` pixels
 * clear of the box's edges: unchanged if it already is, else moved as little as it takes (and
 * zoomed out if the rectangle would not fit at this zoom).
 */
export function revealView(view: MachineView, rect: Rect, frame: MachineFrame, box: BoxSize, margin = 8): MachineView {
  const base = fitLayout(frame, box.width, box.height).scale;
  const room = { width: Math.max(1, box.width - margin * 2), height: Math.max(1, box.height - margin * 2) };
  const zoom = Math.min(view.zoom, room.width / (rect.width * base), room.height / (rect.height * base));
  const scale = base * Math.max(1, zoom);
  const axis = (centre: number, start: number, size: number, boxSize: number) => {
    const half = boxSize / 2 / scale;
    const pad = margin / scale;
    if (start - pad < centre - half) return start - pad + half;
    if (start + size + pad > centre + half) return start + size + pad - half;
    return centre;
  };
  return clampView({ zoom, x: axis(view.x, rect.x, rect.width, box.width), y: axis(view.y, rect.y, rect.height, box.height) }, frame, box);
}
