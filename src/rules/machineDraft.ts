/**
 * A machine as its author is drawing it (the editor, /maquinas): the machine file's data and its
 * work orders, kept even while they do not pass their validators, and the edits the editor makes
 * to them. Pure: every edit returns a new draft, so undo is a list of drafts.
 *
 * Its texts may be in several languages, the first the machine's own; a text not yet given in
 * another language is "untranslated" and, for trainees, shows in the first language
 * (`publishMachine`). A part removed takes every reference to it along (its energy paths, what
 * names it), so a removal never leaves the machine pointing at nothing.
 */
import { ENERGY_UNITS, type EnergyKind } from './energyKinds';
import { isRecord, type LocalizedText } from './machine';
import { LANGUAGE_CODES, type Language } from './language';
import { COMPONENT_KINDS, PART_MODELS, type ComponentKind, type PartField } from './parts';
import { GRID } from './photoLayout';

/** A part as the editor holds it: the fields of a machine file's component, any of them still missing. */
export type PartDraft = Readonly<Record<string, unknown>> & { readonly id: string; readonly kind: ComponentKind; readonly x: number; readonly y: number };

/** A work order as the editor holds it: a work-order file's data. */
export type WorkOrderDraft = Readonly<Record<string, unknown>> & { readonly id: string };

/** The machine and its work orders as drawn. */
export interface MachineDraftData {
  readonly machine: Readonly<Record<string, unknown>>;
  readonly workOrders: readonly WorkOrderDraft[];
}

/** The fields of a part that name another part. */
const REFERENCES = ['requires', 'at', 'heldBy'] as const;

/** The draft's languages, the machine's own first (Portuguese when the data names none). */
export function draftLanguages(machine: Readonly<Record<string, unknown>>): Language[] {
  const given = Array.isArray(machine.languages) ? machine.languages.filter((l): l is Language => (LANGUAGE_CODES as readonly unknown[]).includes(l)) : [];
  return given.length > 0 ? [...new Set(given)] : ['pt'];
}

/** The draft's parts that read as parts (anything else is left as it is and reported by the check). */
export function draftParts(machine: Readonly<Record<string, unknown>>): PartDraft[] {
  const list = Array.isArray(machine.components) ? (machine.components as unknown[]) : [];
  return list.filter((c): c is PartDraft => isRecord(c) && typeof c.id === 'string' && (COMPONENT_KINDS as readonly unknown[]).includes(c.kind) && typeof c.x === 'number' && typeof c.y === 'number');
}

/** The draft's energy paths that read as pairs of ids. */
export function draftConnections(machine: Readonly<Record<string, unknown>>): [string, string][] {
  const list = Array.isArray(machine.connections) ? (machine.connections as unknown[]) : [];
  return list.filter((p): p is [string, string] => Array.isArray(p) && p.length === 2 && typeof p[0] === 'string' && typeof p[1] === 'string');
}

/** A text of the draft in one language, or '' when it is not given there. */
export function textIn(value: unknown, lang: Language): string {
  return isRecord(value) && typeof value[lang] === 'string' ? value[lang] : '';
}

/** The same text with `lang` set (an empty text removes that language). */
export function withText(value: unknown, lang: Language, text: string): LocalizedText {
  const base: Record<string, string> = isRecord(value) ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};
  if (text === '') delete base[lang];
  else base[lang] = text;
  return base;
}

/**
 * A text as trainees get it: in each of `languages`, the first language's words where another
 * has none yet. Texts in languages the draft does not have are dropped.
 */
export function publishText(value: unknown, languages: readonly Language[]): unknown {
  if (!isRecord(value)) return value;
  const first = languages.map((l) => value[l]).find((t) => typeof t === 'string' && t.trim() !== '');
  const out: Record<string, unknown> = {};
  for (const lang of languages) {
    const own = value[lang];
    out[lang] = typeof own === 'string' && own.trim() !== '' ? own : first;
  }
  return out;
}

