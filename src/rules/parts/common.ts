/**
 * What most kinds of part share: a model that does nothing (each kind says only what it does
 * differently) and the checks and actions several kinds use.
 */
import { ENERGY_KINDS } from '../energyKinds';
import type { PartAction, PartFacts, PartModel } from './types';

/** True when `value` is one of `allowed`. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): value is T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value);
}

/** A part that has no behaviour of its own: energy stops at it, no one can turn it, it says nothing. */
export const INERT: Omit<PartModel, 'called' | 'fields'> = {
  check: () => {},
  owns: [],
  isolating: false,
  runs: false,
  carries: false,
  coasts: () => false,
  lock: null,
  operable: () => false,
  coverable: () => false,
  start: (c) => ({ position: c.position ?? (c.maintained ? 'off' : 'on') }),
  passes: () => false,
  emits: () => null,
  settle: () => false,
  actions: () => [],
  words: () => [],
  operateWord: (_c, position) => (position === 'on' ? 'switchOn' : 'switchOff'),
};

/** The kind of energy must be given. */
export function checkEnergy(c: Readonly<Record<string, unknown>>, at: string, errors: string[]): void {
  if (!oneOf(c.energy, ENERGY_KINDS)) errors.push(`${at}.energy: one of ${ENERGY_KINDS.join(', ')}`);
}

/** The magnitude must be given, in the energy's unit. */
export function checkMagnitude(c: Readonly<Record<string, unknown>>, at: string, errors: string[]): void {
  if (!(typeof c.magnitude === 'number' && c.magnitude > 0 && c.magnitude < 1e6)) errors.push(`${at}.magnitude: a positive number in the energy's unit`);
}

/** The component it is on must be named (a gauge, a bleed, a test point). */
export function checkAt(c: Readonly<Record<string, unknown>>, at: string, errors: string[]): void {
  if (typeof c.at !== 'string') errors.push(`${at}.at: name the component it is on`);
}

/** Padlock, tag and their undoing, on a part in the position a lock fits. */
export function lockActions(id: string, f: PartFacts): PartAction[] {
  const actions: PartAction[] = [];
  if (!f.myLock) actions.push({ type: 'lock', device: id });
  if (f.myLock && !f.tagged) actions.push({ type: 'tag', device: id, tag: { name: '', reason: '' } });
  if (f.tagged) actions.push({ type: 'untag', device: id });
  if (f.myLock) actions.push({ type: 'unlock', device: id });
  if (f.otherLocks > 0) actions.push({ type: 'cut_lock', device: id });
  return actions;
}

/** Turning a part to the other position. */
export function toggle(id: string, f: PartFacts): PartAction {
  return { type: 'operate', device: id, position: f.on ? 'off' : 'on' };
}

/**
 * An energy-isolating device (a disconnect, a breaker, a valve): `on` passes energy; it turns only
 * without a lock on it, and takes a padlock only in `off`, where its hasp lines up.
 */
export const ISOLATOR: Omit<PartModel, 'called' | 'fields' | 'words' | 'operateWord'> = {
  ...INERT,
  isolating: true,
  carries: true,
  lock: 'off',
  operable: () => true,
  passes: (c, state) => state.positions[c.id] === 'on',
  actions: (c, f) => {
    const actions: PartAction[] = [];
    if (!f.myLock && f.otherLocks === 0) actions.push(toggle(c.id, f));
    if (!f.on) actions.push(...lockActions(c.id, f));
    else if (f.otherLocks > 0) actions.push({ type: 'cut_lock', device: c.id });
    return actions;
  },
};
