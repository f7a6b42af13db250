import type { Point, Rect } from '../shared/drag';

/** Landscape (desktop, projector) or portrait (phone) arrangement of the MCC scene. */
export type Orientation = 'landscape' | 'portrait';

/** Where everything of the panel scene sits, in design units of its orientation. */
export interface PanelLayout {
  orientation: Orientation;
  width: number;
  height: number;
  floorY: number;
  /** The MCC bucket cabinet. */
  cabinet: Rect;
  /** The disconnect lever's pivot and length; it swings from ON (up) to OFF (down). */
  pivot: Point;
  leverLength: number;
  /** The area a trainee touches to operate the lever. */
  handleArea: Rect;
  /** Where the padlock's shackle passes when the lever is OFF (the lockout hole). */
  lockPoint: Point;
  /** The drop target around the lockout point. */
  dropTarget: Rect;
  /** The padlock's box when hanging on the lockout point. */
  lockOnPanel: Rect;
  /** The tag's box when hung from the padlock. */
  tagOnPanel: Rect;
  /** The wall-mounted lockout station (tool tray). */
  tray: Rect;
  /** The padlock's box at home on the tray. */
  lockHome: Rect;
  /** The spare tag on the tray. */
  tagHome: Rect;
  /** The status lamp. */
  lamp: Point;
  /** The test kit (two-pole voltage tester on the motor terminals, proving unit) shown once the test is done. */
  tester: Rect;
}

/** Padlock size in design units (body plus shackle). */
export const LOCK_SIZE = { width: 56, height: 84 } as const;
/** Tag size in design units. */
export const TAG_SIZE = { width: 118, height: 196 } as const;
/** Lever angles in degrees from pointing right: ON up-right, OFF down-right. */
export const LEVER_ON_DEG = -52;
export const LEVER_OFF_DEG = 52;

/** A point on the lever, `t` of the way from pivot to tip, at angle `deg`. */
export function leverPoint(pivot: Point, length: number, deg: number, t = 1): Point {
  const a = (deg * Math.PI) / 180;
  return { x: pivot.x + Math.cos(a) * length * t, y: pivot.y + Math.sin(a) * length * t };
}

function build(orientation: Orientation): PanelLayout {
  const landscape = orientation === 'landscape';
  const width = landscape ? 960 : 640;
  const height = landscape ? 600 : 800;
  const cabinet: Rect = landscape ? { x: 170, y: 64, width: 380, height: 466 } : { x: 40, y: 50, width: 380, height: 466 };
  const pivot = { x: cabinet.x + cabinet.width + 22, y: cabinet.y + 212 };
  const leverLength = 112;
  const lockPoint = leverPoint(pivot, leverLength, LEVER_OFF_DEG, 0.62);
  const lockOnPanel: Rect = { x: lockPoint.x - LOCK_SIZE.width / 2, y: lockPoint.y - 18, ...LOCK_SIZE };
  const tagOnPanel: Rect = {
    x: lockOnPanel.x + LOCK_SIZE.width / 2 - 8,
    y: lockOnPanel.y + LOCK_SIZE.height - 6,
    ...TAG_SIZE,
  };
  const tray: Rect = landscape
    ? { x: 760, y: 96, width: 176, height: 330 }
    : { x: 40, y: 624, width: 560, height: 156 };
  const lockHome: Rect = landscape
    ? { x: tray.x + tray.width / 2 - LOCK_SIZE.width / 2, y: tray.y + 74, ...LOCK_SIZE }
    : { x: tray.x + 150 - LOCK_SIZE.width / 2, y: tray.y + 60, ...LOCK_SIZE };
  const tagHome: Rect = landscape
    ? { x: tray.x + tray.width / 2 - 34, y: tray.y + 186, width: 68, height: 112 }
    : { x: tray.x + 380, y: tray.y + 40, width: 64, height: 104 };
  const handleTop = leverPoint(pivot, leverLength + 20, LEVER_ON_DEG);
  const handleBottom = leverPoint(pivot, leverLength + 20, LEVER_OFF_DEG);
  return {
    orientation,
    width,
    height,
    floorY: cabinet.y + cabinet.height - 8,
    cabinet,
    pivot,
    leverLength,
    handleArea: { x: pivot.x - 16, y: handleTop.y - 18, width: handleTop.x - pivot.x + 40, height: handleBottom.y - handleTop.y + 36 },
    lockPoint,
    dropTarget: { x: lockPoint.x - 58, y: lockPoint.y - 40, width: 116, height: 130 },
    lockOnPanel,
    tagOnPanel,
    tray,
    lockHome,
    tagHome,
    lamp: { x: cabinet.x + cabinet.width - 50, y: cabinet.y + 88 },
    // A callout card left of the cabinet, or over the lower door in portrait (the hung tag takes
    // the room beside the cabinet there).
    tester: landscape
      ? { x: 10, y: 300, width: 152, height: 224 }
      : { x: 64, y: 284, width: 152, height: 224 },
  };
}

const LAYOUTS: Record<Orientation, PanelLayout> = { landscape: build('landscape'), portrait: build('portrait') };

/** The arrangement that best fills a box of this size. */
export function layoutFor(boxWidth: number, boxHeight: number): PanelLayout {
  return boxWidth >= boxHeight * 1.05 ? LAYOUTS.landscape : LAYOUTS.portrait;
}