/** The machine data as its validators and trainees read it: every text in every one of its languages. */
export function publishMachine(machine: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const languages = draftLanguages(machine);
  const components = Array.isArray(machine.components)
    ? (machine.components as unknown[]).map((c) => (isRecord(c) && c.name !== undefined ? { ...c, name: publishText(c.name, languages) } : c))
    : machine.components;
  return { ...machine, languages, name: publishText(machine.name, languages), components };
}

/** A work order as its validator and trainees read it, in its machine's languages. */
export function publishWorkOrder(order: Readonly<Record<string, unknown>>, machine: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const languages = draftLanguages(machine);
  return { ...order, languages, job: publishText(order.job, languages), where: publishText(order.where, languages) };
}

/** Which of a draft's texts have no words yet in `lang` (for the "untranslated" marks): their places. */
export function untranslated(data: MachineDraftData, lang: Language): string[] {
  const places: string[] = [];
  if (textIn(data.machine.name, lang) === '') places.push('name');
  for (const part of draftParts(data.machine)) if (textIn(part.name, lang) === '') places.push(`part:${part.id}`);
  for (const order of data.workOrders) {
    if (textIn(order.job, lang) === '') places.push(`workOrder:${order.id}.job`);
    if (textIn(order.where, lang) === '') places.push(`workOrder:${order.id}.where`);
  }
  return places;
}

/** An id for a new part or work order: `base`, else `base-2`, `base-3`… whichever is free. */
export function freePartId(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const clean = base.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 34) || 'part';
  if (!used.has(clean)) return clean;
  for (let n = 2; ; n++) if (!used.has(`${clean}-${n}`)) return `${clean}-${n}`;
}

/** A grid coordinate kept inside the grid and whole. */
export function clampPlace(x: number, y: number): { x: number; y: number } {
  const clamp = (v: number, max: number) => Math.round(Math.min(max, Math.max(0, Number.isFinite(v) ? v : 0)));
  return { x: clamp(x, GRID.width), y: clamp(y, GRID.height) };
}

/** The machine with its parts and paths replaced. */
function withParts(machine: Readonly<Record<string, unknown>>, parts: readonly unknown[], connections?: readonly unknown[]): Record<string, unknown> {
  return { ...machine, components: parts, ...(connections ? { connections } : {}) };
}

/** The draft's components as stored (those that do not read as parts included). */
function rawParts(machine: Readonly<Record<string, unknown>>): unknown[] {
  return Array.isArray(machine.components) ? [...(machine.components as unknown[])] : [];
}

/** The fields a kind starts with: a bleed is found closed, an energy in its kind's usual unit. */
function startFields(kind: ComponentKind): Record<string, unknown> {
  const fields = PART_MODELS[kind].fields;
  const out: Record<string, unknown> = {};
  if (kind === 'bleed') out.position = 'off';
  if (kind === 'gravity') out.energy = 'gravity';
  if (kind === 'coasting') out.energy = 'kinetic';
  if (kind === 'control') {
    out.role = 'start';
    out.acts = [];
  }
  if (fields.includes('energy') && out.energy === undefined && kind !== 'gravity') out.energy = 'electrical';
  return out;
}

/** Adds a part of `kind` at a place, named in `lang`; returns the draft and the new part's id. */
export function addPart(machine: Readonly<Record<string, unknown>>, kind: ComponentKind, place: { x: number; y: number }, name: string, lang: Language, label: string): { machine: Record<string, unknown>; id: string } {
  const parts = rawParts(machine);
  const id = freePartId(kind, draftParts(machine).map((p) => p.id));
  const at = clampPlace(place.x, place.y);
  const part = { id, kind, name: { [lang]: name }, label, ...startFields(kind), x: at.x, y: at.y };
  return { machine: withParts(machine, [...parts, part]), id };
}

