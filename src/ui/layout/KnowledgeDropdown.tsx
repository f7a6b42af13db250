import { BookOpen, Camera, ClipboardList, Factory, FileSearch, type LucideIcon } from 'lucide-react';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { Link, useLocation } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import { ROUTES } from '../../platform/routes';
import type { MenuComponent } from './DeferredMenu';

/** The Knowledge dropdown itself (loaded on demand by KnowledgeMenu). */
/** One page of the Knowledge menu: icon, title and a line on what it holds; marked when it is the page on screen. */
function MenuCard({ href, featured = false, icon: Icon, title, text }: { href: string; featured?: boolean; icon: LucideIcon; title: string; text: string }) {
  const [location] = useLocation();
  return (
    <DropdownMenu.Item asChild>
      <Link href={href} className={featured ? 'menu-card menu-card--featured' : 'menu-card'} aria-current={location === href ? 'page' : undefined}>
        <Icon className="menu-card__icon" aria-hidden="true" />
        <span className="menu-card__title">{title}</span>
        <span className="menu-card__text">{text}</span>
      </Link>
    </DropdownMenu.Item>
  );
}

export const KnowledgeDropdown: MenuComponent<object> = ({ trigger, triggerRef }) => {
  const { t } = useLanguage();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={triggerRef} {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu menu--knowledge" align="start" sideOffset={8}>
          <MenuCard href={ROUTES.knowledge} featured icon={BookOpen} title={t('nav.knowledgeFeatured')} text={t('nav.knowledgeDescription')} />
          <div className="menu__column">
            <MenuCard href={ROUTES.procedures} icon={ClipboardList} title={t('nav.procedures')} text={t('nav.proceduresDescription')} />
            <MenuCard href={ROUTES.examples} icon={FileSearch} title={t('nav.examples')} text={t('nav.examplesDescription')} />
            <MenuCard href={ROUTES.scenarios} icon={Factory} title={t('nav.scenarios')} text={t('nav.scenariosDescription')} />
            <MenuCard href={ROUTES.machines} icon={Camera} title={t('nav.machines')} text={t('nav.machinesDescription')} />
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
