import type { Translate } from '../../i18n/messages';
import type { Mistake } from '../../rules/attempt';
import type { RuleSetId } from '../../rules/ruleSet';
import type { ScenarioDomain } from '../../rules/scenario';
import { stepText } from '../common/textKeys';

/**
 * The words a mistake's explanation is filled with: its subject (a part's name, or for an order
 * slip the step done too early) and the steps that were skipped, by their titles in the rule set.
 */
export function mistakeParams(t: Translate, m: Mistake, names: Record<string, string>, ruleSet: RuleSetId, domain: ScenarioDomain): { subject: string; skipped: string } {
  const stepTitle = (step: string) => stepText(t, ruleSet, domain, step, 'title');
  const subject = m.subject === null ? '' : m.code === 'order' ? stepTitle(m.subject) : (names[m.subject] ?? '');
  return { subject, skipped: (m.skipped ?? []).map(stepTitle).join('; ') };
}
