import type { Language } from '../rules/language';

/**
 * The default operator word in all five languages. The tag form treats any of them as "not
 * filled in" so that a language change can swap it; a unit test keeps this list equal to the
 * `simulator.defaultOperator` text of every locale file.
 */
export const DEFAULT_OPERATORS: Readonly<Record<Language, string>> = {
  pt: 'Operador',
  en: 'Operator',
  es: 'Operador',
  fr: 'Opérateur',
  de: 'Bediener',
};
