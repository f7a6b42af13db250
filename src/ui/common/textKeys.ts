/**
 * Keys built at run time from data (a rule set's step, a stored mistake code), narrowed to the
 * keys pt.json holds. Each type is derived from the locale file, so a text that goes missing
 * fails the type-check where its key is used; the run-time checks only turn away values that
 * come from outside the code (a record from an older version or a hand-edited backup).
 */
// The mistakes' table alone, not the judge: the records page reads it before its first frame.
import { MISTAKES, type MistakeCode } from '../../rules/attempt/mistakes';
import type { CheckCode } from '../../rules/machineCheck';
import { isRuleSet, sequenceFor, type StepId } from '../../rules/ruleSet';
import type { MessageKey, Messages } from '../../i18n/messages';

/** What a step says: its title, or what to do. */
export type StepPart = 'title' | 'do';

/** Every step text in pt.json: `scenarios.steps.<rule set>.<job>.<step>.<title|do>`. */
export type StepTextKey = Extract<MessageKey, `scenarios.steps.${string}.${StepPart}`>;

/** The jobs pt.json words steps for. */
type WordedDomain = keyof Messages['scenarios']['steps']['osha'];

function isWordedDomain(value: string): value is WordedDomain {
  return value === 'machine' || value === 'electrical';
}

/**
 * True when `key` names a step of its rule set's sequence for that job: exactly the steps pt.json
 * words (tests/unit/scenarioTexts.test.ts keeps the two equal).
 */
function isStepTextKey(key: string): key is StepTextKey {
  const [, , ruleSet, domain, step] = key.split('.');
  return isRuleSet(ruleSet) && domain !== undefined && isWordedDomain(domain) && sequenceFor(ruleSet, domain).some((place) => place.some((r) => r.step === step));
}

/**
 * The key of a step's title or instruction under a rule set, or undefined for a step its sequence
 * does not have for this job.
 */
export function stepTextKey(ruleSet: string, domain: string, step: StepId | string, part: StepPart): StepTextKey | undefined {
  const key = `scenarios.steps.${ruleSet}.${domain}.${step}.${part}`;
  return isStepTextKey(key) ? key : undefined;
}

/** A step's title or instruction in words (the bare key, as a missing text shows, for a step its sequence does not have). */
export function stepText(t: (key: MessageKey) => string, ruleSet: string, domain: string, step: StepId | string, part: StepPart): string {
  const key = stepTextKey(ruleSet, domain, step, part);
  return key ? t(key) : `scenarios.steps.${ruleSet}.${domain}.${step}.${part}`;
}

/** True when a stored code is one of the work orders' mistakes. */
export function isMistakeCode(code: string): code is MistakeCode {
  return Object.hasOwn(MISTAKES, code);
}

/** The text of a machine-check finding: a code with no text in pt.json fails the type-check here. */
export function machineCheckKey(code: CheckCode): MessageKey {
  return `editor.machineCheck.${code}`;
}
