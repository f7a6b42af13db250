import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import { closeExplanation, scenarioSlice, undoMistake } from '../../state/scenario';
import type { Attempt, Mistake } from '../../rules/attempt';
import { attemptScenario } from '../../state/scenarioSelectors';
import { Modal } from '../common/Modal';
import { useSection } from '../common/useSection';
import { returnFocus } from './focusReturn';
import { mistakeParams } from './mistakeText';

/** Practice: a mistake explained at once, with what could happen and the clause; undo is offered. */
export function ExplainDialog({ names }: { names: Record<string, string> }) {
  const { t } = useLanguage();
  const slice = useSnapshot(scenarioSlice());
  const explaining = slice.explaining[0] as Mistake | undefined;
  const attempt = slice.attempt as Attempt | null;
  // The mistakes' texts load with this dialog's code, at the page's first press.
  const ready = useSection('mistakes');
  if (!explaining || !attempt || !ready) return null;
  const params = mistakeParams(t, explaining, names, attempt.ruleSet, attemptScenario(attempt).def.domain);
  return (
    <Modal
      onCloseAutoFocus={returnFocus}
      open
      onOpenChange={(open) => !open && closeExplanation()}
      title={t(`mistakes.${explaining.code}.title`)}
      tone={explaining.critical ? 'danger' : 'info'}
      className="explain"
      footer={
        <>
          <button
            type="button"
            className="button button--secondary"
            onClick={undoMistake}
          >
            {t('scenarios.page.undo')}
          </button>
          <button type="button" className="button button--primary" onClick={closeExplanation}>
            {t('scenarios.explain.continue')}
          </button>
        </>
      }
    >
      <p className="explain__severity">{t(explaining.critical ? 'scenarios.explain.critical' : 'scenarios.explain.minor')}</p>
      <p>{t(`mistakes.${explaining.code}.risk`, params)}</p>
      <p>{t(`mistakes.${explaining.code}.rule`)}</p>
      <p className="explain__clause">{explaining.clause ?? t('scenarios.page.noClause')}</p>
    </Modal>
  );
}