/** Changes fields of one part (`undefined` removes a field). */
export function updatePart(machine: Readonly<Record<string, unknown>>, id: string, change: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const parts = rawParts(machine).map((c) => {
    if (!isRecord(c) || c.id !== id) return c;
    const next: Record<string, unknown> = { ...c };
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined) delete next[key];
      else next[key] = value;
    }
    return next;
  });
  return withParts(machine, parts);
}

/** Moves a part (kept on the grid). */
export function movePart(machine: Readonly<Record<string, unknown>>, id: string, x: number, y: number): Record<string, unknown> {
  return updatePart(machine, id, clampPlace(x, y));
}

/**
 * Changes a part's kind: the fields only the old kind has go, the new kind's start values come
 * (what both kinds have, such as the energy, stays).
 */
export function changeKind(machine: Readonly<Record<string, unknown>>, id: string, kind: ComponentKind): Record<string, unknown> {
  const keep = new Set<string>(['id', 'kind', 'name', 'label', 'labels', 'grammar', 'x', 'y', ...PART_MODELS[kind].fields]);
  const start = startFields(kind);
  const parts = rawParts(machine).map((c) => {
    if (!isRecord(c) || c.id !== id) return c;
    const next: Record<string, unknown> = { kind };
    for (const [key, value] of Object.entries(c)) if (keep.has(key) && key !== 'kind') next[key] = value;
    for (const [key, value] of Object.entries(start)) if (next[key] === undefined) next[key] = value;
    if (kind === 'gravity') next.energy = 'gravity';
    // A bleed's, a control's and a raised part's positions mean other things: start afresh.
    if (kind === 'bleed') next.position = 'off';
    return next;
  });
  // Energy flows only through some kinds: paths to a kind it does not flow through go.
  const carries = PART_MODELS[kind].carries;
  const connections = carries ? undefined : draftConnections(machine).filter(([a, b]) => a !== id && b !== id);
  return withParts(machine, parts, connections);
}

/** Removes a part, its energy paths, and every field of other parts and work orders that named it. */
export function removePart(data: MachineDraftData, id: string): MachineDraftData {
  const parts = rawParts(data.machine)
    .filter((c) => !(isRecord(c) && c.id === id))
    .map((c) => {
      if (!isRecord(c)) return c;
      const next: Record<string, unknown> = { ...c };
      for (const field of REFERENCES) if (next[field] === id) delete next[field];
      if (Array.isArray(next.acts)) next.acts = (next.acts as unknown[]).filter((a) => a !== id);
      return next;
    });
  const connections = draftConnections(data.machine).filter(([a, b]) => a !== id && b !== id);
  const lists = ['zone', 'adjacent', 'opens'] as const;
  const workOrders = data.workOrders.map((order) => {
    const next: Record<string, unknown> = { ...order };
    for (const list of lists) if (Array.isArray(next[list])) next[list] = (next[list] as unknown[]).filter((p) => p !== id);
    if (Array.isArray(next.variants)) next.variants = (next.variants as unknown[]).filter((slot) => !JSON.stringify(slot).includes(`"${id}"`));
    return next as WorkOrderDraft;
  });
  return { machine: withParts(data.machine, parts, connections), workOrders };
}

/** Why two parts cannot be joined by an energy path, or null when they can. */
export type JoinProblem = 'same' | 'exists' | 'carries_nothing';

/** Whether energy can be drawn flowing from one part to another. */
export function joinProblem(machine: Readonly<Record<string, unknown>>, from: string, to: string): JoinProblem | null {
  if (from === to) return 'same';
  const parts = draftParts(machine);
  const a = parts.find((p) => p.id === from);
  const b = parts.find((p) => p.id === to);
  if (!a || !b || !PART_MODELS[a.kind].carries || !PART_MODELS[b.kind].carries) return 'carries_nothing';
  if (draftConnections(machine).some(([x, y]) => x === from && y === to)) return 'exists';
  return null;
}

