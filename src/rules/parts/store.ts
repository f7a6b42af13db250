import { ENERGY_UNITS, prechargeKind } from '../energyKinds';
import { checkEnergy, checkMagnitude, INERT } from './common';
import type { PartModel, StateWord } from './types';

/**
 * Energy that stays after isolation: an accumulator, an air receiver, a capacitor, a pressurised
 * pipe. Charged from a live upstream, it keeps its charge until bled; a `precharge` (a bladder or
 * piston accumulator's gas side, in the same unit) stays whatever the bleed does.
 */
export const store: PartModel = {
  ...INERT,
  called: 'a store',
  fields: ['energy', 'magnitude', 'precharge', 'position'],
  check: (c, at, errors) => {
    checkEnergy(c, at, errors);
    checkMagnitude(c, at, errors);
    if (c.precharge !== undefined && !(typeof c.precharge === 'number' && c.precharge > 0 && c.precharge < 1e6)) {
      errors.push(`${at}.precharge: a positive number in the energy's unit, and only on a store`);
    }
  },
  owns: ['precharge'],
  carries: true,
  start: (c) => ({ charged: (c.position ?? 'on') === 'on' }),
  passes: () => true,
  emits: (c, state) => (state.charged[c.id] ? { stored: true, spreads: true } : null),
  settle: (c, step) => {
    const bled = step.machine.components.some((b) => b.kind === 'bleed' && b.at === c.id && step.state.positions[b.id] === 'on');
    if (step.fed(c.id, c.energy) && !step.charged[c.id]) {
      step.charged[c.id] = true;
      return true;
    }
    if (!step.fed(c.id, c.energy) && bled && step.charged[c.id]) {
      step.charged[c.id] = false;
      step.events.push({ kind: 'discharged', store: c.id });
      return true;
    }
    return false;
  },
  words: (c, f) => {
    const words: StateWord[] = [{ plain: f.charged ? 'charged' : 'released' }];
    if (c.precharge !== undefined) words.push({ precharge: c.precharge, unit: ENERGY_UNITS[prechargeKind(c)] });
    return words;
  },
};
