import type { Graphics } from 'pixi.js';
import { PALETTE } from '../../shared/palette';
import { type PartView, plate } from '../art';
import type { PartDrawing } from './types';

function drawControl(g: Graphics, p: PartView): void {
  plate(g, 56, 64, PALETTE.yellow);
  if (p.role === 'estop') {
    g.circle(0, 2, 20).fill(PALETTE.redDark);
    g.circle(0, p.on ? -2 : 4, 18).fill(PALETTE.red).stroke({ width: 2, color: PALETTE.black });
  } else if (p.role === 'pullcord') {
    g.roundRect(-16, -18, 32, 36, 4).fill(PALETTE.steelLight).stroke({ width: 2, color: PALETTE.black });
    g.moveTo(16, 0).lineTo(60, p.on ? 0 : 14).stroke({ width: 3, color: PALETTE.red });
  } else if (p.maintained) {
    g.circle(0, 0, 18).fill(PALETTE.black);
    const a = p.on ? -Math.PI / 4 : -(3 * Math.PI) / 4;
    g.moveTo(-Math.cos(a) * 14, -Math.sin(a) * 14).lineTo(Math.cos(a) * 14, Math.sin(a) * 14).stroke({ width: 7, color: PALETTE.steelLight, cap: 'round' });
  } else {
    const colour = p.role === 'start' ? PALETTE.greenDark : PALETTE.black;
    g.circle(0, 0, 18).fill(PALETTE.steelShadow);
    g.circle(0, p.on ? 0 : 3, 14).fill(colour).stroke({ width: 2, color: PALETTE.steelShadow });
  }
}

/** An e-stop, a pull cord, a run switch or a push button on a yellow plate. */
export const control: PartDrawing = { draw: (g, p) => drawControl(g, p), spins: false };
