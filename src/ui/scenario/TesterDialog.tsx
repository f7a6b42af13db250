import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import type { Attempt } from '../../rules/attempt';
import { TEST_PAIRS } from '../../rules/energy';
import { act, scenarioSlice, setTesterOpen } from '../../state/scenario';
import { attemptScenario } from '../../state/scenarioSelectors';
import { Modal } from '../common/Modal';
import { returnFocus } from './focusReturn';

/** The voltage tester: prove it on the proving unit, test each pair at a point, swap a dead one. */
export function TesterDialog({ attempt, names }: { attempt: Attempt; names: Record<string, string> }) {
  const { t } = useLanguage();
  const { testerOpen } = useSnapshot(scenarioSlice());
  const points = attemptScenario(attempt).machine.components.filter((c) => c.kind === 'testpoint');
  const [point, setPoint] = useState(points[0]?.id ?? '');
  const last = attempt.readings.at(-1);
  const display = last === undefined ? '—' : last.value === null ? '' : `${last.value} V`;
  return (
    <Modal
      onCloseAutoFocus={returnFocus}
      open={testerOpen}
      onOpenChange={setTesterOpen}
      title={t('scenarios.tester.title')}
      description={t('scenarios.tester.description')}
      closeLabel={t('scenarios.actions.close')}
      className="tester"
    >
      <output className="tester__display" data-testid="tester-display" aria-live="polite" aria-label={t('scenarios.tester.display')}>
        {display === '' ? <span className="tester__blank">{t('scenarios.tester.blank')}</span> : display}
      </output>
      {last && (
        <p className="tester__where">
          {last.point === null ? t('scenarios.tester.onProvingUnit') : t('scenarios.tester.at', { point: names[last.point] ?? '', pair: last.pair!.join('–') })}
        </p>
      )}
      <div className="tester__row">
        <button type="button" className="button button--secondary" onClick={() => act({ type: 'prove_tester' })}>
          {t('scenarios.tester.prove')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => act({ type: 'swap_tester' })}>
          {t('scenarios.tester.swap')}
        </button>
      </div>
      {points.length > 0 && (
        <fieldset className="tester__pairs">
          <legend>{t('scenarios.tester.measure')}</legend>
          <label>
            {t('scenarios.tester.point')}
            <select value={point} onChange={(e) => setPoint(e.target.value)}>
              {points.map((p) => (
                <option key={p.id} value={p.id}>
                  {names[p.id]}
                </option>
              ))}
            </select>
          </label>
          <div className="tester__grid">
            {TEST_PAIRS.map((pair) => (
              <button key={pair.join('-')} type="button" className="button button--secondary button--small" onClick={() => act({ type: 'measure', point, pair })}>
                {pair.join('–')}
              </button>
            ))}
          </div>
        </fieldset>
      )}
    </Modal>
  );
}
