import { useLanguage } from '../../i18n/LanguageContext';

/**
 * Shown while a lazily loaded page arrives. It takes the whole screen's height, so the footer
 * stays below the fold instead of jumping down when the page comes (a layout shift); in a scene's
 * box (`scene`) its message sits near the top, where the scene will be. `inline`: a part of a page
 * with more of the page below it (a list being read), one line tall: a screen-tall frame there
 * pushed what follows below the fold and let it jump back up (a layout shift of 0.09 on a phone).
 */
export function PageLoading({ scene = false, inline = false }: { scene?: boolean; inline?: boolean }) {
  const { t } = useLanguage();
  return (
    <div className={inline ? 'page-loading page-loading--inline' : scene ? 'page-loading page-loading--scene' : 'page-loading'} role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
