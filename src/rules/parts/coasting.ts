import { checkEnergy } from './common';
import { load } from './load';
import type { PartAction, PartModel, StateWord } from './types';

/**
 * A heavy part that keeps turning after its drive stops (a flywheel, a drive with a heavy pulley
 * and belt): it runs like a load, and once its energy is cut it coasts, a kinetic hazard at the
 * work of its `magnitude` (rpm) until someone waits for standstill and checks it.
 */
export const coasting: PartModel = {
  ...load,
  called: 'a coasting part',
  fields: ['energy', 'magnitude', 'position'],
  check: (c, at, errors) => {
    checkEnergy(c, at, errors);
    if (!(typeof c.magnitude === 'number' && c.magnitude > 0 && c.magnitude < 1e6)) errors.push(`${at}.magnitude: its speed in rpm while it runs`);
  },
  owns: [],
  coasts: () => true,
  actions: (c, f) => {
    const actions: PartAction[] = [];
    if (!f.running) actions.push({ type: 'check_standstill', part: c.id });
    if (c.energy === 'electrical' && !f.covered) actions.push({ type: 'cover', part: c.id });
    return actions;
  },
  words: (_c, f) => {
    const words: StateWord[] = [{ agree: f.running ? 'running' : f.coasting ? 'coasting' : 'stopped' }];
    if (f.live) words.push({ agree: 'energized' });
    if (f.covered) words.push({ agree: 'covered' });
    return words;
  },
};
