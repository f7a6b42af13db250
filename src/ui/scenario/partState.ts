import type { MessageKey, Translate } from '../../i18n/messages';
import type { Attempt } from '../../rules/attempt';
import { component, ENERGY_UNITS, prechargeKind, type Machine } from '../../rules/machine';
import { partFacts } from '../../state/scenarioSelectors';

/** A part's state in words, for its twin's name and the actions dialog ("off, your lock, tagged"). */
export function partState(t: Translate, machine: Machine, attempt: Attempt, id: string): string {
  const c = component(machine, id);
  const f = partFacts(attempt, id);
  const words: string[] = [];
  switch (c.kind) {
    case 'disconnect':
    case 'breaker':
      words.push(t(f.on ? 'scenarios.state.closed' : 'scenarios.state.open'));
      break;
    case 'valve':
    case 'bleed':
      words.push(t(f.on ? 'scenarios.state.valveOpen' : 'scenarios.state.valveShut'));
      break;
    case 'control':
      if (c.maintained) words.push(t(f.on ? 'scenarios.state.switchOn' : 'scenarios.state.switchOff'));
      else if (c.role !== 'start' && !f.on) words.push(t('scenarios.state.held'));
      break;
    case 'load':
      words.push(t(f.running ? 'scenarios.state.running' : f.coasting ? 'scenarios.state.coasting' : 'scenarios.state.stopped'));
      if (f.live) words.push(t('scenarios.state.energized'));
      if (f.covered) words.push(t('scenarios.state.covered'));
      break;
    case 'store':
      words.push(t(f.charged ? 'scenarios.state.charged' : 'scenarios.state.released'));
      if (c.precharge !== undefined) words.push(t('scenarios.state.precharge', { value: c.precharge, unit: ENERGY_UNITS[prechargeKind(c)] }));
      break;
    case 'gravity':
      words.push(t(f.dropped ? 'scenarios.state.dropped' : f.restrained ? 'scenarios.state.blocked' : 'scenarios.state.raised'));
      break;
    case 'gauge':
      if (f.reading) words.push(t('scenarios.state.reading', { value: f.reading.value, unit: f.reading.unit }));
      break;
    case 'testpoint':
      if (f.earthed) words.push(t('scenarios.state.earthed'));
      break;
    case 'supply':
      if (f.live) words.push(t('scenarios.state.energized'));
      break;
  }
  if (f.myLock) words.push(t('scenarios.state.myLock'));
  if (f.otherLocks > 0) words.push(t('scenarios.state.otherLocks', { count: f.otherLocks }));
  if (f.tagged) words.push(t('scenarios.state.tagged'));
  return words.join(', ') || t(`scenarios.kinds.${c.kind}` as MessageKey);
}
