import { useEffect, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { isLoaded, loadSection, sectionTexts, type Messages, type Section } from '../../i18n/messages';
import { DEFAULT_LANGUAGE, type Language } from '../../rules/language';
import { store } from '../../state/store';

/**
 * A section's texts in `language`; a section that cannot come is said in the console and leaves
 * Portuguese (or the keys) to show, so the promise never fails.
 */
function loadSectionOrWarn(section: Section, language: Language): Promise<void> {
  return loadSection(section, language).then(
    () => undefined,
    (error: unknown) => console.warn(`Could not load the ${section} texts in ${language}.`, error),
  );
}

/**
 * Loads a screen's texts; false until they have arrived in the chosen language. With
 * `wanted` false nothing loads yet (texts a part of the screen needs only once it opens).
 */
export function useSection(section: Section, wanted = true): boolean {
  return useSections([section], wanted);
}

/** Loads several sections' texts, as useSection one; false until all have arrived in the chosen language. */
export function useSections(sections: readonly Section[], wanted = true): boolean {
  const { language } = useLanguage();
  // (a key, so that a list written inline is not a new list to the effect at every render)
  const key = sections.join(',');
  // Ready at once when the sections are already here: only the chosen language's copy is loaded
  // (loadSection), so asking for Portuguese's too kept every other language's first render
  // waiting a render for texts it had (the result of a work order in English lost its focus so).
  const [ready, setReady] = useState(() => sections.every((section) => isLoaded(language, section)));
  useEffect(() => {
    if (!wanted) return;
    let alive = true;
    void Promise.all((key.split(',') as Section[]).map((section) => loadSectionOrWarn(section, language))).then(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, [key, language, wanted]);
  return ready;
}

/**
 * A screen's texts whole, as its locale file holds them (the certificate's, the verification
 * page's): in the chosen language, else Portuguese; undefined until they have arrived.
 */
export function useSectionTexts<S extends Section & keyof Messages>(section: S): Messages[S] | undefined {
  const { language } = useLanguage();
  const ready = useSection(section);
  return ready ? (sectionTexts(section, language) ?? sectionTexts(section, DEFAULT_LANGUAGE)) : undefined;
}

/**
 * Code given once a section's texts have come too, in the page's language (and in every language
 * chosen later): a lazily loaded screen renders its first frame worded. Texts that cannot come
 * leave the code to show what it has, as `useSection` does.
 */
export function withSectionTexts<T>(sections: Section | readonly Section[], code: Promise<T>): Promise<T> {
  const texts = (typeof sections === 'string' ? [sections] : sections).map((section) => loadSectionOrWarn(section, store.language));
  return Promise.all([code, ...texts]).then(([module]) => module);
}
