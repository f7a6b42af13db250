/**
 * What the author writes for the next version of the procedure (kept as a draft on the device),
 * and its approval: the approver's name and role, the date, the review date (a year later by
 * default) and the instructor's PIN. Approving saves the draft first, then signs the version.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import type { Translate } from '../../i18n/messages';
import { addYears, todayOf } from '../../records/procedureStatus';
import { approveProcedure, PROCEDURE_LIMITS, saveProcedureDraft, type FieldProblem, type ProcedureProblem } from '../../records/procedures';
import { LANGUAGES, type Language } from '../../rules/language';
import type { LocalizedText } from '../../rules/machine';
import { DEFAULT_RULE_SET, RULE_SETS, type RuleSetId } from '../../rules/ruleSet';
import { postNotice } from '../../state/notices';
import { store } from '../../state/store';
import { waitText } from '../users/KioskUnlock';
import type { MachineEntry } from '../../records/machineLibrary';
import type { ProcedureData } from './useProcedure';

/** A problem in words. */
export function problemText(t: Translate, problem: ProcedureProblem, language: string): string {
  if (problem.problem === 'pin_wait') return t('procedure.problems.pin_wait', { time: waitText(problem.waitMs, language) });
  if (problem.problem === 'invalid') return t('procedure.problems.summary');
  return t(`procedure.problems.${problem.problem}`);
}

/** The problem of one field (or of any field under it), in words, or null. */
export function fieldText(t: Translate, fields: readonly FieldProblem[], field: string): string | null {
  const found = fields.find((f) => f.field === field || f.field.startsWith(`${field}.`));
  return found ? t(`procedure.problems.${found.code}`) : null;
}

export function Field({ id, label, hint, problem, children }: { id: string; label: string; hint?: string; problem: string | null; children: ReactNode }) {
  return (
    <div className={`users-field ${problem ? 'users-field--invalid' : ''}`}>
      <label className="users-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && <span className="procedure-hint">{hint}</span>}
      {children}
      {problem && (
        <span className="procedure-problem" role="alert" id={`${id}-problem`}>
          {problem}
        </span>
      )}
    </div>
  );
}

interface DraftState {
  ruleSet: RuleSetId;
  intendedUse: LocalizedText;
  responsible: LocalizedText;
  name: string;
  role: string;
}

function initial(data: ProcedureData, language: Language): DraftState {
  const from = data.draft ?? data.versions[data.versions.length - 1]?.data ?? null;
  return {
    ruleSet: from?.ruleSet ?? DEFAULT_RULE_SET[language],
    intendedUse: { ...(from?.text.intendedUse ?? {}) },
    responsible: { ...(from?.text.responsible ?? {}) },
    name: from?.preparedBy.name ?? '',
    role: from?.preparedBy.role ?? '',
  };
}

function machineLanguages(data: ProcedureData): Language[] {
  const list = Array.isArray(data.machine.languages) ? (data.machine.languages as Language[]) : [];
  return list.length > 0 ? list : ['en'];
}

