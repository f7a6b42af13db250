import { useLanguage } from '../../i18n/LanguageContext';
import type { Finding } from '../../rules/machineCheck';
import { machineCheckKey } from '../common/textKeys';

/** What the check found, in the page's language (the validator's own words stay for developers). */
export function FindingText({ finding }: { readonly finding: Finding }) {
  const { t } = useLanguage();
  return <span className={`finding finding--${finding.severity}`}>{t(machineCheckKey(finding.code), finding.params)}</span>;
}
