import '../styles/users.css';
import { Pencil, Trash2, UserPlus, UserRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import type { ListedTrainee } from '../../records/stored';
import type { Trainee } from '../../records/types';
import { TRAINEE_LIMITS } from '../../records/validate';
import { takeKioskSeat } from '../../state/kiosk';
import { postNotice } from '../../state/notices';
import { openRecords } from '../../state/records';
import { Modal } from '../common/Modal';

type Draft = { id?: string; name: string; employeeNo: string; company: string; site: string };
export const EMPTY_TRAINEE: Draft = { name: '', employeeNo: '', company: '', site: '' };

/** Add or edit a trainee: name required, the rest optional, every field capped. */
export function TraineeForm({ initial, onDone, cancelLabel }: { initial: Draft; onDone: () => void; cancelLabel?: string }) {
  const { t } = useLanguage();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const records = await openRecords();
    const saved = await records.saveTrainee(draft);
    if (!saved.ok) {
      setError(saved.error === 'name_required' ? t('users.trainee.nameRequired') : t('users.trainee.notSaved'));
      return;
    }
    if (!initial.id) {
      // A new trainee: everything recorded for them is theirs to see, on a locked kiosk too.
      takeKioskSeat(saved.trainee.id, 'all');
      await records.setCurrentTrainee(saved.trainee.id);
    }
    postNotice({ tone: 'success', title: { key: 'users.trainee.saved' } });
    onDone();
  };
  const field = (name: keyof typeof TRAINEE_LIMITS, required = false) => (
    <label className="users-field" htmlFor={`${id}-${name}`}>
      <span className="users-field__label">{t(`users.trainee.fields.${name}`)}</span>
      <input
        id={`${id}-${name}`}
        className="users-field__input"
        value={draft[name]}
        maxLength={TRAINEE_LIMITS[name]}
        required={required}
        aria-invalid={required && error ? true : undefined}
        aria-describedby={required && error ? `${id}-error` : undefined}
        autoComplete="off"
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
        data-testid={`trainee-${name}`}
      />
    </label>
  );
  return (
    <form className="trainee-form" onSubmit={(e) => void submit(e)} noValidate>
      {field('name', true)}
      {field('employeeNo')}
      {field('company')}
      {field('site')}
      {error && (
        <p id={`${id}-error`} className="users-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="trainee-form__buttons">
        <button type="submit" className="button button--primary" data-testid="trainee-save">
          {t('users.trainee.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {cancelLabel ?? t('users.trainee.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * Who trains on this device: choose, add, edit, delete (with the records, after a confirmation).
 * On a kiosk locked by its PIN, a trainee can add themselves and choose who trains, nothing more:
 * the list shows names only, and choosing a name opens none of that person's records.
 */
export function TraineePanel({ trainees, current, locked = false }: { trainees: ListedTrainee[]; current: string | null; locked?: boolean }) {
  const { t } = useLanguage();
  const [editing, setEditing] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<Trainee | null>(null);
  const choose = async (id: string) => {
    takeKioskSeat(id, 'from now');
    await (await openRecords()).setCurrentTrainee(id);
  };
  const remove = async (who: Trainee) => {
    const ok = await (await openRecords()).deleteTrainee(who.id);
    setDeleting(null);
    if (ok) postNotice({ tone: 'info', title: { key: 'users.trainee.deleted', params: { name: who.name } } });
  };
  return (
    <section className="users-panel" aria-labelledby="trainees-title">
      <h2 id="trainees-title">{t('users.trainee.heading')}</h2>
      <p className="users-panel__intro">{t('users.trainee.intro')}</p>
      {trainees.length > 0 && (
        <ul className="trainee-list">
          {trainees.map((who) => (
            <li key={who.id} className={who.id === current ? 'trainee is-current' : 'trainee'} data-testid="trainee">
              <UserRound aria-hidden="true" className="trainee__icon" />
              <span className="trainee__who">
                <strong className="trainee__name">{who.name || who.id}</strong>
                {who.damaged && (
                  <span className="badge badge--danger" data-testid="trainee-damaged" title={t('users.records.damagedText')}>
                    {t('users.records.damaged')}
                  </span>
                )}
                {!locked && <span className="trainee__meta">{[who.employeeNo, who.company, who.site].filter(Boolean).join(' · ')}</span>}
              </span>
              {who.id === current ? (
                <span className="badge badge--safe">{t('users.trainee.current')}</span>
              ) : (
                <button type="button" className="button button--secondary button--small" onClick={() => void choose(who.id)}>
                  {t('users.trainee.makeCurrent')}
                </button>
              )}
              {!locked && (
                <>
                  <button type="button" className="icon-button" aria-label={`${t('users.trainee.edit')}: ${who.name}`} onClick={() => setEditing({ ...who })}>
                    <Pencil aria-hidden="true" />
                  </button>
                  <button type="button" className="icon-button icon-button--danger" aria-label={`${t('users.trainee.delete')}: ${who.name}`} onClick={() => setDeleting(who)}>
                    <Trash2 aria-hidden="true" />
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <TraineeForm key={editing.id ?? 'new'} initial={editing} onDone={() => setEditing(null)} />
      ) : (
        <button type="button" className="button button--primary" onClick={() => setEditing(EMPTY_TRAINEE)} data-testid="trainee-add">
          <UserPlus aria-hidden="true" /> {t('users.trainee.add')}
        </button>
      )}
      <Modal
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('users.trainee.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('users.trainee.deleteText')}
        tone="danger"
        footer={
          <>
            <button type="button" className="button button--ghost" onClick={() => setDeleting(null)}>
              {t('users.trainee.cancel')}
            </button>
            <button type="button" className="button button--danger" onClick={() => deleting && void remove(deleting)} data-testid="trainee-delete-confirm">
              {t('users.trainee.deleteConfirm')}
            </button>
          </>
        }
      />
    </section>
  );
}
