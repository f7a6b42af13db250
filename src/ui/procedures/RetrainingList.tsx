/** Who is due for retraining on a machine and why (OSHA 1910.147(c)(7)(iii)): the procedure page's and /inspecoes's list. */
import { useLanguage } from '../../i18n/LanguageContext';
import type { RetrainingReason } from '../../records/procedureStatus';
import { localized, type LocalizedText } from '../../rules/machine';
import { dayText } from '../common/dayText';

export interface DueTrainee {
  readonly name: string;
  readonly reason: RetrainingReason;
  readonly machine: LocalizedText;
}

export function RetrainingList({ due, testId }: { due: readonly DueTrainee[]; testId: string }) {
  const { t, language } = useLanguage();
  if (due.length === 0) return <p className="procedure-empty">{t('procedure.retraining.none')}</p>;
  return (
    <>
      <ul className="retraining-list" data-testid={testId}>
        {due.map(({ name, reason, machine }) => (
          <li key={`${name}-${reason.machineId}-${reason.kind}`}>
            <strong>{name}</strong> ·{' '}
            {reason.kind === 'new_version'
              ? t('procedure.retraining.new_version', { machine: localized(machine, language), version: reason.version })
              : t('procedure.retraining.deviation', { machine: localized(machine, language), date: dayText(reason.date, language) })}
          </li>
        ))}
      </ul>
      <p className="procedure-hint">{t('procedure.retraining.clear')}</p>
    </>
  );
}
