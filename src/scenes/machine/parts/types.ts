import type { Graphics } from 'pixi.js';
import type { PartView } from '../art';

/** The drawing half of a kind of part (the model half is in src/rules/parts/). */
export interface PartDrawing {
  /** Draws the part centred on (0, 0) in design units from what the model says about it now; `spin` turns a running shaft. */
  draw(g: Graphics, p: PartView, spin: number): void;
  /** It has a shaft that turns while it runs: redrawn at every frame then (not with reduced motion). */
  readonly spins: boolean;
}
