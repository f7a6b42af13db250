import { Trophy } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { Modal } from '../common/Modal';

// chart.js loads with the result, on the challenge route only.
const ResultChart = lazy(() => import('./ResultChart'));

/** "Parabéns! Desafio Concluído!": attempts, the result pie and its numbers, play again. */
export function CompleteDialog({
  open,
  attempts,
  correct,
  wrong,
  correctPercent,
  wrongPercent,
  onClose,
  onPlayAgain,
}: {
  open: boolean;
  attempts: number;
  correct: number;
  wrong: number;
  correctPercent: number;
  wrongPercent: number;
  onClose: () => void;
  onPlayAgain: () => void;
}) {
  const { t } = useLanguage();
  const summary = t('challenge.complete.chartSummary', { correct: correctPercent, wrong: wrongPercent });
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('challenge.complete.title')}
      description={t('challenge.complete.attempts', { count: attempts })}
      tone="safe"
      closeLabel={t('challenge.complete.close')}
      className="complete-dialog"
      footer={
        <button type="button" className="button button--primary button--large" onClick={onPlayAgain}>
          {t('challenge.complete.playAgain')}
        </button>
      }
    >
      <div className="complete-dialog__body">
        <Trophy className="complete-dialog__trophy" aria-hidden="true" />
        <Suspense fallback={<div className="result-chart result-chart--loading" />}>
          <ResultChart
            correct={correct}
            wrong={wrong}
            title={t('challenge.complete.chartTitle')}
            labels={[t('challenge.complete.correct'), t('challenge.complete.wrong')]}
            summary={summary}
          />
        </Suspense>
        <ul className="complete-dialog__numbers">
          <li className="is-correct" data-testid="result-correct">
            {t('challenge.complete.correctLine', { count: correct, percent: correctPercent })}
          </li>
          <li className="is-wrong" data-testid="result-wrong">
            {t('challenge.complete.wrongLine', { count: wrong, percent: wrongPercent })}
          </li>
        </ul>
      </div>
    </Modal>
  );
}
