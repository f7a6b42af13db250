/**
 * What a machine does, computed from its data and the positions of its devices: `energize` walks
 * the connections from every live source; `operate`, `lock`, `pressStart` … change the positions
 * and return what happened (a motor started, a raised ram came down). Pure: the same machine and
 * state always give the same answer, so tests can table-drive every machine and every mistake.
 */
import { component, ENERGY_UNITS, isIsolating, prechargeKind, type ComponentDef, type EnergyKind, type Machine, type Position } from './machine';
import { PART_MODELS, type PartFacts, type SettleStep } from './parts';

/** The changeable state of one machine. */
export interface MachineState {
  /** Isolators, bleeds and controls: `on` passes energy (a control `off` is pressed and held). */
  readonly positions: Readonly<Record<string, Position>>;
  /** Loads that are running (motors turning, a cylinder driving). */
  readonly running: Readonly<Record<string, boolean>>;
  /** Stores still holding their energy. */
  readonly charged: Readonly<Record<string, boolean>>;
  /** Raised parts with a block or pin in place. */
  readonly restrained: Readonly<Record<string, boolean>>;
  /** Raised parts that have come down. */
  readonly dropped: Readonly<Record<string, boolean>>;
  /** Test points with a temporary earthing and short-circuiting set on them. */
  readonly earthed: Readonly<Record<string, boolean>>;
  /** Live parts near the work covered or fenced off (DIN VDE 0105-100 rule 5). */
  readonly covered: Readonly<Record<string, boolean>>;
  /** Who has a personal lock on each device (owner ids, in the order applied). */
  readonly locks: Readonly<Record<string, readonly string[]>>;
  /**
   * Loads that `coast`, stopped but still turning: kinetic energy until someone waits for
   * standstill and checks it. Absent in states saved before it existed (read as none coasting).
   */
  readonly coasting?: Readonly<Record<string, boolean>>;
}

/** Energy found at a component, and where it comes from. */
export interface EnergyAt {
  readonly kind: EnergyKind;
  readonly value: number;
  readonly unit: string;
  /** The supply or store it comes from. */
  readonly from: string;
  /** True when it comes from stored energy (a store or a raised part), not a supply. */
  readonly stored: boolean;
}

/** Something the machine did in answer to an action, for the scenario to judge and the scene to show. */
export type MachineEvent =
  | { readonly kind: 'started'; readonly load: string; readonly by: string }
  | { readonly kind: 'no_start'; readonly load: string; readonly by: string; readonly why: 'no_energy' | 'stop_held' }
  | { readonly kind: 'stopped'; readonly load: string }
  | { readonly kind: 'operated'; readonly device: string; readonly position: Position; readonly underLoad: boolean }
  | { readonly kind: 'refused'; readonly device: string; readonly why: 'locked' | 'not_off' | 'not_lockable' | 'not_operable' | 'not_yours' | 'no_lock' }
  | { readonly kind: 'locked'; readonly device: string; readonly owner: string }
  | { readonly kind: 'unlocked'; readonly device: string; readonly owner: string }
  | { readonly kind: 'discharged'; readonly store: string }
  | { readonly kind: 'dropped'; readonly part: string }
  | { readonly kind: 'restrained'; readonly part: string }
  | { readonly kind: 'unblocked'; readonly part: string }
  | { readonly kind: 'earthed'; readonly point: string; readonly live: boolean }
  | { readonly kind: 'covered'; readonly part: string }
  /** A heavy part lost its drive but keeps turning (kinetic energy until standstill). */
  | { readonly kind: 'coasting'; readonly load: string }
  /** Checked at standstill: it no longer turns. */
  | { readonly kind: 'standstill'; readonly load: string; readonly waited: boolean };

/** A state and what happened on the way to it. */
export interface Outcome {
  readonly state: MachineState;
  readonly events: readonly MachineEvent[];
}

