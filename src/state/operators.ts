import { byLanguage, type Language } from '../rules/language';

// Each locale file's `simulator.defaultOperator`, and nothing else of it, bundled with the code
// (scripts/vite-locale-sections.ts): the tag form needs all five at once.
const WORDS = import.meta.glob<string>('../../locales/*.json', { query: '?pick=simulator.defaultOperator', import: 'default', eager: true });

/**
 * The default operator word in every language, from the locale files. The tag form treats any of
 * them as "not filled in" so that a language change can swap it.
 */
export const DEFAULT_OPERATORS: Readonly<Record<Language, string>> = byLanguage((code) => WORDS[`../../locales/${code}.json`] ?? '');
