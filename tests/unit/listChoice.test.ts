import { describe, expect, it } from 'vitest';
import { LIST_CHOICE_DEFAULT, listChoiceText, parseListChoice } from '../../src/rules/listChoice';

describe('the work orders list choice', () => {
  it('reads back what it saved', () => {
    expect(parseListChoice(listChoiceText({ mode: 'avaliacao', ruleSet: 'vde' }))).toEqual({ mode: 'avaliacao', ruleSet: 'vde' });
    expect(parseListChoice(listChoiceText({ mode: 'avaliacao' }))).toEqual({ mode: 'avaliacao' });
  });

  it('falls back without an error on anything missing, damaged or unknown', () => {
    for (const text of [null, '', '{"mode":"avalia', 'null', '[]', '"pratica"', '42', '{"mode":"exame"}', '{}']) expect(parseListChoice(text), String(text)).toEqual(LIST_CHOICE_DEFAULT);
    expect(parseListChoice('{"mode":"avaliacao","ruleSet":"iso"}')).toEqual({ mode: 'avaliacao' });
    expect(parseListChoice('{"mode":7,"ruleSet":"osha"}')).toEqual({ mode: 'pratica', ruleSet: 'osha' });
  });
});
