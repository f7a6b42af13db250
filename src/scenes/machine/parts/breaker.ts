import type { Graphics } from 'pixi.js';
import { PALETTE } from '../../shared/palette';
import { liveLamp, type PartView, plate } from '../art';
import type { PartDrawing } from './types';

/** A breaker bucket or a disconnect: a door with a rotary handle of this colour, ON up and OFF across. */
export function door(g: Graphics, p: PartView, handle: number): void {
  plate(g, 84, 84);
  g.roundRect(-34, -34, 68, 20, 3).fill(PALETTE.white).stroke({ width: 2, color: PALETTE.steelShadow });
  g.circle(0, 12, 22).fill(PALETTE.steelLight).stroke({ width: 2, color: PALETTE.steelShadow });
  const angle = p.on ? -Math.PI / 2 : 0;
  g.moveTo(0, 12)
    .lineTo(Math.cos(angle) * 26, 12 + Math.sin(angle) * 26)
    .stroke({ width: 10, color: handle, cap: 'round' });
  g.circle(0, 12, 6).fill(PALETTE.steelShadow);
  liveLamp(g, p.live, 30, -6);
}

/** A breaker bucket: a door with a black rotary handle. */
export const breaker: PartDrawing = { draw: (g, p) => door(g, p, PALETTE.black), spins: false };
