import { useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { Language } from '../rules/language';
import { setLanguage } from '../state/actions';
import { postNotice } from '../state/notices';
import { store } from '../state/store';
import { LanguageContext } from '../i18n/LanguageContext';
import { translatorFor } from '../i18n/messages';

/** Provides the store's language and a translator bound to it to everything below. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { language } = useSnapshot(store);
  const value = useMemo(() => {
    const t = translatorFor(language);
    const choose = async (next: Language) => {
      const ok = await setLanguage(next);
      if (!ok) postNotice({ tone: 'error', title: { key: 'language.loadFailed' } });
      return ok;
    };
    return { language, setLanguage: choose, t };
  }, [language]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
