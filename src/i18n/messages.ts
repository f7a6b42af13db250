import rosetta from 'rosetta';
import type pt from '../../locales/pt.json';
import ptShell from '../../locales/pt.json?omit=simulator,challenge,scenarios,mistakes,certificate,verify,editor,procedure,users,pages:content,pages:knowledge,pages:procedures,pages:examples';
import { DEFAULT_LANGUAGE, type Language } from '../rules/language';
import type { RuleSetId } from '../rules/ruleSet';
import type { ScenarioDomain } from '../rules/workOrder';

/** The shape of every locale file: pt.json is the source of keys. */
export type Messages = typeof pt;

/** Dotted paths to every string leaf of an object type: `Leaves<{a:{b:string}}>` is 'a.b'. */
export type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends object ? `${K}.${Leaves<T[K]>}` : never;
}[keyof T & string];

/** A message key; a missing or misspelt key is a compile error. */
export type MessageKey = Leaves<Messages>;

/** Values for `{{placeholders}}` in a message. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A translate function for one language. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Parts of the texts that load only with their screen (the scene routes, the certificate and its verification). */
export type Section = 'content' | 'simulator' | 'challenge' | 'scenarios' | 'scenarioPage' | StepsSection | 'scenarioExtras' | 'mistakes' | 'certificate' | 'verify' | 'editor' | 'procedure' | 'users';

/**
 * The steps of one rule set for one kind of job (`scenarios.steps.<rule set>.<job>`): a work
 * order's page shows the steps of its attempt's rule set only (`scenarioPage` is its texts
 * without any steps); the pages that show any rule set's steps load `scenarios`, which has them all.
 */
export type StepsSection = `steps:${RuleSetId}:${ScenarioDomain}`;

/** The section of the steps of a rule set for a kind of job (its loaders: ../ui/scenario/stepTexts.ts). */
export const stepsSection = (ruleSet: RuleSetId, domain: ScenarioDomain): StepsSection => `steps:${ruleSet}:${domain}`;

/**
 * Sections whose loaders come with the code that uses them rather than with the shell (fifty
 * loaders of the steps' sections are some 0.7 KB of gzip on every page): registered before use.
 */
export function addSections(parts: Partial<Record<Section, Loaders>>): void {
  for (const [section, loaders] of Object.entries(parts) as [Section, Loaders][]) {
    // Keyed as this module's globs are (`../../locales/pt.json`), wherever the caller's globs start.
    PARTS[section] = Object.fromEntries(Object.entries(loaders).map(([path, load]) => [`../../locales/${path.slice(path.lastIndexOf('/') + 1)}`, load]));
  }
}

/**
 * The work order's texts that only its dialogs and its result show (ScenarioExtras.tsx, and a
 * crew's lockbox panel): they load with that code, at the page's first press, not with the page.
 * The globs below must name the same paths (tests/unit/locales.test.ts checks it).
 */
export const SCENARIO_EXTRAS = ['scenarios:sheet', 'scenarios:actions', 'scenarios:lockbox', 'scenarios:tester', 'scenarios:tag', 'scenarios:explain', 'scenarios:result'] as const;

type Loader = () => Promise<{ default: Record<string, unknown> }>;
type Loaders = Record<string, Loader>;

// Every locale file is split at build time (scripts/vite-locale-sections.ts): the shell's texts,
// and one part per scene. Portuguese's shell ships with the page; everything else loads on demand.
const SHELL: Loaders = import.meta.glob('../../locales/*.json', { query: '?omit=simulator,challenge,scenarios,mistakes,certificate,verify,editor,procedure,users,pages:content,pages:knowledge,pages:procedures,pages:examples' }) as Loaders;
const PARTS: Partial<Record<Section, Loaders>> = {
  // The knowledge, procedures and examples pages' own texts (their titles, tables and links).
  content: import.meta.glob('../../locales/*.json', { query: '?only=pages:content,pages:knowledge,pages:procedures,pages:examples' }) as Loaders,
  simulator: import.meta.glob('../../locales/*.json', { query: '?only=simulator' }) as Loaders,
  challenge: import.meta.glob('../../locales/*.json', { query: '?only=challenge' }) as Loaders,
  // Import queries are read at build time, so these lists are written out (SCENARIO_EXTRAS).
  scenarios: import.meta.glob('../../locales/*.json', { query: '?only=scenarios&omit=scenarios:sheet,scenarios:actions,scenarios:lockbox,scenarios:tester,scenarios:tag,scenarios:explain,scenarios:result' }) as Loaders,
  scenarioExtras: import.meta.glob('../../locales/*.json', { query: '?only=scenarios:sheet,scenarios:actions,scenarios:lockbox,scenarios:tester,scenarios:tag,scenarios:explain,scenarios:result' }) as Loaders,
  // A work order's page: its texts without the extras and without the steps, which come by rule
  // set and job (and without the list's own texts, the rule sets' summaries and the modes' descriptions, which it never shows).
  scenarioPage: import.meta.glob('../../locales/*.json', { query: '?only=scenarios&omit=scenarios:sheet,scenarios:actions,scenarios:lockbox,scenarios:tester,scenarios:tag,scenarios:explain,scenarios:result,scenarios:steps,scenarios:list,scenarios:plant,scenarios:ruleSets:osha:summary,scenarios:ruleSets:nr:summary,scenarios:ruleSets:vde:summary,scenarios:ruleSets:rd614:summary,scenarios:ruleSets:nfc18510:summary,scenarios:modes:pratica:text,scenarios:modes:avaliacao:text' }) as Loaders,
  // What each mistake is, risks and rule: a work order's explanations, its result and the records.
  mistakes: import.meta.glob('../../locales/*.json', { query: '?only=mistakes' }) as Loaders,
  certificate: import.meta.glob('../../locales/*.json', { query: '?only=certificate' }) as Loaders,
  verify: import.meta.glob('../../locales/*.json', { query: '?only=verify' }) as Loaders,
  // The machine editor's texts (the machine check's findings): only the editor loads them.
  editor: import.meta.glob('../../locales/*.json', { query: '?only=editor' }) as Loaders,
  // The machines' procedures, placards and inspections (/maquinas/:id/procedimento, /inspecoes).
  procedure: import.meta.glob('../../locales/*.json', { query: '?only=procedure' }) as Loaders,
  // The user area's texts (/usuarios; the kiosk's unlock form and the "who takes it" dialog elsewhere).
  users: import.meta.glob('../../locales/*.json', { query: '?only=users' }) as Loaders,
};

