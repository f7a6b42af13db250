import rosetta from 'rosetta';
import pt from '../../locales/pt.json';
import { DEFAULT_LANGUAGE, type Language } from '../rules/language';

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

// Portuguese ships with the page (it is the fallback); the other four load when chosen, so the
// home page does not carry five copies of every text. `satisfies Messages` makes a locale that
// lacks one of pt's keys a compile error.
const LOADERS: Record<Exclude<Language, 'pt'>, () => Promise<Messages>> = {
  en: () => import('../../locales/en.json').then((m) => m.default satisfies Messages),
  es: () => import('../../locales/es.json').then((m) => m.default satisfies Messages),
  fr: () => import('../../locales/fr.json').then((m) => m.default satisfies Messages),
  de: () => import('../../locales/de.json').then((m) => m.default satisfies Messages),
};

/**
 * A translator over a set of dictionaries. A key missing in the chosen language falls back to
 * the Portuguese text, then to the key itself.
 */
export function createTranslator(dictionaries: Partial<Record<Language, object>>) {
  const engine = rosetta<object>();
  for (const [language, table] of Object.entries(dictionaries)) engine.set(language, table);
  const lookup = (language: Language, key: string, params: MessageParams): string => {
    // rosetta hands back whatever sits at the path (an object for a partial key): only text counts.
    const value: unknown = engine.t(key, params, language);
    return typeof value === 'string' ? value : '';
  };
  return {
    add(language: Language, table: object) {
      engine.set(language, table);
    },
    has(language: Language) {
      return Boolean(engine.table(language));
    },
    translate(language: Language, key: string, params: MessageParams = {}): string {
      return lookup(language, key, params) || lookup(DEFAULT_LANGUAGE, key, params) || key;
    },
  };
}

const translator = createTranslator({ pt });
const pending = new Map<Language, Promise<void>>();

/** Loads a language's dictionary (once); resolves when its texts can be shown. */
export function loadMessages(language: Language): Promise<void> {
  if (language === 'pt' || translator.has(language)) return Promise.resolve();
  let promise = pending.get(language);
  if (!promise) {
    promise = LOADERS[language]().then(
      (table) => translator.add(language, table),
      (error: unknown) => {
        pending.delete(language);
        throw error;
      },
    );
    pending.set(language, promise);
  }
  return promise;
}

/** True once a language's texts are loaded (Portuguese always is). */
export function isLoaded(language: Language): boolean {
  return language === 'pt' || translator.has(language);
}

/** The translator of one language, typed by MessageKey (pt text until the language has loaded). */
export function translatorFor(language: Language): Translate {
  return (key, params) => translator.translate(language, key, params);
}
