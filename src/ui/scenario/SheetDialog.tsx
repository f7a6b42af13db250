import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import type { Attempt } from '../../rules/attempt';
import { ENERGY_UNITS, localized, prechargeKind } from '../../rules/machine';
import { sequenceFor } from '../../rules/ruleSet';
import { scenarioSlice, setSheetOpen } from '../../state/scenario';
import { attemptScenario, attemptSheet } from '../../state/scenarioSelectors';
import { Modal } from '../common/Modal';
import { returnFocus } from './focusReturn';
import { stepText } from '../common/textKeys';

/** The machine-specific procedure (OSHA 1910.147(c)(4)): every energy, how it is controlled, how isolation is proved. */
export function SheetDialog({ attempt, names }: { attempt: Attempt; names: Record<string, string> }) {
  const { t, language } = useLanguage();
  const { sheetOpen } = useSnapshot(scenarioSlice());
  const scenario = attemptScenario(attempt);
  const sheet = attemptSheet(attempt);
  const sequence = sequenceFor(attempt.ruleSet, scenario.def.domain);
  return (
    <Modal
      onCloseAutoFocus={returnFocus}
      open={sheetOpen}
      onOpenChange={setSheetOpen}
      title={t('scenarios.sheet.title')}
      description={`${localized(scenario.machine.name, language)} · ${localized(scenario.def.job, language)}`}
      closeLabel={t('scenarios.actions.close')}
      size="wide"
      className="procedure-sheet"
    >
      <h3>{t('scenarios.sheet.sources')}</h3>
      <table className="procedure-sheet__table" data-testid="sheet-sources">
        <thead>
          <tr>
            <th scope="col">{t('scenarios.sheet.energy')}</th>
            <th scope="col">{t('scenarios.sheet.source')}</th>
            <th scope="col">{t('scenarios.sheet.control')}</th>
          </tr>
        </thead>
        <tbody>
          {sheet.sources.map((s) => (
            <tr key={`${s.source}-${s.device ?? s.follows ?? ''}`}>
              <td>
                {t(`scenarios.energy.${s.energy}`)} · {s.magnitude} {ENERGY_UNITS[s.energy]}
              </td>
              <td data-label={t('scenarios.sheet.source')}>{names[s.source]}</td>
              <td data-label={t('scenarios.sheet.control')}>
                {s.control === 'isolate' && t('scenarios.sheet.isolateAt', { device: names[s.device!] ?? '' })}
                {s.control === 'release' && t('scenarios.sheet.releaseAt', { device: names[s.device!] ?? '' })}
                {s.control === 'restrain' && t('scenarios.sheet.restrain')}
                {s.control === 'follows' && t('scenarios.sheet.follows', { part: names[s.follows!] ?? '' })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('scenarios.sheet.verification')}</h3>
      <ul>
        {sheet.gauges.map((id) => (
          <li key={id}>{t('scenarios.sheet.gauge', { gauge: names[id] ?? '' })}</li>
        ))}
        {sheet.coasting.map((id) => (
          <li key={id}>{t('scenarios.sheet.standstill', { part: names[id] ?? '' })}</li>
        ))}
        {sheet.tryOut.length > 0 && <li>{t('scenarios.sheet.checkClear')}</li>}
        {sheet.tryOut.map((id) => (
          <li key={id}>{t('scenarios.sheet.tryOut', { control: names[id] ?? '' })}</li>
        ))}
        {sheet.testPoints.map((id) => (
          <li key={id}>{t('scenarios.sheet.testPoint', { point: names[id] ?? '' })}</li>
        ))}
        {sheet.sources.map((s) =>
          s.precharge !== undefined ? (
            <li key={`gas-${s.source}`}>{t('scenarios.sheet.precharge', { part: names[s.source] ?? '', value: s.precharge, unit: ENERGY_UNITS[prechargeKind(s)] })}</li>
          ) : null,
        )}
        {sheet.adjacent.map((id) => (
          <li key={id}>{t('scenarios.sheet.adjacent', { part: names[id] ?? '' })}</li>
        ))}
      </ul>
      {sheet.crew.length > 0 && (
        <>
          <h3>{t('scenarios.lockbox.title')}</h3>
          <p data-testid="sheet-crew">{t('scenarios.sheet.crew', { names: sheet.crew.map((m) => m.name).join(', ') })}</p>
        </>
      )}
      <h3>{t('scenarios.sheet.sequence', { ruleSet: t(`scenarios.ruleSets.${attempt.ruleSet}.name`) })}</h3>
      <ol className="procedure-sheet__steps">
        {sequence.flat().map(({ step, clause }) => (
          <li key={step}>
            {stepText(t, attempt.ruleSet, scenario.def.domain, step, 'title')}
            {clause && <span className="procedure-sheet__clause"> · {clause}</span>}
          </li>
        ))}
      </ol>
    </Modal>
  );
}
