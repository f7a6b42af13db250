import type { Graphics } from 'pixi.js';
import { PALETTE } from '../../shared/palette';
import { ENERGY_COLOURS, type PartView, plate, warningTriangle } from '../art';
import type { PartDrawing } from './types';

function drawStore(g: Graphics, p: PartView): void {
  const fill = p.charged ? (p.energy === 'pneumatic' ? ENERGY_COLOURS.pneumatic : p.energy === 'electrical' ? PALETTE.yellowDark : ENERGY_COLOURS.hydraulic) : PALETTE.steelLight;
  if (p.energy === 'electrical') {
    plate(g, 70, 80, PALETTE.steelMid);
    for (let i = 0; i < 3; i++) g.roundRect(-24 + i * 17, -24, 14, 44, 5).fill(fill).stroke({ width: 2, color: PALETTE.steelShadow });
  } else {
    g.roundRect(-22, -40, 44, 80, 20).fill(fill).stroke({ width: 3, color: PALETTE.steelShadow });
    g.rect(-22, -4, 44, 4).fill({ color: PALETTE.white, alpha: 0.4 });
  }
  if (p.charged) warningTriangle(g, 30, -30, 0.5);
}

/** An accumulator, air receiver or capacitor bank, coloured while charged. */
export const store: PartDrawing = { draw: (g, p) => drawStore(g, p), spins: false };
