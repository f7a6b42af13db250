/**
 * "Check the machine" (docs/machines.md): what the tests prove for the built-in machines, proved
 * for any machine and its work orders, as a list of findings an editor can show next to their
 * field and translate (`scenarios.machineCheck.<code>`).
 *
 * First the file itself, by the same validator as the built-in files (`parseMachine`,
 * `parseWorkOrder`): each of their problems becomes a finding at its part and field. Then, for a
 * machine that reads, what only the whole can show: a store nothing can release; and for each work
 * order, in every choice of its variants, that following the derived procedure sheet leaves no
 * energy at the work, that leaving out any one of its sources leaves a hazard verification shows
 * (a gauge reading, a tester's voltage, a try-out starting something), and that the machine as
 * found is live at the work at all. Pure: the same input always gives the same findings.
 */
import {
  checkStandstill,
  gaugeReading,
  hazards,
  lock,
  measure,
  operate,
  pressStart,
  pressStop,
  restrain,
  startable,
  TEST_PAIRS,
  type MachineEvent,
  type MachineState,
  type Outcome,
} from './energy';
import { isRecord, type Machine } from './machine';
import { parseMachine } from './machineParse';
import { assemble, combinations, MAX_COMBINATIONS, procedureSheet, startState, type ProcedureSheet, type Scenario, type SheetSource } from './scenario';
import type { ScenarioDef } from './workOrder';
import { parseWorkOrder } from './workOrderParse';

/** Every kind of finding; each has its text in `scenarios.machineCheck.<code>` of every locale file. */
export const CHECK_CODES = [
  // The file, as parseMachine and parseWorkOrder read it.
  'not_machine',
  'bad_id',
  'id_twice',
  'text_missing',
  'text_too_long',
  'no_components',
  'too_many_parts',
  'bad_kind',
  'label_too_long',
  'bad_place',
  'energy_missing',
  'magnitude_missing',
  'role_missing',
  'acts_nothing',
  'bleed_drains_nothing',
  'gauge_reads_nothing',
  'not_a_part',
  'not_a_load',
  'not_a_store',
  'reads_no_energy',
  'not_electrical',
  'field_not_here',
  // Its energy paths.
  'bad_connection',
  'feeds_itself',
  'loop',
  'carries_nothing',
  'feeds_nothing',
  'fed_by_nothing',
  // The proof.
  'store_no_bleed',
  'no_isolator',
  'left_live',
  'can_start',
  'unrevealed',
  'not_needed',
  'not_live',
  // Anything else the validators refuse.
  'invalid',
] as const;

/** One kind of finding. */
export type CheckCode = (typeof CHECK_CODES)[number];

/** Where a finding is, for an editor to show it next to its field. */
export interface CheckWhere {
  /** The part it is about (its id). */
  readonly part?: string;
  /** The field of the part, or of the machine or work order when there is no part (`at`, `name.en`, `zone[0]`). */
  readonly field?: string;
  /** The energy path it is about, `[from, to]`, and its index in `connections`. */
  readonly path?: readonly [string, string];
  readonly connection?: number;
  /** The work order it is about (its id, else its index in the list given). */
  readonly workOrder?: string;
  /** The variant options it happens with, when it does not happen with every choice of them. */
  readonly variant?: readonly string[];
}

/** One thing the check found. */
export interface Finding {
  /** An error must be put right before trainees use the machine; a warning is worth a look. */
  readonly severity: 'error' | 'warning';
  readonly code: CheckCode;
  readonly where: CheckWhere;
  /** Values for the text's placeholders: parts by the label painted on them (`{{part}}`, `{{ref}}` …). */
  readonly params: Readonly<Record<string, string | number>>;
  /** The validator's own words, in English, for a developer (the text to show is the code's). */
  readonly detail?: string;
}

/** The trainee, as the proof's padlocks name them. */
const ME = 'trainee';

