import { checkAt, INERT } from './common';
import type { PartModel } from './types';

/** A pressure gauge: shows the energy at the component it is on (`at`). */
export const gauge: PartModel = {
  ...INERT,
  called: 'a gauge',
  fields: ['at'],
  check: checkAt,
  actions: (c) => [{ type: 'read_gauge', gauge: c.id }],
  words: (_c, f) => (f.reading ? [{ reading: f.reading.value, unit: f.reading.unit }] : []),
};
