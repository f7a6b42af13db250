/**
 * A machine's energy control procedure (OSHA 1910.147(c)(4)(ii) and each rule set's equivalent),
 * derived from the machine and its work orders, never typed twice: the energy source table with an
 * identifier per source (E1, H1, P1… by kind), where each is isolated and how, the lockout device
 * it takes and how its isolation is proved, the numbered isolation points on the photo, and the
 * steps of the rule set in force. What only a person can say (the intended use, who prepared it)
 * comes with it from the procedure's page. Pure: the placard (records/placardPdf.ts) and the
 * procedure page render it in any language.
 */
import type { EnergyKind } from './energyKinds';
import { ENERGY_UNITS, prechargeKind } from './energyKinds';
import { PART_MODELS } from './parts';
import { isRecord, type ComponentDef, type LocalizedText, type Machine } from './machine';
import { parseMachine } from './machineParse';
import type { RuleSetId } from './ruleSet';
import { assemble, procedureSheet, type ProcedureSheet } from './scenario';
import type { ScenarioDef, ScenarioDomain } from './workOrder';
import { parseWorkOrder } from './workOrderParse';

/** The letter an energy source's identifier starts with, by its kind (E1, H1, P1…). */
export const SOURCE_LETTERS: Record<EnergyKind, string> = {
  electrical: 'E',
  hydraulic: 'H',
  pneumatic: 'P',
  gravity: 'G',
  kinetic: 'M',
  spring: 'S',
  thermal: 'T',
  chemical: 'C',
};

/** How a source is brought to a zero-energy state. */
export type SourceMethod = 'isolate' | 'release' | 'restrain' | 'follows' | 'standstill';

/** The device a source takes: a personal padlock on the isolator (with what fits that isolator), a block, or none of its own. */
export type LockoutDevice = 'padlock' | 'breaker_lock' | 'valve_cover' | 'padlock_open' | 'block' | 'none';

/** How the isolation of one source is proved before work. */
export type Verification =
  | { readonly kind: 'tryout'; readonly part: string }
  | { readonly kind: 'gauge'; readonly part: string }
  | { readonly kind: 'test'; readonly part: string }
  | { readonly kind: 'standstill'; readonly part: string }
  | { readonly kind: 'blocked'; readonly part: string }
  | { readonly kind: 'follows'; readonly part: string };

/** One row of the energy source table. */
export interface SourceRow {
  /** E1, H1, P1… */
  readonly tag: string;
  readonly energy: EnergyKind;
  readonly magnitude: number;
  readonly unit: string;
  /** The supply, store or raised part the energy comes from. */
  readonly source: string;
  readonly method: SourceMethod;
  /** The isolating device or bleed (null for a restrained part or one that follows another). */
  readonly device: string | null;
  /** For `follows`: the load whose isolation removes it. */
  readonly follows: string | null;
  readonly lockout: LockoutDevice;
  readonly verify: readonly Verification[];
  /** A store's gas precharge that stays after the liquid side is bled (never bled), in `prechargeUnit`. */
  readonly precharge: number | null;
  readonly prechargeUnit: string | null;
  /** The number of the isolation point on the photo (the device's, or the part's for a block), or null. */
  readonly point: number | null;
}

/** A numbered marker on the machine's photo: where an isolation point is, in grid units (x 0–1000, y 0–600). */
export interface IsolationPoint {
  readonly number: number;
  readonly part: string;
  readonly x: number;
  readonly y: number;
}

/** A part as the procedure names it: its name in each language and what is painted on it. */
export interface NamedPart {
  readonly name: LocalizedText;
  readonly label: string;
  readonly labels?: Partial<Record<string, string>>;
  readonly kind: ComponentDef['kind'];
}

/** The procedure as derived from one machine and its work orders. */
export interface DerivedProcedure {
  readonly machineId: string;
  readonly machineName: LocalizedText;
  readonly languages: readonly string[];
  /** Machine work (every energy) unless every work order is on electrical equipment. */
  readonly domain: ScenarioDomain;
  readonly sources: readonly SourceRow[];
  readonly points: readonly IsolationPoint[];
  /** Stop controls to shut the machine down with, before isolating. */
  readonly stops: readonly string[];
  /** Start controls tried after isolating. */
  readonly tryOut: readonly string[];
  readonly gauges: readonly string[];
  readonly testPoints: readonly string[];
  readonly coasting: readonly string[];
  /** Live parts near the work that stay in service and are covered. */
  readonly adjacent: readonly string[];
  /** Some work is done by a crew: group lockout and shift change apply. */
  readonly group: boolean;
  /** The jobs this procedure covers (its work orders), in their languages. */
  readonly jobs: readonly LocalizedText[];
  /** Every part the procedure names, by id. */
  readonly parts: Readonly<Record<string, NamedPart>>;
}

/** Why a procedure cannot be derived (the machine needs fixing first). */
export type DeriveProblem = 'machine_invalid' | 'work_order_invalid' | 'no_sources';

