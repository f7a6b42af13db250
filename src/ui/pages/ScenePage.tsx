import { Suspense, type ReactNode } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { PageLoading } from '../common/PageLoading';
import { useDocumentTitle } from '../common/useDocumentTitle';

/**
 * The frame of a scene route: its title and subtitle show at once (they are shell texts), while
 * the scene and its overlay, lazily loaded, fill the box below. The box waits at full height, so
 * nothing on screen jumps when the scene arrives.
 */
export function ScenePage({ id, children }: { id: 'simulator' | 'challenge' | 'scenarios'; children: ReactNode }) {
  const { t } = useLanguage();
  const title = t(`pages.${id}.title`);
  useDocumentTitle(id === 'challenge' ? t('nav.challenge') : title);
  return (
    <div className={`page scene-page scene-page--${id}`}>
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        <p className="page__subtitle">{t(`pages.${id}.subtitle`)}</p>
        {id === 'challenge' && (
          // Shell texts, painted with the title rather than after the board's code: the first
          // paint then holds the page's largest text (Lighthouse's LCP on /desafio).
          <>
            <p className="challenge__instruction">{t('pages.challenge.instruction')}</p>
            <p className="challenge__hint">{t('pages.challenge.keyboardHint')}</p>
          </>
        )}
      </header>
      <Suspense fallback={<PageLoading scene />}>{children}</Suspense>
    </div>
  );
}
