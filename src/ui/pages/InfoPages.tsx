import { ArrowRight, BookOpen, ClipboardList, FileSearch, UserRound, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import { ROUTES } from '../routes';
import { useDocumentTitle } from '../common/useDocumentTitle';

type InfoPageId = 'knowledge' | 'procedures' | 'examples' | 'users';

/** A titled page whose content is still being written: an empty-state card, with an optional way on. */
function InfoPage({ id, icon: Icon, action }: { id: InfoPageId; icon: LucideIcon; action?: boolean }) {
  const { t } = useLanguage();
  const title = t(`pages.${id}.title`);
  useDocumentTitle(title);
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        <p className="page__subtitle">{t(`pages.${id}.subtitle`)}</p>
      </header>
      <section className="empty-state" aria-labelledby={`${id}-empty`}>
        <span className="empty-state__icon" aria-hidden="true">
          <Icon />
        </span>
        <h2 id={`${id}-empty`}>{t(`pages.${id}.emptyTitle`)}</h2>
        <p>{t(`pages.${id}.emptyText`)}</p>
        {action && (
          <Link href={ROUTES.simulator} className="button button--primary">
            {t('pages.knowledge.action')} <ArrowRight aria-hidden="true" />
          </Link>
        )}
      </section>
    </div>
  );
}

/** /conhecimento: in development, with a way to the simulator. */
export function KnowledgePage() {
  return <InfoPage id="knowledge" icon={BookOpen} action />;
}

/** /procedimentos: in preparation. */
export function ProceduresPage() {
  return <InfoPage id="procedures" icon={ClipboardList} />;
}

/** /exemplos: under construction. */
export function ExamplesPage() {
  return <InfoPage id="examples" icon={FileSearch} />;
}

/** /usuarios: the user area, in preparation. */
export function UsersPage() {
  return <InfoPage id="users" icon={UserRound} />;
}
