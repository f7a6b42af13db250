import { ChevronDown } from 'lucide-react';
import { useLocation } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import { KNOWLEDGE_ROUTES } from '../../platform/routes';
import { DeferredMenu, menuLoader } from './DeferredMenu';

const loader = menuLoader(() => import('./KnowledgeDropdown').then((module) => module.KnowledgeDropdown));

/** The Knowledge dropdown: a featured link to Knowledge, then Procedures and Examples. */
export function KnowledgeMenu() {
  const { t } = useLanguage();
  const [location] = useLocation();
  const active = KNOWLEDGE_ROUTES.includes(location);
  const trigger = {
    className: `nav-link nav-link--menu ${active ? 'nav-link--current' : ''}`,
    children: (
      <>
        {t('nav.knowledge')}
        <ChevronDown className="nav-link__chevron" aria-hidden="true" />
      </>
    ),
  };
  return <DeferredMenu loader={loader} trigger={trigger} props={{}} />;
}
