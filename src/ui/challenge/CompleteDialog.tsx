import { CheckCircle2, Trophy, XCircle } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { Modal } from '../common/Modal';

// chart.js loads with the result, on the challenge route only.
const ResultChart = lazy(() => import('./ResultChart'));

/** A missed hazard as the completion dialog lists it. */
export interface MissLine {
  readonly id: number;
  readonly name: string;
  /** The energy types it was wrongly dropped on, joined. */
  readonly tried: string;
  readonly answer: string;
  readonly explanation: string;
}

/**
 * "Parabéns! Desafio Concluído!": the last match (the drop that completed the game, whose
 * feedback this dialog shows itself so no second dialog waits behind it), attempts, the result
 * pie and its numbers, the misses with their explanations, play again.
 */
export function CompleteDialog({
  open,
  attempts,
  correct,
  wrong,
  correctPercent,
  wrongPercent,
  last,
  misses,
  onClose,
  onPlayAgain,
  onCloseAutoFocus,
}: {
  open: boolean;
  /** The completing drop's feedback line and explanation. */
  last: { text: string; explanation: string } | null;
  misses: readonly MissLine[];
  attempts: number;
  correct: number;
  wrong: number;
  correctPercent: number;
  wrongPercent: number;
  onClose: () => void;
  onPlayAgain: () => void;
  onCloseAutoFocus?: (event: Event) => void;
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
      size="wide"
      onCloseAutoFocus={onCloseAutoFocus}
      footer={
        <button type="button" className="button button--primary button--large" onClick={onPlayAgain}>
          {t('challenge.complete.playAgain')}
        </button>
      }
    >
      {last && (
        <section className="complete-dialog__last" aria-labelledby="complete-last">
          <h3 id="complete-last">
            <CheckCircle2 aria-hidden="true" /> {t('challenge.complete.lastTitle')}
          </h3>
          <p>{last.text}</p>
          {last.explanation && <p className="complete-dialog__why">{last.explanation}</p>}
        </section>
      )}
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
      <section className="complete-dialog__misses" aria-labelledby="complete-misses" data-testid="complete-misses">
        <h3 id="complete-misses">{t('challenge.complete.missesTitle')}</h3>
        {misses.length === 0 ? (
          <p>{t('challenge.complete.noMisses')}</p>
        ) : (
          <ul>
            {misses.map((miss) => (
              <li key={miss.id} data-testid="complete-miss">
                <p className="complete-dialog__miss-name">
                  <XCircle aria-hidden="true" /> {miss.name}
                </p>
                <p className="complete-dialog__miss-answers">
                  <span>{t('challenge.complete.missTried', { tried: miss.tried })}</span>{' '}
                  <span>{t('challenge.complete.missAnswer', { energy: miss.answer })}</span>
                </p>
                <p className="complete-dialog__why">{miss.explanation}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Modal>
  );
}
