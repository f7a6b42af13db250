import { ChevronDown } from 'lucide-react';
import { useLanguage } from '../../i18n/LanguageContext';
import { languageOption } from '../../rules/language';
import { Flag } from '../common/Flag';
import { DeferredMenu, menuLoader } from './DeferredMenu';

const loader = menuLoader(() => import('./LanguageDropdown').then((module) => module.LanguageDropdown));

/** The language dropdown: flag and own name per language; `compact` shows flag and code only. */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { language, t } = useLanguage();
  const currentName = languageOption(language).name;
  const trigger = {
    className: `button button--ghost language-trigger ${compact ? 'language-trigger--compact' : ''}`,
    'aria-label': t('language.choose', { name: currentName }),
    children: (
      <>
        <Flag language={language} />
        <span className={compact ? 'language-trigger__code' : ''}>{compact ? language.toUpperCase() : currentName}</span>
        <ChevronDown className="nav-link__chevron" aria-hidden="true" />
      </>
    ),
  };
  return <DeferredMenu loader={loader} trigger={trigger} props={{}} />;
}
