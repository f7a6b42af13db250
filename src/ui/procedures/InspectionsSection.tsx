/**
 * The periodic inspections of a machine's procedure (OSHA 1910.147(c)(6)): the form that records
 * one (signed, with the instructor's PIN), the list of those recorded with their signature checks
 * and certifications, and who is due for retraining on the machine ((c)(7)(iii)).
 */
import { FileDown, Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import { todayOf } from '../../records/procedureStatus';
import { PROCEDURE_LIMITS, recordInspection, type FieldProblem, type SignatureState } from '../../records/procedures';
import type { InspectedEmployee, InspectionRow } from '../../records/procedureTypes';
import type { LocalizedText } from '../../rules/machine';
import { PROCEDURE_CLAUSES } from '../../rules/procedure';
import { postNotice } from '../../state/notices';
import { store } from '../../state/store';
import { saveFile } from '../users/download';
import { Field, fieldText, problemText } from './ProcedureForms';
import type { ProcedureData } from './useProcedure';
import { dayText } from '../common/dayText';
import { inspectionBytes } from './inspectionFiles';
import { RetrainingList } from './RetrainingList';

interface FormState {
  procedureId: string;
  date: string;
  name: string;
  role: string;
  employees: InspectedEmployee[];
  tagout: boolean;
  observed: string;
  deviations: { found: string; action: string }[];
  pin: string;
}

function InspectionForm({ data }: { data: ProcedureData }) {
  const { t, language } = useLanguage();
  const id = useId();
  const keptPin = useSnapshot(store).kiosk.pin;
  const newest = data.versions[data.versions.length - 1]!;
  const fresh = (): FormState => ({ procedureId: newest.id, date: todayOf(), name: '', role: '', employees: [{ name: '', kind: 'authorized' }], tagout: false, observed: '', deviations: [], pin: '' });
  const [form, setForm] = useState<FormState>(fresh);
  const [fields, setFields] = useState<readonly FieldProblem[]>([]);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (next: Partial<FormState>) => setForm({ ...form, ...next });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const result = await recordInspection({ procedureId: form.procedureId, date: form.date, inspector: { name: form.name, role: form.role }, employees: form.employees, tagout: form.tagout, observed: form.observed, deviations: form.deviations, pin: form.pin, keptPin: store.kiosk.pin });
      if (!result.ok) {
        setFields(result.problem === 'invalid' ? result.fields : []);
        setMessage({ tone: 'error', text: problemText(t, result, language) });
        if (result.problem === 'pin_wrong' || result.problem === 'pin_wait') set({ pin: '' });
        return;
      }
      setFields([]);
      setForm(fresh());
      // To the company's record store, where one is configured (kept until it is taken, offline too).
      const row = result.row;
      void import('../../lms/lrsConfig')
        .then((m) => m.forwardInspection(row))
        .catch((error: unknown) => console.warn('The record store code could not load; the inspection is kept on this device.', error));
      const text = result.row.data.deviations.length > 0 ? t('procedure.inspection.doneRetrain') : t('procedure.inspection.done');
      setMessage({ tone: 'ok', text });
      postNotice({ tone: 'success', title: { key: 'procedure.inspection.done' } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="inspection-form" onSubmit={(e) => void submit(e)} noValidate data-testid="inspection-form">
      <h3>{t('procedure.inspection.record')}</h3>
      <div className="procedure-dates">
        <Field id={`${id}-version`} label={t('procedure.inspection.version')} problem={null}>
          <select id={`${id}-version`} className="users-field__input" value={form.procedureId} onChange={(e) => set({ procedureId: e.target.value })} data-testid="inspection-version">
            {[...data.versions].reverse().map((v) => (
              <option key={v.id} value={v.id}>
                {t('procedure.versions.version', { version: v.version })}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-date`} label={t('procedure.inspection.date')} problem={fieldText(t, fields, 'date')}>
          <input id={`${id}-date`} type="date" className="users-field__input" value={form.date} max={todayOf()} onChange={(e) => set({ date: e.target.value })} data-testid="inspection-date" />
        </Field>
      </div>
      <fieldset className="procedure-person">
        <legend className="users-field__label">{t('procedure.inspection.inspector')}</legend>
        <Field id={`${id}-name`} label={t('procedure.form.name')} problem={fieldText(t, fields, 'inspector.name')}>
          <input id={`${id}-name`} className="users-field__input" value={form.name} maxLength={PROCEDURE_LIMITS.name} onChange={(e) => set({ name: e.target.value })} data-testid="inspection-inspector" />
        </Field>
        <Field id={`${id}-role`} label={t('procedure.form.role')} problem={fieldText(t, fields, 'inspector.role')}>
          <input id={`${id}-role`} className="users-field__input" value={form.role} maxLength={PROCEDURE_LIMITS.role} onChange={(e) => set({ role: e.target.value })} data-testid="inspection-inspector-role" />
        </Field>
      </fieldset>
      <fieldset className="inspection-list">
        <legend className="users-field__label">{t('procedure.inspection.employees')}</legend>
        {fieldText(t, fields, 'employees') && (
          <span className="procedure-problem" role="alert">
            {fieldText(t, fields, 'employees')}
          </span>
        )}
        {form.employees.map((e, i) => (
          <div key={i} className="inspection-row">
            <input
              aria-label={t('procedure.inspection.employee', { n: i + 1 })}
              className="users-field__input"
              value={e.name}
              maxLength={PROCEDURE_LIMITS.name}
              onChange={(ev) => set({ employees: form.employees.map((x, j) => (j === i ? { ...x, name: ev.target.value } : x)) })}
              data-testid={`inspection-employee-${i}`}
            />
            <select
              aria-label={t('procedure.inspection.employee', { n: i + 1 })}
              className="users-field__input"
              value={e.kind}
              onChange={(ev) => set({ employees: form.employees.map((x, j) => (j === i ? { ...x, kind: ev.target.value as InspectedEmployee['kind'] } : x)) })}
              data-testid={`inspection-employee-kind-${i}`}
            >
              <option value="authorized">{t('procedure.inspection.authorized')}</option>
              <option value="affected">{t('procedure.inspection.affected')}</option>
            </select>
            <button type="button" className="button button--ghost" aria-label={`${t('procedure.inspection.remove')} · ${t('procedure.inspection.employee', { n: i + 1 })}`} onClick={() => set({ employees: form.employees.filter((_, j) => j !== i) })}>
              <X aria-hidden="true" size={18} />
            </button>
          </div>
        ))}
        <button type="button" className="button button--secondary" disabled={form.employees.length >= PROCEDURE_LIMITS.employees} onClick={() => set({ employees: [...form.employees, { name: '', kind: 'authorized' }] })} data-testid="inspection-add-employee">
          <Plus aria-hidden="true" size={18} /> {t('procedure.inspection.addEmployee')}
        </button>
      </fieldset>
      <label className="inspection-check">
        <input type="checkbox" checked={form.tagout} onChange={(e) => set({ tagout: e.target.checked })} data-testid="inspection-tagout" /> {t('procedure.inspection.tagout')}
      </label>
      <Field id={`${id}-observed`} label={t('procedure.inspection.observed')} problem={fieldText(t, fields, 'observed')}>
        <textarea id={`${id}-observed`} className="users-field__input procedure-textarea" rows={3} maxLength={PROCEDURE_LIMITS.observed} value={form.observed} onChange={(e) => set({ observed: e.target.value })} data-testid="inspection-observed" />
      </Field>
      <fieldset className="inspection-list">
        <legend className="users-field__label">{t('procedure.inspection.deviations')}</legend>
        {form.deviations.length === 0 && <p className="procedure-hint">{t('procedure.inspection.noDeviations')}</p>}
        {form.deviations.map((d, i) => (
          <div key={i} className="inspection-deviation">
            <Field id={`${id}-found-${i}`} label={`${t('procedure.inspection.deviation', { n: i + 1 })} · ${t('procedure.inspection.found')}`} problem={fieldText(t, fields, `deviations.${i}.found`)}>
              <textarea id={`${id}-found-${i}`} className="users-field__input" rows={2} maxLength={PROCEDURE_LIMITS.deviation} value={d.found} onChange={(e) => set({ deviations: form.deviations.map((x, j) => (j === i ? { ...x, found: e.target.value } : x)) })} data-testid={`inspection-found-${i}`} />
            </Field>
            <Field id={`${id}-action-${i}`} label={t('procedure.inspection.action')} problem={fieldText(t, fields, `deviations.${i}.action`)}>
              <textarea id={`${id}-action-${i}`} className="users-field__input" rows={2} maxLength={PROCEDURE_LIMITS.deviation} value={d.action} onChange={(e) => set({ deviations: form.deviations.map((x, j) => (j === i ? { ...x, action: e.target.value } : x)) })} data-testid={`inspection-action-${i}`} />
            </Field>
            <button type="button" className="button button--ghost" onClick={() => set({ deviations: form.deviations.filter((_, j) => j !== i) })}>
              <X aria-hidden="true" size={18} /> {t('procedure.inspection.remove')}
            </button>
          </div>
        ))}
        <button type="button" className="button button--secondary" disabled={form.deviations.length >= PROCEDURE_LIMITS.deviations} onClick={() => set({ deviations: [...form.deviations, { found: '', action: '' }] })} data-testid="inspection-add-deviation">
          <Plus aria-hidden="true" size={18} /> {t('procedure.inspection.addDeviation')}
        </button>
      </fieldset>
      {keptPin === null ? (
        <p className="storage-note storage-note--warn">{t('procedure.approve.pinUnset')}</p>
      ) : (
        <Field id={`${id}-pin`} label={t('procedure.approve.pin')} problem={null}>
          <input id={`${id}-pin`} type="password" inputMode="numeric" autoComplete="off" className="users-field__input procedure-pin" value={form.pin} onChange={(e) => set({ pin: e.target.value })} data-testid="inspection-pin" />
        </Field>
      )}
      <div className="procedure-actions">
        <button type="submit" className="button button--primary" disabled={busy || keptPin === null} data-testid="inspection-submit">
          {t('procedure.inspection.submit')}
        </button>
      </div>
      {message && (
        <p className={`procedure-message procedure-message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'} data-testid="inspection-message">
          {message.text}
        </p>
      )}
    </form>
  );
}

function InspectionItem({ row, valid }: { row: InspectionRow; valid: SignatureState | undefined }) {
  const { t, language } = useLanguage();
  const [error, setError] = useState<string | null>(null);
  const d = row.data;
  const pdf = async () => {
    setError(null);
    try {
      saveFile(`inspection-${d.machineId}-${d.date}.pdf`, (await inspectionBytes(row, language)) as BlobPart, 'application/pdf');
    } catch (e) {
      setError(t('procedure.placard.failed', { reason: e instanceof Error ? e.message : String(e) }));
    }
  };
  return (
    <li className="procedure-version" data-testid={`inspection-${d.date}`}>
      <div className="procedure-version__head">
        <strong>{t('procedure.inspection.by', { date: dayText(d.date, language), name: d.inspector.name, role: d.inspector.role, version: d.procedureVersion })}</strong>
        <span>{d.employees.map((e) => e.name).join(', ')}</span>
        <span className={d.deviations.length > 0 ? 'procedure-badge procedure-badge--warn' : 'procedure-badge'}>{d.deviations.length > 0 ? t('procedure.inspection.deviationsCount', { n: d.deviations.length }) : t('procedure.inspection.noDeviations')}</span>
        {valid === 'invalid' ? (
          <span className="procedure-badge procedure-badge--bad" role="alert">
            {t('procedure.versions.invalid')}
          </span>
        ) : valid === 'valid' ? (
          <span className="procedure-badge procedure-badge--ok">{t('procedure.versions.valid')}</span>
        ) : valid === 'unknown_key' ? (
          <span className="procedure-badge procedure-badge--warn">{t('procedure.versions.unknownKey', { key: d.keyId })}</span>
        ) : null}
      </div>
      {valid !== 'invalid' && (
        <button type="button" className="button button--secondary" onClick={() => void pdf()} data-testid="inspection-pdf">
          <FileDown aria-hidden="true" size={18} /> {t('procedure.inspection.certificate')}
        </button>
      )}
      {error && (
        <p className="procedure-problem" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

export function InspectionsSection({ data }: { data: ProcedureData }) {
  const { t } = useLanguage();
  const ruleSet = data.versions[data.versions.length - 1]?.data.ruleSet ?? data.draft?.ruleSet ?? 'osha';
  const clause = PROCEDURE_CLAUSES[ruleSet].inspection ?? PROCEDURE_CLAUSES.osha.inspection!;
  return (
    <section className="users-panel procedure-inspections" aria-labelledby="procedure-inspections">
      <h2 id="procedure-inspections">{t('procedure.inspection.heading')}</h2>
      <p className="users-panel__intro">{t('procedure.inspection.intro', { clause })}</p>
      {PROCEDURE_CLAUSES[ruleSet].inspection === null && <p className="procedure-hint">{t('procedure.inspection.noClause')}</p>}
      {data.versions.length > 0 ? <InspectionForm data={data} /> : <p className="procedure-empty">{t('procedure.versions.none')}</p>}
      <h3>{t('procedure.inspection.list')}</h3>
      {data.inspections.length === 0 ? (
        <p className="procedure-empty">{t('procedure.inspection.none')}</p>
      ) : (
        <ul className="procedure-version-list" data-testid="inspections">
          {data.inspections.map((row) => (
            <InspectionItem key={row.id} row={row} valid={data.valid.get(row.id)} />
          ))}
        </ul>
      )}
      <h3>{t('procedure.retraining.heading')}</h3>
      <RetrainingList due={data.retraining.map((d) => ({ ...d, machine: (data.machine.name ?? {}) as LocalizedText }))} testId="retraining" />
    </section>
  );
}
