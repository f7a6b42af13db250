import type { Graphics } from 'pixi.js';
import { PALETTE } from '../../shared/palette';
import { type PartView, plate } from '../art';
import type { PartDrawing } from './types';

function drawTestpoint(g: Graphics, p: PartView): void {
  plate(g, 60, 46, PALETTE.steelLight);
  for (let i = 0; i < 3; i++) g.circle(-16 + i * 16, -4, 6).fill(PALETTE.chrome).stroke({ width: 2, color: PALETTE.steelShadow });
  g.circle(16, 14, 5).fill(PALETTE.greenDark);
  if (p.earthed) {
    g.moveTo(-16, -4).lineTo(16, -4).stroke({ width: 3, color: PALETTE.yellow });
    g.moveTo(16, -4).lineTo(16, 14).stroke({ width: 3, color: PALETTE.greenDark });
  }
}

/** Three phase terminals and earth, with the earthing set across them when earthed. */
export const testpoint: PartDrawing = { draw: (g, p) => drawTestpoint(g, p), spins: false };
