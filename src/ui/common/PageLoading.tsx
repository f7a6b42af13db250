import { useLanguage } from '../../i18n/LanguageContext';

/**
 * Shown while a lazily loaded page arrives. It takes the whole screen's height, so the footer
 * stays below the fold instead of jumping down when the page comes (a layout shift); in a scene's
 * box (`scene`) its message sits near the top, where the scene will be.
 */
export function PageLoading({ scene = false }: { scene?: boolean }) {
  const { t } = useLanguage();
  return (
    <div className={scene ? 'page-loading page-loading--scene' : 'page-loading'} role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
