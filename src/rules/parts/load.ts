import { checkEnergy, INERT, oneOf } from './common';
import type { PartAction, PartModel, StateWord } from './types';

/**
 * What moves or is live at the work: a motor, a cylinder, a clutch, a busbar, a cable. It runs
 * while its energy reaches it (`position` `on`: running at the start) and stops when it goes.
 */
export const load: PartModel = {
  ...INERT,
  called: 'a load',
  check: (c, at, errors) => {
    checkEnergy(c, at, errors);
    if (c.look !== undefined && !oneOf(c.look, ['motor', 'conductors'] as const)) errors.push(`${at}.look: "motor" or "conductors", and only on a load`);
    if (c.coasts !== undefined && c.coasts !== true) errors.push(`${at}.coasts: true, and only on a load`);
  },
  owns: ['look', 'coasts'],
  runs: true,
  coasts: (c) => c.coasts === true,
  coverable: (c) => c.energy === 'electrical',
  start: (c) => ({ running: (c.position ?? 'off') === 'on' }),
  passes: () => true,
  settle: (c, step) => {
    if (step.running[c.id] && !(step.map.get(c.id) ?? []).some((e) => e.kind === c.energy)) {
      step.running[c.id] = false;
      step.events.push({ kind: 'stopped', load: c.id });
      return true;
    }
    return false;
  },
  actions: (c, f) => {
    const actions: PartAction[] = [];
    if (c.coasts && !f.running) actions.push({ type: 'check_standstill', part: c.id });
    if (c.energy === 'electrical' && !f.covered) actions.push({ type: 'cover', part: c.id });
    return actions;
  },
  words: (c, f) => {
    const words: StateWord[] = [];
    // Conductors (a busbar, a cable) do not run or stop: they are live or dead.
    if (c.look === 'conductors') words.push({ agree: f.live ? 'energized' : 'deEnergized' });
    else {
      words.push({ agree: f.running ? 'running' : f.coasting ? 'coasting' : 'stopped' });
      if (f.live) words.push({ agree: 'energized' });
    }
    if (f.covered) words.push({ agree: 'covered' });
    return words;
  },
};
