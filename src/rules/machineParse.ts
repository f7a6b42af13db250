/**
 * Reading a machine file: `parseMachine` checks it against the kinds of part (src/rules/parts/)
 * and says every problem with its place. Apart from machine.ts (the machine's types and what the
 * model asks of it), so that a page that shows a built-in work order, read at build time
 * (scripts/vite-built-in-orders.ts), does not download it; the editor, the import of a plant's
 * machine and the build use it.
 */
import { LANGUAGE_CODES, type Language } from './language';
import type { LocalizedText } from './localizedText';
import { COMPONENT_KINDS, PART_MODELS } from './parts';
import { GRAMMARS, isRecord, type Machine, type ParseResult } from './machine';

const ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const MAX_TEXT = 120;
const MAX_COMPONENTS = 200;


function oneOf<T extends string>(value: unknown, allowed: readonly T[]): value is T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value);
}

/** True for a kind of part that runs on its energy (a load): what a control acts on, what holds a part up. */
function runs(kind: string | undefined): boolean {
  return oneOf(kind, COMPONENT_KINDS) && PART_MODELS[kind].runs;
}

/** True for a kind of part energy flows through along a connection (supply, isolating device, store, load). */
function carries(kind: string | undefined): boolean {
  return oneOf(kind, COMPONENT_KINDS) && PART_MODELS[kind].carries;
}

/**
 * Checks the energy paths of a machine whose parts and connections are otherwise well formed:
 * a connection joins two parts energy flows through; every supply and isolating device feeds
 * something, every isolating device and load is fed by something (no path ends in mid-air); and
 * no path comes back on itself (energy flows one way, from its source to the work).
 */
function checkPaths(components: readonly unknown[], pairs: readonly (readonly [string, string, number])[], kinds: ReadonlyMap<string, string>, errors: string[]): void {
  const into = new Map<string, number>();
  const out = new Map<string, number>();
  for (const [from, to, i] of pairs) {
    for (const end of [from, to]) {
      const kind = kinds.get(end);
      if (oneOf(kind, COMPONENT_KINDS) && !PART_MODELS[kind].carries) errors.push(`connections[${i}]: "${end}" is ${PART_MODELS[kind].called}, which energy does not flow through; remove this connection`);
    }
    out.set(from, (out.get(from) ?? 0) + 1);
    into.set(to, (into.get(to) ?? 0) + 1);
  }
  components.forEach((c: unknown, i) => {
    if (!isRecord(c) || typeof c.id !== 'string' || !oneOf(c.kind, COMPONENT_KINDS)) return;
    const model = PART_MODELS[c.kind];
    if ((model.isolating || model.runs) && !into.has(c.id)) errors.push(`components[${i}]: "${c.id}" has nothing feeding it; connect what feeds it to it`);
    if ((model.isolating || c.kind === 'supply') && !out.has(c.id)) errors.push(`components[${i}]: "${c.id}" feeds nothing; connect it to what it feeds`);
  });
  // A depth-first walk: a connection back to a part still on the current path closes a loop. The
  // loop is reported at its last connection in the file (the one most likely drawn last).
  const next = new Map<string, (readonly [string, number])[]>();
  for (const [from, to, i] of pairs) {
    const list = next.get(from) ?? [];
    list.push([to, i]);
    next.set(from, list);
  }
  const done = new Set<string>();
  const path: string[] = [];
  const steps: number[] = [];
  const walk = (id: string): void => {
    path.push(id);
    for (const [to, i] of next.get(id) ?? []) {
      const back = path.indexOf(to);
      if (back >= 0) {
        const loop = [...steps.slice(back), i];
        const last = loop.indexOf(Math.max(...loop));
        // loop[k] joins parts[k] to the next part on the loop.
        const parts = path.slice(back);
        const round = [...parts.slice(last), ...parts.slice(0, last), parts[last]!];
        errors.push(`connections[${loop[last]!}]: closes a loop, ${round.join(' → ')}; energy flows one way, from its source to the work`);
      } else if (!done.has(to)) {
        steps.push(i);
        walk(to);
        steps.pop();
      }
    }
    path.pop();
    done.add(id);
  };
  for (const [from] of pairs) if (!done.has(from)) walk(from);
}

/**
 * Checks a file's `languages`: one or more of the five, each once. Returns them, or null (with the
 * problem in `errors`).
 */
