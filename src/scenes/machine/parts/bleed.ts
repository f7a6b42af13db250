import type { Graphics } from 'pixi.js';
import { PALETTE } from '../../shared/palette';
import { type PartView } from '../art';
import type { PartDrawing } from './types';

function drawBleed(g: Graphics, p: PartView): void {
  g.rect(-6, -30, 12, 30).fill(PALETTE.steelMid);
  g.roundRect(-18, -4, 36, 22, 4).fill(PALETTE.steelDark);
  g.moveTo(0, 6).lineTo(p.on ? 30 : 0, p.on ? 6 : -24).stroke({ width: 6, color: PALETTE.yellowDark, cap: 'round' });
  if (p.on) for (let i = 0; i < 3; i++) g.circle(-14 + i * 12, 30 + (i % 2) * 6, 3).fill(PALETTE.steelLight);
}

/** A bleed valve: its lever across when shut, along when open, with the spray it lets out. */
export const bleed: PartDrawing = { draw: (g, p) => drawBleed(g, p), spins: false };
