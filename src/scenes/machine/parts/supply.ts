import type { Graphics } from 'pixi.js';
import { PALETTE } from '../../shared/palette';
import { ENERGY_COLOURS, liveLamp, type PartView, plate, warningTriangle } from '../art';
import type { PartDrawing } from './types';

function drawSupply(g: Graphics, p: PartView): void {
  if (p.energy === 'electrical') {
    plate(g, 84, 76, PALETTE.steelMid);
    for (let i = 0; i < 3; i++) g.rect(-28 + i * 22, -30, 12, 60).fill(PALETTE.steelDark).rect(-26 + i * 22, -30, 4, 60).fill(PALETTE.chrome);
    warningTriangle(g, 24, -22, 0.6);
  } else if (p.energy === 'pneumatic') {
    g.roundRect(-26, -40, 52, 80, 24).fill(PALETTE.steelLight).stroke({ width: 3, color: PALETTE.steelShadow });
    g.rect(-26, -6, 52, 8).fill(ENERGY_COLOURS.pneumatic);
  } else {
    plate(g, 84, 60, PALETTE.steelMid);
    g.circle(-12, 0, 20).fill(ENERGY_COLOURS.hydraulic).stroke({ width: 3, color: PALETTE.steelShadow });
    g.circle(-12, 0, 7).fill(PALETTE.chrome);
    g.rect(12, -14, 26, 28).fill(PALETTE.steelDark);
  }
  liveLamp(g, p.live, 34, 30);
}

/** A feeder (busbars), an air header or a hydraulic power unit, with its live lamp. */
export const supply: PartDrawing = { draw: (g, p) => drawSupply(g, p), spins: false };
