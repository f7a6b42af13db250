import { CONTROL_ROLES } from '../energyKinds';
import { INERT, lockActions, oneOf, toggle } from './common';
import type { PartAction, PartModel } from './types';

/**
 * A start or stop button, an emergency stop, a pull cord, a selector. Not an isolating device: it
 * acts through the control circuit on the loads it `acts` on. A start with `maintained` stays in
 * RUN once turned, and starts its loads whenever their energy comes back.
 */
export const control: PartModel = {
  ...INERT,
  called: 'a control',
  fields: ['role', 'acts', 'maintained', 'position'],
  check: (c, at, errors) => {
    if (!oneOf(c.role, CONTROL_ROLES)) errors.push(`${at}.role: one of ${CONTROL_ROLES.join(', ')}`);
    if (!Array.isArray(c.acts) || c.acts.length === 0) errors.push(`${at}.acts: name the loads it starts or stops`);
    if (c.maintained !== undefined && (c.maintained !== true || c.role !== 'start')) errors.push(`${at}.maintained: true, and only on a start control`);
  },
  lock: 'held',
  // Latching controls turn (e-stops, pull cords, selectors, a run switch); push buttons are pressed.
  operable: (c) => (c.role !== 'start' && c.role !== 'stop') || c.maintained === true,
  settle: (c, step) => {
    // A run switch left in RUN starts its loads as soon as their energy comes back.
    if (!c.maintained || step.state.positions[c.id] !== 'on') return false;
    let changed = false;
    for (const load of c.acts ?? []) {
      const def = step.component(load);
      if (!step.running[load] && (step.map.get(load) ?? []).some((e) => e.kind === def.energy) && !step.stopHeld(load)) {
        step.running[load] = true;
        step.events.push({ kind: 'started', load, by: c.id });
        changed = true;
      }
    }
    return changed;
  },
  actions: (c, f) => {
    const actions: PartAction[] = [];
    if (c.role === 'start' && c.maintained) actions.push(toggle(c.id, f));
    else if (c.role === 'start') actions.push({ type: 'press_start', control: c.id });
    else if (c.role === 'stop') actions.push({ type: 'press_stop', control: c.id });
    else if (!f.myLock) actions.push(toggle(c.id, f));
    actions.push(...lockActions(c.id, f));
    return actions;
  },
  words: (c, f) => {
    if (c.maintained) return [{ plain: f.on ? 'switchOn' : 'switchOff' }];
    if (c.role !== 'start' && !f.on) return [{ agree: 'held' }];
    return [];
  },
  operateWord: (c, position) => {
    if (c.maintained) return position === 'on' ? 'switchOn' : 'switchOff';
    return position === 'on' ? 'reset' : c.role === 'pullcord' ? 'pullCord' : 'latch';
  },
};
