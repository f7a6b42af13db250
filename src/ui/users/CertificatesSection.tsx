import { Award, Download, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { launchContext } from '../../lms/launch';
import type { CertificateRow } from '../../records/db';
import { certificatePdfBytes, isOwnCertificate, issueCertificate, knownKeyIds, passedAssessments } from '../../records/certificates';
import { INSTRUCTOR_KEY, missingForCertificate, readInstructor } from '../../records/instructor';
import { certificateUrl } from '../../records/signing';
import type { AttemptRow, SignedCertificate, Trainee } from '../../records/types';
import { postNotice } from '../../state/notices';
import { openRecords } from '../../state/records';
import { saveFile } from './download';
import { useActivityTitle } from './RecordsSection';

/**
 * Where a certificate's verification page is: this site, or inside an LMS package the site's
 * public address when the build names one (`VITE_PUBLIC_ORIGIN`); else none, since the package's
 * own address is the LMS's file, which has no verification page.
 */
function verifyOrigin(): string | null {
  if (!launchContext().packaged) return window.location.origin;
  try {
    const origin = new URL(import.meta.env.VITE_PUBLIC_ORIGIN ?? '').origin;
    return /^https?:/.test(origin) ? origin : null;
  } catch {
    return null;
  }
}

/** The trainee's certificates: issue one from the passed assessments, download again, verify. */
export function CertificatesSection({ trainee, attempts }: { trainee: Trainee | null; attempts: AttemptRow[] }) {
  const { t, language } = useLanguage();
  const title = useActivityTitle();
  const [issued, setIssued] = useState<CertificateRow[]>([]);
  // The keys of this installation: a certificate signed by another one is kept, marked, and never printed on this letterhead.
  const [known, setKnown] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [tick, setTick] = useState(0);
  const passed = passedAssessments(attempts);
  const origin = verifyOrigin();
  useEffect(() => {
    let alive = true;
    if (!trainee) return;
    void openRecords().then(async (records) => {
      const [rows, ids] = await Promise.all([records.listCertificates(trainee.id), knownKeyIds(records)]);
      if (alive) {
        setIssued(rows);
        setKnown(ids);
      }
    });
    return () => {
      alive = false;
    };
  }, [trainee, tick]);
  const settings = async () => readInstructor(await (await openRecords()).getSetting(INSTRUCTOR_KEY));
  const pdfName = (signed: SignedCertificate) => `${signed.data.id}.pdf`;
  const download = async (signed: SignedCertificate) => {
    const url = certificateUrl(origin ?? window.location.origin, signed);
    saveFile(pdfName(signed), (await certificatePdfBytes(signed, await settings(), url)) as BlobPart, 'application/pdf');
  };
  const issue = async () => {
    if (!trainee) return;
    setBusy(true);
    try {
      const details = await settings();
      if (missingForCertificate(details).length > 0) {
        postNotice({ tone: 'warning', title: { key: 'users.certificates.missingDetails' } });
        return;
      }
      const records = await openRecords();
      const { signed, url } = await issueCertificate(records, { trainee, attempts, settings: details, language, titleOf: title, origin: origin ?? window.location.origin });
      saveFile(pdfName(signed), (await certificatePdfBytes(signed, details, url)) as BlobPart, 'application/pdf');
      postNotice({ tone: 'success', title: { key: 'users.certificates.issued', params: { id: signed.data.id } } });
      setTick((n) => n + 1);
    } catch (error) {
      postNotice({ tone: 'error', title: { key: 'users.certificates.failed', params: { reason: error instanceof Error ? error.message : String(error) } } });
    } finally {
      setBusy(false);
    }
  };
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
        <div className="data-buttons">
          <button type="button" className="button button--primary" onClick={() => void issue()} disabled={busy} data-testid="issue-certificate">
            <Award aria-hidden="true" /> {busy ? t('users.certificates.issuing') : t('users.certificates.issue')}
          </button>
          <p className="certificates__based">{t('users.certificates.basedOn', { count: Math.min(passed.length, 8) })}</p>
        </div>
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
                    <a className="button button--ghost button--small" href={certificateUrl(origin, row.signed)} data-testid="certificate-verify">
                      <ShieldCheck aria-hidden="true" /> {t('users.certificates.verify')}
                    </a>
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