/** The state a machine is found in: every device as its file places it, stores charged, raised parts up. */
export function initialState(machine: Machine): MachineState {
  const positions: Record<string, Position> = {};
  const running: Record<string, boolean> = {};
  const charged: Record<string, boolean> = {};
  for (const c of machine.components) {
    const start = PART_MODELS[c.kind].start(c);
    if ('running' in start) running[c.id] = start.running;
    else if ('charged' in start) charged[c.id] = start.charged;
    else positions[c.id] = start.position;
  }
  return settle(machine, { positions, running, charged, restrained: {}, dropped: {}, earthed: {}, covered: {}, locks: {}, coasting: {} }).state;
}

/**
 * Marks the loads that coast: one that was running before an action and is not after keeps
 * turning on its own inertia; one running again is driven, not coasting.
 */
function withCoasting(machine: Machine, before: MachineState, outcome: Outcome): Outcome {
  let coasting: Record<string, boolean> | null = null;
  const events: MachineEvent[] = [];
  for (const c of machine.components) {
    if (!PART_MODELS[c.kind].coasts(c)) continue;
    const was = before.running[c.id] === true;
    const is = outcome.state.running[c.id] === true;
    if (was && !is) {
      coasting ??= { ...(outcome.state.coasting ?? {}) };
      coasting[c.id] = true;
      events.push({ kind: 'coasting', load: c.id });
    } else if (is && outcome.state.coasting?.[c.id]) {
      coasting ??= { ...(outcome.state.coasting ?? {}) };
      coasting[c.id] = false;
    }
  }
  if (!coasting) return outcome;
  return { state: { ...outcome.state, coasting }, events: [...outcome.events, ...events] };
}

/**
 * Waits at a coasting part until it stands still, then checks it (the shaft, the pulley, a
 * tachometer). A part still driven does not stop by waiting.
 */
export function checkStandstill(machine: Machine, state: MachineState, id: string): Outcome {
  const c = component(machine, id);
  if (!PART_MODELS[c.kind].runs) return { state, events: [{ kind: 'refused', device: id, why: 'not_operable' }] };
  if (state.running[id]) return { state, events: [{ kind: 'refused', device: id, why: 'not_off' }] };
  const waited = state.coasting?.[id] === true;
  const next = waited ? { ...state, coasting: { ...(state.coasting ?? {}), [id]: false } } : state;
  return { state: next, events: [{ kind: 'standstill', load: id, waited }] };
}

/** True while a load that coasts keeps turning after its drive stopped. */
export function isCoasting(state: MachineState, id: string): boolean {
  return state.coasting?.[id] === true;
}

/** The energy at every component, found by walking the connections from each live source. */
export function energize(machine: Machine, state: MachineState): ReadonlyMap<string, readonly EnergyAt[]> {
  const found = new Map<string, EnergyAt[]>();
  const next = new Map<string, string[]>();
  for (const [from, to] of machine.connections) next.set(from, [...(next.get(from) ?? []), to]);

  const spread = (source: ComponentDef, energy: EnergyAt): void => {
    const seen = new Set<string>([source.id]);
    const queue = [...(next.get(source.id) ?? [])];
    while (queue.length > 0) {
      const id = queue.shift()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const c = component(machine, id);
      found.set(id, [...(found.get(id) ?? []), energy]);
      if (PART_MODELS[c.kind].passes(c, state)) queue.push(...(next.get(id) ?? []));
    }
  };
  const own = (c: ComponentDef, stored: boolean): EnergyAt => ({
    kind: c.energy ?? 'electrical',
    value: c.magnitude ?? 0,
    unit: ENERGY_UNITS[c.energy ?? 'electrical'],
    from: c.id,
    stored,
  });

  // Live sources first, then stored energy. A supply that needs another component (a hydraulic
  // pump needs its motor running) joins as soon as that component runs; running was settled
  // against the previous walk.
  for (const stored of [false, true]) {
    for (const c of machine.components) {
      const emission = PART_MODELS[c.kind].emits(c, state);
      if (!emission || emission.stored !== stored) continue;
      found.set(c.id, [...(found.get(c.id) ?? []), own(c, stored)]);
      if (emission.spreads) spread(c, own(c, stored));
    }
  }
  return found;
}

