/**
 * The words a machine file is written in that every kind of part shares: the kinds of energy and
 * their units, and the roles of a control. A leaf: the part kinds (./parts) and the machine file
 * (./machine.ts) both read it, so neither has to import the other to know them.
 */

/** The physical kinds of energy a machine holds (the challenge's 11 categories are a teaching set). */
export const ENERGY_KINDS = ['electrical', 'hydraulic', 'pneumatic', 'gravity', 'kinetic', 'spring', 'thermal', 'chemical'] as const;
/** One kind of energy. */
export type EnergyKind = (typeof ENERGY_KINDS)[number];

/** The unit each kind of energy is measured in, as a gauge or meter shows it. */
export const ENERGY_UNITS: Record<EnergyKind, string> = {
  electrical: 'V',
  hydraulic: 'bar',
  pneumatic: 'bar',
  gravity: 'kN',
  kinetic: 'rpm',
  spring: 'kN',
  thermal: '°C',
  chemical: 'bar',
};

/** What a control device is. Every one of them acts through the control circuit. */
export const CONTROL_ROLES = ['start', 'stop', 'estop', 'pullcord', 'selector'] as const;
/** One role of a control device. */
export type ControlRole = (typeof CONTROL_ROLES)[number];

/** The kind of energy a store's gas precharge is (an accumulator's nitrogen: pneumatic). */
export function prechargeKind(c: { readonly energy?: EnergyKind }): EnergyKind {
  return c.energy === 'hydraulic' || c.energy === undefined ? 'pneumatic' : c.energy;
}
