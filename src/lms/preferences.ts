/**
 * The learner's preferences as an LMS states them. SCORM 1.2 `cmi.student_preference.language`
 * and SCORM 2004 `cmi.learner_preference.language` are free text (LMSs write "pt-BR", "en_US",
 * "de", "English" or nothing); cmi5's `languagePreference` is a comma-separated list of language
 * tags, most preferred first.
 */
import { isLanguage, type Language } from '../rules/language';

// Three-letter codes (ISO 639-2, both forms) and the names LMSs write, in English and in the
// language itself, lower case and without accents.
const NAMES: Readonly<Record<string, Language>> = {
  por: 'pt',
  portuguese: 'pt',
  portugues: 'pt',
  eng: 'en',
  english: 'en',
  spa: 'es',
  spanish: 'es',
  espanol: 'es',
  castellano: 'es',
  fra: 'fr',
  fre: 'fr',
  french: 'fr',
  francais: 'fr',
  deu: 'de',
  ger: 'de',
  german: 'de',
  deutsch: 'de',
};

/** One language as an LMS writes it: a tag ("pt-BR", "en_US", "de"), a three-letter code or a name. */
function oneLanguage(value: string): Language | null {
  const plain = value
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const primary = plain.split(/[-_\s(]/)[0] ?? '';
  if (isLanguage(primary)) return primary;
  return Object.hasOwn(NAMES, primary) ? NAMES[primary]! : null;
}

/**
 * The first language of an LMS's preference that the site speaks, or null (nothing given, or
 * nothing it can read). A list may be separated by commas or semicolons, each item optionally
 * weighted as in Accept-Language ("de-DE;q=0.9" is German).
 */
export function lmsLanguage(value: unknown): Language | null {
  if (typeof value !== 'string' || value.length > 1000) return null;
  for (const item of value.split(/[,;]/)) {
    if (/^\s*q=/i.test(item)) continue;
    const language = oneLanguage(item);
    if (language) return language;
  }
  return null;
}
