import type { Graphics } from 'pixi.js';
import { PALETTE } from '../../shared/palette';
import { type PartView, warningTriangle } from '../art';
import type { PartDrawing } from './types';

function drawGravity(g: Graphics, p: PartView): void {
  const drop = p.dropped ? 30 : 0;
  if (p.restrained) {
    // Safety block (yellow and black) under the part.
    g.rect(-12, 0, 24, 40).fill(PALETTE.yellow).stroke({ width: 2, color: PALETTE.black });
    for (let i = 0; i < 3; i++) g.rect(-12, 6 + i * 12, 24, 4).fill(PALETTE.black);
  }
  g.roundRect(-40, -30 + drop, 80, 30, 4).fill(PALETTE.steelDark).stroke({ width: 3, color: PALETTE.steelShadow });
  g.rect(-40, -30 + drop, 80, 6).fill(PALETTE.steel);
  if (!p.restrained && !p.dropped) warningTriangle(g, 0, 24, 0.5);
}

/** A raised part: the ram or counterweight, its block when blocked, lower when it came down. */
export const gravity: PartDrawing = { draw: (g, p) => drawGravity(g, p), spins: false };
