import { ISOLATOR } from './common';
import type { PartModel } from './types';

/** A line valve: an isolating device, `on` open (passing), `off` shut. */
export const valve: PartModel = {
  ...ISOLATOR,
  called: 'a valve',
  fields: ['position'],
  words: (_c, f) => [{ agree: f.on ? 'valveOpen' : 'valveShut' }],
  operateWord: (_c, position) => (position === 'on' ? 'openValve' : 'shutValve'),
};
