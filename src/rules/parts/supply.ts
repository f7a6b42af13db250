import { checkEnergy, checkMagnitude, INERT } from './common';
import type { PartModel } from './types';

/**
 * Where energy comes from: a grid feeder, a hydraulic power unit, an air header. Always live; with
 * `requires`, only while that component runs (a pump needs its motor).
 */
export const supply: PartModel = {
  ...INERT,
  called: 'a supply',
  fields: ['energy', 'magnitude', 'requires'],
  carries: true,
  check: (c, at, errors) => {
    checkEnergy(c, at, errors);
    checkMagnitude(c, at, errors);
  },
  passes: () => true,
  emits: (c, state) => (c.requires === undefined || state.running[c.requires] === true ? { stored: false, spreads: true } : null),
  words: (_c, f) => (f.live ? [{ agree: 'energized' }] : []),
};