/** What parseMachine and parseWorkOrder say, read back as a code and its values: the first that matches. */
const MESSAGES: readonly (readonly [RegExp, CheckCode | ((kind: string | undefined) => CheckCode)])[] = [
  [/^lower-case letters, digits and dashes/, 'bad_id'],
  [/^"(?<id>[^"]*)" is used twice/, 'id_twice'],
  [/^(missing \(|give a text per language|give a text in at least one language|must be a non-empty text)/, 'text_missing'],
  [/^longer than (?<max>\d+) characters/, 'text_too_long'],
  [/^give at least one component/, 'no_components'],
  [/^at most (?<max>\d+)$/, 'too_many_parts'],
  [/^a text of at most (?<max>\d+) characters/, 'label_too_long'],
  [/^a number from 0 to/, 'bad_place'],
  [/^"(?<ref>[^"]*)" is not a component/, 'not_a_part'],
  [/^"(?<ref>[^"]*)" is not (a part|another part|a control|a test point|an isolating device) of /, 'not_a_part'],
  [/^"(?<ref>[^"]*)" is not a load/, 'not_a_load'],
  [/^"(?<ref>[^"]*)" is not a store/, 'not_a_store'],
  [/^"(?<ref>[^"]*)" carries no energy/, 'reads_no_energy'],
  [/^"(?<ref>[^"]*)" is not electrical/, 'not_electrical'],
  [/^name the loads it starts or stops/, 'acts_nothing'],
  [/^name the component it is on/, (kind) => (kind === 'bleed' ? 'bleed_drains_nothing' : 'gauge_reads_nothing')],
  [/^only on /, 'field_not_here'],
  [/^a \[from, to\] pair/, 'bad_connection'],
  [/^a component cannot feed itself/, 'feeds_itself'],
  [/^closes a loop, (?<loop>[^;]*);/, 'loop'],
  [/^"(?<ref>[^"]*)" is [^,]*, which energy does not flow through/, 'carries_nothing'],
  [/^"[^"]*" feeds nothing/, 'feeds_nothing'],
  [/^"[^"]*" has nothing feeding it/, 'fed_by_nothing'],
];

/** The field-level messages of the registry's `check`, by the field they are on. */
const FIELD_CODES: Readonly<Record<string, CheckCode>> = {
  kind: 'bad_kind',
  energy: 'energy_missing',
  magnitude: 'magnitude_missing',
  role: 'role_missing',
};

/** Reads what the file says of itself, for the places in its problems: ids and labels by index. */
function partsOf(data: unknown): { ids: (string | undefined)[]; kinds: (string | undefined)[]; own: (string | undefined)[]; labels: Map<string, string>; pairs: unknown[] } {
  const components = isRecord(data) && Array.isArray(data.components) ? (data.components as unknown[]) : [];
  const ids = components.map((c) => (isRecord(c) && typeof c.id === 'string' ? c.id : undefined));
  const kinds = components.map((c) => (isRecord(c) && typeof c.kind === 'string' ? c.kind : undefined));
  // What is painted on each part, else its id: how the texts name it.
  const own = components.map((c) => (isRecord(c) && typeof c.id === 'string' ? (typeof c.label === 'string' && c.label.trim() !== '' ? c.label : c.id) : undefined));
  const labels = new Map<string, string>();
  ids.forEach((id, i) => {
    if (id !== undefined && !labels.has(id)) labels.set(id, own[i]!);
  });
  const pairs = isRecord(data) && Array.isArray(data.connections) ? (data.connections as unknown[]) : [];
  return { ids, kinds, own, labels, pairs };
}

/**
 * Turns one problem a validator found ("components[5].at: …") into a finding at its part and
 * field, with the values its text needs.
 */
function fromProblem(problem: string, file: ReturnType<typeof partsOf>, workOrder?: string): Finding {
  const split = /^(?<place>[^\s:]+): (?<message>[\s\S]*)$/.exec(problem);
  const place = split?.groups?.place ?? '';
  const message = split?.groups?.message ?? problem;
  const name = (id: string): string => file.labels.get(id) ?? id;
  const where: { -readonly [K in keyof CheckWhere]: CheckWhere[K] } = {};
  const params: Record<string, string | number> = {};
  let kind: string | undefined;
  const component = workOrder === undefined ? /^components\[(\d+)\](?:\.(.+))?$/.exec(place) : null;
  const connection = workOrder === undefined ? /^connections\[(\d+)\]$/.exec(place) : null;
  if (component) {
    const index = Number(component[1]);
    const id = file.ids[index];
    kind = file.kinds[index];
    if (id !== undefined) {
      where.part = id;
      params.part = file.own[index]!;
    } else params.part = `#${index + 1}`;
    if (component[2] !== undefined) where.field = component[2];
  } else if (connection) {
    const index = Number(connection[1]);
    const pair = file.pairs[index];
    where.connection = index;
    if (Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' && typeof pair[1] === 'string') {
      where.path = [pair[0], pair[1]];
      params.part = name(pair[0]);
    }
  } else if (place !== '' && split) where.field = place;
  if (workOrder !== undefined) where.workOrder = workOrder;

  let code: CheckCode = 'invalid';
  if (problem === 'the file must hold one machine object') code = 'not_machine';
  else {
    for (const [pattern, to] of MESSAGES) {
      const match = pattern.exec(message);
      if (!match) continue;
      code = typeof to === 'function' ? to(kind) : to;
      for (const [key, value] of Object.entries(match.groups ?? {})) params[key] = key === 'max' ? Number(value) : key === 'ref' ? name(value) : value;
      break;
    }
    const field = where.field?.split('.')[0];
    if (code === 'invalid' && field !== undefined && /^one of /.test(message) && FIELD_CODES[field]) code = FIELD_CODES[field];
    if (code === 'invalid' && field === 'magnitude') code = 'magnitude_missing';
  }
  // A loop names its parts by their labels too.
  if (code === 'loop' && typeof params.loop === 'string') params.loop = params.loop.split(' → ').map(name).join(' → ');
  return { severity: 'error', code, where, params, detail: problem };
}

