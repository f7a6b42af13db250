/**
 * The drawings of a machine's parts, one module per kind of component (the model half of each
 * kind is in src/rules/parts/). Typed by the kinds: a kind without a drawing fails the type-check.
 */
import type { Graphics } from 'pixi.js';
import type { ComponentKind } from '../../../rules/parts';
import { PALETTE } from '../../shared/palette';
import { PART_HALF, type PartView } from '../art';
import { bleed } from './bleed';
import { breaker } from './breaker';
import { coasting } from './coasting';
import { control } from './control';
import { disconnect } from './disconnect';
import { gauge } from './gauge';
import { gravity } from './gravity';
import { load } from './load';
import { store } from './store';
import { supply } from './supply';
import { testpoint } from './testpoint';
import type { PartDrawing } from './types';
import { valve } from './valve';

/** Every kind's drawing, by kind. */
export const PART_DRAWINGS: Readonly<Record<ComponentKind, PartDrawing>> = { supply, disconnect, breaker, valve, bleed, store, load, coasting, gravity, control, gauge, testpoint };

/** Draws one part by its kind, and the shield over it when it is covered; `spin` turns a running motor's shaft. */
export function drawPart(g: Graphics, p: PartView, spin: number): void {
  g.clear();
  PART_DRAWINGS[p.kind].draw(g, p, spin);
  if (p.covered) g.roundRect(-PART_HALF, -PART_HALF, PART_HALF * 2, PART_HALF * 2, 8).fill({ color: PALETTE.yellow, alpha: 0.35 }).stroke({ width: 3, color: PALETTE.yellowDark });
}

export type { PartDrawing } from './types';
