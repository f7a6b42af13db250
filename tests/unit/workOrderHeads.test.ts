import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/rules/language';
import { localized } from '../../src/rules/machine';
import { SCENARIOS } from '../../src/rules/builtInScenarios';
import { builtInHead } from '../../src/rules/workOrderHeads';

describe('a built-in work order’s head, shown before its page’s code', () => {
  it('says what the parsed work order says, in every language', () => {
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(5);
    for (const def of SCENARIOS) {
      for (const language of LANGUAGE_CODES) {
        expect(builtInHead(def.id, language), `${def.id} in ${language}`).toEqual({
          job: localized(def.job, language),
          machine: localized(def.machine.name, language),
          where: localized(def.where, language),
        });
      }
    }
  });

  it('is none for a plant’s work order or an unknown id', () => {
    expect(builtInHead('plant-1234', 'pt')).toBeNull();
    expect(builtInHead('', 'en')).toBeNull();
  });
});
