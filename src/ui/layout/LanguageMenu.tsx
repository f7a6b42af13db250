import { Check, ChevronDown } from 'lucide-react';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { useLanguage } from '../../i18n/LanguageContext';
import { isLanguage, LANGUAGES, languageOption } from '../../rules/language';
import { Flag } from '../common/Flag';

/** The language dropdown: flag and own name per language; `compact` shows flag and code only. */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { language, setLanguage, t } = useLanguage();
  const currentName = languageOption(language).name;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={`button button--ghost language-trigger ${compact ? 'language-trigger--compact' : ''}`}
        aria-label={t('language.choose', { name: currentName })}
      >
        <Flag language={language} />
        <span className={compact ? 'language-trigger__code' : ''}>{compact ? language.toUpperCase() : currentName}</span>
        <ChevronDown className="nav-link__chevron" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu menu--languages" align="end" sideOffset={8}>
          <DropdownMenu.Label className="menu__label">{t('language.label')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={language} onValueChange={(value) => void (isLanguage(value) && setLanguage(value))}>
            {LANGUAGES.map((option) => (
              <DropdownMenu.RadioItem key={option.code} value={option.code} className="menu-item" lang={option.code}>
                <Flag language={option.code} />
                <span className="menu-item__text">{option.name}</span>
                <DropdownMenu.ItemIndicator className="menu-item__check">
                  <Check aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
