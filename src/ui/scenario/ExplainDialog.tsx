import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import type { MessageKey } from '../../i18n/messages';
import { closeExplanation, scenarioSlice, undoMistake } from '../../state/scenario';
import { Modal } from '../common/Modal';

/** Practice: a mistake explained at once, with what could happen and the clause; undo is offered. */
export function ExplainDialog({ names }: { names: Record<string, string> }) {
  const { t } = useLanguage();
  const explaining = useSnapshot(scenarioSlice()).explaining[0];
  if (!explaining) return null;
  const subject = explaining.subject !== null ? (names[explaining.subject] ?? '') : '';
  return (
    <Modal
      open
      onOpenChange={(open) => !open && closeExplanation()}
      title={t(`scenarios.mistakes.${explaining.code}.title` as MessageKey)}
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
      <p>{t(`scenarios.mistakes.${explaining.code}.risk` as MessageKey, { subject })}</p>
      <p>{t(`scenarios.mistakes.${explaining.code}.rule` as MessageKey)}</p>
      <p className="explain__clause">{explaining.clause ?? t('scenarios.page.noClause')}</p>
    </Modal>
  );
}
