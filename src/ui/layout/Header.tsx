import { User } from 'lucide-react';
import { Link } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import { BrandMark } from '../common/BrandMark';
import { ROUTES } from '../../platform/routes';
import { KnowledgeMenu } from './KnowledgeMenu';
import { LanguageMenu } from './LanguageMenu';
import { MenuButton } from './MenuButton';
import { NavLink } from './NavLink';
import { ShareButton } from './ShareButton';

/** The site header: full navigation on desktop, compact picker and Menu drawer under 768 px. */
export function Header() {
  const { t } = useLanguage();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href={ROUTES.home} className="site-header__logo" aria-label={t('nav.logoLabel')}>
          <BrandMark />
        </Link>
        <nav className="site-nav desktop-only" aria-label={t('nav.main')}>
          <NavLink href={ROUTES.home} className="site-nav__home">
            {t('nav.home')}
          </NavLink>
          <NavLink href={ROUTES.simulator}>{t('nav.simulator')}</NavLink>
          <NavLink href={ROUTES.challenge}>{t('nav.challenge')}</NavLink>
          <NavLink href={ROUTES.scenarios}>{t('nav.scenarios')}</NavLink>
          <KnowledgeMenu />
        </nav>
        <div className="site-header__tools desktop-only">
          <LanguageMenu />
          <ShareButton />
          <NavLink href={ROUTES.users} className="button button--primary user-button">
            <User aria-hidden="true" />
            <span>{t('nav.userArea')}</span>
          </NavLink>
        </div>
        <div className="site-header__tools mobile-only">
          <LanguageMenu compact />
          <MenuButton />
        </div>
      </div>
    </header>
  );
}
