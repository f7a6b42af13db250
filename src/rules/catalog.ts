/**
 * The challenge's fixed data: 20 hazards and 11 energy types (spec §3). Names are i18n keys;
 * `namePt` is the spec's Portuguese text, the fallback when a key is missing.
 */

/** The 11 energy types. Types 4 (potential) and 9 (magnetic) are never a hazard's answer. */
export const ENERGIES = [
  { id: 1, key: 'challenge.energies.e1', namePt: 'Energia Elétrica', icon: 'electric' },
  { id: 2, key: 'challenge.energies.e2', namePt: 'Energia Mecânica', icon: 'mechanical' },
  { id: 3, key: 'challenge.energies.e3', namePt: 'Energia Cinética', icon: 'kinetic' },
  { id: 4, key: 'challenge.energies.e4', namePt: 'Energia Potencial', icon: 'potential' },
  { id: 5, key: 'challenge.energies.e5', namePt: 'Energia Hidráulica', icon: 'hydraulic' },
  { id: 6, key: 'challenge.energies.e6', namePt: 'Energia Pneumática', icon: 'pneumatic' },
  { id: 7, key: 'challenge.energies.e7', namePt: 'Energia Química', icon: 'chemical' },
  { id: 8, key: 'challenge.energies.e8', namePt: 'Energia Térmica', icon: 'thermal' },
  { id: 9, key: 'challenge.energies.e9', namePt: 'Energia Magnética', icon: 'magnetic' },
  { id: 10, key: 'challenge.energies.e10', namePt: 'Energia Residual', icon: 'residual' },
  { id: 11, key: 'challenge.energies.e11', namePt: 'Energia Gravitacional', icon: 'gravity' },
] as const;

/** One energy type. */
export type Energy = (typeof ENERGIES)[number];
/** An energy type's id (1–11). */
export type EnergyId = Energy['id'];

/** The 20 hazards with the id of their correct energy. Ids 19, 20, 22 and 23 do not exist. */
export const HAZARDS = [
  { id: 1, key: 'challenge.hazards.h1', namePt: 'Ferramentas', icon: 'tools', energyId: 2 },
  { id: 2, key: 'challenge.hazards.h2', namePt: 'Equip. Pneumáticos', icon: 'pneumatic-tool', energyId: 6 },
  { id: 3, key: 'challenge.hazards.h3', namePt: 'Pressão Tubulações', icon: 'pipe-pressure', energyId: 10 },
  { id: 4, key: 'challenge.hazards.h4', namePt: 'Tóxicos', icon: 'toxic', energyId: 7 },
  { id: 5, key: 'challenge.hazards.h5', namePt: 'Eletric. Estática', icon: 'static', energyId: 10 },
  { id: 6, key: 'challenge.hazards.h6', namePt: 'Queda Estruturas', icon: 'falling-structure', energyId: 11 },
  { id: 7, key: 'challenge.hazards.h7', namePt: 'Compressores', icon: 'compressor', energyId: 6 },
  { id: 8, key: 'challenge.hazards.h8', namePt: 'Equip. Energizados', icon: 'energized', energyId: 1 },
  { id: 9, key: 'challenge.hazards.h9', namePt: 'Correias', icon: 'belt', energyId: 3 },
  { id: 10, key: 'challenge.hazards.h10', namePt: 'Hidrojato', icon: 'water-jet', energyId: 5 },
  { id: 11, key: 'challenge.hazards.h11', namePt: 'Corrosivos', icon: 'corrosive', energyId: 7 },
  { id: 12, key: 'challenge.hazards.h12', namePt: 'Rotores', icon: 'rotor', energyId: 2 },
  { id: 13, key: 'challenge.hazards.h13', namePt: 'Motores', icon: 'motor', energyId: 1 },
  { id: 14, key: 'challenge.hazards.h14', namePt: 'Queda Tubulações', icon: 'falling-pipe', energyId: 11 },
  { id: 15, key: 'challenge.hazards.h15', namePt: 'Molas', icon: 'spring', energyId: 10 },
  { id: 16, key: 'challenge.hazards.h16', namePt: 'Engrenagens', icon: 'gears', energyId: 3 },
  { id: 17, key: 'challenge.hazards.h17', namePt: 'Aquecedores', icon: 'heater', energyId: 8 },
  { id: 18, key: 'challenge.hazards.h18', namePt: 'Fontes de Calor', icon: 'heat-source', energyId: 8 },
  { id: 21, key: 'challenge.hazards.h21', namePt: 'Vapor', icon: 'steam', energyId: 8 },
  { id: 24, key: 'challenge.hazards.h24', namePt: 'Martelete', icon: 'pneumatic-hammer', energyId: 6 },
] as const satisfies readonly { id: number; key: string; namePt: string; icon: string; energyId: EnergyId }[];

/** One hazard. */
export type Hazard = (typeof HAZARDS)[number];
/** A hazard's id. */
export type HazardId = Hazard['id'];

/** Whether a value is the id of a known hazard (a number, not a numeric string). */
export function isHazardId(value: unknown): value is HazardId {
  return HAZARDS.some((hazard) => hazard.id === value);
}

/** Whether a value is the id of a known energy type (a number, not a numeric string). */
export function isEnergyId(value: unknown): value is EnergyId {
  return ENERGIES.some((energy) => energy.id === value);
}

/** The hazard with this id, or undefined. */
export function hazardById(id: number): Hazard | undefined {
  return HAZARDS.find((hazard) => hazard.id === id);
}

/** The energy type with this id, or undefined. */
export function energyById(id: number): Energy | undefined {
  return ENERGIES.find((energy) => energy.id === id);
}
