/**
 * A work order as data: one JSON file per work order (`src/rules/workorders/`), beside the machines
 * it names. `parseWorkOrder` (workOrderParse.ts) checks a file against its machine, as `parseMachine` checks a machine,
 * and lists every problem with where it is (`variants[1][0].ops[0].device: "x" is not a part of
 * pump-p101`), so the author can fix them all at once. See docs/machines.md.
 */
import type { Language } from './language';
import { component, type ComponentDef, type LocalizedText, type Machine } from './machine';

/** A change a variant makes to the machine or the work order. */
export type VariantOp =
  /** Two feeders swap what they feed (and their labels, unless `keepLabels`: a mislabelled pair). */
  | { readonly op: 'swapFeeds'; readonly a: string; readonly b: string; readonly keepLabels?: boolean }
  /** An extra source, with its wiring. */
  | { readonly op: 'add'; readonly component: ComponentDef; readonly connections: readonly (readonly [string, string])[] }
  /** A colleague's personal lock already on a device (in `off`). */
  | { readonly op: 'colleagueLock'; readonly device: string; readonly owner: string }
  /** A control also acts on a load (an added drive on the same start button). */
  | { readonly op: 'act'; readonly control: string; readonly load: string }
  /** The work zone also takes in a component (an added drive). */
  | { readonly op: 'zone'; readonly add: string }
  /** The voltage tester in the kit has a dead battery. */
  | { readonly op: 'deadTester' };

/** The operations a variant option may hold. */
export const VARIANT_OPS = ['swapFeeds', 'add', 'colleagueLock', 'act', 'zone', 'deadTester'] as const;

/** One option of a variant slot: its name (for the instructor) and what it changes. */
export interface VariantOption {
  readonly id: string;
  readonly ops: readonly VariantOp[];
}

/**
 * A colleague working under the trainee's group lockout (OSHA 1910.147(f)(3)): the trainee isolates
 * and locks, puts the keys in the group lockbox, and each member locks the box before starting.
 */
export interface CrewMember {
  readonly id: string;
  /** A person's name, the same in every language. */
  readonly name: string;
}

/** Whether the job is on a machine (mechanical and fluid energy too) or on electrical equipment. */
export type ScenarioDomain = 'machine' | 'electrical';

/** A work order as written, with the machine it names. */
export interface ScenarioDef {
  readonly id: string;
  /** Its place in the list of work orders, lowest first (without one: after those that have one, by id). */
  readonly order?: number;
  /** The languages its texts are in (the job, the place, the names of parts a variant adds), the one to fall back to first. */
  readonly languages: readonly Language[];
  readonly machine: Machine;
  readonly domain: ScenarioDomain;
  readonly job: LocalizedText;
  readonly where: LocalizedText;
  /** The components the worker will touch: every energy reaching them must be controlled. */
  readonly zone: readonly string[];
  /** Live parts near the work that stay in service and must be covered (electrical jobs). */
  readonly adjacent: readonly string[];
  /**
   * A machine job that opens an electrical enclosure (a motor's terminal box): the test points
   * where absence of voltage must be proved on every conductor, with a tester proven before and
   * after, as well as the try-out. Electrical jobs test at every test point of the zone anyway.
   */
  readonly opens?: readonly string[];
  /** One option of each slot is picked by the seed. */
  readonly variants: readonly (readonly VariantOption[])[];
  /** The colleagues doing the job with the trainee, under a group lockbox; none for a job done alone. */
  readonly crew?: readonly CrewMember[];
}

/** Applies one option's changes to a machine. */
export function applyOps(machine: Machine, ops: readonly VariantOp[]): Machine {
  let components = [...machine.components];
  let connections = [...machine.connections];
  for (const op of ops) {
    if (op.op === 'swapFeeds') {
      connections = connections.map(([from, to]): readonly [string, string] => [from === op.a ? op.b : from === op.b ? op.a : from, to]);
      if (!op.keepLabels) {
        const { label: a, labels: aLabels } = component(machine, op.a);
        const { label: b, labels: bLabels } = component(machine, op.b);
        components = components.map((c) => (c.id === op.a ? { ...c, label: b, labels: bLabels } : c.id === op.b ? { ...c, label: a, labels: aLabels } : c));
      }
    } else if (op.op === 'add') {
      components = [...components, op.component];
      connections = [...connections, ...op.connections];
    } else if (op.op === 'act') {
      components = components.map((c) => (c.id === op.control ? { ...c, acts: [...(c.acts ?? []), op.load] } : c));
    }
  }
  return { ...machine, components, connections };
}
