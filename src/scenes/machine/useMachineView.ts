import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Fit } from '../shared/fit';
import type { Point, Rect } from '../shared/drag';
import type { MachineFrame } from './layout';
import { clampView, fitView, isZoomed, maxZoom, panView, revealView, viewFit, zoomView, ZOOM_STEP, type BoxSize, type MachineView } from './view';

/** What the scene and its controls do to the view. */
export interface MachineViewControls {
  /** A finger or the mouse moved the machine by (dx, dy) CSS px; returns what the machine's edges left over. */
  pan: (dx: number, dy: number) => Point;
  /** Zooms by `factor` around a point of the box (CSS px). */
  zoomAt: (factor: number, at: Point) => void;
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
  /** Brings a rectangle of the frame (a part's box) wholly into sight. */
  reveal: (rect: Rect) => void;
}

/**
 * The machine scene's pan and zoom for a box: the fit to draw with (scene and twins), whether it
 * is zoomed in, and the controls. A new `resetKey` (another attempt: "Try again", another work
 * order) starts at fit again; a resize keeps the zoom and the centre, clamped to the new box.
 */
export function useMachineView(frame: MachineFrame, box: BoxSize, resetKey: string): { fit: Fit; zoomed: boolean; atMax: boolean; controls: MachineViewControls } {
  const [held, setHeld] = useState<{ key: string; view: MachineView }>(() => ({ key: resetKey, view: fitView(frame) }));
  const safeBox = { width: box.width || 1, height: box.height || 1 };
  const view = clampView(held.key === resetKey ? held.view : fitView(frame), frame, safeBox);
  // The latest view and box for the handlers: several pointer moves can come between two renders.
  const latest = useRef({ view, frame, box: safeBox, resetKey });
  useLayoutEffect(() => {
    latest.current = { view, frame, box: safeBox, resetKey };
  });
  const controls = useMemo<MachineViewControls>(() => {
    const apply = (next: MachineView) => {
      // A move that changes nothing (a pan against the machine's edge) re-renders nothing.
      const { view } = latest.current;
      if (next.x === view.x && next.y === view.y && next.zoom === view.zoom) return;
      latest.current = { ...latest.current, view: next };
      setHeld({ key: latest.current.resetKey, view: next });
    };
    const centre = () => ({ x: latest.current.box.width / 2, y: latest.current.box.height / 2 });
    const zoomAt = (factor: number, at: Point) => {
      const { view, frame, box } = latest.current;
      apply(zoomView(view, factor, at, frame, box));
    };
    return {
      pan: (dx, dy) => {
        const { view, frame, box } = latest.current;
        const { view: next, rest } = panView(view, dx, dy, frame, box);
        apply(next);
        return rest;
      },
      zoomAt,
      zoomIn: () => zoomAt(ZOOM_STEP, centre()),
      zoomOut: () => zoomAt(1 / ZOOM_STEP, centre()),
      fit: () => apply(fitView(latest.current.frame)),
      reveal: (rect) => {
        const { view, frame, box } = latest.current;
        apply(revealView(view, rect, frame, box));
      },
    };
  }, []);
  const fit = viewFit(view, frame, safeBox);
  return { fit, zoomed: isZoomed(view), atMax: view.zoom >= maxZoom(frame, safeBox) - 0.001, controls };
}
