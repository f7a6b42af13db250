import { useEffect } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';

/** Sets the tab title to "<page> · LOTO Trainer" in the current language. */
export function useDocumentTitle(page: string): void {
  const { t } = useLanguage();
  useEffect(() => {
    document.title = t('app.documentTitle', { page });
  }, [page, t]);
}
