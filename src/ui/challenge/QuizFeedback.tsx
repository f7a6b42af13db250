import { CheckCircle2, XCircle } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { Modal } from '../common/Modal';

/**
 * The quiz feedback dialog (specification: isOpen, isCorrect, riscoName, energiaName), with why:
 * after a right drop the hazard's explanation, after a wrong one a hint that does not give the
 * answer away. Its one button has the focus, so Enter (or Space) continues.
 */
export function QuizFeedback({
  isOpen,
  isCorrect,
  riscoName,
  energiaName,
  why,
  onClose,
  onCloseAutoFocus,
}: {
  isOpen: boolean;
  isCorrect: boolean;
  riscoName: string;
  energiaName: string;
  /** The explanation (right) or the hint (wrong). */
  why: string;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useLanguage();
  const button = useRef<HTMLButtonElement>(null);
  const focusButton = useCallback((event: Event) => {
    event.preventDefault();
    button.current?.focus();
  }, []);
  const params = { risk: riscoName, energy: energiaName };
  return (
    <Modal
      open={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={isCorrect ? t('challenge.feedback.correctTitle') : t('challenge.feedback.wrongTitle')}
      description={isCorrect ? t('challenge.feedback.correctText', params) : t('challenge.feedback.wrongText', params)}
      tone={isCorrect ? 'safe' : 'danger'}
      className="quiz-feedback"
      onOpenAutoFocus={focusButton}
      onCloseAutoFocus={onCloseAutoFocus}
      footer={
        <button ref={button} type="button" className="button button--primary" onClick={onClose} data-testid="feedback-continue">
          {isCorrect ? t('challenge.feedback.continue') : t('challenge.feedback.tryAgain')}
        </button>
      }
    >
      <p className={`quiz-feedback__verdict ${isCorrect ? 'is-correct' : 'is-wrong'}`}>
        {isCorrect ? <CheckCircle2 aria-hidden="true" /> : <XCircle aria-hidden="true" />}
        {isCorrect ? t('challenge.feedback.correctSubtitle') : t('challenge.feedback.wrongSubtitle')}
      </p>
      {why && (
        <p className="quiz-feedback__why" data-testid="feedback-why">
          {why}
        </p>
      )}
    </Modal>
  );
}
