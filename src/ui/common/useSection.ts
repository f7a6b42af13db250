import { useEffect, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { isLoaded, loadSection, sectionTexts, type Messages, type Section } from '../../i18n/messages';
import { DEFAULT_LANGUAGE } from '../../rules/language';

/**
 * Loads a screen's texts; false until they (and the Portuguese fallback) have arrived. With
 * `wanted` false nothing loads yet (texts a part of the screen needs only once it opens).
 */
export function useSection(section: Section, wanted = true): boolean {
  const { language } = useLanguage();
  const [ready, setReady] = useState(() => isLoaded(language, section) && isLoaded('pt', section));
  useEffect(() => {
    if (!wanted) return;
    let alive = true;
    loadSection(section, language).then(
      () => alive && setReady(true),
      (error: unknown) => {
        // Without this screen's texts in the chosen language, Portuguese (or the keys) still show.
        console.warn(`Could not load the ${section} texts in ${language}.`, error);
        if (alive) setReady(true);
      },
    );
    return () => {
      alive = false;
    };
  }, [section, language, wanted]);
  return ready;
}

/**
 * A screen's texts whole, as its locale file holds them (the certificate's, the verification
 * page's): in the chosen language, else Portuguese; undefined until they have arrived.
 */
export function useSectionTexts<S extends Section>(section: S): Messages[S] | undefined {
  const { language } = useLanguage();
  const ready = useSection(section);
  return ready ? (sectionTexts(section, language) ?? sectionTexts(section, DEFAULT_LANGUAGE)) : undefined;
}
