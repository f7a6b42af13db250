import { Award, Download, Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import { plural } from '../../i18n/plural';
import type { CertificateRow } from '../../records/db';
import { certificatePdfBytes, isOwnCertificate, issueCertificate, IssueError, knownKeyIds, MAX_CERTIFICATE_ASSESSMENTS, MAX_INSTRUCTORS, passedAssessments, recordedPracticeSeconds, WORKLOAD_LIMITS } from '../../records/certificates';
import { certificateTexts, formatDuration } from '../../records/certificateTexts';
import { INSTRUCTOR_KEY, INSTRUCTOR_LIMITS, missingForCertificate, readInstructor } from '../../records/instructor';
import { certificateUrl } from '../../records/signing';
import type { AttemptRow, CertificatePerson, SignedCertificate, Trainee, TraineeRole } from '../../records/types';
import { postNotice } from '../../state/notices';
import { openRecords } from '../../state/records';
import { recordsKept } from '../../state/recordsKept';
import { store } from '../../state/store';
import { publicOrigin as verifyOrigin } from '../common/publicOrigin';
import { useSectionTexts } from '../common/useSection';
import { saveFile } from './download';
import { waitText } from './KioskUnlock';
import { loadActivityTitles, useActivityTitle } from './activityTitle';

const ROLES: TraineeRole[] = ['authorized', 'affected', 'other'];

/** The verification addresses of the certificates listed (made asynchronously: they are compressed). */
function useVerifyUrls(rows: readonly CertificateRow[], origin: string | null): Record<string, string> {
  const [urls, setUrls] = useState<Record<string, string>>({});
  useEffect(() => {
    if (origin === null) return;
    let alive = true;
    void Promise.all(rows.map(async (row) => [row.id, await certificateUrl(origin, row.signed)] as const)).then((pairs) => {
      if (alive) setUrls(Object.fromEntries(pairs));
    });
    return () => {
      alive = false;
    };
  }, [rows, origin]);
  return urls;
}

/**
 * The trainee's certificates: the instructor states the workload, the role and the instructors and
 * types the PIN, and the certificate is issued from the passed assessments; download again, verify.
 */
export function CertificatesSection({ trainee, attempts }: { trainee: Trainee | null; attempts: AttemptRow[] }) {
  const { t, language } = useLanguage();
  const id = useId();
  const title = useActivityTitle();
  const keptPin = useSnapshot(store).kiosk.pin;
  const [issued, setIssued] = useState<CertificateRow[]>([]);
  // The keys of this installation: a certificate signed by another one is kept, marked, and never printed on this letterhead.
  const [known, setKnown] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [tick, setTick] = useState(0);
  const [hours, setHours] = useState('');
  const [role, setRole] = useState<TraineeRole | ''>('');
  const [instructors, setInstructors] = useState<CertificatePerson[]>([{ name: '', qualification: '' }]);
  const [pin, setPin] = useState('');
  // What the last press of "Issue" found missing: each field named, with where it is (a selector).
  const [missing, setMissing] = useState<{ label: string; at: string }[]>([]);
  // The time this installation recorded for the trainee (every attempt of theirs), as the certificate will state it.
  const [recorded, setRecorded] = useState<number | null>(null);
  const passed = passedAssessments(attempts);
  const origin = verifyOrigin();
  const urls = useVerifyUrls(issued, origin);
  const certificateWords = useSectionTexts('certificate');
  const texts = certificateWords && certificateTexts(language, certificateWords);
  useEffect(() => {
    let alive = true;
    if (!trainee) return;
    void openRecords().then(async (records) => {
      const [rows, ids, seconds] = await Promise.all([records.listCertificates(trainee.id), knownKeyIds(records), recordedPracticeSeconds(records, trainee.id).catch(() => null)]);
      if (alive) {
        setIssued(rows);
        setKnown(ids);
        setRecorded(seconds);
      }
    });
    return () => {
      alive = false;
    };
  }, [trainee, tick]);
  // The instructor saved in the certificate details starts the list; more can be added when issuing.
  useEffect(() => {
    let alive = true;
    void recordsKept().then(async (kept) => {
      if (!kept) return;
      const saved = readInstructor(await (await openRecords()).getSetting(INSTRUCTOR_KEY));
      if (alive && (saved.instructorName !== '' || saved.instructorQualification !== '')) {
        setInstructors((list) => (list.length === 1 && list[0]!.name === '' && list[0]!.qualification === '' ? [{ name: saved.instructorName, qualification: saved.instructorQualification }] : list));
      }
    });
    return () => {
      alive = false;
    };
  }, []);
  const settings = async () => readInstructor(await (await openRecords()).getSetting(INSTRUCTOR_KEY));
  const pdfName = (signed: SignedCertificate) => `${signed.data.id}.pdf`;
  const download = async (signed: SignedCertificate) => {
    const url = await certificateUrl(origin ?? window.location.origin, signed);
    saveFile(pdfName(signed), (await certificatePdfBytes(signed, await settings(), url)) as BlobPart, 'application/pdf');
  };
  /** Every field the certificate still needs, in the order they are on the page (the details first). */
  const missingFields = (details: Awaited<ReturnType<typeof settings>>) => {
    const found: { label: string; at: string }[] = missingForCertificate(details)
      .filter((key) => key !== 'instructorName' && key !== 'instructorQualification')
      .map((key) => ({ label: `${t(`users.instructor.${key}`)} · ${t('users.instructor.heading')}`, at: `[data-testid="instructor-${key}"]` }));
    const workload = Number(hours.replace(',', '.'));
    if (hours.trim() === '' || !Number.isFinite(workload) || workload < WORKLOAD_LIMITS.min || workload > WORKLOAD_LIMITS.max) found.push({ label: t('users.certificates.hours'), at: '[data-testid="issue-hours"]' });
    if (role === '') found.push({ label: t('users.certificates.role'), at: '[data-testid="issue-role"]' });
    const filled = instructors.some((p) => p.name.trim() !== '' || p.qualification.trim() !== '');
    instructors.forEach((p, i) => {
      // An empty row among filled ones is left out; with none filled, the first is needed.
      if (filled ? p.name.trim() === '' && p.qualification.trim() === '' : i > 0) return;
      if (p.name.trim() === '') found.push({ label: `${t('users.certificates.instructorName')} ${i + 1}`, at: `[data-testid="issue-instructor-name-${i}"]` });
      if (p.qualification.trim() === '') found.push({ label: `${t('users.certificates.instructorQualification')} ${i + 1}`, at: `[data-testid="issue-instructor-qualification-${i}"]` });
    });
    if (keptPin !== null && pin === '') found.push({ label: t('users.certificates.pin'), at: '[data-testid="issue-pin"]' });
    return found;
  };
  /** Takes the user to a field: scrolled into view and focused. */
  const goTo = (at: string) => {
    const field = document.querySelector<HTMLElement>(at);
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  };
  const issue = async (event: FormEvent) => {
    event.preventDefault();
    if (!trainee || busy) return;
    setBusy(true);
    try {
      const details = await settings();
      // Nothing missing is left to a notice that goes away: each field is named, and the first one focused.
      const gaps = missingFields(details);
      setMissing(gaps);
      if (gaps.length > 0) {
        goTo(gaps[0]!.at);
        return;
      }
      const records = await openRecords();
      // The syllabus rebuilds each passed work order: the plant's machines are read first.
      await (await import('../../records/plantMachines')).loadPlantMachines();
      // The syllabus names each built-in work order from its file.
      await loadActivityTitles();
      const form = { workloadHours: hours.trim() === '' ? Number.NaN : Number(hours.replace(',', '.')), role: role === '' ? null : role, instructors, pin };
      const { signed, pdf } = await issueCertificate(records, { trainee, attempts, settings: details, language, titleOf: title, origin: origin ?? window.location.origin, form, keptPin: store.kiosk.pin });
      setPin('');
      saveFile(pdfName(signed), pdf as BlobPart, 'application/pdf');
      postNotice({ tone: 'success', title: { key: 'users.certificates.issued', params: { id: signed.data.id } } });
      setTick((n) => n + 1);
    } catch (error) {
      if (error instanceof IssueError) {
        if (error.code === 'pin_wrong' || error.code === 'pin_wait') setPin('');
        const params = error.code === 'pin_wait' ? { time: waitText(Number(error.params.waitMs), language) } : { ...error.params };
        postNotice({ tone: 'error', title: { key: `users.certificates.errors.${error.code}`, params } });
      } else {
        postNotice({ tone: 'error', title: { key: 'users.certificates.failed', params: { reason: error instanceof Error ? error.message : String(error) } } });
      }
    } finally {
      setBusy(false);
    }
  };
  const setPerson = (i: number, field: keyof CertificatePerson, value: string) => setInstructors(instructors.map((p, j) => (j === i ? { ...p, [field]: value } : p)));
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="users-panel" aria-labelledby="certificates-title">
      <h2 id="certificates-title">{t('users.certificates.heading')}</h2>
      <p className="users-panel__intro">{t('users.certificates.intro')}</p>
      {origin === null ? (
        <p data-testid="certificate-in-package">{t('users.certificates.inPackage')}</p>
      ) : !trainee ? (
        <p>{t('users.certificates.noTrainee')}</p>
      ) : passed.length === 0 ? (
        <p data-testid="certificate-none-passed">{t('users.certificates.noPassed')}</p>
      ) : (
        <form className="trainee-form certificate-form" onSubmit={(e) => void issue(e)} noValidate>
          <p className="certificates__based">{plural(t, language, 'users.certificates.basedOn', Math.min(passed.length, MAX_CERTIFICATE_ASSESSMENTS))}</p>
          <label className="users-field" htmlFor={`${id}-hours`}>
            <span className="users-field__label">{t('users.certificates.hours')}</span>
            <input
              id={`${id}-hours`}
              className="users-field__input"
              type="number"
              inputMode="decimal"
              min={WORKLOAD_LIMITS.min}
              max={WORKLOAD_LIMITS.max}
              step={0.5}
              required
              value={hours}
              onChange={(e) => setHours(e.target.value)}
              aria-describedby={`${id}-hours-help`}
              data-testid="issue-hours"
            />
            <span className="users-field__help" id={`${id}-hours-help`} data-testid="issue-practice">
              {recorded !== null && texts && t('users.certificates.hoursHelp', { time: formatDuration(texts, recorded) })}
            </span>
          </label>
          <label className="users-field" htmlFor={`${id}-role`}>
            <span className="users-field__label">{t('users.certificates.role')}</span>
            <select id={`${id}-role`} className="users-field__input" required value={role} onChange={(e) => setRole(e.target.value as TraineeRole | '')} data-testid="issue-role">
              <option value="">{t('users.certificates.rolePick')}</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {texts?.roles[r] ?? r}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="users-field certificate-form__instructors">
            <legend className="users-field__label">{t('users.certificates.instructors')}</legend>
            {instructors.map((p, i) => (
              <div key={i} className="certificate-form__person">
                <input
                  className="users-field__input"
                  aria-label={`${t('users.certificates.instructorName')} ${i + 1}`}
                  placeholder={t('users.certificates.instructorName')}
                  maxLength={INSTRUCTOR_LIMITS.instructorName}
                  value={p.name}
                  onChange={(e) => setPerson(i, 'name', e.target.value)}
                  data-testid={`issue-instructor-name-${i}`}
                />
                <input
                  className="users-field__input"
                  aria-label={`${t('users.certificates.instructorQualification')} ${i + 1}`}
                  placeholder={t('users.certificates.instructorQualification')}
                  maxLength={INSTRUCTOR_LIMITS.instructorQualification}
                  value={p.qualification}
                  onChange={(e) => setPerson(i, 'qualification', e.target.value)}
                  data-testid={`issue-instructor-qualification-${i}`}
                />
                {instructors.length > 1 && (
                  <button type="button" className="button button--ghost button--small" onClick={() => setInstructors(instructors.filter((_, j) => j !== i))}>
                    <Trash2 aria-hidden="true" /> {t('users.certificates.removeInstructor')}
                  </button>
                )}
              </div>
            ))}
            {instructors.length < MAX_INSTRUCTORS && (
              <button type="button" className="button button--ghost button--small" onClick={() => setInstructors([...instructors, { name: '', qualification: '' }])} data-testid="issue-add-instructor">
                <Plus aria-hidden="true" /> {t('users.certificates.addInstructor')}
              </button>
            )}
          </fieldset>
          {keptPin === null ? (
            <p className="storage-note storage-note--warn" data-testid="issue-pin-unset">
              {t('users.certificates.pinUnset')} <a href="#kiosk-settings">{t('users.certificates.pinSetLink')}</a>
            </p>
          ) : (
            <label className="users-field" htmlFor={`${id}-pin`}>
              <span className="users-field__label">{t('users.certificates.pin')}</span>
              <input id={`${id}-pin`} className="users-field__input" type="password" inputMode="numeric" autoComplete="off" maxLength={8} value={pin} onChange={(e) => setPin(e.target.value)} data-testid="issue-pin" />
            </label>
          )}
 {missing.length > 0 && (
            <div className="users-field__error certificate-form__missing" role="alert" data-testid="issue-missing">
              <p>{t('users.certificates.missingTitle')}</p>
              <ul>
                {missing.map((m) => (
                  <li key={m.at}>
                    <a
                      href="#"
                      onClick={(e) => {
                        e.preventDefault();
                        goTo(m.at);
                      }}
                    >
                      {m.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="data-buttons">
            <button type="submit" className="button button--primary" disabled={busy || keptPin === null} data-testid="issue-certificate">
              <Award aria-hidden="true" /> {busy ? t('users.certificates.issuing') : t('users.certificates.issue')}
            </button>
          </div>
        </form>
      )}
      {trainee && origin !== null && (
        <>
          <h3 className="certificates__list-title">{t('users.certificates.list')}</h3>
          {issued.length === 0 ? (
            <p>{t('users.certificates.none')}</p>
          ) : (
            <ul className="certificates__list">
              {issued.map((row) => (
                <li key={row.id} data-testid={isOwnCertificate(row.signed, known) ? 'certificate' : 'certificate-foreign'}>
                  <strong>{row.id}</strong> · {date.format(row.issuedAt)}
                  {!isOwnCertificate(row.signed, known) && <span className="badge badge--danger"> {t('users.certificates.foreign', { keyId: row.signed.data.keyId })}</span>}
                  <span className="certificates__actions">
                    {isOwnCertificate(row.signed, known) && (
                      <button type="button" className="button button--ghost button--small" onClick={() => void download(row.signed)}>
                        <Download aria-hidden="true" /> {t('users.certificates.download')}
                      </button>
                    )}
                    {urls[row.id] !== undefined && (
                      <a className="button button--ghost button--small" href={urls[row.id]} data-testid="certificate-verify">
                        <ShieldCheck aria-hidden="true" /> {t('users.certificates.verify')}
                      </a>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
