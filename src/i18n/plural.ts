import type { Language } from '../rules/language';
import type { MessageKey, Translate } from './messages';

/** Message keys that have `.one` and `.other` forms. */
type PluralBase<K = MessageKey> = K extends `${infer B}.one` ? (`${B}.other` extends MessageKey ? B : never) : never;

const rules = new Map<Language, Intl.PluralRules>();

/**
 * Picks the plural form of a message by the language's own rules (Intl.PluralRules): `.one`
 * where the language says "one", `.other` for everything else our locale files cover.
 */
export function plural(t: Translate, language: Language, base: PluralBase, count: number, params: Readonly<Record<string, string | number>> = {}): string {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  const form = rule.select(count) === 'one' ? 'one' : 'other';
  return t(`${base}.${form}`, { ...params, count });
}