export function ProcedureForms({ data, entry, version }: { data: ProcedureData; entry: MachineEntry; version: number }) {
  const { t, language } = useLanguage();
  const id = useId();
  const keptPin = useSnapshot(store).kiosk.pin;
  const [draft, setDraft] = useState<DraftState>(() => initial(data, language));
  const [dirty, setDirty] = useState(false);
  const [fields, setFields] = useState<readonly FieldProblem[]>([]);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const today = todayOf();
  const [approval, setApproval] = useState({ name: '', role: '', date: today, reviewBy: addYears(today, 1), pin: '' });
  const [busy, setBusy] = useState(false);
  const languages = machineLanguages(data);
  // What is typed is kept as the draft a moment after the typing stops, and at once when the tab
  // is hidden or closed (a closed tab loses none of it). Only the typed state is ever written here:
  // the form is not reset from the database while it is open, so a save never moves the caret.
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);
  const save = async (snapshot: DraftState = draft): Promise<boolean> => {
    const result = await saveProcedureDraft(entry.id, { ruleSet: snapshot.ruleSet, text: { intendedUse: snapshot.intendedUse, responsible: snapshot.responsible }, preparedBy: { name: snapshot.name, role: snapshot.role } });
    if (!result.ok) {
      setFields(result.problem === 'invalid' ? result.fields : []);
      setMessage({ tone: 'error', text: problemText(t, result, language) });
      return false;
    }
    if (latest.current === snapshot) setDirty(false);
    return true;
  };
  useEffect(() => {
    if (!dirty) return;
    const keep = () => void saveProcedureDraft(entry.id, { ruleSet: draft.ruleSet, text: { intendedUse: draft.intendedUse, responsible: draft.responsible }, preparedBy: { name: draft.name, role: draft.role } }).then((r) => r.ok && latest.current === draft && setDirty(false));
    const timer = window.setTimeout(keep, 800);
    window.addEventListener('pagehide', keep);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', keep);
    };
  }, [draft, dirty, entry.id]);

  const change = (next: Partial<DraftState>) => {
    setDraft({ ...draft, ...next });
    setDirty(true);
    setMessage(null);
  };
  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    if (await save()) {
      setFields([]);
      setMessage({ tone: 'ok', text: t('procedure.form.saved') });
    }
    setBusy(false);
  };
  const onApprove = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      if (!(await save())) return;
      const result = await approveProcedure(entry.id, { approver: { name: approval.name, role: approval.role }, date: approval.date, reviewBy: approval.reviewBy, pin: approval.pin, keptPin: store.kiosk.pin, revision: entry.revision });
      if (!result.ok) {
        setFields(result.problem === 'invalid' ? result.fields : []);
        setMessage({ tone: 'error', text: problemText(t, result, language) });
        if (result.problem === 'pin_wrong' || result.problem === 'pin_wait') setApproval({ ...approval, pin: '' });
        return;
      }
      setFields([]);
      setApproval({ ...approval, pin: '' });
      postNotice({ tone: 'success', title: { key: 'procedure.approve.done', params: { version: result.row.version } } });
      setMessage({ tone: 'ok', text: t('procedure.approve.done', { version: result.row.version }) });
    } finally {
      setBusy(false);
    }
  };
  const languageName = (code: Language) => LANGUAGES.find((l) => l.code === code)?.name ?? code;
  const text = (key: 'intendedUse' | 'responsible', max: number, hint: string, label: string) => (
    <fieldset className="procedure-texts">
      <legend className="users-field__label">{label}</legend>
      <span className="procedure-hint">{hint}</span>
      {languages.map((lang) => (
        <Field key={lang} id={`${id}-${key}-${lang}`} label={languages.length > 1 ? languageName(lang) : ''} problem={fieldText(t, fields, `${key}.${lang}`) ?? (lang === languages[0] ? (fields.find((f) => f.field === key) ? t('procedure.problems.required') : null) : null)}>
          <textarea
            id={`${id}-${key}-${lang}`}
            className="users-field__input procedure-textarea"
            lang={lang}
            rows={3}
            maxLength={max + 50}
            value={draft[key][lang] ?? ''}
            onChange={(e) => change({ [key]: { ...draft[key], [lang]: e.target.value } })}
            data-testid={`procedure-${key}-${lang}`}
          />
        </Field>
      ))}
    </fieldset>
  );
  return (
    <>
      <section className="users-panel procedure-form" aria-labelledby={`${id}-draft`}>
        <h2 id={`${id}-draft`}>{t('procedure.form.heading')}</h2>
        <form onSubmit={(e) => void onSave(e)} noValidate>
          <Field id={`${id}-rules`} label={t('procedure.form.ruleSet')} problem={null}>
            <select id={`${id}-rules`} className="users-field__input" value={draft.ruleSet} onChange={(e) => change({ ruleSet: e.target.value as RuleSetId })} data-testid="procedure-ruleset">
              {RULE_SETS.map((r) => (
                <option key={r} value={r}>
                  {t(`scenarios.ruleSets.${r}.name`)}
                </option>
              ))}
            </select>
          </Field>
          {text('intendedUse', PROCEDURE_LIMITS.intendedUse, t('procedure.form.intendedUseHint'), t('procedure.form.intendedUse'))}
          {text('responsible', PROCEDURE_LIMITS.responsible, t('procedure.form.responsibleHint'), t('procedure.form.responsible'))}
          <fieldset className="procedure-person">
            <legend className="users-field__label">{t('procedure.form.preparedBy')}</legend>
            <Field id={`${id}-prep-name`} label={t('procedure.form.name')} problem={fieldText(t, fields, 'preparedBy.name')}>
              <input id={`${id}-prep-name`} className="users-field__input" value={draft.name} maxLength={PROCEDURE_LIMITS.name} autoComplete="name" onChange={(e) => change({ name: e.target.value })} data-testid="procedure-prepared-name" />
            </Field>
            <Field id={`${id}-prep-role`} label={t('procedure.form.role')} problem={fieldText(t, fields, 'preparedBy.role')}>
              <input id={`${id}-prep-role`} className="users-field__input" value={draft.role} maxLength={PROCEDURE_LIMITS.role} onChange={(e) => change({ role: e.target.value })} data-testid="procedure-prepared-role" />
            </Field>
          </fieldset>
          <div className="procedure-actions">
            <button type="submit" className="button button--secondary" disabled={busy} data-testid="procedure-save">
              {t('procedure.form.save')}
            </button>
            {dirty && (
              <span className="procedure-hint" data-testid="procedure-unsaved">
                {t('procedure.form.unsaved')}
              </span>
            )}
          </div>
        </form>
      </section>
      {data.derived.ok && (
        <section className="users-panel procedure-approve" aria-labelledby={`${id}-approve`}>
          <h2 id={`${id}-approve`}>{t('procedure.approve.heading', { version })}</h2>
          <p className="users-panel__intro">{t('procedure.approve.intro')}</p>
          <form onSubmit={(e) => void onApprove(e)} noValidate>
            <fieldset className="procedure-person">
              <legend className="users-field__label">{t('procedure.approve.approver')}</legend>
              <Field id={`${id}-ap-name`} label={t('procedure.form.name')} problem={fieldText(t, fields, 'approver.name')}>
                <input id={`${id}-ap-name`} className="users-field__input" value={approval.name} maxLength={PROCEDURE_LIMITS.name} onChange={(e) => setApproval({ ...approval, name: e.target.value })} data-testid="approve-name" />
              </Field>
              <Field id={`${id}-ap-role`} label={t('procedure.form.role')} problem={fieldText(t, fields, 'approver.role')}>
                <input id={`${id}-ap-role`} className="users-field__input" value={approval.role} maxLength={PROCEDURE_LIMITS.role} onChange={(e) => setApproval({ ...approval, role: e.target.value })} data-testid="approve-role" />
              </Field>
            </fieldset>
            <div className="procedure-dates">
              <Field id={`${id}-ap-date`} label={t('procedure.approve.date')} problem={fieldText(t, fields, 'date')}>
                <input id={`${id}-ap-date`} type="date" className="users-field__input" value={approval.date} max={today} onChange={(e) => setApproval({ ...approval, date: e.target.value, reviewBy: /^\d{4}-\d\d-\d\d$/.test(e.target.value) ? addYears(e.target.value, 1) : approval.reviewBy })} data-testid="approve-date" />
              </Field>
              <Field id={`${id}-ap-review`} label={t('procedure.approve.reviewBy')} hint={t('procedure.approve.reviewHint')} problem={fieldText(t, fields, 'reviewBy')}>
                <input id={`${id}-ap-review`} type="date" className="users-field__input" value={approval.reviewBy} onChange={(e) => setApproval({ ...approval, reviewBy: e.target.value })} data-testid="approve-review" />
              </Field>
            </div>
            {keptPin === null ? (
              <p className="storage-note storage-note--warn" data-testid="approve-pin-unset">
                {t('procedure.approve.pinUnset')}
              </p>
            ) : (
              <Field id={`${id}-ap-pin`} label={t('procedure.approve.pin')} problem={null}>
                <input id={`${id}-ap-pin`} type="password" inputMode="numeric" autoComplete="off" className="users-field__input procedure-pin" value={approval.pin} onChange={(e) => setApproval({ ...approval, pin: e.target.value })} data-testid="approve-pin" />
              </Field>
            )}
            <div className="procedure-actions">
              <button type="submit" className="button button--primary" disabled={busy || keptPin === null} data-testid="approve-submit">
                {t('procedure.approve.submit')}
              </button>
            </div>
          </form>
        </section>
      )}
      {message && (
        <p className={`procedure-message procedure-message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'} data-testid="procedure-message">
          {message.text}
        </p>
      )}
    </>
  );
}
