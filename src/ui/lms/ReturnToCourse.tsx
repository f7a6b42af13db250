import '../styles/lms.css';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import { returnToLms } from '../../lms/exit';
import { store } from '../../state/store';

/**
 * The way back to the LMS (a cmi5 lesson whose LMS gave a returnURL): a bar above the header, as
 * an LMS player has, for a learner who chooses to leave (in the page's flow, so it covers nothing
 * of the scene); once the lesson is finished, also a card in a corner that says so and takes the
 * learner back. Either ends the session first (src/lms/exit.ts).
 */
export default function ReturnToCourse() {
  const { t } = useLanguage();
  const snap = useSnapshot(store).lmsReturn;
  const finished = snap?.finished ?? false;
  useEffect(() => {
    // The page's end scrolls clear of the card.
    document.documentElement.classList.toggle('lms-return-open', finished);
    return () => document.documentElement.classList.remove('lms-return-open');
  }, [finished]);
  if (!snap) return null;
  const label = snap.leaving ? t('lms.return.leaving') : t('lms.return.button');
  const back = (className: string) => (
    <button type="button" className={className} disabled={snap.leaving} onClick={() => void returnToLms()}>
      <ArrowLeft aria-hidden="true" /> {label}
    </button>
  );
  return (
    <div className="lms-return" data-testid="lms-return" data-finished={finished}>
      {back('button lms-return__bar-button')}
      {finished && (
        // Announced (role="status"), not focused: a keyboard user's place on the result is kept.
        <aside className="lms-return__card" data-testid="lms-return-card" aria-label={t('lms.return.finished')}>
          <div role="status">
            <strong>{t('lms.return.finished')}</strong>
            <p>{t('lms.return.finishedText')}</p>
          </div>
          {back('button button--primary')}
        </aside>
      )}
    </div>
  );
}
