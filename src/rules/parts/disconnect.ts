import { ISOLATOR } from './common';
import type { PartModel } from './types';

/** A disconnect switch: an isolating device with a rotary handle, on (closed) or off (open). */
export const disconnect: PartModel = {
  ...ISOLATOR,
  called: 'a disconnect',
  fields: ['position'],
  words: (_c, f) => [{ agree: f.on ? 'closed' : 'open' }],
  operateWord: (_c, position) => (position === 'on' ? 'switchOn' : 'switchOff'),
};
