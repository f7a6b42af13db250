/**
 * What one kind of part is, as a module (see docs/parts.md): the fields it has in a machine file,
 * how energy goes through it, what settles in it after an action, what a trainee can do to it and
 * the words for its state. Pure: its drawing is the other half, in src/scenes/machine/parts/.
 */
import type { EnergyAt, MachineEvent, MachineState } from '../energy';
import type { EnergyKind } from '../energyKinds';
import type { ComponentDef, Machine, Position } from '../machine';

/** What a part is doing now, as the twins, the actions list and the drawing say it. */
export interface PartFacts {
  on: boolean;
  running: boolean;
  live: boolean;
  charged: boolean;
  restrained: boolean;
  dropped: boolean;
  earthed: boolean;
  covered: boolean;
  myLock: boolean;
  otherLocks: number;
  tagged: boolean;
  /** A heavy part still turning after its drive stopped. */
  coasting: boolean;
  /** A gauge's reading with its unit, else null. */
  reading: { value: number; unit: string } | null;
}

/** What a part offers a trainee to do to it (each is one of the attempt's actions). */
export type PartAction =
  | { readonly type: 'press_stop'; readonly control: string }
  | { readonly type: 'press_start'; readonly control: string }
  | { readonly type: 'operate'; readonly device: string; readonly position: Position }
  | { readonly type: 'lock'; readonly device: string }
  | { readonly type: 'unlock'; readonly device: string }
  | { readonly type: 'cut_lock'; readonly device: string }
  | { readonly type: 'tag'; readonly device: string; readonly tag: { readonly name: string; readonly reason: string } }
  | { readonly type: 'untag'; readonly device: string }
  | { readonly type: 'restrain'; readonly part: string }
  | { readonly type: 'remove_block'; readonly part: string }
  | { readonly type: 'read_gauge'; readonly gauge: string }
  | { readonly type: 'check_standstill'; readonly part: string }
  | { readonly type: 'cover'; readonly part: string }
  | { readonly type: 'earth'; readonly point: string }
  | { readonly type: 'remove_earth'; readonly point: string };

/** State words that agree with the part's name in gender and number ("válvula fechada", "bornes puestos a tierra"). */
export type AgreeingWord =
  | 'closed'
  | 'open'
  | 'valveOpen'
  | 'valveShut'
  | 'held'
  | 'running'
  | 'stopped'
  | 'energized'
  | 'deEnergized'
  | 'covered'
  | 'raised'
  | 'blocked'
  | 'dropped'
  | 'earthed'
  | 'coasting';

/** State words that do not change with the name ("at ON", "holding stored energy"). */
export type PlainWord = 'switchOn' | 'switchOff' | 'charged' | 'released';

/** One word of a part's state, for `scenarios.state.*` in the locale files. */
export type StateWord =
  | { readonly agree: AgreeingWord }
  | { readonly plain: PlainWord }
  /** A gauge's reading. */
  | { readonly reading: number; readonly unit: string }
  /** A gas precharge that no bleed removes. */
  | { readonly precharge: number; readonly unit: string };

/** The words on the button that turns a part (`scenarios.actions.*`). */
export type OperateWord = 'switchOn' | 'switchOff' | 'openValve' | 'shutValve' | 'reset' | 'pullCord' | 'latch';

/** Where a part's state starts, from its `position` in the machine file. */
export type StartState = { readonly running: boolean } | { readonly charged: boolean } | { readonly position: Position };

/** A source of energy a part is now: from a supply, or stored (and whether it spreads along its connections). */
export interface Emission {
  readonly stored: boolean;
  readonly spreads: boolean;
}

/** One round of letting the physics catch up (`settle` in energy.ts), as a part's kind sees it. */
export interface SettleStep {
  readonly machine: Machine;
  /** The state at the start of the round. */
  readonly state: MachineState;
  /** The energy at every component at the start of the round. */
  readonly map: ReadonlyMap<string, readonly EnergyAt[]>;
  /** What the round changes (a part writes only its own entries, or its loads'). */
  readonly running: Record<string, boolean>;
  readonly charged: Record<string, boolean>;
  readonly dropped: Record<string, boolean>;
  readonly events: MachineEvent[];
  /** True when energy from a live supply (not only from a store) reaches the component. */
  fed(id: string, kind: EnergyKind | undefined): boolean;
  /** True when a control acting on the load is pressed and held. */
  stopHeld(load: string): boolean;
  component(id: string): ComponentDef;
}

/** A field of a part beyond its id, name, label and place, as a machine file writes it. */
export type PartField = 'energy' | 'magnitude' | 'precharge' | 'position' | 'requires' | 'at' | 'role' | 'acts' | 'maintained' | 'look' | 'heldBy';

/** One kind of part: its facts, its behaviour in the model, the actions it offers and its state words. */
export interface PartModel {
  /** The kind with its article, for messages ("a load"). */
  readonly called: string;
  /**
   * Checks the fields only this kind has (the common ones, id, name, label, place and references,
   * are checked for every kind), pushing `${at}.field: what is wrong`.
   */
  check(c: Readonly<Record<string, unknown>>, at: string, errors: string[]): void;
  /** Optional fields that belong to this kind alone: written on another kind, they are an error. */
  readonly owns: readonly string[];
  /** The fields of its own an author fills in (the editor's form shows these, in this order, after name and label). */
  readonly fields: readonly PartField[];
  /** An energy-isolating device (OSHA 1910.147(b)): the right place for a personal lock. */
  readonly isolating: boolean;
  /** It runs on its energy: a control `acts` on it, a raised part can be `heldBy` it. */
  readonly runs: boolean;
  /**
   * Energy flows along a wire, pipe or shaft into or out of it (a supply, an isolating device, a
   * store, a load), so a connection may join it; the others name their part (`at`, `acts`, `heldBy`).
   */
  readonly carries: boolean;
  /** It keeps turning after its drive stops, until someone waits for standstill and checks it. */
  coasts(c: ComponentDef): boolean;
  /** Where a personal padlock fits: in `off`, in `on` (an open bleed), held pressed (a control), or nowhere. */
  readonly lock: 'off' | 'on' | 'held' | null;
  /** A hand can turn it (isolators, bleeds, latching controls). */
  operable(c: ComponentDef): boolean;
  /** A live part near the work that can be covered or fenced off. */
  coverable(c: ComponentDef): boolean;
  /** Where its state starts. */
  start(c: ComponentDef): StartState;
  /** Whether energy entering it passes on to what it feeds. */
  passes(c: ComponentDef, state: MachineState): boolean;
  /** Energy it is a source of now, if any. */
  emits(c: ComponentDef, state: MachineState): Emission | null;
  /** What changes in it after an action (a load stops without energy, a store empties); true when something did. */
  settle(c: ComponentDef, step: SettleStep): boolean;
  /** What a trainee can do to it now. Everything physically possible, mistakes included. */
  actions(c: ComponentDef, f: PartFacts): PartAction[];
  /** Its own state words (locks and tags are said for every kind). */
  words(c: ComponentDef, f: PartFacts): StateWord[];
  /** The words on the button that turns it to `position`. */
  operateWord(c: ComponentDef, position: Position): OperateWord;
}
