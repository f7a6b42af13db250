import type { Language } from '../rules/language';

/**
 * A number to at most one decimal, as the language writes it: exactly what
 * `new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)` gives (1.234,6 in
 * Portuguese, 1,234.6 in English, 1234,6 and 12.345,5 in Spanish, 1 234,6 in French), without
 * Intl. The first Intl number or date format a page makes loads the browser's locale data: 15-30
 * ms here, a long task on Lighthouse's phone, on every work order's first render for the parts'
 * readings. Written out for the five languages; tests/unit/tenths.test.ts holds it equal to Intl
 * over tens of thousands of values. Anything else (not finite, or too large to write in plain
 * digits) goes to Intl.
 */
export function formatTenths(language: Language, value: number): string {
  const digits = String(Math.abs(value));
  if (!Number.isFinite(value) || !/^\d+(\.\d+)?$/.test(digits)) return intlTenths(language, value);
  // Intl rounds the shortest decimal that reads back as the number (0.15, not 0.1499…), half
  // away from zero.
  const [whole = '0', fraction = ''] = digits.split('.');
  let int = whole;
  let tenth = fraction === '' ? 0 : Number(fraction[0]);
  if (fraction.length > 1 && Number(fraction[1]) >= 5) tenth += 1;
  if (tenth === 10) {
    int = (BigInt(int) + 1n).toString();
    tenth = 0;
  }
  const { group, decimal, minimumGrouping } = SYMBOLS[language];
  const grouped = int.length >= 3 + minimumGrouping ? int.replace(/\B(?=(\d{3})+$)/g, group) : int;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${tenth === 0 ? '' : decimal + String(tenth)}`;
}

/** Each language's separators (CLDR), and how many digits a number needs before it is grouped. */
const SYMBOLS: Record<Language, { group: string; decimal: string; minimumGrouping: number }> = {
  pt: { group: '.', decimal: ',', minimumGrouping: 1 },
  en: { group: ',', decimal: '.', minimumGrouping: 1 },
  // Spanish leaves four-digit numbers whole (1234, 12.345).
  es: { group: '.', decimal: ',', minimumGrouping: 2 },
  // A narrow no-break space.
  fr: { group: '\u202f', decimal: ',', minimumGrouping: 1 },
  de: { group: '.', decimal: ',', minimumGrouping: 1 },
};

const intlFormats = new Map<Language, Intl.NumberFormat>();

function intlTenths(language: Language, value: number): string {
  let format = intlFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    intlFormats.set(language, format);
  }
  return format.format(value);
}
