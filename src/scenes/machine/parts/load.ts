import type { Graphics } from 'pixi.js';
import { PALETTE } from '../../shared/palette';
import { ENERGY_COLOURS, liveLamp, type PartView, plate, warningTriangle } from '../art';
import type { PartDrawing } from './types';

/** Three phase conductors (IEC colours brown, black, grey) in a section of cabinet: a busbar or a cable end. */
function conductors(g: Graphics, p: PartView): void {
  plate(g, 84, 70, PALETTE.steelLight);
  const colours = [0x7a4a1d, PALETTE.black, PALETTE.steelDark];
  colours.forEach((colour, i) => g.roundRect(-34, -22 + i * 16, 68, 9, 3).fill(colour));
  liveLamp(g, p.live, 32, 26);
  if (p.live) warningTriangle(g, -28, 24, 0.45);
}

/** A motor: ribbed body, terminal box, fan cover, and a shaft that turns while it runs (`spin`). */
export function motor(g: Graphics, p: PartView, spin: number): void {
  g.roundRect(-40, -26, 64, 52, 10).fill(PALETTE.blue).stroke({ width: 3, color: PALETTE.steelShadow });
  for (let i = 0; i < 5; i++) g.rect(-34 + i * 12, -26, 3, 52).fill({ color: PALETTE.black, alpha: 0.2 });
  g.rect(-18, -38, 24, 14).fill(PALETTE.steelDark);
  g.rect(24, -6, 20, 12).fill(PALETTE.chrome);
  const a = spin;
  g.moveTo(34 + Math.cos(a) * 10, Math.sin(a) * 10)
    .lineTo(34 - Math.cos(a) * 10, -Math.sin(a) * 10)
    .stroke({ width: 4, color: PALETTE.steelShadow });
  g.roundRect(-38, 30, 60, 8, 2).fill(PALETTE.steelShadow);
  liveLamp(g, p.live, -30, -36);
}

function drawLoad(g: Graphics, p: PartView, spin: number): void {
  if (p.energy === 'electrical' && !p.driven) {
    conductors(g, p);
    return;
  }
  if (p.energy === 'electrical') {
    motor(g, p, spin);
    return;
  }
  if (p.energy === 'pneumatic') {
    plate(g, 60, 60, PALETTE.steelLight);
    g.rect(-20, -10, 40, 20).fill(p.live ? ENERGY_COLOURS.pneumatic : PALETTE.steelMid);
    return;
  }
  // Cylinder.
  g.rect(-18, -44, 36, 70).fill(PALETTE.steelMid).stroke({ width: 3, color: PALETTE.steelShadow });
  g.rect(-6, 26, 12, 18).fill(PALETTE.chrome);
  if (p.live) g.rect(-14, -40, 28, 20).fill({ color: ENERGY_COLOURS.hydraulic, alpha: 0.8 });
}

/** A motor whose shaft turns while it runs, a cylinder, a pneumatic drive, or conductors (a busbar, a cable end). */
export const load: PartDrawing = { draw: (g, p, spin) => drawLoad(g, p, spin), spins: true };
