/**
 * /inspecoes — what is due across the machines with an approved procedure: each one's review
 * date and its next periodic inspection (OSHA 1910.147(c)(6): at least yearly), overdue first,
 * and who is due for retraining ((c)(7)(iii)). Behind the kiosk's PIN when one is set.
 */
import '../styles/users.css';
import '../styles/procedures.css';
import { FileDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import type { Translate } from '../../i18n/messages';
import { onRecordsChange } from '../../records/changes';
import { databaseMayExist } from '../../records/databaseName';
import { todayOf } from '../../records/procedureStatus';
import type { InspectionRow } from '../../records/procedureTypes';
import type { DueData } from './dueRead';
import { procedurePath } from '../../platform/routes';
import type { Language } from '../../rules/language';
import { localized, type LocalizedText } from '../../rules/machine';
import { kioskLocked } from '../../state/kiosk';
import { store } from '../../state/store';
import { PageLoading } from '../common/PageLoading';
import { readAhead } from '../common/readAhead';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { useSections } from '../common/useSection';
import { DUE_PAGE_SECTIONS } from './sections';
import { saveFile } from '../users/download';
import { KioskUnlock } from '../users/KioskUnlock';
import { RetrainingList } from './RetrainingList';
import { dayText } from '../common/dayText';

/** What the page lists where the device has no records database yet: nothing. */
const NOTHING_DUE: DueData = { due: [], inspections: [], retraining: [] };

/** What is due, read from the records database where there is one (dueRead.ts). */
async function readDue(): Promise<DueData> {
  if (!(await databaseMayExist())) return NOTHING_DUE;
  return (await import('./dueRead')).readDue();
}

/** What is due, read ahead of the page's first render. */
const dueAhead = readAhead<DueData>();

/**
 * Reads what is due before the page renders (App.tsx waits for it with the page's code): its first
 * frame shows the table, not a loading line that the table then pushes the footer down from (on
 * Lighthouse's phone a layout shift of 0.31).
 */
export function preloadDue(): Promise<void> {
  return dueAhead.preload((watch) => {
    watch(onRecordsChange);
    return readDue();
  });
}

function DueTable({ data }: { data: DueData }) {
  const { t, language } = useLanguage();
  if (data.due.length === 0)
    return (
      <p className="procedure-empty" data-testid="due-none">
        {t('procedure.due.none')}
      </p>
    );
  const state = (s: 'ok' | 'soon' | 'overdue') => <span className={`procedure-badge procedure-badge--${s}`}>{t(`procedure.due.${s}`)}</span>;
  return (
    <div className="procedure-table-wrap">
      <table className="procedure-table due-table" data-testid="due-table">
        <thead>
          <tr>
            <th scope="col">{t('procedure.due.machine')}</th>
            <th scope="col">{t('procedure.due.version')}</th>
            <th scope="col">{t('procedure.due.review')}</th>
            <th scope="col">{t('procedure.due.last')}</th>
            <th scope="col">{t('procedure.due.inspection')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('procedure.due.open')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.due.map((d) => (
            <tr key={d.machineId} data-testid={`due-${d.machineId}`}>
              <th scope="row">{localized((d.version.machine.name ?? {}) as LocalizedText, language) || d.machineId}</th>
              <td data-label={t('procedure.due.version')}>{d.version.version}</td>
              <td data-label={t('procedure.due.review')}>
                {dayText(d.review.due, language)} {state(d.review.state)}
              </td>
              <td data-label={t('procedure.due.last')}>{d.inspection.last ? dayText(d.inspection.last, language) : t('procedure.due.never')}</td>
              <td data-label={t('procedure.due.inspection')}>
                {dayText(d.inspection.due, language)} {state(d.inspection.state)}
              </td>
              <td>
                <Link href={procedurePath(d.machineId)} className="button button--secondary">
                  {t('procedure.due.open')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every inspection of the device as CSV, each with whether its signature holds. */
async function exportCsv(rows: readonly InspectionRow[], language: Language, t: Translate): Promise<void> {
  const [{ inspectionsCsv }, reading] = await Promise.all([import('../../records/csv'), import('./dueRead')]);
  const known = await reading.knownKeyIds();
  const checked = await Promise.all(rows.map(async (row) => ({ row, valid: (await reading.signatureState(row, known)) !== 'invalid' })));
  const c = (k: 'date' | 'machine' | 'machineId' | 'version' | 'inspector' | 'inspectorRole' | 'authorized' | 'affected' | 'tagout' | 'deviations' | 'signature') => t(`procedure.csv.${k}`);
  const text = inspectionsCsv(checked, {
    language,
    columns: [c('date'), c('machine'), c('machineId'), c('version'), c('inspector'), c('inspectorRole'), c('authorized'), c('affected'), c('tagout'), c('deviations'), c('signature')],
    yes: t('procedure.inspection.yes'),
    no: t('procedure.inspection.no'),
    signatureValid: t('procedure.csv.valid'),
    signatureInvalid: t('procedure.csv.invalid'),
    actionSeparator: '→',
  });
  saveFile(`inspections-${todayOf()}.csv`, text, 'text/csv;charset=utf-8');
}

function Due() {
  const { t, language } = useLanguage();
  const [data, setData] = useState<DueData | null>(() => dueAhead.take());
  useEffect(() => {
    let alive = true;
    const read = () =>
      void readDue().then(
        (d) => alive && setData(d),
        () => alive && setData({ due: [], inspections: [], retraining: [] }),
      );
    read();
    const stop = onRecordsChange(read);
    return () => {
      alive = false;
      stop();
    };
  }, []);
  if (!data) return <PageLoading />;
  return (
    <div className="procedure-grid">
      <section className="users-panel" aria-labelledby="due-heading">
        <h2 id="due-heading" className="visually-hidden">
          {t('procedure.due.title')}
        </h2>
        <DueTable data={data} />
        {data.inspections.length > 0 && (
          <div className="procedure-actions">
            <button type="button" className="button button--secondary" onClick={() => void exportCsv(data.inspections, language, t)} data-testid="inspections-csv">
              <FileDown aria-hidden="true" size={18} /> {t('procedure.inspection.csv')}
            </button>
          </div>
        )}
      </section>
      <section className="users-panel" aria-labelledby="due-retraining">
        <h2 id="due-retraining">{t('procedure.retraining.heading')}</h2>
        <RetrainingList due={data.retraining} testId="due-retraining" />
      </section>
    </div>
  );
}

export default function DuePage() {
  const { t } = useLanguage();
  const ready = useSections(DUE_PAGE_SECTIONS);
  const snap = useSnapshot(store);
  useDocumentTitle(t('procedure.due.title'));
  if (!ready) return <PageLoading />;
  return (
    <div className="page procedure-page">
      <header className="page__header">
        <h1 className="page__title">{t('procedure.due.title')}</h1>
        <p className="page__subtitle">{t('procedure.due.subtitle')}</p>
      </header>
      {kioskLocked(snap) ? (
        <div className="machines-locked" data-testid="machines-locked">
          <p>{t('editor.library.locked')}</p>
          <KioskUnlock />
        </div>
      ) : (
        <Due />
      )}
    </div>
  );
}
