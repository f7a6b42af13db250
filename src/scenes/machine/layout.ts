/**
 * Where a machine's parts go on the scene: the machine file places each part's centre in a
 * 1000 × 600 drawing; the scene adds a margin for the parts' boxes and their names below.
 */
import type { ComponentDef } from '../../rules/machine';
import type { Rect } from '../shared/drag';
import { PART_HALF } from './art';

/** The scene's design size (design units; the fit scales it to the box). */
export const MACHINE_DESIGN = { width: 1120, height: 780 } as const;

const MARGIN_X = 60;
const MARGIN_Y = 70;
/** Room under a part for its name (two lines). */
export const NAME_HEIGHT = 40;
/** The width a part's name may wrap in. */
export const NAME_WIDTH = 128;

/** The centre of a part in design units. */
export function partCentre(c: Pick<ComponentDef, 'x' | 'y'>): { x: number; y: number } {
  return { x: MARGIN_X + c.x, y: MARGIN_Y + c.y };
}

/** A part's whole box, its name included: what a tap hits and where its twin lies. */
export function partBox(c: Pick<ComponentDef, 'x' | 'y'>): Rect {
  const { x, y } = partCentre(c);
  return { x: x - NAME_WIDTH / 2, y: y - PART_HALF, width: NAME_WIDTH, height: PART_HALF * 2 + NAME_HEIGHT };
}
