import type { Graphics } from 'pixi.js';
import { PALETTE } from '../../shared/palette';
import { type PartView } from '../art';
import type { PartDrawing } from './types';

function drawValve(g: Graphics, p: PartView): void {
  // Line valve: body across the pipe, lever along it when open, across when shut.
  g.rect(-40, -8, 80, 16).fill(PALETTE.steelMid);
  g.poly([-22, -22, 22, 22, 22, -22, -22, 22]).fill(PALETTE.steelDark).stroke({ width: 2, color: PALETTE.steelShadow });
  g.circle(0, 0, 8).fill(PALETTE.chrome);
  const angle = p.on ? 0 : Math.PI / 2;
  const dx = Math.cos(angle) * 34;
  const dy = Math.sin(angle) * 34;
  g.moveTo(0, 0).lineTo(dx, -Math.abs(dy) - (p.on ? 18 : 0)).stroke({ width: 8, color: p.on ? PALETTE.red : PALETTE.steelShadow, cap: 'round' });
}

/** A line valve: body across the pipe, lever along it when open, across when shut. */
export const valve: PartDrawing = { draw: (g, p) => drawValve(g, p), spins: false };
