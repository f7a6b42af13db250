/**
 * Reading a work-order file: `parseWorkOrder` checks it against its machine and lists every
 * problem with where it is. Apart from workOrder.ts (the types, and `applyOps` that the page runs)
 * for the reason machineParse.ts is apart from machine.ts.
 */
import type { Language } from './language';
import { COMPONENT_KINDS, PART_MODELS, type ComponentKind } from './parts';
import { isRecord, type ComponentDef, type Machine, type ParseResult } from './machine';
import { checkLanguages, checkText, inOrder, parseMachine } from './machineParse';
import { assemble, MAX_COMBINATIONS, combinations, procedureSheet } from './scenario';
import { VARIANT_OPS, type ScenarioDef, type VariantOption } from './workOrder';

/** True for a kind of part the registry knows. */
function oneOfKinds(kind: string): kind is ComponentKind {
  return (COMPONENT_KINDS as readonly string[]).includes(kind);
}

const ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const ID_RULE = 'lower-case letters, digits and dashes, at most 40';
const FIELDS = ['id', 'version', 'order', 'languages', 'machine', 'domain', 'job', 'where', 'zone', 'adjacent', 'opens', 'crew', 'variants'] as const;
/** The largest `order` a work order may give (its place in the list). */
const MAX_ORDER = 9999;
const DOMAINS = ['machine', 'electrical'] as const;
const MAX_NAME = 60;

/**
 * Checks a work-order file (already parsed from JSON) against the machines it may name, and returns
 * the work order or every problem found, each with its place. Every part it names (zone, adjacent,
 * opens, the variants' operations) must be a part of its machine, or one an `add` of the same
 * option brings; what an `add` brings is checked as a machine file's part is.
 */
