import { describe, expect, it } from 'vitest';
import { formatTenths } from '../../src/i18n/tenths';
import { LANGUAGE_CODES } from '../../src/rules/language';

// The parts' readings are written without Intl (its locale data is a long task on a phone's first
// render): the result must be exactly Intl's, in every language.

const formats = new Map<string, Intl.NumberFormat>();
const intl = (language: string, value: number) => {
  if (!formats.has(language)) formats.set(language, new Intl.NumberFormat(language, { maximumFractionDigits: 1 }));
  return formats.get(language)!.format(value);
};

/** A small seeded source, so a failure names the same values on every run. */
function numbers(seed: number, count: number, scale: number): number[] {
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
  return Array.from({ length: count }, () => (next() - 0.3) * scale);
}

const VALUES = [
  ...Array.from({ length: 20_001 }, (_, i) => i),
  ...Array.from({ length: 4_001 }, (_, i) => (i - 2_000) / 100),
  ...Array.from({ length: 2_001 }, (_, i) => (i - 1_000) / 20),
  // Ties and near-ties, which Intl rounds from the shortest decimal, half away from zero.
  0.05, 0.15, 0.25, 0.35, 0.45, 1.45, 2.25, 9.95, 99.95, 999.95, 9_999.95, 99_999.95, 0.049_999, 0.94999, 1.0000001,
  -0.05, -0.04, -0.15, -9_999.95, -0, 0,
  1e-7, 5e-7, 1e15, 123_456_789.25, 9_007_199_254_740_991, 1e21, 1.5e22,
  NaN, Infinity, -Infinity,
  ...numbers(1, 5_000, 1_000),
  ...numbers(2, 5_000, 1e7),
];

describe('formatTenths', () => {
  for (const language of LANGUAGE_CODES) {
    it(`writes every value as Intl does in ${language}`, () => {
      const wrong = VALUES.filter((v) => formatTenths(language, v) !== intl(language, v)).slice(0, 5);
      expect(wrong.map((v) => [v, formatTenths(language, v), intl(language, v)])).toEqual([]);
    });
  }

  it('writes the separators of each language', () => {
    expect(['pt', 'en', 'es', 'fr', 'de'].map((l) => formatTenths(l as never, 12_345.67))).toEqual(['12.345,7', '12,345.7', '12.345,7', '12\u202f345,7', '12.345,7']);
    expect(formatTenths('es', 1_234)).toBe('1234');
    expect(formatTenths('pt', 1_234)).toBe('1.234');
  });
});
