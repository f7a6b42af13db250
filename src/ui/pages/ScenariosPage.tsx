import '../styles/scenarios.css';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import { LIST_CHOICE_KEY, listChoiceText, parseListChoice, type ListChoice } from '../../rules/listChoice';
import { localized } from '../../rules/machine';
import { DEFAULT_RULE_SET, RULE_SETS, type RuleSetId } from '../../rules/ruleSet';
import { buildScenario, MAX_SEED, procedureSheet, SCENARIOS } from '../../rules/scenario';
import { safeStorage } from '../../platform/storage';
import { PageLoading } from '../common/PageLoading';
import { useSection } from '../common/useSection';
import { scenarioPath } from '../../platform/routes';

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
        {SCENARIOS.map((def) => {
          const sources = procedureSheet(buildScenario(def, 0)).sources.length;
          return (
            <li key={def.id} className="scenario-card" data-testid={`scenario-${def.id}`}>
              <h2>{localized(def.machine.name, language)}</h2>
              <p className="scenario-card__job">{localized(def.job, language)}</p>
              <p className="scenario-card__meta">
                {localized(def.where, language)} · {t(def.domain === 'electrical' ? 'scenarios.list.electrical' : 'scenarios.list.machine')} ·{' '}
                {t('scenarios.list.sources', { count: sources })}
              </p>
              <button
                type="button"
                className="button button--primary"
                disabled={!orderValid}
                onClick={() => navigate(scenarioPath(def.id, { seed: order === '' ? randomSeed() : Number(order), mode, ruleSet }))}
              >
                <Play aria-hidden="true" /> {t('scenarios.list.start')}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** /cenarios below its title: the work orders, the rule set, the mode and an optional work order number. */
export default function ScenariosPage() {
  const ready = useSection('scenarios');
  return ready ? <ScenarioList /> : <PageLoading scene />;
}
