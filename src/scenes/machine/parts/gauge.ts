import type { Graphics } from 'pixi.js';
import { PALETTE } from '../../shared/palette';
import { type PartView } from '../art';
import type { PartDrawing } from './types';

function drawGauge(g: Graphics, p: PartView): void {
  g.circle(0, 0, 30).fill(PALETTE.white).stroke({ width: 5, color: PALETTE.steelDark });
  for (let i = 0; i <= 8; i++) {
    const a = Math.PI * 0.75 + (i / 8) * Math.PI * 1.5;
    g.moveTo(Math.cos(a) * 20, Math.sin(a) * 20).lineTo(Math.cos(a) * 26, Math.sin(a) * 26).stroke({ width: 2, color: PALETTE.ink });
  }
  const a = Math.PI * 0.75 + Math.min(1, Math.max(0, p.gauge)) * Math.PI * 1.5;
  g.moveTo(0, 0).lineTo(Math.cos(a) * 22, Math.sin(a) * 22).stroke({ width: 3, color: PALETTE.red, cap: 'round' });
  g.circle(0, 0, 4).fill(PALETTE.ink);
  g.rect(-5, 30, 10, 14).fill(PALETTE.steelMid);
}

/** A dial whose needle shows the reading as a share of full scale. */
export const gauge: PartDrawing = { draw: (g, p) => drawGauge(g, p), spins: false };