export function checkLanguages(value: unknown, errors: string[]): readonly Language[] | null {
  if (!Array.isArray(value) || value.length === 0) {
    errors.push(`languages: the languages the file's texts are in, one or more of ${LANGUAGE_CODES.join(', ')}, e.g. ["en"]`);
    return null;
  }
  const found: Language[] = [];
  value.forEach((lang: unknown, i) => {
    if (!(LANGUAGE_CODES as readonly unknown[]).includes(lang)) errors.push(`languages[${i}]: "${String(lang)}" is not one of ${LANGUAGE_CODES.join(', ')}`);
    else if (found.includes(lang as Language)) errors.push(`languages[${i}]: "${String(lang)}" is given twice`);
    else found.push(lang as Language);
  });
  return found.length === value.length ? found : null;
}

/**
 * Checks a text given per language, adding each problem with its place to `errors`: it has exactly
 * the file's `languages` (any one language when they are not known).
 */
export function checkText(value: unknown, where: string, errors: string[], languages: readonly Language[] | null = null): void {
  if (!isRecord(value)) {
    errors.push(`${where}: give a text per language, e.g. {"${languages?.[0] ?? 'en'}": "…"}`);
    return;
  }
  for (const [lang, text] of Object.entries(value)) {
    if (!(LANGUAGE_CODES as readonly string[]).includes(lang)) errors.push(`${where}.${lang}: unknown language (use ${LANGUAGE_CODES.join(', ')})`);
    else if (languages && !languages.includes(lang as Language)) errors.push(`${where}.${lang}: not one of the file's languages (${languages.join(', ')}); add it there or remove this text`);
    else if (typeof text !== 'string' || text.trim() === '') errors.push(`${where}.${lang}: must be a non-empty text`);
    else if (text.length > MAX_TEXT) errors.push(`${where}.${lang}: longer than ${MAX_TEXT} characters`);
  }
  for (const lang of languages ?? []) if (!(lang in value)) errors.push(`${where}.${lang}: missing (the file's languages are ${languages!.join(', ')})`);
  if (!languages && Object.keys(value).length === 0) errors.push(`${where}: give a text in at least one language`);
}

/** The same text with its languages in the file's order (the first is the one to fall back to). */
export function inOrder(text: LocalizedText, languages: readonly Language[]): LocalizedText {
  return Object.fromEntries(languages.flatMap((lang) => (text[lang] === undefined ? [] : [[lang, text[lang]]])));
}


/**
 * Checks a machine file (already parsed from JSON) and returns the machine or the list of
 * problems, each naming where it is ("components[3].at: …"), so the author can fix them all at once.
 */
