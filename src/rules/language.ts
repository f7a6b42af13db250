/** The five languages of the product, Portuguese first (the default and the fallback). */
export const LANGUAGE_CODES = ['pt', 'en', 'es', 'fr', 'de'] as const;

/** A supported language code. */
export type Language = (typeof LANGUAGE_CODES)[number];

/**
 * Each language's BCP 47 tag with its region: how dates and numbers are written, the certificate's
 * locale, the language of an LMS statement. The one place they are written.
 */
export const LANGUAGE_TAGS = { pt: 'pt-BR', en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' } as const satisfies Record<Language, string>;

/** A value for each language, in the order of LANGUAGE_CODES. */
export function byLanguage<T>(value: (code: Language) => T): Record<Language, T> {
  const out: Partial<Record<Language, T>> = {};
  for (const code of LANGUAGE_CODES) out[code] = value(code);
  return out as Record<Language, T>;
}

/** The default language, and the one every missing translation falls back to. */
export const DEFAULT_LANGUAGE: Language = 'pt';

/** localStorage key under which the trainee's choice is remembered. */
export const LANGUAGE_STORAGE_KEY = 'preferred_language';

/** A language as the picker shows it: its own name and the country flag (flag-icons code). */
export interface LanguageOption {
  readonly code: Language;
  readonly name: string;
  readonly flag: string;
}

/** Picker entries; each name is written in its own language so anyone can find theirs. */
export const LANGUAGES: readonly LanguageOption[] = [
  { code: 'pt', name: 'Português', flag: 'br' },
  { code: 'en', name: 'English', flag: 'gb' },
  { code: 'es', name: 'Español', flag: 'es' },
  { code: 'fr', name: 'Français', flag: 'fr' },
  { code: 'de', name: 'Deutsch', flag: 'de' },
];

/** True when `value` is exactly one of the five language codes. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The picker entry for a code. */
export function languageOption(code: Language): LanguageOption {
  // LANGUAGES covers every code, so the find cannot miss.
  return LANGUAGES.find((l) => l.code === code) as LanguageOption;
}

/** Maps a BCP 47 tag to a supported language by its primary subtag (pt-BR -> pt, de-AT -> de). */
export function languageFromTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/**
 * The language to start in: a valid saved code, else the first of the browser's languages
 * that we speak, else Portuguese. A saved value that is not one of the five is ignored.
 */
export function pickInitialLanguage(saved: string | null | undefined, browserTags: readonly string[]): Language {
  if (isLanguage(saved)) return saved;
  for (const tag of browserTags) {
    const language = languageFromTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
