import { isRuleSet, type RuleSetId } from './ruleSet';
import { MODES, type Mode } from './scenario';

/** Where the work orders' list keeps the trainee's last choice (localStorage). */
export const LIST_CHOICE_KEY = 'loto_scenario_choice';

/**
 * What the list remembers: the mode, and the rule set only if the trainee picked one there
 * (otherwise it follows the page's language).
 */
export interface ListChoice {
  readonly mode: Mode;
  readonly ruleSet?: RuleSetId;
}

export const LIST_CHOICE_DEFAULT: ListChoice = { mode: 'pratica' };

/** Reads a saved choice; anything missing, unreadable or unknown is the default (or left out), never an error. */
export function parseListChoice(text: string | null): ListChoice {
  if (text === null) return LIST_CHOICE_DEFAULT;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return LIST_CHOICE_DEFAULT;
  }
  if (typeof value !== 'object' || value === null) return LIST_CHOICE_DEFAULT;
  const { mode, ruleSet } = value as { mode?: unknown; ruleSet?: unknown };
  const known = (MODES as readonly unknown[]).includes(mode) ? (mode as Mode) : LIST_CHOICE_DEFAULT.mode;
  return isRuleSet(ruleSet) ? { mode: known, ruleSet } : { mode: known };
}

/** The text to save for a choice. */
export function listChoiceText(choice: ListChoice): string {
  return JSON.stringify(choice.ruleSet ? { mode: choice.mode, ruleSet: choice.ruleSet } : { mode: choice.mode });
}
