/**
 * A machine as data: its energy sources, the devices that isolate them, the stored energy between,
 * the parts that move or are live, and the wires and pipes that join them. A safety manager can
 * write one as JSON (see docs/machines.md); `parseMachine` (machineParse.ts) checks it and says
 * what is wrong.
 *
 * What a gauge, a meter or a start button shows is never stored here: `energize` (energy.ts)
 * derives it from the current positions by walking the connections.
 */
import type { ControlRole, EnergyKind } from './energyKinds';
import type { Language } from './language';
import { localized, type LocalizedText } from './localizedText';
import { PART_MODELS, type ComponentKind } from './parts';

export { CONTROL_ROLES, ENERGY_KINDS, ENERGY_UNITS, prechargeKind, type ControlRole, type EnergyKind } from './energyKinds';
/**
 * The kinds of component, each one module with its own behaviour in the model (src/rules/parts/)
 * and its own drawing (src/scenes/machine/parts/); docs/machines.md lists them and docs/parts.md
 * says how to add one.
 */
export { COMPONENT_KINDS, type ComponentKind } from './parts';

/** A device position: `on` passes energy (closed switch, open valve, raised part, released button). */
export type Position = 'on' | 'off';

/**
 * A text in each of the languages its file says it has (`languages`: any of the five, not
 * necessarily Portuguese). The parsers put the file's first language first: `localized` falls back
 * to it.
 */
export { localized, type LocalizedText };

/** Gender and number: masculine or feminine, singular or plural (`mp`, `fp`). */
export const GRAMMARS = ['m', 'f', 'mp', 'fp'] as const;
export type Grammar = (typeof GRAMMARS)[number];

/** One component as written in a machine file. */
export interface ComponentDef {
  readonly id: string;
  readonly kind: ComponentKind;
  /** What it is, in the trainee's language ("Bucket 3 of the MCC"). */
  readonly name: LocalizedText;
  /** What is painted on it; a variant can make it wrong (a mislabelled bucket). */
  readonly label: string;
  /** What a plant in another language paints instead (MCC-2 for the Portuguese CCM-2); tags like M-101 stay. */
  readonly labels?: Partial<Record<Language, string>>;
  /**
   * The grammatical gender and number of its name in each language (masculine singular when not
   * given): what its state words agree with ("válvula fechada", "robinet fermé", "bornes puestos a tierra").
   */
  readonly grammar?: Partial<Record<Language, Grammar>>;
  readonly energy?: EnergyKind;
  /** Supply, store, gravity: the magnitude in the kind's unit (400 V, 180 bar, 12 kN); coasting: its speed (rpm). */
  readonly magnitude?: number;
  /** The position it is found in; defaults to `on`. */
  readonly position?: Position;
  /** Supply: live only while this component is energized. */
  readonly requires?: string;
  /** Gauge, bleed, testpoint: the component it reads, drains or gives access to. */
  readonly at?: string;
  /** Control: its role, and the loads it acts on. */
  readonly role?: ControlRole;
  readonly acts?: readonly string[];
  /** Start control: a switch that stays in RUN once turned (a rotary pump switch), not a push button. */
  readonly maintained?: boolean;
  /** Load: how it is drawn when it is not a motor (electrical loads are motors by default). */
  readonly look?: 'motor' | 'conductors';
  /** Gravity: the load whose energy holds it up. */
  readonly heldBy?: string;
  /**
   * Store: a gas precharge in the same unit (a bladder or piston accumulator's nitrogen side). The
   * liquid side bleeds to zero; the gas stays charged whatever the gauge shows (NIOSH FACE 11OR016).
   */
  readonly precharge?: number;
  /** Where it is drawn, in the machine's design units (0–1000 across, 0–600 down). */
  readonly x: number;
  readonly y: number;
}

/** A machine as written in a machine file. */
export interface Machine {
  readonly id: string;
  readonly version: 1;
  /** The languages its texts are in, the one to fall back to first. */
  readonly languages: readonly Language[];
  readonly name: LocalizedText;
  readonly components: readonly ComponentDef[];
  /** Energy flows from the first to the second: wires, pipes, shafts. */
  readonly connections: readonly (readonly [string, string])[];
}

/** The outcome of reading a machine file: the machine, or every problem found in it. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/** True for a plain JSON object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The component with this id; throws on an id the machine does not have (a programming error). */
export function component(machine: Machine, id: string): ComponentDef {
  const found = machine.components.find((c) => c.id === id);
  if (!found) throw new Error(`${machine.id} has no component "${id}"`);
  return found;
}

/** True for a device that physically stops energy (OSHA 1910.147(b) "energy isolating device"). */
export function isIsolating(c: ComponentDef): boolean {
  return PART_MODELS[c.kind].isolating;
}

/** What is painted on a part as a plant in this language would paint it. */
export function paintedLabel(c: Pick<ComponentDef, 'label' | 'labels'>, lang: Language): string {
  return c.labels?.[lang] ?? c.label;
}

/** The gender and number a part's state words agree with in this language. */
export function grammarOf(c: Pick<ComponentDef, 'grammar'>, lang: Language): Grammar {
  return c.grammar?.[lang] ?? 'm';
}

