import { load } from './load';
import type { PartDrawing } from './types';

/** A coasting part looks like the drive it is (a motor with its heavy pulley), its shaft turning while it runs. */
export const coasting: PartDrawing = { draw: load.draw, spins: true };
