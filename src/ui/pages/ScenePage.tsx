import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { useDocumentTitle } from '../common/useDocumentTitle';

/** The frame of a scene route: title, subtitle and the box the PixiJS scene and its overlay fill. */
export function ScenePage({ id, children }: { id: 'simulator' | 'challenge'; children?: ReactNode }) {
  const { t } = useLanguage();
  const title = t(`pages.${id}.title`);
  useDocumentTitle(id === 'challenge' ? t('nav.challenge') : title);
  return (
    <div className={`page scene-page scene-page--${id}`}>
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        <p className="page__subtitle">{t(`pages.${id}.subtitle`)}</p>
      </header>
      {children ?? (
        <section className="empty-state" aria-labelledby={`${id}-empty`}>
          <span className="empty-state__icon" aria-hidden="true">
            <Construction />
          </span>
          <h2 id={`${id}-empty`}>{t(`pages.${id}.emptyTitle`)}</h2>
          <p>{t(`pages.${id}.emptyText`)}</p>
        </section>
      )}
    </div>
  );
}
