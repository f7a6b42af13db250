import { checkAt, INERT } from './common';
import type { PartModel } from './types';

/** Where a voltage tester is applied to the phases and earth of a component (`at`); it takes an earthing set. */
export const testpoint: PartModel = {
  ...INERT,
  called: 'a test point',
  fields: ['at'],
  check: checkAt,
  actions: (c, f) => [f.earthed ? { type: 'remove_earth', point: c.id } : { type: 'earth', point: c.id }],
  words: (_c, f) => (f.earthed ? [{ agree: 'earthed' }] : []),
};
