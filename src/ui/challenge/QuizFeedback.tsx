import { CheckCircle2, XCircle } from 'lucide-react';
import { useLanguage } from '../../i18n/LanguageContext';
import { Modal } from '../common/Modal';

/** The quiz feedback dialog (specification: isOpen, isCorrect, riscoName, energiaName). */
export function QuizFeedback({
  isOpen,
  isCorrect,
  riscoName,
  energiaName,
  onClose,
  onCloseAutoFocus,
}: {
  isOpen: boolean;
  isCorrect: boolean;
  riscoName: string;
  energiaName: string;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useLanguage();
  const params = { risk: riscoName, energy: energiaName };
  return (
    <Modal
      open={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={isCorrect ? t('challenge.feedback.correctTitle') : t('challenge.feedback.wrongTitle')}
      description={isCorrect ? t('challenge.feedback.correctText', params) : t('challenge.feedback.wrongText', params)}
      tone={isCorrect ? 'safe' : 'danger'}
      className="quiz-feedback"
      onCloseAutoFocus={onCloseAutoFocus}
      footer={
        <button type="button" className="button button--primary" onClick={onClose}>
          {isCorrect ? t('challenge.feedback.continue') : t('challenge.feedback.tryAgain')}
        </button>
      }
    >
      <p className={`quiz-feedback__verdict ${isCorrect ? 'is-correct' : 'is-wrong'}`}>
        {isCorrect ? <CheckCircle2 aria-hidden="true" /> : <XCircle aria-hidden="true" />}
        {isCorrect ? t('challenge.feedback.correctSubtitle') : t('challenge.feedback.wrongSubtitle')}
      </p>
    </Modal>
  );
}