function lockoutFor(device: ComponentDef | undefined, method: SourceMethod): LockoutDevice {
  if (method === 'restrain') return 'block';
  if (method === 'follows' || method === 'standstill' || !device) return 'none';
  if (method === 'release') return 'padlock_open';
  if (device.kind === 'breaker') return 'breaker_lock';
  if (device.kind === 'valve') return 'valve_cover';
  return 'padlock';
}

/** Everything that feeds `to` (the parts upstream of it along the connections). */
function upstream(machine: Machine, to: string): Set<string> {
  const seen = new Set<string>();
  const walk = (at: string): void => {
    for (const [a, b] of machine.connections)
      if (b === at && !seen.has(a)) {
        seen.add(a);
        walk(a);
      }
  };
  walk(to);
  return seen;
}

/**
 * The work the procedure covers, as one work order: the union of its work orders' zones, openings,
 * nearby live parts and crews (without their training variants), or, with no work order, every
 * part that runs, stores energy or is raised.
 */
export function coveredWork(machine: Machine, orders: readonly ScenarioDef[]): ScenarioDef {
  const union = (pick: (o: ScenarioDef) => readonly string[] | undefined): string[] => [...new Set(orders.flatMap((o) => pick(o) ?? []))];
  const zone = orders.length > 0 ? union((o) => o.zone) : machine.components.filter((c) => ['load', 'gravity', 'store'].includes(c.kind)).map((c) => c.id);
  const crew = orders.flatMap((o) => o.crew ?? []);
  const domain: ScenarioDomain = orders.length > 0 && orders.every((o) => o.domain === 'electrical') ? 'electrical' : 'machine';
  const opens = union((o) => o.opens);
  return {
    id: machine.id,
    languages: machine.languages,
    machine,
    domain,
    job: machine.name,
    where: machine.name,
    zone,
    adjacent: union((o) => o.adjacent),
    ...(orders.length === 0 ? { opens: machine.components.filter((c) => c.kind === 'testpoint').map((c) => c.id) } : opens.length > 0 ? { opens } : {}),
    variants: [],
    ...(crew.length > 0 ? { crew } : {}),
  };
}

/** The procedure of a machine and its work orders, both already checked (parseMachine, parseWorkOrder). */
export function deriveFrom(machine: Machine, orders: readonly ScenarioDef[]): DerivedProcedure {
  const work = coveredWork(machine, orders);
  const sheet: ProcedureSheet = procedureSheet(assemble(work, 0, []));
  const byId = new Map(machine.components.map((c) => [c.id, c]));
  const counts = new Map<string, number>();
  const points: IsolationPoint[] = [];
  const pointOf = (id: string): number => {
    const found = points.find((p) => p.part === id);
    if (found) return found.number;
    const c = byId.get(id)!;
    points.push({ number: points.length + 1, part: id, x: c.x, y: c.y });
    return points.length;
  };
  const sources: SourceRow[] = sheet.sources.map((s) => {
    const letter = SOURCE_LETTERS[s.energy];
    const n = (counts.get(letter) ?? 0) + 1;
    counts.set(letter, n);
    const device = s.device ? byId.get(s.device) : undefined;
    const verify: Verification[] = [];
    if (s.control === 'restrain') verify.push({ kind: 'blocked', part: s.source });
    if (s.control === 'follows' && s.follows) verify.push({ kind: 'follows', part: s.follows });
    // What the device feeds: its gauges read zero, its loads do not start, their test points are dead.
    const below = s.device ? new Set(machine.components.filter((c) => upstream(machine, c.id).has(s.device!)).map((c) => c.id)) : new Set<string>();
    for (const g of sheet.gauges) {
      const at = byId.get(g)?.at;
      if (at === s.source || (s.control === 'isolate' && at !== undefined && below.has(at))) verify.push({ kind: 'gauge', part: g });
    }
    if (s.control === 'isolate' && s.device) {
      const fed = [...below].filter((id) => PART_MODELS[byId.get(id)!.kind].runs);
      for (const t of sheet.tryOut) if ((byId.get(t)?.acts ?? []).some((l) => fed.includes(l))) verify.push({ kind: 'tryout', part: t });
      for (const p of sheet.testPoints) if (fed.includes(byId.get(p)?.at ?? '')) verify.push({ kind: 'test', part: p });
      for (const m of sheet.coasting) if (fed.includes(m)) verify.push({ kind: 'standstill', part: m });
    }
    const point = s.control === 'restrain' ? pointOf(s.source) : s.device ? pointOf(s.device) : null;
    const storeDef = byId.get(s.source);
    return {
      tag: `${letter}${n}`,
      energy: s.energy,
      magnitude: s.magnitude,
      unit: ENERGY_UNITS[s.energy],
      source: s.source,
      method: s.control,
      device: s.device ?? null,
      follows: s.follows ?? null,
      lockout: lockoutFor(device, s.control),
      verify,
      precharge: s.precharge ?? null,
      prechargeUnit: s.precharge !== undefined && storeDef ? ENERGY_UNITS[prechargeKind(storeDef)] : null,
      point,
    };
  });
  // A coasting part is a source of its own (kinetic energy after the drive stops).
  for (const m of sheet.coasting) {
    const c = byId.get(m)!;
    const n = (counts.get('M') ?? 0) + 1;
    counts.set('M', n);
    sources.push({ tag: `M${n}`, energy: 'kinetic', magnitude: c.magnitude ?? 0, unit: ENERGY_UNITS.kinetic, source: m, method: 'standstill', device: null, follows: null, lockout: 'none', verify: [{ kind: 'standstill', part: m }], precharge: null, prechargeUnit: null, point: null });
  }
  const named = new Set<string>([
    ...sources.flatMap((s) => [s.source, s.device, s.follows, ...s.verify.map((v) => v.part)]).filter((id): id is string => id !== null),
    ...sheet.tryOut,
    ...sheet.gauges,
    ...sheet.testPoints,
    ...sheet.adjacent,
  ]);
  const zone = new Set(work.zone);
  const stops = machine.components.filter((c) => c.kind === 'control' && (c.role === 'stop' || c.role === 'estop') && (c.acts ?? []).some((l) => zone.has(l))).map((c) => c.id);
  stops.forEach((id) => named.add(id));
  const parts: Record<string, NamedPart> = {};
  for (const id of named) {
    const c = byId.get(id);
    if (c) parts[id] = { name: c.name, label: c.label, ...(c.labels ? { labels: c.labels } : {}), kind: c.kind };
  }
  return {
    machineId: machine.id,
    machineName: machine.name,
    languages: machine.languages,
    domain: work.domain,
    sources,
    points,
    stops,
    tryOut: sheet.tryOut,
    gauges: sheet.gauges,
    testPoints: sheet.testPoints,
    coasting: sheet.coasting,
    adjacent: sheet.adjacent,
    group: (work.crew ?? []).length > 0,
    jobs: orders.map((o) => o.job),
    parts,
  };
}

