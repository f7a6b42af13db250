/**
 * On the records page: whether the trainee viewed is due for retraining on a plant machine (OSHA
 * 1910.147(c)(7)(iii)) and why: a new version of its procedure changed what it says, or a
 * periodic inspection found a deviation. A passed assessment on the machine afterwards clears it.
 */
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import type { RetrainingReason } from '../../records/procedureStatus';
import { localized, type LocalizedText } from '../../rules/machine';
import { ROUTES } from '../../platform/routes';
import { dayText } from '../common/dayText';
import { useAfterFirstContentfulPaint } from '../common/useAfterFirstContentfulPaint';

interface Due {
  readonly reason: RetrainingReason;
  readonly machine: LocalizedText;
}

/**
 * Why the trainee is due. The attempts read are only their passed assessments on machines some
 * event asks retraining on, and none when no procedure changed and no inspection found a
 * deviation: a device with 100 000 attempts lists its records without reading them all here.
 * The procedures' code (signing, the machine library) loads here, after the page's first frame.
 */
async function dueFor(traineeId: string): Promise<Due[]> {
  const [{ allProcedureVersions, listInspections }, { retrainingDue, retrainingMachines }] = await Promise.all([import('../../records/procedureRead'), import('../../records/procedureStatus')]);
  const [versions, inspections] = await Promise.all([allProcedureVersions(), listInspections()]);
  if (versions.length === 0) return [];
  const data = versions.map((v) => v.data);
  const found = inspections.map((i) => i.data);
  const machines = retrainingMachines(data, found);
  if (machines.size === 0) return [];
  const attempts = await (await import('../../records/listing')).machinePasses(traineeId, machines);
  const names = new Map(data.map((v) => [v.machineId, (v.machine.name ?? {}) as LocalizedText]));
  return (retrainingDue(attempts, data, found).get(traineeId) ?? []).map((reason) => ({ reason, machine: names.get(reason.machineId) ?? {} }));
}

export function RetrainingNotice({ traineeId, version }: { traineeId: string | null; version: number }) {
  const { t, language } = useLanguage();
  const [due, setDue] = useState<{ for: string; list: Due[] } | null>(null);
  // Read once the page has painted: the procedures' code is not in the way of its first frame.
  const painted = useAfterFirstContentfulPaint();
  useEffect(() => {
    if (traineeId === null || !painted) return;
    let alive = true;
    void dueFor(traineeId).then(
      (list) => alive && setDue({ for: traineeId, list }),
      () => alive && setDue({ for: traineeId, list: [] }),
    );
    return () => {
      alive = false;
    };
  }, [traineeId, version, painted]);
  const list = due && due.for === traineeId ? due.list : [];
  if (list.length === 0) return null;
  return (
    <section className="users-panel retraining-notice" aria-labelledby="retraining-title" data-testid="retraining-notice">
      <h2 id="retraining-title">{t('users.retraining.heading')}</h2>
      <ul>
        {list.map(({ reason, machine }) => (
          <li key={`${reason.machineId}-${reason.kind}`}>
            {reason.kind === 'new_version' ? t('users.retraining.new_version', { machine: localized(machine, language), version: reason.version }) : t('users.retraining.deviation', { machine: localized(machine, language), date: dayText(reason.date, language) })}
          </li>
        ))}
      </ul>
      <p className="users-panel__intro">
        {t('users.retraining.clear')} <Link href={ROUTES.inspections}>{t('users.machines.due')}</Link>
      </p>
    </section>
  );
}