export function parseWorkOrder(data: unknown, machines: readonly Machine[]): ParseResult<ScenarioDef> {
  const errors: string[] = [];
  if (!isRecord(data)) return { ok: false, errors: ['the file must hold one work order object'] };
  for (const key of Object.keys(data)) {
    if (!(FIELDS as readonly string[]).includes(key)) errors.push(`${key}: not a field of a work order (use ${FIELDS.join(', ')})`);
  }
  if (typeof data.id !== 'string' || !ID.test(data.id)) errors.push(`id: ${ID_RULE}`);
  if (data.version !== 1) errors.push('version: must be 1');
  if (data.order !== undefined && !(Number.isInteger(data.order) && (data.order as number) >= 0 && (data.order as number) <= MAX_ORDER)) {
    errors.push(`order: a whole number from 0 to ${MAX_ORDER} (the work order's place in the list, lowest first)`);
  }
  const machine = typeof data.machine === 'string' ? machines.find((m) => m.id === data.machine) : undefined;
  if (!machine) errors.push(`machine: "${String(data.machine)}" is not a machine (use ${machines.map((m) => m.id).join(', ')})`);
  if (typeof data.domain !== 'string' || !(DOMAINS as readonly string[]).includes(data.domain)) errors.push(`domain: one of ${DOMAINS.join(', ')}`);
  const languages = checkLanguages(data.languages, errors);
  checkText(data.job, 'job', errors, languages);
  checkText(data.where, 'where', errors, languages);

  const kindOf = (id: unknown, added: ReadonlyMap<string, unknown> = new Map()): string | undefined => {
    if (typeof id !== 'string') return undefined;
    const own = machine?.components.find((c) => c.id === id)?.kind;
    const extra = added.get(id);
    return own ?? (typeof extra === 'string' ? extra : undefined);
  };
  const of = machine ? ` of ${machine.id}` : '';
  /** Checks a reference to a part (of a kind, when given); says nothing while the machine is unknown. */
  const part = (ref: unknown, where: string, want?: (kind: string, id: string) => boolean, what = 'a part', added?: ReadonlyMap<string, unknown>): void => {
    if (!machine) return;
    const kind = kindOf(ref, added);
    if (kind === undefined || (want && !want(kind, ref as string))) errors.push(`${where}: "${String(ref)}" is not ${what}${of}`);
  };
  const list = (value: unknown, where: string, need: 'one' | 'list' | 'optional', each: (ref: unknown, at: string) => void): void => {
    if (value === undefined && need === 'optional') return;
    if (!Array.isArray(value) || (need === 'one' && value.length === 0)) {
      errors.push(`${where}: ${need === 'one' ? 'a list of at least one part id' : 'a list of part ids (an empty list for none)'}`);
      return;
    }
    value.forEach((ref: unknown, i) => each(ref, `${where}[${i}]`));
  };
  list(data.zone, 'zone', 'one', (ref, at) => part(ref, at));
  list(data.adjacent, 'adjacent', 'list', (ref, at) => part(ref, at));
  list(data.opens, 'opens', 'optional', (ref, at) => part(ref, at, (kind) => kind === 'testpoint', 'a test point'));

  const crewIds = new Set<string>();
  if (data.crew !== undefined) {
    if (!Array.isArray(data.crew)) errors.push('crew: a list of members, e.g. [{"id": "crew-1", "name": "R. Alves"}]');
    else
      data.crew.forEach((m: unknown, i) => {
        const at = `crew[${i}]`;
        if (!isRecord(m)) return void errors.push(`${at}: a member with an id and a name`);
        if (typeof m.id !== 'string' || !ID.test(m.id)) errors.push(`${at}.id: ${ID_RULE}`);
        else if (crewIds.has(m.id) || kindOf(m.id) !== undefined || m.id === 'trainee') errors.push(`${at}.id: "${m.id}" is already used`);
        else crewIds.add(m.id);
        if (typeof m.name !== 'string' || m.name.trim() === '' || m.name.length > MAX_NAME) errors.push(`${at}.name: a person's name of at most ${MAX_NAME} characters`);
      });
  }

  const addedBy = new Map<string, string>();
  const parsedAdds = new Map<string, ComponentDef>();
  if (!Array.isArray(data.variants)) errors.push('variants: a list of slots, each a list of options (an empty list for none)');
  else
    data.variants.forEach((slot: unknown, s) => {
      if (!Array.isArray(slot) || slot.length === 0) return void errors.push(`variants[${s}]: a list of at least one option`);
      const optionIds = new Set<string>();
      const addedHere = new Set<string>();
      slot.forEach((option: unknown, o) => {
        const at = `variants[${s}][${o}]`;
        if (!isRecord(option)) return void errors.push(`${at}: an option with an id and its ops`);
        if (typeof option.id !== 'string' || !ID.test(option.id)) errors.push(`${at}.id: ${ID_RULE}`);
        else if (optionIds.has(option.id)) errors.push(`${at}.id: "${option.id}" is used twice in this slot`);
        else optionIds.add(option.id);
        if (!Array.isArray(option.ops)) return void errors.push(`${at}.ops: a list of operations (an empty list for none)`);
        const ops = option.ops as unknown[];
        // What the option's `add` operations bring, so its other operations may name them.
        const added = new Map<string, unknown>();
        for (const op of ops) if (isRecord(op) && op.op === 'add' && isRecord(op.component) && typeof op.component.id === 'string') added.set(op.component.id, op.component.kind);
        const addOps: { at: string; component: unknown; connections: unknown }[] = [];
        ops.forEach((op, k) => {
          const where = `${at}.ops[${k}]`;
          if (!isRecord(op)) return void errors.push(`${where}: an operation, e.g. {"op": "deadTester"}`);
          switch (op.op) {
            case 'swapFeeds':
              part(op.a, `${where}.a`, undefined, 'a part', added);
              part(op.b, `${where}.b`, (_kind, id) => id !== op.a, 'another part', added);
              if (op.keepLabels !== undefined && typeof op.keepLabels !== 'boolean') errors.push(`${where}.keepLabels: true or false`);
              break;
            case 'add':
              addOps.push({ at: where, component: op.component, connections: op.connections });
              if (!Array.isArray(op.connections)) errors.push(`${where}.connections: a list of [from, to] pairs (an empty list for none)`);
              break;
            case 'colleagueLock':
              part(op.device, `${where}.device`, (kind) => oneOfKinds(kind) && PART_MODELS[kind].isolating, 'an isolating device', added);
              if (typeof op.owner !== 'string' || !ID.test(op.owner) || op.owner === 'trainee') errors.push(`${where}.owner: the colleague's id, ${ID_RULE}, not "trainee"`);
              break;
            case 'act':
              part(op.control, `${where}.control`, (kind) => kind === 'control', 'a control', added);
              part(op.load, `${where}.load`, (kind) => oneOfKinds(kind) && PART_MODELS[kind].runs, 'a load', added);
              break;
            case 'zone':
              part(op.add, `${where}.add`, undefined, 'a part', added);
              break;
            case 'deadTester':
              break;
            default:
              errors.push(`${where}.op: one of ${VARIANT_OPS.join(', ')}`);
          }
        });
        if (machine && languages && addOps.length > 0) checkAdds(machine, languages, addOps, errors, parsedAdds);
        for (const id of added.keys()) {
          const other = addedBy.get(id);
          if (other !== undefined && !addedHere.has(id)) errors.push(`${at}: "${id}" is also added by ${other}, in another slot`);
          addedBy.set(id, at);
          addedHere.add(id);
        }
      });
    });

  if (errors.length > 0 || !machine || !languages) return { ok: false, errors };
  // The parts an `add` brings, as the machine parser gives them back.
  const variants = (data.variants as VariantOption[][]).map((slot, s) =>
    slot.map((option, o) => ({ ...option, ops: option.ops.map((op, k) => (op.op === 'add' ? { ...op, component: parsedAdds.get(`variants[${s}][${o}].ops[${k}]`) ?? op.component } : op)) })),
  );
  const def = data as unknown as ScenarioDef;
  return { ok: true, value: { ...def, languages, machine, job: inOrder(def.job, languages), where: inOrder(def.where, languages), variants } };
}

