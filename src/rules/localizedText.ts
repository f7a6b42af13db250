import type { Language } from './language';

/** A text in some of the five languages (a machine's or a work order's file says which). */
export type LocalizedText = Partial<Record<Language, string>>;

/** The text in `lang`, else in the file's first language. */
export function localized(text: LocalizedText, lang: Language): string {
  return text[lang] ?? Object.values(text)[0] ?? '';
}
