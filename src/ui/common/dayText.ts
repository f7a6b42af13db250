import { LANGUAGE_TAGS, type Language } from '../../rules/language';

/** A calendar day (YYYY-MM-DD) as the language writes it ("Nov 26, 2026", "26/11/2026"), whatever the device's time zone. */
export function dayText(date: string, language: Language): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}
