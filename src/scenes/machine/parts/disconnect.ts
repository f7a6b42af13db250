import { PALETTE } from '../../shared/palette';
import { door } from './breaker';
import type { PartDrawing } from './types';

/** A disconnect switch: the breaker's door, with a red rotary handle. */
export const disconnect: PartDrawing = { draw: (g, p) => door(g, p, PALETTE.red), spins: false };
