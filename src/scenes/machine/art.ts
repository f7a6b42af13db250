/**
 * What every part's drawing shares (its box, lamps, plates, the colours of energy), and the
 * padlocks, tags, wires and backdrop drawn over and under them. The drawing of each kind of part
 * is its own module in ./parts/. Each draws centred on (0, 0) in design units, from what the model
 * says about the part right now; none decides anything.
 */
import type { Graphics } from 'pixi.js';
import type { ComponentKind, EnergyKind } from '../../rules/machine';
import type { PartFacts } from '../../rules/parts';
import { PALETTE } from '../shared/palette';

/** What a drawing needs to know about its part, all derived from the model. */
export interface PartView extends Readonly<PartFacts> {
  readonly kind: ComponentKind;
  readonly energy: EnergyKind | undefined;
  readonly role: string | undefined;
  readonly maintained: boolean;
  /** A load drawn as a motor, rather than as conductors (a busbar, a cable end). */
  readonly driven: boolean;
  /** Owners of the locks on it: the trainee's own lock is red, others are blue. */
  readonly locks: readonly string[];
  /** A gauge's reading as a share of its full scale (0–1). */
  readonly gauge: number;
}

/** The half-size of every part's box, in design units (its touch area is the whole box). */
export const PART_HALF = 46;

/** The colour of a line carrying each kind of energy (pipes follow common plant practice). */
export const ENERGY_COLOURS: Record<EnergyKind, number> = {
  electrical: PALETTE.ink,
  hydraulic: 0x8a5a14,
  pneumatic: 0x2f7fc1,
  gravity: PALETTE.steelDark,
  kinetic: PALETTE.steelDark,
  spring: PALETTE.steelDark,
  thermal: PALETTE.red,
  chemical: 0x7a4fa3,
};

/** A steel plate or cabinet section behind a part. */
export function plate(g: Graphics, w: number, h: number, fill: number = PALETTE.steel): void {
  g.roundRect(-w / 2, -h / 2, w, h, 6).fill(fill).stroke({ width: 3, color: PALETTE.steelShadow });
}

/** A yellow warning triangle. */
export function warningTriangle(g: Graphics, x: number, y: number, scale: number): void {
  const s = 22 * scale;
  g.poly([x, y - s, x + s, y + s * 0.8, x - s, y + s * 0.8]).fill(PALETTE.yellow).stroke({ width: 2, color: PALETTE.black });
  g.rect(x - 1.5, y - s * 0.45, 3, s * 0.7).fill(PALETTE.black);
}

/** A lamp, red while the part is live. */
export function liveLamp(g: Graphics, live: boolean, x: number, y: number): void {
  g.circle(x, y, 7).fill(live ? PALETTE.red : PALETTE.steelShadow).stroke({ width: 2, color: PALETTE.steelShadow });
}

/** A padlock on a part: red for the trainee, blue for anyone else; stacked to the right. */
export function drawLocks(g: Graphics, owners: readonly string[], trainee: string): void {
  owners.forEach((owner, i) => {
    const x = 30 + i * 16;
    const colour = owner === trainee ? PALETTE.red : PALETTE.blue;
    g.roundRect(x - 6, 16, 12, 10, 5).stroke({ width: 3, color: PALETTE.steelShadow });
    g.roundRect(x - 9, 22, 18, 18, 3).fill(colour).stroke({ width: 2, color: PALETTE.black });
    g.circle(x, 31, 2.5).fill(PALETTE.black);
  });
}

/**
 * A DANGER tag hanging from the last padlock, to its right: clear of the part's name below it
 * and of the neighbouring parts (the grid leaves 48 units between two parts).
 */
export function drawTag(g: Graphics, locks: number): void {
  const left = 25 + Math.max(1, locks) * 16;
  g.moveTo(left - 12, 20).lineTo(left + 8, 22).stroke({ width: 2, color: PALETTE.black });
  g.roundRect(left, 18, 22, 30, 3).fill(PALETTE.white).stroke({ width: 2, color: PALETTE.black });
  g.rect(left + 2, 21, 18, 8).fill(PALETTE.red);
  for (let i = 0; i < 2; i++) g.rect(left + 4, 34 + i * 6, 14, 2).fill(PALETTE.inkSoft);
}

/** The plant behind the machine: wall, floor and a walkway line. */
export function drawBackdrop(g: Graphics, x0: number, y0: number, width: number, height: number): void {
  g.clear();
  // Far beyond the frame, so a letterboxed scene shows the same floor to its edges.
  g.rect(x0 - 2000, y0 - 2000, width + 4000, height + 4000).fill(PALETTE.paper);
  for (let x = Math.floor((x0 - 2000) / 100) * 100; x < x0 + width + 2000; x += 100) g.rect(x, y0 - 2000, 1, height + 4000).fill({ color: PALETTE.steelLight, alpha: 0.6 });
  for (let y = Math.floor((y0 - 2000) / 100) * 100; y < y0 + height + 2000; y += 100) g.rect(x0 - 2000, y, width + 4000, 1).fill({ color: PALETTE.steelLight, alpha: 0.6 });
}

/** A wire or pipe along its route (src/scenes/machine/wiring.ts): solid and dark while it carries energy, pale when not. */
export function drawLink(g: Graphics, points: readonly { x: number; y: number }[], energy: EnergyKind, live: boolean): void {
  const [first, ...rest] = points;
  if (!first) return;
  const colour = ENERGY_COLOURS[energy];
  g.moveTo(first.x, first.y);
  for (const p of rest) g.lineTo(p.x, p.y);
  g.stroke({ width: live ? 6 : 4, color: live ? colour : PALETTE.steelLight, alpha: live ? 0.9 : 1, join: 'round' });
}
