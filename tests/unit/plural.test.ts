import { describe, expect, it } from 'vitest';
import { plural } from '../../src/i18n/plural';

describe('plural', () => {
  const t = (key: string, params?: Record<string, string | number>) => `${key}:${params?.count}`;
  it('chooses the form by each language rules', () => {
    expect(plural(t as never, 'pt', 'challenge.count', 1)).toBe('challenge.count.one:1');
    expect(plural(t as never, 'pt', 'challenge.count', 2)).toBe('challenge.count.other:2');
    // French counts 0 as singular, English does not.
    expect(plural(t as never, 'fr', 'challenge.count', 0)).toBe('challenge.count.one:0');
    expect(plural(t as never, 'en', 'challenge.count', 0)).toBe('challenge.count.other:0');
  });
});
