import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/rules/language';
import { DEFAULT_OPERATORS } from '../../src/state/simulator';

describe('default operator words', () => {
  it('match simulator.defaultOperator in every locale file', () => {
    for (const code of LANGUAGE_CODES) {
      const messages = JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8')) as { simulator: { defaultOperator: string } };
      expect(DEFAULT_OPERATORS[code], code).toBe(messages.simulator.defaultOperator);
    }
  });
});
