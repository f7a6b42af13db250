import { checkEnergy, INERT, oneOf } from './common';
import type { PartAction, PartModel, StateWord } from './types';

/**
 * What moves or is live at the work: a motor, a cylinder, a clutch, a busbar, a cable. It runs
 * while its energy reaches it (`position` `on`: running at the start) and stops when it goes.
 */
export const load: PartModel = {
  ...INERT,
  called: 'a load',
  fields: ['energy', 'look', 'position'],
  check: (c, at, errors) => {
    checkEnergy(c, at, errors);
    if (c.look !== undefined && !oneOf(c.look, ['motor', 'conductors'] as const)) errors.push(`${at}.look: "motor" or "conductors", and only on a load`);
    // A load that keeps turning after its drive stops is a part of its own kind.
    if (c.coasts !== undefined) errors.push(`${at}.coasts: a part that keeps turning is of kind "coasting"`);
  },
  owns: ['look'],
  runs: true,
  carries: true,
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
