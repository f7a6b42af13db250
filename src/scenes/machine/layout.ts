/**
 * Where a machine's parts go on the scene: the machine file places each part's centre in a
 * 1000 × 600 drawing; the scene adds a margin for the parts' boxes and their names below.
 */
import type { ComponentDef } from '../../rules/machine';
import { GRID, type PhotoSlot } from '../../rules/photoLayout';
import type { Rect } from '../shared/drag';
import { PART_HALF } from './art';

/** The scene's design size (design units; the fit scales it to the box). */
export const MACHINE_DESIGN = { width: 1290, height: 1030 } as const;

const MARGIN_X = 60;
const MARGIN_Y = 70;
/**
 * How far the machine file's grid (140 across, 150 down) is spread on the scene: a column is
 * 160 units, a row 200, so a name of four lines (also at a font a quarter larger) fits
 * between a part and the plate label of the part below it, in every language
 * (tests/e2e/labels.spec.ts reads the real bounds).
 */
const SPREAD_X = 160 / 140;
const SPREAD_Y = 200 / 150;
/** Room under a part for its name (four lines, also at a font a tenth larger). */
export const NAME_HEIGHT = 92;
/** The width a part's name may wrap in (a column less a gap, so two names never touch). */
export const NAME_WIDTH = 150;

/** The centre of a part in design units. */
export function partCentre(c: Pick<ComponentDef, 'x' | 'y'>): { x: number; y: number } {
  return { x: MARGIN_X + Math.round(c.x * SPREAD_X), y: MARGIN_Y + Math.round(c.y * SPREAD_Y) };
}

/** A part's whole box, its name included: what a tap hits and where its twin lies. */
export function partBox(c: Pick<ComponentDef, 'x' | 'y'>): Rect {
  const { x, y } = partCentre(c);
  return { x: x - NAME_WIDTH / 2, y: y - PART_HALF, width: NAME_WIDTH, height: PART_HALF * 2 + NAME_HEIGHT };
}

/** The part of the design a machine's parts take, with a margin: the scene fits this, not the whole sheet. */
export interface MachineFrame {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const FRAME_MARGIN = 24;

/** Where a photo's slot on the grid (rules/photoLayout.ts) lies in design units: the grid spread as the parts' centres are. */
export function photoRect(slot: PhotoSlot): Rect {
  return { x: MARGIN_X + slot.x * SPREAD_X, y: MARGIN_Y + slot.y * SPREAD_Y, width: slot.width * SPREAD_X, height: slot.height * SPREAD_Y };
}

/** The whole area a machine's photos share (the grid, 1000 × 600), in design units. */
export const PHOTO_AREA: Rect = photoRect({ x: 0, y: 0, width: GRID.width, height: GRID.height });

/**
 * The frame around every part of a machine (so a small machine fills the scene too); with
 * `photos`, around the whole photo area as well, so no photo is cut off.
 */
export function machineFrame(parts: readonly Pick<ComponentDef, 'x' | 'y'>[], photos = false): MachineFrame {
  if (parts.length === 0 && !photos) return { x: 0, y: 0, ...MACHINE_DESIGN };
  const boxes = parts.map(partBox);
  const x = Math.min(...boxes.map((b) => b.x - FRAME_MARGIN), ...(photos ? [PHOTO_AREA.x - FRAME_MARGIN] : []));
  const y = Math.min(...boxes.map((b) => b.y - FRAME_MARGIN - 24), ...(photos ? [PHOTO_AREA.y - FRAME_MARGIN] : []));
  const right = Math.max(...boxes.map((b) => b.x + b.width + FRAME_MARGIN), ...(photos ? [PHOTO_AREA.x + PHOTO_AREA.width + FRAME_MARGIN] : []));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height + FRAME_MARGIN + 16), ...(photos ? [PHOTO_AREA.y + PHOTO_AREA.height + FRAME_MARGIN] : []));
  return { x, y, width: right - x, height: bottom - y };
}

/** A design rectangle relative to a machine's frame (what the fit places on screen). */
export function inFrame(rect: Rect, frame: MachineFrame): Rect {
  return { x: rect.x - frame.x, y: rect.y - frame.y, width: rect.width, height: rect.height };
}

/**
 * A name wraps between words, never inside a painted tag: Pixi breaks after a hyphen, which split
 * "P-101" into "P-" and "101". A non-breaking hyphen (U+2011) joins a tag's capitals to its number;
 * a compound word ("Kupplungs-Brems-Ventil") may still break at its hyphens.
 */
export function keepTags(name: string): string {
  return name.replace(/(?<=\p{Lu})-(?=\d)/gu, '\u2011');
}
