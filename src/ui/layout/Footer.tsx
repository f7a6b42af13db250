import { Link } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import { BrandMark } from '../common/BrandMark';
import { ROUTES } from '../../platform/routes';

/** The site footer: brand, links, the creator's credit and role, and the training disclaimer. */
export function Footer() {
  const { t } = useLanguage();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <BrandMark />
          <p>{t('app.tagline')}</p>
        </div>
        <nav className="site-footer__links" aria-label={t('nav.footer')}>
          <Link href={ROUTES.simulator}>{t('nav.simulator')}</Link>
          <Link href={ROUTES.challenge}>{t('nav.challenge')}</Link>
          <Link href={ROUTES.scenarios}>{t('nav.scenarios')}</Link>
          <Link href={ROUTES.knowledge}>{t('nav.knowledge')}</Link>
          <Link href={ROUTES.procedures}>{t('nav.procedures')}</Link>
          <Link href={ROUTES.examples}>{t('nav.examples')}</Link>
          <Link href={ROUTES.users}>{t('nav.userArea')}</Link>
        </nav>
        <div className="site-footer__credit">
          <p>
            <strong>{t('footer.credit', { name: t('footer.creatorName') })}</strong>
            <br />
            <span>{t('footer.creatorRole')}</span>
          </p>
          <p className="site-footer__disclaimer">{t('footer.disclaimer')}</p>
          <p className="site-footer__rights">{t('footer.rights', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