/**
 * The procedure of a published machine file's data and its work orders (as machineLibrary and a
 * procedure version keep them), or why there is none: the machine must read, and have something
 * to control.
 */
export function deriveProcedure(machineData: unknown, workOrderData: readonly unknown[]): { ok: true; value: DerivedProcedure } | { ok: false; problem: DeriveProblem } {
  const machine = parseMachine(machineData);
  if (!machine.ok) return { ok: false, problem: 'machine_invalid' };
  const orders: ScenarioDef[] = [];
  for (const data of workOrderData) {
    if (!isRecord(data)) return { ok: false, problem: 'work_order_invalid' };
    const parsed = parseWorkOrder(data, [machine.value]);
    if (!parsed.ok) return { ok: false, problem: 'work_order_invalid' };
    orders.push(parsed.value);
  }
  try {
    const derived = deriveFrom(machine.value, orders);
    return derived.sources.length === 0 ? { ok: false, problem: 'no_sources' } : { ok: true, value: derived };
  } catch {
    // A source reaching the work with nothing to isolate it, or a store without a bleed: the machine check says which.
    return { ok: false, problem: 'machine_invalid' };
  }
}

/** What the person preparing the procedure writes (OSHA 1910.147(c)(4)(ii): its scope, purpose and intended use). */
export interface ProcedureText {
  /** The statement of the intended use of the procedure ((c)(4)(ii)(A)), in the machine's languages. */
  readonly intendedUse: LocalizedText;
  /** Who is responsible for placing, removing and transferring devices ((c)(4)(ii)(C)), e.g. "each authorized employee". */
  readonly responsible: LocalizedText;
}

/**
 * The clauses each rule set gives the written procedure, the periodic inspection of procedures and
 * retraining (null: the rule set has no periodic inspection of procedures of its own; only OSHA
 * 1910.147(c)(6) asks for one). Checked against the texts in issue 26's review; NF C 18-510 is
 * cited without clause numbers (the standard is not public), with the Code du travail article
 * that makes it binding.
 */
export const PROCEDURE_CLAUSES: Record<RuleSetId, { readonly procedure: string; readonly inspection: string | null; readonly retraining: string }> = {
  osha: { procedure: 'OSHA 1910.147(c)(4)', inspection: 'OSHA 1910.147(c)(6)', retraining: 'OSHA 1910.147(c)(7)(iii)' },
  nr: { procedure: 'NR-12 12.14.1 · 12.11.3 · NR-10 10.11.1', inspection: null, retraining: 'NR-12 12.16.8 · NR-10 10.8.8.2 · NR-1 1.7.1.2.3' },
  vde: { procedure: 'BetrSichV §10(3) · §12(2) · DIN VDE 0105-100 6.2', inspection: null, retraining: 'BetrSichV §12(1) · ArbSchG §12(1) · DGUV Vorschrift 1 §4' },
  rd614: { procedure: 'RD 614/2001 Anexo II.A · RD 1215/1997 Anexo II.1.14', inspection: null, retraining: 'Ley 31/1995 art. 19 · RD 614/2001 art. 5' },
  nfc18510: { procedure: 'NF C 18-510 (consignation) · Code du travail R4544-3', inspection: null, retraining: 'NF C 18-510 (recyclage) · Code du travail R4544-10' },
};
