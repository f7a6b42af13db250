import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import { ROUTES } from '../../platform/routes';
import { useDocumentTitle } from '../common/useDocumentTitle';

/** Any unknown path: "404", a friendly line, a way home; the attempted path goes to the console. */
export function NotFoundPage() {
  const { t } = useLanguage();
  const [path] = useLocation();
  useDocumentTitle(t('notFound.code'));
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${path}`);
  }, [path]);
  return (
    <div className="page not-found">
      <p className="not-found__code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 className="page__title">
        <span className="visually-hidden">{t('notFound.code')} </span>
        {t('notFound.title')}
      </h1>
      <p className="page__subtitle">{t('notFound.text', { path })}</p>
      <Link href={ROUTES.home} className="button button--primary">
        <Home aria-hidden="true" /> {t('notFound.back')}
      </Link>
    </div>
  );
}
