import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../src/i18n/messages';
import { isMistakeCode, stepText, stepTextKey } from '../../src/ui/common/textKeys';
import type { MistakeCode } from '../../src/rules/attempt';
import type { RuleSetId } from '../../src/rules/ruleSet';

// These functions are checked by `tsc` (npm run typecheck): a key built from data is typed, so a
// text missing from pt.json fails the type-check where the key is made.

/** A mistake's title key, built from its code: every code has a title. */
function mistakeTitle(code: MistakeCode): MessageKey {
  return `mistakes.${code}.title`;
}

/** A code pt.json has no text for cannot make a key. */
function unknownMistakeTitle(code: MistakeCode | 'no_such_mistake'): MessageKey {
  // @ts-expect-error pt.json has no mistakes.no_such_mistake
  return `mistakes.${code}.title`;
}

/** A rule set's name and summary: every rule set has both. */
function ruleSetName(ruleSet: RuleSetId): MessageKey {
  return `scenarios.ruleSets.${ruleSet}.name`;
}

/** OSHA's machine sequence has no earthing step, so there is no text for it. */
// @ts-expect-error pt.json has no scenarios.steps.osha.machine.earth
const earthOnMachine: MessageKey = 'scenarios.steps.osha.machine.earth.title';

describe('typed text keys', () => {
  it('builds keys from codes and rule sets', () => {
    expect(mistakeTitle('missed_source')).toBe('mistakes.missed_source.title');
    expect(unknownMistakeTitle('no_such_mistake')).toBe('mistakes.no_such_mistake.title');
    expect(ruleSetName('nr')).toBe('scenarios.ruleSets.nr.name');
    expect(earthOnMachine).toContain('earth');
  });

  it('gives a step key only for a step of the rule set’s sequence for the job', () => {
    expect(stepTextKey('osha', 'machine', 'lock', 'title')).toBe('scenarios.steps.osha.machine.lock.title');
    expect(stepTextKey('nr', 'electrical', 'earth', 'do')).toBe('scenarios.steps.nr.electrical.earth.do');
    expect(stepTextKey('osha', 'machine', 'earth', 'title')).toBeUndefined();
    expect(stepTextKey('nr', 'electrical', 'release', 'title')).toBeUndefined();
    expect(stepTextKey('nosuch', 'machine', 'lock', 'title')).toBeUndefined();
    expect(stepTextKey('osha', 'nosuch', 'lock', 'title')).toBeUndefined();
  });

  it('words a step, or shows its bare key as a missing text does', () => {
    const t = (key: MessageKey) => `<${key}>`;
    expect(stepText(t, 'vde', 'machine', 'tag', 'do')).toBe('<scenarios.steps.vde.machine.tag.do>');
    expect(stepText(t, 'osha', 'machine', 'earth', 'title')).toBe('scenarios.steps.osha.machine.earth.title');
  });

  it('knows a stored mistake code from one it does not', () => {
    expect(isMistakeCode('missed_source')).toBe(true);
    expect(isMistakeCode('no_such_mistake')).toBe(false);
    expect(isMistakeCode('toString')).toBe(false);
  });
});
