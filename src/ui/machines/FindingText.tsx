import { useLanguage } from '../../i18n/LanguageContext';
import type { Finding } from '../../rules/machineCheck';
import { machineCheckKey } from '../common/textKeys';

/** What the check found, in the page's language (the validator's own words stay for developers). */
export function FindingText({ finding }: { readonly finding: Finding }) {
  const { t } = useLanguage();
  return <span className={`finding finding--${finding.severity}`}>{t(machineCheckKey(finding.code), finding.params)}</span>;
}

/** What the check found at one field, under it (nothing when it found nothing). */
export function FieldProblems({ findings, id, testId }: { readonly findings: readonly Finding[]; readonly id?: string; readonly testId: string }) {
  if (findings.length === 0) return null;
  return (
    <p className="editor-field__problem" id={id} data-testid={testId}>
      {findings.map((f, i) => (
        <FindingText key={i} finding={f} />
      ))}
    </p>
  );
}

/** What the check found on a part or work order that belongs to none of its fields, above its form. */
export function FormProblems({ findings }: { readonly findings: readonly Finding[] }) {
  if (findings.length === 0) return null;
  return (
    <ul className="editor-form__problems">
      {findings.map((f, i) => (
        <li key={i}>
          <FindingText finding={f} />
        </li>
      ))}
    </ul>
  );
}