export function parseMachine(data: unknown): ParseResult<Machine> {
  const errors: string[] = [];
  if (!isRecord(data)) return { ok: false, errors: ['the file must hold one machine object'] };
  if (typeof data.id !== 'string' || !ID.test(data.id)) errors.push('id: lower-case letters, digits and dashes, at most 40');
  if (data.version !== 1) errors.push('version: must be 1');
  const languages = checkLanguages(data.languages, errors);
  checkText(data.name, 'name', errors, languages);
  const components = Array.isArray(data.components) ? data.components : [];
  if (!Array.isArray(data.components) || components.length === 0) errors.push('components: give at least one component');
  if (components.length > MAX_COMPONENTS) errors.push(`components: at most ${MAX_COMPONENTS}`);

  const ids = new Set<string>();
  const kinds = new Map<string, string>();
  const energies = new Map<string, unknown>();
  components.forEach((c: unknown, i) => {
    const at = `components[${i}]`;
    if (!isRecord(c)) {
      errors.push(`${at}: must be an object`);
      return;
    }
    if (typeof c.id !== 'string' || !ID.test(c.id)) errors.push(`${at}.id: lower-case letters, digits and dashes, at most 40`);
    else if (ids.has(c.id)) errors.push(`${at}.id: "${c.id}" is used twice`);
    else {
      ids.add(c.id);
      if (typeof c.kind === 'string') kinds.set(c.id, c.kind);
      energies.set(c.id, c.energy);
    }
    if (!oneOf(c.kind, COMPONENT_KINDS)) errors.push(`${at}.kind: one of ${COMPONENT_KINDS.join(', ')}`);
    checkText(c.name, `${at}.name`, errors, languages);
    if (typeof c.label !== 'string' || c.label.length > 24) errors.push(`${at}.label: a text of at most 24 characters`);
    if (c.labels !== undefined) {
      if (!isRecord(c.labels)) errors.push(`${at}.labels: a label per language, e.g. {"en": "MCC-2"}`);
      else
        for (const [lang, text] of Object.entries(c.labels)) {
          if (!(LANGUAGE_CODES as readonly string[]).includes(lang)) errors.push(`${at}.labels.${lang}: unknown language (use ${LANGUAGE_CODES.join(', ')})`);
          else if (typeof text !== 'string' || text.trim() === '' || text.length > 24) errors.push(`${at}.labels.${lang}: a text of at most 24 characters`);
        }
    }
    if (c.grammar !== undefined) {
      if (!isRecord(c.grammar)) errors.push(`${at}.grammar: a gender and number per language, e.g. {"pt": "f"}`);
      else
        for (const [lang, g] of Object.entries(c.grammar)) {
          if (!(LANGUAGE_CODES as readonly string[]).includes(lang)) errors.push(`${at}.grammar.${lang}: unknown language (use ${LANGUAGE_CODES.join(', ')})`);
          else if (!oneOf(g, GRAMMARS)) errors.push(`${at}.grammar.${lang}: one of ${GRAMMARS.join(', ')}`);
        }
    }
    if (typeof c.x !== 'number' || !(c.x >= 0 && c.x <= 1000)) errors.push(`${at}.x: a number from 0 to 1000`);
    if (typeof c.y !== 'number' || !(c.y >= 0 && c.y <= 600)) errors.push(`${at}.y: a number from 0 to 600`);
    if (c.position !== undefined && !oneOf(c.position, ['on', 'off'] as const)) errors.push(`${at}.position: "on" or "off"`);
    // What only this kind has, checked by its module; what belongs to another kind is out of place.
    if (oneOf(c.kind, COMPONENT_KINDS)) {
      const model = PART_MODELS[c.kind];
      model.check(c, at, errors);
      for (const kind of COMPONENT_KINDS) {
        for (const field of PART_MODELS[kind].owns) {
          if (c[field] !== undefined && !model.owns.includes(field)) errors.push(`${at}.${field}: only on ${PART_MODELS[kind].called}`);
        }
      }
    }
  });

  // References, once every id is known.
  components.forEach((c: unknown, i) => {
    if (!isRecord(c)) return;
    const at = `components[${i}]`;
    for (const field of ['requires', 'at', 'heldBy'] as const) {
      const ref = c[field];
      if (ref !== undefined && (typeof ref !== 'string' || !ids.has(ref))) errors.push(`${at}.${field}: "${String(ref)}" is not a component`);
    }
    if (Array.isArray(c.acts)) {
      for (const ref of c.acts as unknown[]) {
        if (typeof ref !== 'string' || !runs(kinds.get(ref))) errors.push(`${at}.acts: "${String(ref)}" is not a load`);
      }
    }
    if (c.kind === 'gravity' && typeof c.heldBy === 'string' && !runs(kinds.get(c.heldBy))) errors.push(`${at}.heldBy: "${c.heldBy}" is not a load`);
    // What a bleed drains, a gauge or a test point reads, must be a part of the right kind.
    if (typeof c.at === 'string' && ids.has(c.at)) {
      if (c.kind === 'bleed' && kinds.get(c.at) !== 'store') errors.push(`${at}.at: "${c.at}" is not a store; choose the store it drains`);
      if ((c.kind === 'gauge' || c.kind === 'testpoint') && !carries(kinds.get(c.at))) errors.push(`${at}.at: "${c.at}" carries no energy; choose the part it reads`);
      else if (c.kind === 'testpoint' && energies.get(c.at) !== undefined && energies.get(c.at) !== 'electrical') errors.push(`${at}.at: "${c.at}" is not electrical; a voltage tester reads only electrical parts`);
    }
  });

  const connections = Array.isArray(data.connections) ? data.connections : [];
  if (!Array.isArray(data.connections)) errors.push('connections: a list of [from, to] pairs');
  const pairs: (readonly [string, string, number])[] = [];
  connections.forEach((pair: unknown, i) => {
    if (!Array.isArray(pair) || pair.length !== 2) {
      errors.push(`connections[${i}]: a [from, to] pair`);
      return;
    }
    for (const end of pair as unknown[]) {
      if (typeof end !== 'string' || !ids.has(end)) errors.push(`connections[${i}]: "${String(end)}" is not a component`);
    }
    if (pair[0] === pair[1]) errors.push(`connections[${i}]: a component cannot feed itself`);
    else if (typeof pair[0] === 'string' && typeof pair[1] === 'string' && ids.has(pair[0]) && ids.has(pair[1])) pairs.push([pair[0], pair[1], i]);
  });
  if (Array.isArray(data.connections)) checkPaths(components, pairs, kinds, errors);

  if (errors.length > 0 || !languages) return { ok: false, errors };
  const machine = data as unknown as Machine;
  return {
    ok: true,
    value: { ...machine, name: inOrder(machine.name, languages), components: machine.components.map((c) => ({ ...c, name: inOrder(c.name, languages) })) },
  };
}