/** The energy at one component (none when nothing reaches it). */
export function energyAt(machine: Machine, state: MachineState, id: string, map = energize(machine, state)): readonly EnergyAt[] {
  return map.get(id) ?? [];
}

/**
 * What a part is doing now, for its words, its actions and its drawing: its position, its energy,
 * its blocks and earths, and whose padlocks are on it (`mine`: the trainee's owner id) and whether
 * a tag hangs on it. `map` is the energy everywhere, when the caller has it already.
 */
export function partFactsOf(machine: Machine, state: MachineState, id: string, mine: string, tagged: boolean, map = energize(machine, state)): PartFacts {
  const c = component(machine, id);
  const locks = state.locks[id] ?? [];
  const here = map.get(id) ?? [];
  return {
    on: state.positions[id] === 'on',
    running: state.running[id] === true,
    live: here.some((e) => (c.energy === undefined ? e.kind === 'electrical' : e.kind === c.energy)),
    charged: state.charged[id] === true,
    restrained: state.restrained[id] === true,
    dropped: state.dropped[id] === true,
    earthed: state.earthed[id] === true,
    covered: state.covered[id] === true,
    myLock: locks.includes(mine),
    otherLocks: locks.filter((o) => o !== mine).length,
    tagged,
    coasting: isCoasting(state, id),
    reading: c.kind === 'gauge' ? gaugeReading(machine, state, id) : null,
  };
}

/** True when energy from a live supply (not only from a store) reaches the component. */
function fed(map: ReadonlyMap<string, readonly EnergyAt[]>, id: string, kind: EnergyKind | undefined): boolean {
  return (map.get(id) ?? []).some((e) => !e.stored && e.from !== id && (kind === undefined || e.kind === kind));
}

/**
 * Lets the physics catch up after an action: loads without energy stop, stores charge from a live
 * upstream or empty through an open bleed, an unblocked part whose holding load lost its energy
 * comes down. Repeats until nothing changes (a stopped motor can stop a pump, which empties …).
 */
export function settle(machine: Machine, start: MachineState): Outcome {
  let state = start;
  const events: MachineEvent[] = [];
  for (let round = 0; round < machine.components.length + 2; round++) {
    const map = energize(machine, state);
    const running = { ...state.running };
    const charged = { ...state.charged };
    const dropped = { ...state.dropped };
    const step: SettleStep = {
      machine,
      state,
      map,
      running,
      charged,
      dropped,
      events,
      fed: (id, kind) => fed(map, id, kind),
      stopHeld: (load) => stopHeld(machine, state, load),
      component: (id) => component(machine, id),
    };
    let changed = false;
    // Each part's kind says what settles in it (a load stops, a store empties, a raised part drops).
    for (const c of machine.components) if (PART_MODELS[c.kind].settle(c, step)) changed = true;
    if (!changed) break;
    state = { ...state, running, charged, dropped };
  }
  return { state, events };
}

/** The loads a device feeds that are running now (opening it would break load current). */
function runningDownstream(machine: Machine, state: MachineState, id: string): string[] {
  const result: string[] = [];
  const seen = new Set<string>();
  const queue = machine.connections.filter(([from]) => from === id).map(([, to]) => to);
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (seen.has(next)) continue;
    seen.add(next);
    if (state.running[next]) result.push(next);
    queue.push(...machine.connections.filter(([from]) => from === next).map(([, to]) => to));
  }
  return result;
}

/** Turns a device to a position. A device with anyone's lock on it does not move. */
export function operate(machine: Machine, state: MachineState, id: string, position: Position): Outcome {
  const c = component(machine, id);
  if (c.kind === 'control' && c.maintained && position === 'on') return pressStart(machine, state, id);
  if (!PART_MODELS[c.kind].operable(c)) return { state, events: [{ kind: 'refused', device: id, why: 'not_operable' }] };
  if ((state.locks[id] ?? []).length > 0) return { state, events: [{ kind: 'refused', device: id, why: 'locked' }] };
  if (state.positions[id] === position) return { state, events: [] };
  const underLoad = isIsolating(c) && position === 'off' && runningDownstream(machine, state, id).length > 0;
  let next: MachineState = { ...state, positions: { ...state.positions, [id]: position } };
  // A latching stop (e-stop, pull cord) stops what it acts on through the control circuit.
  if (c.kind === 'control' && position === 'off') next = { ...next, running: stopAll(next.running, c.acts ?? []) };
  const settled = settle(machine, next);
  return withCoasting(machine, state, { state: settled.state, events: [{ kind: 'operated', device: id, position, underLoad }, ...settled.events] });
}

