import { useMemo } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { localized } from '../../rules/machine';
import type { Scenario } from '../../rules/scenario';

/** Every part of a work order's machine by its name in the trainee's language, and the crew by theirs (a mistake names either). */
export function useNames(scenario: Scenario | null): Record<string, string> {
  const { language } = useLanguage();
  return useMemo(
    () => Object.fromEntries([...(scenario?.machine.components ?? []).map((c) => [c.id, localized(c.name, language)]), ...(scenario?.crew ?? []).map((m) => [m.id, m.name])]),
    [scenario, language],
  );
}
