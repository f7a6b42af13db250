import { createContext, useContext } from 'react';
import type { Language } from '../rules/language';
import type { Translate } from './messages';

/** What the language hook gives a component. */
export interface LanguageContextValue {
  readonly language: Language;
  readonly setLanguage: (language: Language) => Promise<boolean>;
  readonly t: Translate;
}

export const LanguageContext = createContext<LanguageContextValue | null>(null);

/** The current language, a setter and the typed translator. Throws outside its provider. */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used within a <LanguageProvider>.');
  return value;
}