function stopAll(running: Readonly<Record<string, boolean>>, loads: readonly string[]): Record<string, boolean> {
  const result = { ...running };
  for (const load of loads) result[load] = false;
  return result;
}

/** True when a control device acting on the load is pressed and held (locked stop, latched e-stop). */
function stopHeld(machine: Machine, state: MachineState, load: string): boolean {
  return machine.components.some((c) => c.kind === 'control' && c.role !== 'start' && (c.acts ?? []).includes(load) && state.positions[c.id] === 'off');
}

/**
 * Presses a start button (the try-out). Each load it acts on starts when its energy reaches it and
 * no stop in its control circuit is held: this is how a missed source shows itself.
 */
export function pressStart(machine: Machine, state: MachineState, id: string): Outcome {
  const c = component(machine, id);
  if (c.kind !== 'control' || c.role !== 'start') return { state, events: [{ kind: 'refused', device: id, why: 'not_operable' }] };
  if ((state.locks[id] ?? []).length > 0) return { state, events: [{ kind: 'refused', device: id, why: 'locked' }] };
  const map = energize(machine, state);
  const events: MachineEvent[] = [];
  const running = { ...state.running };
  const positions = c.maintained ? { ...state.positions, [id]: 'on' as const } : state.positions;
  for (const load of c.acts ?? []) {
    const def = component(machine, load);
    if (!(map.get(load) ?? []).some((e) => e.kind === def.energy)) events.push({ kind: 'no_start', load, by: id, why: 'no_energy' });
    else if (stopHeld(machine, state, load)) events.push({ kind: 'no_start', load, by: id, why: 'stop_held' });
    else {
      running[load] = true;
      events.push({ kind: 'started', load, by: id });
    }
  }
  const settled = settle(machine, { ...state, positions, running });
  return withCoasting(machine, state, { state: settled.state, events: [...events, ...settled.events] });
}

/** Presses a momentary stop button: the loads it acts on stop (their energy stays). */
export function pressStop(machine: Machine, state: MachineState, id: string): Outcome {
  const c = component(machine, id);
  if (c.kind !== 'control' || c.role === 'start') return { state, events: [{ kind: 'refused', device: id, why: 'not_operable' }] };
  const stopped = (c.acts ?? []).filter((load) => state.running[load]);
  const settled = settle(machine, { ...state, running: stopAll(state.running, c.acts ?? []) });
  return withCoasting(machine, state, { state: settled.state, events: [...stopped.map((load): MachineEvent => ({ kind: 'stopped', load })), ...settled.events] });
}

/**
 * Puts a personal lock on a device. An isolator takes it only in `off` (its hasp lines up only
 * there), a bleed only open. A control device takes one too, held pressed: the mistake the
 * scenarios must let a trainee make, since it leaves the power circuit live.
 */
export function lock(machine: Machine, state: MachineState, id: string, owner: string): Outcome {
  const c = component(machine, id);
  const held = state.locks[id] ?? [];
  if (held.includes(owner)) return { state, events: [] };
  // Where the lock fits is the kind's: an isolator off, a bleed open, a control held pressed.
  const fits = PART_MODELS[c.kind].lock;
  if (fits === null) return { state, events: [{ kind: 'refused', device: id, why: 'not_lockable' }] };
  if (fits !== 'held' && state.positions[id] !== fits) return { state, events: [{ kind: 'refused', device: id, why: 'not_off' }] };
  let next: MachineState = { ...state, locks: { ...state.locks, [id]: [...held, owner] } };
  if (fits === 'held') {
    next = { ...next, positions: { ...next.positions, [id]: 'off' }, running: stopAll(next.running, c.acts ?? []) };
  }
  const settled = settle(machine, next);
  return withCoasting(machine, state, { state: settled.state, events: [{ kind: 'locked', device: id, owner }, ...settled.events] });
}

