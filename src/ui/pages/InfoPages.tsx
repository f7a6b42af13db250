import { UserRound } from 'lucide-react';
import { useLanguage } from '../../i18n/LanguageContext';
import { useDocumentTitle } from '../common/useDocumentTitle';

/** /usuarios: the user area, in preparation (the records page of a later issue). */
export function UsersPage() {
  const { t } = useLanguage();
  const title = t('pages.users.title');
  useDocumentTitle(title);
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        <p className="page__subtitle">{t('pages.users.subtitle')}</p>
      </header>
      <section className="empty-state" aria-labelledby="users-empty">
        <span className="empty-state__icon" aria-hidden="true">
          <UserRound />
        </span>
        <h2 id="users-empty">{t('pages.users.emptyTitle')}</h2>
        <p>{t('pages.users.emptyText')}</p>
      </section>
    </div>
  );
}