/**
 * A translator over a set of dictionaries. A key missing in the chosen language falls back to
 * the Portuguese text, then to the key itself.
 */
export function createTranslator(dictionaries: Partial<Record<Language, object>>) {
  const engine = rosetta<object>();
  for (const [language, table] of Object.entries(dictionaries)) engine.set(language, table);
  /** `part` merged into `into`, to any depth: a section may bring part of another (SCENARIO_EXTRAS). */
  const merged = (into: unknown, part: unknown): unknown => {
    const isTree = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
    if (!isTree(into) || !isTree(part)) return part;
    const out: Record<string, unknown> = { ...into };
    for (const [key, value] of Object.entries(part)) out[key] = merged(out[key], value);
    return out;
  };
  const lookup = (language: Language, key: string, params: MessageParams): string => {
    // rosetta hands back whatever sits at the path (an object for a partial key): only text counts.
    const value: unknown = engine.t(key, params, language);
    return typeof value === 'string' ? value : '';
  };
  return {
    /** Merges sections into a language's table (rosetta's own `set` merges only the top level). */
    add(language: Language, table: object) {
      const current = engine.table(language) as Record<string, unknown> | undefined;
      engine.set(language, current ? Object.fromEntries(Object.entries(table).map(([key, value]) => [key, merged(current[key], value)])) : table);
    },
    translate(language: Language, key: string, params: MessageParams = {}): string {
      return lookup(language, key, params) || lookup(DEFAULT_LANGUAGE, key, params) || key;
    },
  };
}

const translator = createTranslator({ pt: ptShell });
const loaded = new Set<string>(['pt:shell']);
/** Each loaded section as its locale file holds it, by `language:section`. */
const tables = new Map<string, Record<string, unknown>>();
const pending = new Map<string, Promise<void>>();
const wantedSections = new Set<Section>();

function part(language: Language, name: 'shell' | Section): Promise<void> {
  const id = `${language}:${name}`;
  if (loaded.has(id)) return Promise.resolve();
  let promise = pending.get(id);
  if (!promise) {
    const loader = (name === 'shell' ? SHELL : PARTS[name])?.[`../../locales/${language}.json`];
    if (!loader) return Promise.reject(new Error(`No texts for ${id}`));
    promise = loader().then(
      (module) => {
        translator.add(language, module.default);
        if (name !== 'shell') tables.set(id, module.default);
        loaded.add(id);
        pending.delete(id);
      },
      (error: unknown) => {
        pending.delete(id);
        throw error;
      },
    );
    pending.set(id, promise);
  }
  return promise;
}

/** Loads a language's texts (the shell and every section in use); resolves when they can show. */
export async function loadMessages(language: Language): Promise<void> {
  await Promise.all([part(language, 'shell'), ...[...wantedSections].map((s) => part(language, s))]);
}

/**
 * Loads a screen's texts in `language`, and keeps loading them for every language chosen later.
 * Portuguese's copy is not fetched beside another language's as a fallback: every locale file has
 * exactly pt.json's keys (tests/unit/locales.test.ts), so it would never be read, and on a slow
 * connection it shared the bandwidth with the page's first texts (Lighthouse, whose browser asks
 * for English, fetched the challenge's texts twice before the first paint).
 */
export async function loadSection(section: Section, language: Language): Promise<void> {
  wantedSections.add(section);
  await part(language, section);
}

/** True once a language's shell texts are loaded (Portuguese's always are). */
export function isLoaded(language: Language, section: 'shell' | Section = 'shell'): boolean {
  return loaded.has(`${language}:${section}`);
}

/** The translator of one language, typed by MessageKey (pt text until the language has loaded). */
export function translatorFor(language: Language): Translate {
  return (key, params) => translator.translate(language, key, params);
}

/**
 * A loaded section's texts in one language, whole, as its locale file holds them (for texts used
 * as a set, such as the certificate's), or undefined before loadSection has brought them.
 */
export function sectionTexts<S extends Section & keyof Messages>(section: S, language: Language): Messages[S] | undefined {
  // The locale files share pt.json's shape (tests/unit/locales.test.ts).
  return tables.get(`${language}:${section}`)?.[section] as Messages[S] | undefined;
}

/** Loads a section in one language and gives its texts whole (rejects when they cannot load). */
export async function loadSectionTexts<S extends Section & keyof Messages>(section: S, language: Language): Promise<Messages[S]> {
  await loadSection(section, language);
  const texts = sectionTexts(section, language);
  if (!texts) throw new Error(`No texts for ${language}:${section}`);
  return texts;
}
