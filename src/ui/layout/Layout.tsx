import { lazy, Suspense, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import { store } from '../../state/store';
import { Footer } from './Footer';
import { Header } from './Header';

const Toasts = lazy(() => import('./Toasts'));

/** Header above, the page, footer below; toasts over everything once the first one is asked for. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useLanguage();
  const { toasterWanted } = useSnapshot(store);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
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
