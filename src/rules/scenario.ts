/**
 * Work orders on machines, their seeded variants, and the procedure sheet each one needs. A
 * scenario names a machine, the job and the parts the worker will touch (the work zone); a seed
 * picks one option of each variant slot, so an instructor can give a class the same work order.
 * The procedure sheet is derived from the machine, never written by hand, so it always matches it.
 * The built-in machines and work orders are JSON files (`machines/`, `workorders/`), read through
 * their parsers (`parseMachine`, `parseWorkOrder`) and registered here: all of them by
 * builtInScenarios.ts (the list, the records, the LMS, the editor import it), or only the one a
 * work order's page shows (builtInFiles.ts fetches its two files, loadBuiltIn.ts reads them).
 */
import { initialState, lock, operate, type MachineState } from './energy';
import { createRandom, rawSeed } from './random';
import { PART_MODELS } from './parts';
import { component, isIsolating, type EnergyKind, type Machine } from './machine';
import { applyOps, type CrewMember, type ScenarioDef, type VariantOption } from './workOrder';
import { plantOrder } from './plantOrders';

export type { CrewMember, ScenarioDef, ScenarioDomain, VariantOp, VariantOption } from './workOrder';

/** A work order as a trainee gets it: the machine with its variants applied. */
export interface Scenario {
  readonly def: ScenarioDef;
  readonly seed: number;
  readonly machine: Machine;
  /** The work zone with the variants' additions. */
  readonly zone: readonly string[];
  /** The option picked in each slot, by id. */
  readonly picked: readonly string[];
  /** Locks already on devices when the trainee arrives: device id to owner. */
  readonly colleagueLocks: Readonly<Record<string, string>>;
  readonly tester: { readonly battery: 'ok' | 'dead' };
  /** The crew working under the trainee's group lockout (empty: the trainee works alone). */
  readonly crew: readonly CrewMember[];
}

/** How many choices of options `readWorkOrder` tries at most. */
export const MAX_COMBINATIONS = 1000;

/** Every choice of one option per slot, the first `limit` of them. */
export function combinations(slots: readonly (readonly VariantOption[])[], limit: number): VariantOption[][] {
  let result: VariantOption[][] = [[]];
  for (const slot of slots) result = result.flatMap((picked) => slot.map((o) => [...picked, o])).slice(0, limit);
  return result;
}

