import '../styles/scenarios.css';
import { Play } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import { LIST_CHOICE_KEY, listChoiceText, parseListChoice, type ListChoice } from '../../rules/listChoice';
import { localized } from '../../rules/machine';
import { DEFAULT_RULE_SET, RULE_SETS, type RuleSetId } from '../../rules/ruleSet';
import { buildScenario, byListOrder, MAX_SEED, procedureSheet, SCENARIOS, type ScenarioDef } from '../../rules/builtInScenarios';
import type { PlantOrder } from '../../rules/plantOrders';
import { safeStorage } from '../../platform/storage';
import { PageLoading } from '../common/PageLoading';
import { useSection } from '../common/useSection';
import { scenarioPath } from '../../platform/routes';
import { usePlantOrders } from '../scenario/usePlantOrders';

/** A work order number (the seed): a new one for each visit, or the one the instructor gives. */
function randomSeed(): number {
  return Math.floor(Math.random() * 900_000) + 100_000;
}

function ScenarioList() {
  const { t, language } = useLanguage();
  const [, navigate] = useLocation();
  // The mode, and a rule set picked here, are remembered on this device for the next visit.
  const [choice, setChoice] = useState<ListChoice>(() => parseListChoice(safeStorage.get(LIST_CHOICE_KEY)));
  const choose = (next: ListChoice) => {
    setChoice(next);
    safeStorage.set(LIST_CHOICE_KEY, listChoiceText(next));
  };
  const { mode } = choice;
  const ruleSet = choice.ruleSet ?? DEFAULT_RULE_SET[language];
  const [order, setOrder] = useState('');
  const orderValid = order === '' || (/^\d{1,10}$/.test(order) && Number(order) <= MAX_SEED);
  const open = orderValid ? (id: string) => navigate(scenarioPath(id, { seed: order === '' ? randomSeed() : Number(order), mode, ruleSet })) : null;
  return (
    <div className="scenarios">
      <form className="scenarios__options" onSubmit={(e) => e.preventDefault()} aria-label={t('scenarios.list.options')}>
        <label>
          {t('scenarios.list.ruleSet')}
          <select value={ruleSet} onChange={(e) => choose({ ...choice, ruleSet: e.target.value as RuleSetId })} data-testid="rule-set">
            {RULE_SETS.map((r) => (
              <option key={r} value={r}>
                {t(`scenarios.ruleSets.${r}.name`)}
              </option>
            ))}
          </select>
          <span className="scenarios__hint">{t(`scenarios.ruleSets.${ruleSet}.summary`)}</span>
        </label>
        <fieldset>
          <legend>{t('scenarios.list.mode')}</legend>
          {(['pratica', 'avaliacao'] as const).map((m) => (
            <label key={m} className="scenarios__radio">
              <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => choose({ ...choice, mode: m })} />
              <span>
                <strong>{t(`scenarios.modes.${m}.name`)}</strong> {t(`scenarios.modes.${m}.text`)}
              </span>
            </label>
          ))}
        </fieldset>
        <label>
          {t('scenarios.list.order')}
          <input inputMode="numeric" value={order} onChange={(e) => setOrder(e.target.value.trim())} aria-invalid={!orderValid} aria-describedby="order-hint" maxLength={10} />
          <span id="order-hint" className={orderValid ? 'scenarios__hint' : 'scenarios__error'}>
            {orderValid ? t('scenarios.list.orderHint') : t('scenarios.list.orderInvalid', { max: MAX_SEED })}
          </span>
        </label>
      </form>
      <ul className="scenarios__cards">
        {SCENARIOS.map((def) => (
          <ScenarioCard key={def.id} def={def} title={localized(def.machine.name, language)} open={open} />
        ))}
      </ul>
      <PlantMachines open={open} />
    </div>
  );
}

/** One work order's card: its title, job, place, kind and sources, and its start button. */
function ScenarioCard({ def, title, open }: { def: ScenarioDef; title: string | null; open: ((id: string) => void) | null }) {
  const { t, language } = useLanguage();
  const sources = procedureSheet(buildScenario(def, 0)).sources.length;
  const job = localized(def.job, language);
  return (
    <li className="scenario-card" data-testid={`scenario-${def.id}`}>
      {title === null ? <h4 className="scenario-card__job">{job}</h4> : <h2>{title}</h2>}
      {title !== null && <p className="scenario-card__job">{job}</p>}
      <p className="scenario-card__meta">
        {localized(def.where, language)} · {t(def.domain === 'electrical' ? 'scenarios.list.electrical' : 'scenarios.list.machine')} ·{' '}
        {t('scenarios.list.sources', { count: sources })}
      </p>
      <button type="button" className="button button--primary" disabled={open === null} onClick={() => open?.(def.id)}>
        <Play aria-hidden="true" /> {t('scenarios.list.start')}
      </button>
    </li>
  );
}

/**
 * The plant's machines (the device's machine library, those that pass the check), each with its
 * work orders: nothing at all on a device whose library has none.
 */
function PlantMachines({ open }: { open: ((id: string) => void) | null }) {
  const { t, language } = useLanguage();
  const { orders } = usePlantOrders();
  const machines = useMemo(() => {
    const groups = new Map<string, PlantOrder[]>();
    for (const order of orders) groups.set(order.plant.machineId, [...(groups.get(order.plant.machineId) ?? []), order]);
    return [...groups.values()]
      .map((group) => ({ id: group[0]!.plant.machineId, name: localized(group[0]!.def.machine.name, language), defs: group.map((o) => o.def).sort(byListOrder) }))
      .sort((a, b) => a.name.localeCompare(b.name, language) || (a.id < b.id ? -1 : 1));
  }, [orders, language]);
  if (machines.length === 0) return null;
  return (
    <section className="scenarios__plant" aria-labelledby="plant-machines" data-testid="plant-machines">
      <h2 id="plant-machines">{t('scenarios.plant.title')}</h2>
      <p className="scenarios__hint">{t('scenarios.plant.intro')}</p>
      {machines.map((machine) => (
        <section key={machine.id} className="scenarios__plant-machine" aria-labelledby={`plant-${machine.id}`} data-testid={`plant-machine-${machine.id}`}>
          <h3 id={`plant-${machine.id}`}>{machine.name}</h3>
          <ul className="scenarios__cards">
            {machine.defs.map((def) => (
              <ScenarioCard key={def.id} def={def} title={null} open={open} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

/** /cenarios below its title: the work orders, the rule set, the mode and an optional work order number. */
export default function ScenariosPage() {
  const ready = useSection('scenarios');
  return ready ? <ScenarioList /> : <PageLoading scene />;
}
