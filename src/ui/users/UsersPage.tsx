import '../styles/users.css';
import { Camera, ClipboardCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '../../platform/routes';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import { kioskLocked, kioskSeat, kioskSeatSince } from '../../state/kiosk';
import { store } from '../../state/store';
import { useAfterFirstContentfulPaint } from '../common/useAfterFirstContentfulPaint';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { PageLoading } from '../common/PageLoading';
import { useSections, withSectionTexts } from '../common/useSection';
import { USERS_PAGE_SECTIONS } from './sections';
import { InstructorPanel } from './InstructorPanel';
import { KioskPanel } from './KioskPanel';
import { KioskUnlock } from './KioskUnlock';
import { RetrainingNotice } from './RetrainingNotice';
import { RecordsSection } from './RecordsSection';
import { TraineePanel } from './TraineePanel';
import { useRecordsData } from './useRecordsData';
import { useTraineeRecords } from './useTraineeRecords';

const NOT_NAMED = '';

// Below the records, loaded once the page has painted: the certificates (signing, the PDF's fonts),
// the export and backup, and the LRS settings. Their code (some 30 KB gzipped) is then not in the
// way of the page's first frame, which waits for the records.
const CertificatesSection = lazy(() => withSectionTexts('certificate', import('./CertificatesSection')).then((module) => ({ default: module.CertificatesSection })));
const DataSection = lazy(() => import('./DataSection').then((module) => ({ default: module.DataSection })));
const LrsSection = lazy(() => import('./LrsSection').then((module) => ({ default: module.LrsSection })));

/** /usuarios: who trains on this device, their records with charts, export and backup. */
export default function UsersPage() {
  const { t } = useLanguage();
  const title = t('pages.users.title');
  useDocumentTitle(title);
  const texts = useSections(USERS_PAGE_SECTIONS);
  const data = useRecordsData();
  const snap = useSnapshot(store);
  const locked = kioskLocked(snap);
  const seat = useSnapshot(kioskSeat);
  const [viewing, setViewing] = useState<string | null>(null);
  const hasUnnamed = data.hasUnnamed;
  // With nobody training now (a kiosk session ended), the one trainee's records still show; on a
  // kiosk locked by its PIN, only what the one at the screen did since they added themselves or
  // chose their name (choosing someone else's name opens none of theirs).
  const whose = viewing ?? data.current ?? (data.trainees.length === 1 && !hasUnnamed ? data.trainees[0]!.id : NOT_NAMED);
  // The attempts are read a page at a time; here only their count and the passed assessments.
  const shown = locked ? data.current : whose === NOT_NAMED ? null : whose;
  const records = useTraineeRecords(data.ready ? shown : undefined, data.version);
  const certifiable = (id: string | null) => data.trainees.find((who) => who.id === id && !who.damaged) ?? null;
  const since = kioskSeatSince(seat, snap.session, data.current);
  // The sections below the records are asked for once the page has painted, not in its way.
  const painted = useAfterFirstContentfulPaint();
  return (
    <div className="page users-page">
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        <p className="page__subtitle">{t('pages.users.subtitle')}</p>
      </header>
      {!data.ready || !texts ? (
        <PageLoading />
      ) : (
        <div className={`users-layout ${locked ? 'users-layout--locked' : ''}`}>
          <div className="users-side">
            <TraineePanel trainees={data.trainees} current={data.current} locked={locked} />
            {locked ? (
              <KioskUnlock />
            ) : (
              <>
                <InstructorPanel />
                <KioskPanel />
                <section className="users-panel" aria-labelledby="machines-title" data-testid="machines-panel">
                  <h2 id="machines-title">{t('users.machines.heading')}</h2>
                  <p className="users-panel__intro">{t('users.machines.text')}</p>
                  <Link href={ROUTES.machines} className="button button--secondary">
                    <Camera aria-hidden="true" /> {t('users.machines.open')}
                  </Link>
                  <Link href={ROUTES.inspections} className="button button--secondary" data-testid="open-due">
                    <ClipboardCheck aria-hidden="true" /> {t('users.machines.due')}
                  </Link>
                </section>
              </>
            )}
          </div>
          {locked ? (
            data.current !== null && (
              <div className="users-main">
                <p className="users-panel__intro" data-testid="kiosk-own-only">
                  {t('users.kiosk.locked.ownOnly')}
                </p>
                <RetrainingNotice traineeId={data.current} version={data.version} />
                <RecordsSection key={`${data.current}|${since}`} traineeId={data.current} since={since ?? Infinity} version={data.version} />
              </div>
            )
          ) : (
          <div className="users-main">
            {(data.trainees.length > 1 || hasUnnamed) && (
              <label className="records-whose">
                <span>{t('users.trainee.choose')}</span>
                <select value={whose} onChange={(e) => setViewing(e.target.value)} data-testid="records-whose">
                  {data.trainees.map((who) => (
                    <option key={who.id} value={who.id}>
                      {who.damaged ? `${who.name || who.id} (${t('users.records.damaged')})` : who.name}
                    </option>
                  ))}
                  {hasUnnamed && <option value={NOT_NAMED}>{t('users.trainee.none')}</option>}
                </select>
              </label>
            )}
            <RetrainingNotice traineeId={shown} version={data.version} />
            <RecordsSection key={whose} traineeId={shown} version={data.version} />
            {painted && (
              <Suspense fallback={null}>
                <CertificatesSection trainee={certifiable(whose)} attempts={records.passed} />
                <DataSection traineeId={shown} any={records.any} trainees={data.trainees} pending={data.pending} persisted={data.persisted} />
                <LrsSection />
              </Suspense>
            )}
          </div>
          )}
        </div>
      )}
    </div>
  );
}
