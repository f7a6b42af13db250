import type { MessageKey, Translate } from '../../i18n/messages';
import { plural } from '../../i18n/plural';
import type { Attempt } from '../../rules/attempt';
import type { Language } from '../../rules/language';
import { component, ENERGY_UNITS, grammarOf, prechargeKind, type ComponentDef, type Machine } from '../../rules/machine';
import { partFacts, type PartFacts } from '../../state/scenarioSelectors';

/** State words that agree with the part's name in gender and number ("válvula fechada", "bornes puestos a tierra"). */
type Agreeing = 'closed' | 'open' | 'valveOpen' | 'valveShut' | 'held' | 'running' | 'stopped' | 'energized' | 'deEnergized' | 'covered' | 'raised' | 'blocked' | 'dropped' | 'earthed' | 'coasting';

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** A number as the language writes it (1,5 in Portuguese, 1.5 in English). */
export function formatNumber(language: Language, value: number): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    numberFormats.set(language, format);
  }
  return format.format(value);
}

/** A part's state in words from its facts: what `partState` says, for any facts (and testable without an attempt). */
export function partStateWords(t: Translate, language: Language, c: ComponentDef, f: PartFacts): string {
  const grammar = grammarOf(c, language);
  const say = (key: Agreeing) => t(`scenarios.state.${key}.${grammar}` as MessageKey);
  const words: string[] = [];
  switch (c.kind) {
    case 'disconnect':
    case 'breaker':
      words.push(say(f.on ? 'closed' : 'open'));
      break;
    case 'valve':
    case 'bleed':
      words.push(say(f.on ? 'valveOpen' : 'valveShut'));
      break;
    case 'control':
      if (c.maintained) words.push(t(f.on ? 'scenarios.state.switchOn' : 'scenarios.state.switchOff'));
      else if (c.role !== 'start' && !f.on) words.push(say('held'));
      break;
    case 'load':
      // Conductors (a busbar, a cable) do not run or stop: they are live or dead.
      if (c.look === 'conductors') words.push(say(f.live ? 'energized' : 'deEnergized'));
      else {
        words.push(say(f.running ? 'running' : f.coasting ? 'coasting' : 'stopped'));
        if (f.live) words.push(say('energized'));
      }
      if (f.covered) words.push(say('covered'));
      break;
    case 'store':
      words.push(t(f.charged ? 'scenarios.state.charged' : 'scenarios.state.released'));
      if (c.precharge !== undefined) words.push(t('scenarios.state.precharge', { value: formatNumber(language, c.precharge), unit: ENERGY_UNITS[prechargeKind(c)] }));
      break;
    case 'gravity':
      words.push(say(f.dropped ? 'dropped' : f.restrained ? 'blocked' : 'raised'));
      break;
    case 'gauge':
      if (f.reading) words.push(t('scenarios.state.reading', { value: formatNumber(language, f.reading.value), unit: f.reading.unit }));
      break;
    case 'testpoint':
      if (f.earthed) words.push(say('earthed'));
      break;
    case 'supply':
      if (f.live) words.push(say('energized'));
      break;
  }
  if (f.myLock) words.push(t('scenarios.state.myLock'));
  if (f.otherLocks > 0) words.push(plural(t, language, 'scenarios.state.otherLocks', f.otherLocks));
  if (f.tagged) words.push(t('scenarios.state.tagged'));
  return words.join(', ') || t(`scenarios.kinds.${c.kind}` as MessageKey);
}

/** A part's state in words, for its twin's name and the actions dialog ("off, your lock, tagged"). */
export function partState(t: Translate, language: Language, machine: Machine, attempt: Attempt, id: string): string {
  return partStateWords(t, language, component(machine, id), partFacts(attempt, id));
}
