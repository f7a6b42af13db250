import '../styles/lms.css';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import { returnToLms } from '../../lms/exit';
import { store } from '../../state/store';

/**
 * The way back to the LMS (a cmi5 lesson whose LMS gave a returnURL): a small button in a corner
 * while the lesson goes on, for a learner who chooses to leave; once the lesson is finished, a
 * card that says so and takes the learner back. Either ends the session first (src/lms/exit.ts).
 */
export default function ReturnToCourse() {
  const { t } = useLanguage();
  const snap = useSnapshot(store).lmsReturn;
  const card = useRef<HTMLElement>(null);
  const finished = snap?.finished ?? false;
  useEffect(() => {
    // The card comes in beside the result: it is announced (role="status"), not focused, so a
    // keyboard user's place on the result page is kept.
    if (finished) card.current?.scrollIntoView?.({ block: 'nearest' });
  }, [finished]);
  if (!snap) return null;
  const label = snap.leaving ? t('lms.return.leaving') : t('lms.return.button');
  const button = (
    <button type="button" className={finished ? 'button button--primary' : 'button lms-return__quiet'} data-testid="lms-return-button" disabled={snap.leaving} onClick={() => void returnToLms()}>
      <ArrowLeft aria-hidden="true" /> {label}
    </button>
  );
  return (
    <aside ref={card} className={finished ? 'lms-return lms-return--finished' : 'lms-return'} data-testid="lms-return" data-finished={finished} aria-label={t('lms.return.button')}>
      {finished && (
        <div role="status" className="lms-return__text">
          <strong>{t('lms.return.finished')}</strong>
          <p>{t('lms.return.finishedText')}</p>
        </div>
      )}
      {button}
    </aside>
  );
}
