import { Download, FileJson, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { plural } from '../../i18n/plural';
import { attemptsCsv } from '../../records/csv';
import type { Trainee } from '../../records/types';
import { openRecords } from '../../state/records';
import { saveFile } from './download';
import { loadActivityTitles, useActivityTitle } from './activityTitle';

const stamp = () => new Date().toISOString().slice(0, 10);

/**
 * Export to CSV (the attempts of the person shown, read when asked), a JSON backup of everything,
 * and importing one, with its progress; where the records live.
 */
export function DataSection({ traineeId, any, trainees, pending, persisted }: { traineeId: string | null; any: boolean; trainees: Trainee[]; pending: number; persisted: boolean | null }) {
  const { t, language } = useLanguage();
  const title = useActivityTitle();
  const file = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const csv = async () => {
    const [listing] = await Promise.all([import('../../records/listing'), loadActivityTitles()]);
    const attempts = await listing.readableAttempts({ traineeId, kind: 'all', result: 'all' });
    saveFile(
      `loto-trainer-records-${stamp()}.csv`,
      attemptsCsv(
        attempts,
        trainees,
        {
          columns: [
            t('users.trainee.fields.name'),
            t('users.trainee.fields.employeeNo'),
            t('users.trainee.fields.company'),
            t('users.trainee.fields.site'),
            t('users.records.columns.date'),
            t('users.records.columns.activity'),
            t('users.records.columns.ruleSet'),
            t('users.records.columns.mode'),
            t('users.records.columns.score'),
            t('users.records.columns.result'),
            t('users.records.columns.mistakes'),
          ],
          passed: t('users.records.passed'),
          failed: t('users.records.failed'),
          notJudged: '',
        },
        title,
        (a) => (a.mode === 'avaliacao' ? t('users.records.assessment') : a.mode === 'pratica' ? t('users.records.practice') : ''),
      ),
      'text/csv;charset=utf-8',
    );
  };
  const backup = async () => saveFile(`loto-trainer-backup-${stamp()}.json`, await (await openRecords()).exportBackup(), 'application/json');
  const restore = async (chosen: File | undefined) => {
    if (!chosen) return;
    const records = await openRecords();
    setMessage(null);
    setProgress(0);
    let result: Awaited<ReturnType<typeof records.importBackup>>;
    try {
      result =
        chosen.size > records.MAX_BACKUP_BYTES
          ? { ok: false, error: 'too_large' }
          : await records.importBackup(await chosen.text(), (done, total) => setProgress(total > 0 ? Math.floor((done / total) * 100) : 100));
    } finally {
      setProgress(null);
    }
    if (file.current) file.current.value = '';
    setMessage(
      result.ok
        ? {
            tone: 'ok',
            text: [
              t('users.data.importDone', {
                trainees: result.trainees.added,
                attempts: result.attempts.added,
                certificates: result.certificates.added,
                duplicates: result.attempts.duplicates + result.certificates.duplicates,
                skipped: result.skipped,
              }),
              result.instructor === 'applied' ? t('users.data.importInstructorApplied') : result.instructor === 'kept' ? t('users.data.importInstructorKept') : '',
              result.procedures.added + result.inspections.added + result.drafts.added > 0
                ? t('users.data.importProcedures', { versions: result.procedures.added, inspections: result.inspections.added, drafts: result.drafts.added })
                : '',
              result.rejected > 0 ? plural(t, language, 'users.data.importRejected', result.rejected) : '',
            ]
              .filter(Boolean)
              .join(' '),
          }
        : { tone: 'error', text: t(`users.data.errors.${result.error}`) },
    );
  };
  return (
    <section className="users-panel" aria-labelledby="data-title">
      <h2 id="data-title">{t('users.data.heading')}</h2>
      <p className={persisted ? 'storage-note' : 'storage-note storage-note--warn'} data-testid="storage-note">
        {persisted ? t('users.data.persisted') : t('users.data.notPersisted')}
      </p>
      {pending > 0 && <p className="storage-note storage-note--warn">{plural(t, language, 'users.data.pending', pending)}</p>}
      <div className="data-buttons">
        <button type="button" className="button button--secondary" onClick={() => void csv()} disabled={!any} data-testid="export-csv">
          <Download aria-hidden="true" /> {t('users.data.csv')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void backup()} data-testid="export-backup">
          <FileJson aria-hidden="true" /> {t('users.data.backup')}
        </button>
        <label className="button button--secondary data-buttons__import">
          <Upload aria-hidden="true" /> {t('users.data.import')}
          <input ref={file} type="file" accept=".json,application/json" className="visually-hidden" disabled={progress !== null} onChange={(e) => void restore(e.target.files?.[0])} data-testid="import-backup" />
        </label>
      </div>
      {progress !== null && (
        <div className="data-progress" data-testid="import-progress">
          <div className="data-progress__bar" role="progressbar" aria-label={t('users.data.importProgress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
            <span style={{ width: `${progress}%` }} />
          </div>
          <p role="status">{t('users.data.importing', { percent: progress })}</p>
        </div>
      )}
      {message && (
        <p className={message.tone === 'ok' ? 'data-message' : 'data-message data-message--error'} role={message.tone === 'ok' ? 'status' : 'alert'} data-testid="import-message">
          {message.text}
        </p>
      )}
    </section>
  );
}