/** Takes a lock off. Only its owner's key fits: another person's lock stays (OSHA 1910.147(e)(3)). */
export function unlock(machine: Machine, state: MachineState, id: string, owner: string): Outcome {
  const held = state.locks[id] ?? [];
  if (held.length === 0) return { state, events: [{ kind: 'refused', device: id, why: 'no_lock' }] };
  if (!held.includes(owner)) return { state, events: [{ kind: 'refused', device: id, why: 'not_yours' }] };
  const rest = held.filter((o) => o !== owner);
  const c = component(machine, id);
  const positions = c.kind === 'control' && rest.length === 0 && c.role === 'stop' ? { ...state.positions, [id]: 'on' as const } : state.positions;
  const next: MachineState = { ...state, positions, locks: { ...state.locks, [id]: rest } };
  return { state: next, events: [{ kind: 'unlocked', device: id, owner }] };
}

/** Puts the block or pin under a raised part; it then holds whatever happens to its cylinder. */
export function restrain(machine: Machine, state: MachineState, id: string): Outcome {
  const c = component(machine, id);
  if (c.kind !== 'gravity' || state.dropped[id]) return { state, events: [{ kind: 'refused', device: id, why: 'not_operable' }] };
  if (state.restrained[id]) return { state, events: [] };
  return { state: { ...state, restrained: { ...state.restrained, [id]: true } }, events: [{ kind: 'restrained', part: id }] };
}

/**
 * Takes the block or pin out from under a part. Whatever still holds it up then holds it; with no
 * energy in its cylinder it comes down (`dropped`): lower it only with everyone clear.
 */
export function removeBlock(machine: Machine, state: MachineState, id: string): Outcome {
  const c = component(machine, id);
  if (c.kind !== 'gravity' || !state.restrained[id]) return { state, events: [{ kind: 'refused', device: id, why: 'not_operable' }] };
  const settled = settle(machine, { ...state, restrained: { ...state.restrained, [id]: false } });
  return { state: settled.state, events: [{ kind: 'unblocked', part: id }, ...settled.events] };
}

/**
 * Sets temporary earthing and short-circuiting on a test point. On a live conductor it makes a
 * short circuit (the event says so): earth only after proving the absence of voltage.
 */
export function earth(machine: Machine, state: MachineState, id: string): Outcome {
  const c = component(machine, id);
  if (c.kind !== 'testpoint' || c.at === undefined) return { state, events: [{ kind: 'refused', device: id, why: 'not_operable' }] };
  if (state.earthed[id]) return { state, events: [] };
  const live = energyAt(machine, state, c.at).some((e) => e.kind === 'electrical');
  return { state: { ...state, earthed: { ...state.earthed, [id]: true } }, events: [{ kind: 'earthed', point: id, live }] };
}

/** Covers or fences off a live part near the work, so no one touches it by accident. */
export function cover(machine: Machine, state: MachineState, id: string): Outcome {
  const c = component(machine, id);
  if (!PART_MODELS[c.kind].coverable(c)) return { state, events: [{ kind: 'refused', device: id, why: 'not_operable' }] };
  if (state.covered[id]) return { state, events: [] };
  return { state: { ...state, covered: { ...state.covered, [id]: true } }, events: [{ kind: 'covered', part: id }] };
}

/** What a gauge shows: the highest energy of its kind at the component it is on, else 0. */
export function gaugeReading(machine: Machine, state: MachineState, id: string): { value: number; unit: string } {
  const c = component(machine, id);
  const target = component(machine, c.at ?? id);
  const kind = target.energy ?? 'hydraulic';
  const values = energyAt(machine, state, target.id)
    .filter((e) => e.kind === kind)
    .map((e) => e.value);
  return { value: values.length > 0 ? Math.max(...values) : 0, unit: ENERGY_UNITS[kind] };
}