/** In the list's order: by `order`, those without one after, then by id. */
export function byListOrder(a: ScenarioDef, b: ScenarioDef): number {
  return (a.order ?? Infinity) - (b.order ?? Infinity) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The built-in work orders read so far, by id (each read once: the first reading stays). */
const builtIns = new Map<string, ScenarioDef>();

/** The built-in work order `id` if this page has read it (builtInScenarios.ts, loadBuiltIn.ts). */
export function builtInDef(id: string): ScenarioDef | undefined {
  return builtIns.get(id);
}

/** Registers built-in work orders as read from their files, and gives back the registered ones. */
export function registerBuiltIns(defs: readonly ScenarioDef[]): ScenarioDef[] {
  return defs.map((def) => {
    const known = builtIns.get(def.id);
    if (known) return known;
    builtIns.set(def.id, def);
    return def;
  });
}

/**
 * The work order with this id, if this page has it: a built-in one first (once read: every one
 * where builtInScenarios.ts is loaded, else as loadBuiltIn.ts read it), then one of the
 * plant's (plantOrders.ts).
 */
export function scenarioDef(id: string): ScenarioDef | undefined {
  return builtIns.get(id) ?? plantOrder(id)?.def;
}

/** The largest seed a URL may carry (`?semente=`). */
export const MAX_SEED = 2 ** 31 - 1;

/** Builds the work order a seed gives: one option per slot, picked by the seeded random source. */
export function buildScenario(def: ScenarioDef, seed: number): Scenario {
  const random = createRandom(seed);
  return assemble(
    def,
    seed,
    def.variants.map((slot) => slot[Math.floor(random() * slot.length)] ?? slot[0]!),
  );
}

/** The work order with these options picked, one per slot. */
export function assemble(def: ScenarioDef, seed: number, options: readonly VariantOption[]): Scenario {
  const ops = options.flatMap((o) => o.ops);
  const machine = applyOps(def.machine, ops);
  const colleagueLocks: Record<string, string> = {};
  for (const op of ops) if (op.op === 'colleagueLock') colleagueLocks[op.device] = op.owner;
  return {
    def,
    seed,
    machine,
    zone: [...def.zone, ...ops.flatMap((op) => (op.op === 'zone' ? [op.add] : []))],
    picked: options.map((o) => o.id),
    colleagueLocks,
    tester: { battery: ops.some((op) => op.op === 'deadTester') ? 'dead' : 'ok' },
    crew: def.crew ?? [],
  };
}

/** Reads `semente` (or its alias `seed`) from a query string: a whole number from 0 to MAX_SEED, else undefined. */
export function parseScenarioSeed(search: string): number | undefined {
  const raw = rawSeed(search);
  if (raw === null || !/^\d{1,10}$/.test(raw)) return undefined;
  const seed = Number(raw);
  return seed <= MAX_SEED ? seed : undefined;
}

/** Practice explains at once and allows undo; assessment gives no hints and is failed by a critical mistake. */
export const MODES = ['pratica', 'avaliacao'] as const;
/** One mode, as the URL names it (`?modo=`). */
export type Mode = (typeof MODES)[number];

/** Reads `modo` from a query string; anything else is practice. */
export function parseMode(search: string): Mode {
  return new URLSearchParams(search).get('modo') === 'avaliacao' ? 'avaliacao' : 'pratica';
}

/** One energy to control, as the procedure sheet lists it. */
export interface SheetSource {
  /** The supply, store or raised part the energy comes from. */
  readonly source: string;
  readonly energy: EnergyKind;
  readonly magnitude: number;
  /** How it is controlled: isolate at a device, release through a bleed, restrain with a block. */
  readonly control: 'isolate' | 'release' | 'restrain' | 'follows';
  /** The device that isolates or releases it (none for a restrained part or one that follows another). */
  readonly device?: string;
  /** For `follows`: the load whose isolation removes it (a pump stops with its motor). */
  readonly follows?: string;
  /** For a store: the gas precharge that stays after the liquid side is bled (never bled here). */
  readonly precharge?: number;
}

/** The machine-specific procedure (OSHA 1910.147(c)(4)(ii)), derived from the machine. */
export interface ProcedureSheet {
  readonly sources: readonly SheetSource[];
  /** Start controls to try after isolating (the try-out at the local control). */
  readonly tryOut: readonly string[];
  /** Gauges that show the stored energy is gone: each is read at zero before work. */
  readonly gauges: readonly string[];
  /** Parts that keep turning after their drive stops: wait for standstill and check it. */
  readonly coasting: readonly string[];
  /** Test points where absence of voltage is proved. */
  readonly testPoints: readonly string[];
  readonly adjacent: readonly string[];
  /** The crew under the group lockout (each member's padlock goes on the lockbox); empty when alone. */
  readonly crew: readonly CrewMember[];
}

/** Every path of connections from one component to another (machines are small). */
function paths(machine: Machine, from: string, to: string): string[][] {
  const result: string[][] = [];
  const walk = (at: string, path: string[]): void => {
    if (at === to) {
      result.push(path);
      return;
    }
    for (const [a, b] of machine.connections) if (a === at && !path.includes(b)) walk(b, [...path, b]);
  };
  walk(from, [from]);
  return result;
}

/**
 * The procedure sheet of a work order: for every source that can reach the zone, the device nearest
 * the work that isolates it; every store on the way with its bleed; every raised part to block; the
 * start controls to try, the gauges to read and the test points to prove dead.
 */
export function procedureSheet(scenario: Scenario): ProcedureSheet {
  const { machine, zone } = scenario;
  const { adjacent } = scenario.def;
  const sources: SheetSource[] = [];
  const seen = new Set<string>();
  for (const c of machine.components) {
    if (c.kind === 'supply') {
      for (const target of zone) {
        for (const path of paths(machine, c.id, target)) {
          const isolator = [...path].reverse().find((id) => isIsolating(component(machine, id)));
          const key = `${c.id}:${isolator ?? c.requires ?? ''}`;
          if (seen.has(key)) continue;
          seen.add(key);
          if (isolator) sources.push({ source: c.id, energy: c.energy!, magnitude: c.magnitude!, control: 'isolate', device: isolator });
          else if (c.requires) sources.push({ source: c.id, energy: c.energy!, magnitude: c.magnitude!, control: 'follows', follows: c.requires });
          else throw new Error(`${machine.id}: ${c.id} reaches ${target} with no isolating device on the way`);
        }
      }
    }
    if (c.kind === 'store') {
      const reaches = zone.some((target) => target === c.id || paths(machine, c.id, target).length > 0);
      if (reaches) {
        const bleed = machine.components.find((b) => b.kind === 'bleed' && b.at === c.id);
        if (!bleed) throw new Error(`${machine.id}: the store ${c.id} has no bleed`);
        sources.push({ source: c.id, energy: c.energy!, magnitude: c.magnitude!, control: 'release', device: bleed.id, ...(c.precharge !== undefined ? { precharge: c.precharge } : {}) });
      }
    }
    if (c.kind === 'gravity' && zone.includes(c.id)) sources.push({ source: c.id, energy: 'gravity', magnitude: c.magnitude ?? 0, control: 'restrain' });
  }
  const zoneLoads = new Set(zone);
  const tryOut = machine.components.filter((c) => c.kind === 'control' && c.role === 'start' && (c.acts ?? []).some((l) => zoneLoads.has(l))).map((c) => c.id);
  const gauges = machine.components.filter((c) => c.kind === 'gauge' && sources.some((s) => s.source === c.at)).map((c) => c.id);
  // A machine job proves absence of voltage only where it opens an electrical enclosure.
  const opened = scenario.def.domain === 'electrical' ? null : new Set(scenario.def.opens ?? []);
  const testPoints = machine.components
    .filter((c) => c.kind === 'testpoint' && c.at !== undefined && zoneLoads.has(c.at) && (opened === null || opened.has(c.id)))
    .map((c) => c.id);
  const coasting = machine.components.filter((c) => PART_MODELS[c.kind].coasts(c) && zoneLoads.has(c.id)).map((c) => c.id);
  return { sources, tryOut, gauges, coasting, testPoints, adjacent, crew: scenario.crew };
}

/** The machine as the trainee finds it: running, with any colleague's lock already on (its device off). */
export function startState(scenario: Scenario): MachineState {
  let state = initialState(scenario.machine);
  for (const [device, owner] of Object.entries(scenario.colleagueLocks)) {
    state = operate(scenario.machine, state, device, 'off').state;
    state = lock(scenario.machine, state, device, owner).state;
  }
  return state;
}
