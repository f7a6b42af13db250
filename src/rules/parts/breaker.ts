import { ISOLATOR } from './common';
import type { PartModel } from './types';

/** A circuit breaker or an MCC bucket: an isolating device, on (closed) or off (open). */
export const breaker: PartModel = {
  ...ISOLATOR,
  called: 'a breaker',
  fields: ['position'],
  words: (_c, f) => [{ agree: f.on ? 'closed' : 'open' }],
  operateWord: (_c, position) => (position === 'on' ? 'switchOn' : 'switchOff'),
};
