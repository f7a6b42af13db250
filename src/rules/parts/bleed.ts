import { checkAt, INERT, lockActions, toggle } from './common';
import type { PartAction, PartModel } from './types';

/**
 * A bleed, vent or dump valve, or a discharge device, on a store (`at`): open (`on`) it empties the
 * store, unless a live source still feeds it. It is locked open.
 */
export const bleed: PartModel = {
  ...INERT,
  called: 'a bleed',
  fields: ['at', 'position'],
  check: checkAt,
  lock: 'on',
  operable: () => true,
  actions: (c, f) => {
    const actions: PartAction[] = [];
    if (!f.myLock) actions.push(toggle(c.id, f));
    if (f.on) actions.push(...lockActions(c.id, f));
    return actions;
  },
  words: (_c, f) => [{ agree: f.on ? 'valveOpen' : 'valveShut' }],
  operateWord: (_c, position) => (position === 'on' ? 'openValve' : 'shutValve'),
};