/** The procedure as the sheet gives it, with one source optionally left out: what the proof follows. */
export function followSheet(scenario: Scenario, sheet: ProcedureSheet, skip?: SheetSource): { state: MachineState; events: MachineEvent[] } {
  const { machine } = scenario;
  const events: MachineEvent[] = [];
  const run = (outcome: Outcome): MachineState => {
    events.push(...outcome.events);
    return outcome.state;
  };
  const kept = sheet.sources.filter((s) => s !== skip);
  let state = startState(scenario);
  // A normal stop first, at every stop and run switch.
  for (const c of machine.components) {
    if (c.kind === 'control' && c.role === 'stop') state = run(pressStop(machine, state, c.id));
    if (c.kind === 'control' && c.maintained) state = run(operate(machine, state, c.id, 'off'));
  }
  for (const s of kept) {
    if (s.control !== 'isolate') continue;
    state = run(operate(machine, state, s.device!, 'off'));
    state = run(lock(machine, state, s.device!, ME));
  }
  for (const s of kept) if (s.control === 'restrain') state = run(restrain(machine, state, s.source));
  for (const s of kept) {
    if (s.control !== 'release') continue;
    state = run(operate(machine, state, s.device!, 'on'));
    state = run(lock(machine, state, s.device!, ME));
  }
  for (const part of sheet.coasting) state = run(checkStandstill(machine, state, part));
  return { state, events };
}

/**
 * What a trainee sees at verification in this state: a try-out starting a load, a gauge showing
 * energy, a proven tester reading voltage at a test point, a raised part not blocked.
 */
export function verificationShows(scenario: Scenario, sheet: ProcedureSheet, state: MachineState): string[] {
  const { machine } = scenario;
  const seen: string[] = [];
  for (const id of sheet.tryOut) for (const e of pressStart(machine, state, id).events) if (e.kind === 'started') seen.push(`${id} starts ${e.load}`);
  for (const id of sheet.gauges) {
    const reading = gaugeReading(machine, state, id);
    if (reading.value > 0) seen.push(`${id} shows ${reading.value} ${reading.unit}`);
  }
  for (const id of sheet.testPoints) {
    for (const pair of TEST_PAIRS) {
      const volts = measure(machine, state, id, pair, { battery: 'ok' });
      if (volts) seen.push(`${id} ${pair.join('-')} ${volts} V`);
    }
  }
  for (const s of sheet.sources) if (s.control === 'restrain' && !state.restrained[s.source]) seen.push(`${s.source} is not blocked`);
  return seen;
}

/**
 * The proof on one choice of variants, following `given` (by default the sheet derived from the
 * machine): what is found, without its place in the list of variants.
 */