/**
 * Checks the parts and connections an option adds as a machine file's own: the machine with them
 * goes through `parseMachine`, and each problem is put back at the operation it comes from. The
 * added parts' names are in the work order's languages; the machine's own names were checked in
 * its file, so here they stand in as placeholders in those languages.
 */
function checkAdds(machine: Machine, languages: readonly Language[], adds: readonly { at: string; component: unknown; connections: unknown }[], errors: string[], parsed: Map<string, ComponentDef>): void {
  const componentAt: string[] = [];
  const connectionAt: string[] = [];
  const placeholder = Object.fromEntries(languages.map((lang) => [lang, '-']));
  const components: unknown[] = machine.components.map((c) => ({ ...c, name: placeholder }));
  const connections: unknown[] = [...machine.connections];
  for (const add of adds) {
    componentAt[components.length] = `${add.at}.component`;
    components.push(add.component);
    if (Array.isArray(add.connections)) {
      add.connections.forEach((pair: unknown, i) => {
        connectionAt[connections.length] = `${add.at}.connections[${i}]`;
        connections.push(pair);
      });
    }
  }
  const result = parseMachine({ ...machine, languages, name: placeholder, components, connections });
  if (result.ok) {
    result.value.components.slice(machine.components.length).forEach((c, i) => parsed.set(adds[i]!.at, c));
    return;
  }
  for (const error of result.errors) {
    const place = /^(components|connections)\[(\d+)\](.*)$/.exec(error);
    const index = place ? Number(place[2]) : -1;
    const where = place?.[1] === 'components' ? componentAt[index] : place?.[1] === 'connections' ? connectionAt[index] : undefined;
    errors.push(where !== undefined ? `${where}${place![3]}` : `${adds[0]!.at}: with what it adds, ${machine.id} has a problem: ${error}`);
  }
}

/**
 * Reads a work-order file: `parseWorkOrder` checks it against its machine, and then every choice of
 * one option per variant slot must give a procedure sheet (every source that reaches the work has
 * an isolating device on the way, every store a bleed).
 */
export function readWorkOrder(data: unknown, machines: readonly Machine[]): ParseResult<ScenarioDef> {
  const parsed = parseWorkOrder(data, machines);
  if (!parsed.ok) return parsed;
  const def = parsed.value;
  const errors: string[] = [];
  for (const options of combinations(def.variants, MAX_COMBINATIONS)) {
    try {
      procedureSheet(assemble(def, 0, options));
    } catch (e) {
      errors.push(`variants: with ${options.map((o) => o.id).join(', ') || 'no variant'}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return errors.length > 0 ? { ok: false, errors } : parsed;
}
