import { lazy, Suspense, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import { store } from '../../state/store';
import { useTopOnNewPage } from '../common/useTopOnNewPage';
import { Footer } from './Footer';
import { Header } from './Header';

const Toasts = lazy(() => import('./Toasts'));
// The way back to a cmi5 LMS: only in a lesson whose LMS gave a returnURL.
const ReturnToCourse = lazy(() => import('../lms/ReturnToCourse'));

/**
 * Header above, the page, footer below; toasts over everything once the first one is asked for.
 * In a cmi5 lesson that can go back to its LMS, the way back comes first.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useLanguage();
  const { toasterWanted, lmsReturn } = useSnapshot(store);
  useTopOnNewPage();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {lmsReturn && (
        <Suspense fallback={null}>
          <ReturnToCourse />
        </Suspense>
      )}
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </div>
  );
}
