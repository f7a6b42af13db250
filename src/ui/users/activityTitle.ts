/**
 * The name of an activity in a record (the records' table, the CSV export, a certificate's
 * syllabus). A built-in work order is named from its file, which comes with every built-in
 * machine (some 20 KB of gzip): it loads when a page of records names one, or before an export or
 * a certificate, not before the records page's first frame.
 */
import { useLanguage } from '../../i18n/LanguageContext';
import { localized } from '../../rules/machine';
import type * as BuiltInScenarios from '../../rules/builtInScenarios';
import { isDamaged, type ListedAttempt } from '../../records/stored';
import type { AttemptRow } from '../../records/types';

let builtIn: typeof BuiltInScenarios | undefined;
let loading: Promise<void> | undefined;

/** Loads the built-in work orders' names, once (a failed load is tried again on the next call). */
export function loadActivityTitles(): Promise<void> {
  loading ??= import('../../rules/builtInScenarios').then(
    (module) => {
      builtIn = module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether any of `rows` is a built-in work order's, whose name needs loadActivityTitles first. */
export function namesBuiltIn(rows: readonly ListedAttempt[]): boolean {
  return rows.some((row) => !isDamaged(row) && row.kind === 'scenario' && !row.machine);
}

/**
 * The name of an activity in the current language. A plant machine's work order is named with its
 * machine and the version trained on, as the record keeps them (also once the machine is deleted).
 * A built-in work order is named by its id until loadActivityTitles has run.
 */
export function useActivityTitle(): (row: Pick<AttemptRow, 'kind' | 'activity' | 'machine'>) => string {
  const { t, language } = useLanguage();
  return (row) => {
    if (row.kind === 'simulator') return t('users.records.simulator');
    if (row.kind === 'challenge') return t('users.records.challenge');
    if (row.machine) return t('users.records.plantActivity', { job: localized(row.machine.job, language), machine: localized(row.machine.name, language), revision: row.machine.revision });
    const def = builtIn?.scenarioDef(row.activity);
    return def ? localized(def.job, language) : row.activity;
  };
}
