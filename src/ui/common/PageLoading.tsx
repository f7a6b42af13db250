import { useLanguage } from '../../i18n/LanguageContext';

/** Shown while a lazily loaded page arrives. */
export function PageLoading() {
  const { t } = useLanguage();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
