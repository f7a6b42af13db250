import { checkEnergy, INERT } from './common';
import type { PartAction, PartModel } from './types';

/**
 * A part held up (a raised ram, a counterweight): a hazard until a block or pin restrains it; it
 * comes down if the load holding it (`heldBy`) loses its energy.
 */
export const gravity: PartModel = {
  ...INERT,
  called: 'a raised part',
  fields: ['energy', 'magnitude', 'heldBy'],
  check: checkEnergy,
  emits: (c, state) => (!state.restrained[c.id] && !state.dropped[c.id] ? { stored: true, spreads: false } : null),
  settle: (c, step) => {
    if (c.heldBy === undefined || step.state.restrained[c.id] || step.dropped[c.id]) return false;
    const holder = step.component(c.heldBy);
    if ((step.map.get(holder.id) ?? []).some((e) => e.kind === holder.energy)) return false;
    step.dropped[c.id] = true;
    step.events.push({ kind: 'dropped', part: c.id });
    return true;
  },
  actions: (c, f) => {
    const actions: PartAction[] = [];
    if (!f.restrained && !f.dropped) actions.push({ type: 'restrain', part: c.id });
    if (f.restrained) actions.push({ type: 'remove_block', part: c.id });
    return actions;
  },
  words: (_c, f) => [{ agree: f.dropped ? 'dropped' : f.restrained ? 'blocked' : 'raised' }],
};
