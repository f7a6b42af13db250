import { BookOpen, ClipboardList, FileSearch } from 'lucide-react';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { Link, useLocation } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import { ROUTES } from '../routes';
import type { MenuComponent } from './DeferredMenu';

/** The Knowledge dropdown itself (loaded on demand by KnowledgeMenu). */
export const KnowledgeDropdown: MenuComponent<object> = ({ trigger, triggerRef }) => {
  const { t } = useLanguage();
  const [location] = useLocation();
  const current = (href: string) => (location === href ? 'page' : undefined);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={triggerRef} {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu menu--knowledge" align="start" sideOffset={8}>
          <DropdownMenu.Item asChild>
            <Link href={ROUTES.knowledge} className="menu-card menu-card--featured" aria-current={current(ROUTES.knowledge)}>
              <BookOpen className="menu-card__icon" aria-hidden="true" />
              <span className="menu-card__title">{t('nav.knowledgeFeatured')}</span>
              <span className="menu-card__text">{t('nav.knowledgeDescription')}</span>
            </Link>
          </DropdownMenu.Item>
          <div className="menu__column">
            <DropdownMenu.Item asChild>
              <Link href={ROUTES.procedures} className="menu-card" aria-current={current(ROUTES.procedures)}>
                <ClipboardList className="menu-card__icon" aria-hidden="true" />
                <span className="menu-card__title">{t('nav.procedures')}</span>
                <span className="menu-card__text">{t('nav.proceduresDescription')}</span>
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild>
              <Link href={ROUTES.examples} className="menu-card" aria-current={current(ROUTES.examples)}>
                <FileSearch className="menu-card__icon" aria-hidden="true" />
                <span className="menu-card__title">{t('nav.examples')}</span>
                <span className="menu-card__text">{t('nav.examplesDescription')}</span>
              </Link>
            </DropdownMenu.Item>
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