/** Adds the energy path from one part to another. */
export function connect(machine: Readonly<Record<string, unknown>>, from: string, to: string): Record<string, unknown> {
  const connections = Array.isArray(machine.connections) ? [...(machine.connections as unknown[])] : [];
  return { ...machine, connections: [...connections, [from, to]] };
}

/** Removes the energy path at `index` of the machine's list. */
export function disconnect(machine: Readonly<Record<string, unknown>>, index: number): Record<string, unknown> {
  const connections = Array.isArray(machine.connections) ? (machine.connections as unknown[]).filter((_, i) => i !== index) : [];
  return { ...machine, connections };
}

/** The unit a part's magnitude is in (a coasting part's is its speed). */
export function magnitudeUnit(part: Readonly<Record<string, unknown>>): string {
  if (part.kind === 'coasting') return 'rpm';
  const energy = part.energy as EnergyKind | undefined;
  return energy && energy in ENERGY_UNITS ? ENERGY_UNITS[energy] : '';
}

/** The fields of its kind an author fills in for a part. */
export function partFields(kind: ComponentKind): readonly PartField[] {
  return PART_MODELS[kind].fields;
}

/** A new, empty machine in `lang`. */
export function newMachineData(id: string, name: string, lang: Language): Record<string, unknown> {
  return { id, version: 1, languages: [lang], name: { [lang]: name }, components: [], connections: [] };
}

/** A new work order on a machine, its first text in `lang`. */
export function newWorkOrder(machine: Readonly<Record<string, unknown>>, id: string, job: string, where: string, lang: Language): WorkOrderDraft {
  return { id, version: 1, languages: draftLanguages(machine), machine: String(machine.id), domain: 'machine', job: { [lang]: job }, where: { [lang]: where }, zone: [], adjacent: [], variants: [] };
}

/** Replaces one work order (by id) with a changed copy. */
export function updateWorkOrder(data: MachineDraftData, id: string, change: Readonly<Record<string, unknown>>): MachineDraftData {
  return {
    ...data,
    workOrders: data.workOrders.map((order) => {
      if (order.id !== id) return order;
      const next: Record<string, unknown> = { ...order };
      for (const [key, value] of Object.entries(change)) {
        if (value === undefined) delete next[key];
        else next[key] = value;
      }
      return next as WorkOrderDraft;
    }),
  };
}

/** The kinds of variant the editor offers, each one slot: as found, or with the variant. */
export type VariantKind = 'mislabelled' | 'colleagueLock' | 'deadTester';

/** The variant slot of a kind, as a work order writes it. */
export function variantSlot(kind: VariantKind, args: { a?: string; b?: string; device?: string }): unknown[] {
  switch (kind) {
    case 'mislabelled':
      return [
        { id: 'labels-right', ops: [] },
        { id: 'mislabelled', ops: [{ op: 'swapFeeds', a: args.a, b: args.b, keepLabels: true }] },
      ];
    case 'colleagueLock':
      return [
        { id: 'no-other-lock', ops: [] },
        { id: 'colleague-lock', ops: [{ op: 'colleagueLock', device: args.device, owner: 'colleague' }] },
      ];
    case 'deadTester':
      return [
        { id: 'tester-ok', ops: [] },
        { id: 'tester-dead', ops: [{ op: 'deadTester' }] },
      ];
  }
}

/** Which kind of variant a slot written by `variantSlot` is, or null for one written by hand. */
export function variantKindOf(slot: unknown): VariantKind | null {
  if (!Array.isArray(slot) || slot.length !== 2) return null;
  const op = isRecord(slot[1]) && Array.isArray(slot[1].ops) && isRecord(slot[1].ops[0]) ? slot[1].ops[0] : null;
  if (!op) return null;
  if (op.op === 'swapFeeds' && op.keepLabels === true) return 'mislabelled';
  if (op.op === 'colleagueLock') return 'colleagueLock';
  if (op.op === 'deadTester') return 'deadTester';
  return null;
}