/** The conductors a voltage tester's two probes can touch at a test point. */
export const CONDUCTORS = ['L1', 'L2', 'L3', 'PE'] as const;
/** One conductor. */
export type Conductor = (typeof CONDUCTORS)[number];

/** The pairs a tester must check at a point of work: each phase pair and each phase to earth (NFPA 70E 120.5(7)). */
export const TEST_PAIRS: readonly (readonly [Conductor, Conductor])[] = [
  ['L1', 'L2'],
  ['L2', 'L3'],
  ['L3', 'L1'],
  ['L1', 'PE'],
  ['L2', 'PE'],
  ['L3', 'PE'],
];

/** A voltage tester: a dead battery leaves its display blank, whatever it touches. */
export interface Tester {
  readonly battery: 'ok' | 'dead';
}

/**
 * What a tester shows across two conductors at a test point: the line voltage between phases,
 * the phase voltage to earth, 0 on a dead or earthed conductor, and null (a blank display) when
 * its battery is dead. A blank display is not a zero: only proving the tester tells them apart.
 */
export function measure(machine: Machine, state: MachineState, id: string, pair: readonly [Conductor, Conductor], tester: Tester): number | null {
  if (tester.battery === 'dead') return null;
  const c = component(machine, id);
  if (c.kind !== 'testpoint' || c.at === undefined || pair[0] === pair[1]) return 0;
  if (state.earthed[id]) return 0;
  const volts = Math.max(0, ...energyAt(machine, state, c.at).filter((e) => e.kind === 'electrical').map((e) => e.value));
  if (volts === 0) return 0;
  return pair.includes('PE') ? Math.round(volts / Math.sqrt(3)) : volts;
}

/** The voltage of a proving unit (a known source), as an electrician proves a tester before and after. */
export const PROVING_VOLTS = 400;

/** What a tester shows on the proving unit: its voltage, or a blank display with a dead battery. */
export function prove(tester: Tester): number | null {
  return tester.battery === 'dead' ? null : PROVING_VOLTS;
}

/** A hazard left at the work: a component with energy on it, a load running, a raised part unblocked. */
export interface Hazard {
  readonly component: string;
  readonly energy: EnergyKind;
  readonly value: number;
  readonly unit: string;
  readonly from: string;
}

/**
 * Every hazard left at the components of a work zone. Empty means the machine is safe to work on:
 * every source isolated, every store released, every raised part blocked, every coasting part at
 * standstill. A store's gas precharge is a hazard wherever the store itself is in the zone: no
 * bleed valve on the liquid side removes it.
 */
export function hazards(machine: Machine, state: MachineState, zone: readonly string[]): Hazard[] {
  const map = energize(machine, state);
  const result: Hazard[] = [];
  for (const id of zone) {
    for (const e of map.get(id) ?? []) result.push({ component: id, energy: e.kind, value: e.value, unit: e.unit, from: e.from });
    const c = component(machine, id);
    if (isCoasting(state, id)) result.push({ component: id, energy: 'kinetic', value: c.magnitude ?? 0, unit: ENERGY_UNITS.kinetic, from: id });
    if (c.kind === 'store' && c.precharge !== undefined) {
      const kind = prechargeKind(c);
      result.push({ component: id, energy: kind, value: c.precharge, unit: ENERGY_UNITS[kind], from: id });
    }
  }
  return result;
}

/**
 * The loads that some start button could set going now, because their energy reaches them. A held
 * stop does not count: it acts through the control circuit, which a fault, a bypass or a colleague
 * resetting it can defeat (OSHA 1910.147(b), "energy isolating device" excludes push buttons).
 */
export function startable(machine: Machine, state: MachineState): string[] {
  const map = energize(machine, state);
  const result = new Set<string>();
  for (const c of machine.components) {
    if (c.kind !== 'control' || c.role !== 'start') continue;
    for (const load of c.acts ?? []) {
      const def = component(machine, load);
      if ((map.get(load) ?? []).some((e) => e.kind === def.energy)) result.add(load);
    }
  }
  return [...result];
}