export function checkScenario(scenario: Scenario, given?: ProcedureSheet): Finding[] {
  const { machine, zone } = scenario;
  const label = (id: string): string => machine.components.find((c) => c.id === id)?.label || id;
  const findings: Finding[] = [];
  let sheet: ProcedureSheet;
  try {
    sheet = given ?? procedureSheet(scenario);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const open = / (?<part>[a-z0-9-]+) reaches (?<target>[a-z0-9-]+) with no isolating device/.exec(message);
    const store = /the store (?<part>[a-z0-9-]+) has no bleed/.exec(message);
    if (open?.groups) return [{ severity: 'error', code: 'no_isolator', where: { part: open.groups.part! }, params: { part: label(open.groups.part!), target: label(open.groups.target!) } }];
    if (store?.groups) return [{ severity: 'error', code: 'store_no_bleed', where: { part: store.groups.part! }, params: { part: label(store.groups.part!) } }];
    return [{ severity: 'error', code: 'invalid', where: {}, params: {}, detail: message }];
  }

  const found = startState(scenario);
  if (hazards(machine, found, zone).length === 0) findings.push({ severity: 'warning', code: 'not_live', where: {}, params: {} });

  const done = followSheet(scenario, sheet).state;
  const left = new Set<string>();
  for (const h of hazards(machine, done, zone)) {
    const key = `${h.component}:${h.from}`;
    if (left.has(key)) continue;
    left.add(key);
    findings.push({ severity: 'error', code: 'left_live', where: { part: h.component }, params: { part: label(h.component), source: label(h.from), value: h.value, unit: h.unit } });
  }
  for (const load of startable(machine, done).filter((l) => zone.includes(l))) findings.push({ severity: 'error', code: 'can_start', where: { part: load }, params: { part: label(load) } });
  // With the whole procedure leaving energy behind, leaving out a step proves nothing more.
  if (findings.some((f) => f.severity === 'error')) return findings;

  for (const source of sheet.sources) {
    // A pump that stops with its motor, or a device a colleague has locked, is no step of the trainee's.
    if (source.control === 'follows' || (source.device !== undefined && source.device in scenario.colleagueLocks)) continue;
    const { state, events } = followSheet(scenario, sheet, source);
    const device = source.device ?? source.source;
    const where = { part: source.source };
    const params = { part: label(source.source), device: label(device) };
    // A raised part left unblocked that comes down shows itself.
    if (source.control === 'restrain' && events.some((e) => e.kind === 'dropped' && e.part === source.source)) continue;
    if (hazards(machine, state, zone).length === 0) findings.push({ severity: 'warning', code: 'not_needed', where, params });
    else if (verificationShows(scenario, sheet, state).length === 0) findings.push({ severity: 'warning', code: 'unrevealed', where, params });
  }
  return findings;
}

/** The same finding, whichever choice of variants it came from. */
function keyOf(f: Finding): string {
  const { variant: _variant, ...where } = f.where;
  return JSON.stringify([f.code, where, f.params]);
}

/**
 * Proves a work order (parsed, with its machine): in every choice of one option per variant slot
 * (the first MAX_COMBINATIONS), following the derived procedure sheet leaves no energy at the work
 * and nothing there able to start; leaving out any one source the trainee must control leaves a
 * hazard that verification shows; and the machine as found is live at the work. A finding that
 * happens with some choices only names the first of them.
 */
export function checkWorkOrder(def: ScenarioDef): Finding[] {
  const choices = combinations(def.variants, MAX_COMBINATIONS);
  const seen = new Map<string, { finding: Finding; times: number }>();
  for (const options of choices) {
    const scenario = assemble(def, 0, options);
    for (const finding of checkScenario(scenario)) {
      const key = keyOf(finding);
      const before = seen.get(key);
      if (before) before.times++;
      else seen.set(key, { finding: { ...finding, where: { ...finding.where, workOrder: def.id, variant: options.map((o) => o.id) } }, times: 1 });
    }
  }
  return [...seen.values()].map(({ finding, times }) => {
    if (times < choices.length) return finding;
    const { variant: _variant, ...where } = finding.where;
    return { ...finding, where };
  });
}

/** The stores of a machine that no bleed, vent or dump valve can release. */
function storesWithoutBleed(machine: Machine): Finding[] {
  return machine.components
    .filter((c) => c.kind === 'store' && !machine.components.some((b) => b.kind === 'bleed' && b.at === c.id))
    .map((c): Finding => ({ severity: 'error', code: 'store_no_bleed', where: { part: c.id }, params: { part: c.label || c.id } }));
}

/**
 * Checks a machine file (already parsed from JSON) and its work-order files, as an editor has
 * them: every problem the validators find, at its place; then, once the machine reads, a store
 * nothing can release, and the proof of each work order that reads (`checkWorkOrder`). Errors
 * come before warnings. An empty list: the machine is ready for trainees.
 */
export function checkMachine(data: unknown, workOrders: readonly unknown[] = []): Finding[] {
  const file = partsOf(data);
  const parsed = parseMachine(data);
  if (!parsed.ok) return parsed.errors.map((problem) => fromProblem(problem, file));
  const machine = parsed.value;
  const findings: Finding[] = storesWithoutBleed(machine);
  workOrders.forEach((order, i) => {
    const name = isRecord(order) && typeof order.id === 'string' ? order.id : String(i);
    const read = parseWorkOrder(order, [machine]);
    if (!read.ok) {
      findings.push(...read.errors.map((problem) => fromProblem(problem, file, name)));
      return;
    }
    // A store the machine already names as unreleasable is said once.
    findings.push(...checkWorkOrder(read.value).filter((f) => !(f.code === 'store_no_bleed' && findings.some((g) => g.code === 'store_no_bleed' && g.where.part === f.where.part))));
  });
  return [...findings.filter((f) => f.severity === 'error'), ...findings.filter((f) => f.severity === 'warning')];
}
