import { useEffect, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { isLoaded, loadSection, type Section } from '../../i18n/messages';

/** Loads a screen's texts; false until they (and the Portuguese fallback) have arrived. */
export function useSection(section: Section): boolean {
  const { language } = useLanguage();
  const [ready, setReady] = useState(() => isLoaded(language, section) && isLoaded('pt', section));
  useEffect(() => {
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
  }, [section, language]);
  return ready;
}
