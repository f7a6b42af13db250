import { Check } from 'lucide-react';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { useLanguage } from '../../i18n/LanguageContext';
import { isLanguage, LANGUAGES } from '../../rules/language';
import { Flag } from '../common/Flag';
import type { MenuComponent } from './DeferredMenu';

/** The language dropdown itself (loaded on demand by LanguageMenu). */
export const LanguageDropdown: MenuComponent<object> = ({ trigger, triggerRef }) => {
  const { language, setLanguage, t } = useLanguage();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={triggerRef} {...trigger} />
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
};
