import type { Translate } from '../../i18n/messages';
import { plural } from '../../i18n/plural';
import { formatTenths } from '../../i18n/tenths';
import type { Attempt } from '../../rules/attempt';
import type { Language } from '../../rules/language';
import { component, grammarOf, type ComponentDef, type Grammar, type Machine } from '../../rules/machine';
import { PART_MODELS, type PartFacts, type StateWord } from '../../rules/parts';
import { partFacts } from '../../state/scenarioSelectors';

/** A number as the language writes it (1,5 in Portuguese, 1.5 in English): see formatTenths. */
export function formatNumber(language: Language, value: number): string {
  return formatTenths(language, value);
}

/** One state word in the language, agreeing with the part's name in gender and number where it must. */
function say(t: Translate, language: Language, grammar: Grammar, word: StateWord): string {
  if ('agree' in word) return t(`scenarios.state.${word.agree}.${grammar}`);
  if ('plain' in word) return t(`scenarios.state.${word.plain}`);
  if ('reading' in word) return t('scenarios.state.reading', { value: formatNumber(language, word.reading), unit: word.unit });
  return t('scenarios.state.precharge', { value: formatNumber(language, word.precharge), unit: word.unit });
}

/** A part's state in words from its facts: what `partState` says, for any facts (and testable without an attempt). */
export function partStateWords(t: Translate, language: Language, c: ComponentDef, f: PartFacts): string {
  const grammar = grammarOf(c, language);
  // The kind's own words (src/rules/parts/), then the padlocks and the tag, the same on every kind.
  const words = PART_MODELS[c.kind].words(c, f).map((word) => say(t, language, grammar, word));
  if (f.myLock) words.push(t('scenarios.state.myLock'));
  if (f.otherLocks > 0) words.push(plural(t, language, 'scenarios.state.otherLocks', f.otherLocks));
  if (f.tagged) words.push(t('scenarios.state.tagged'));
  return words.join(', ') || t(`scenarios.kinds.${c.kind}`);
}

/** A part's state in words, for its twin's name and the actions dialog ("off, your lock, tagged"). */
export function partState(t: Translate, language: Language, machine: Machine, attempt: Attempt, id: string): string {
  return partStateWords(t, language, component(machine, id), partFacts(attempt, id));
}
