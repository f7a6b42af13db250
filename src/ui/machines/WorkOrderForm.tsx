/**
 * One work order on the machine: the job and the place, the kind of job, the parts the worker
 * touches, the live parts nearby (electrical jobs), the enclosures opened (machine jobs), the crew
 * under a group lockbox, and the variants a trainee may meet (a mislabelled device, a colleague's
 * lock already on, a tester with a dead battery). "Try it" opens it in practice mode.
 */
import { Play, Plus, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import type { Language } from '../../rules/language';
import { draftParts, textIn, variantKindOf, variantSlot, withText, type PartDraft, type VariantKind, type WorkOrderDraft } from '../../rules/machineDraft';
import type { Finding } from '../../rules/machineCheck';
import { PART_MODELS } from '../../rules/parts';
import { FieldProblems, FormProblems } from './FindingText';

export interface WorkOrderFormProps {
  readonly machine: Readonly<Record<string, unknown>>;
  readonly order: WorkOrderDraft;
  readonly lang: Language;
  readonly first: Language;
  readonly findings: readonly Finding[];
  /** Why "Try it" cannot open it yet (the machine's errors), or null. */
  readonly tryBlocked: string | null;
  nameOf(id: string): string;
  onChange(change: Readonly<Record<string, unknown>>, key?: string): void;
  onRemove(): void;
  onTry(): void;
}

const VARIANTS: readonly VariantKind[] = ['mislabelled', 'colleagueLock', 'deadTester'];
const MAX_CREW = 6;

export function WorkOrderForm({ machine, order, lang, first, findings, tryBlocked, nameOf, onChange, onRemove, onTry }: WorkOrderFormProps) {
  const { t } = useLanguage();
  const id = useId();
  const parts = draftParts(machine);
  const isolators = parts.filter((p) => PART_MODELS[p.kind].isolating);
  const list = (name: 'zone' | 'adjacent' | 'opens') => (Array.isArray(order[name]) ? (order[name] as string[]) : []);
  const slots = Array.isArray(order.variants) ? (order.variants as unknown[]) : [];
  const crew = Array.isArray(order.crew) ? (order.crew as { id: string; name: string }[]) : [];
  const key = (field: string) => `order:${order.id}:${field}`;
  const at = (field: string) => findings.filter((f) => f.where.field?.split(/[.[]/)[0] === field);
  const general = findings.filter((f) => !['job', 'where', 'zone', 'adjacent', 'opens', 'crew', 'variants'].includes(f.where.field?.split(/[.[]/)[0] ?? ''));

  const problems = (field: string): ReactNode => <FieldProblems findings={at(field)} testId={`order-problem-${field}`} />;

  const text = (field: 'job' | 'where') => {
    const value = textIn(order[field], lang);
    const fieldId = `${id}-${field}`;
    return (
      <div className="editor-field">
        <label className="editor-field__label" htmlFor={fieldId}>
          {t(`editor.order.fields.${field}`)}
        </label>
        <input
          id={fieldId}
          value={value}
          maxLength={120}
          placeholder={lang !== first ? textIn(order[field], first) : ''}
          aria-invalid={at(field).length > 0 || undefined}
          onChange={(e) => onChange({ [field]: withText(order[field], lang, e.target.value) }, key(`${field}.${lang}`))}
          data-testid={`order-${field}`}
        />
        {lang !== first && value === '' && <p className="editor-field__hint">{t('editor.untranslatedShort')}</p>}
        {problems(field)}
      </div>
    );
  };

  const checks = (name: 'zone' | 'adjacent' | 'opens', candidates: readonly PartDraft[], hint: string) => {
    const chosen = list(name);
    return (
      <fieldset className="editor-field editor-field--set" aria-invalid={at(name).length > 0 || undefined} data-testid={`order-${name}`}>
        <legend className="editor-field__label">{t(`editor.order.fields.${name}`)}</legend>
        <p className="editor-field__hint">{hint}</p>
        <div className="editor-checks">
          {candidates.map((p) => (
            <label key={p.id} className="editor-check">
              <input type="checkbox" checked={chosen.includes(p.id)} onChange={(e) => onChange({ [name]: e.target.checked ? [...chosen, p.id] : chosen.filter((c) => c !== p.id) })} />
              {nameOf(p.id)}
            </label>
          ))}
        </div>
        {problems(name)}
      </fieldset>
    );
  };

  const slotOf = (kind: VariantKind) => slots.findIndex((s) => variantKindOf(s) === kind);
  const setVariant = (kind: VariantKind, on: boolean, args: { a?: string; b?: string; device?: string } = {}) => {
    const rest = slots.filter((s) => variantKindOf(s) !== kind);
    onChange({ variants: on ? [...rest, variantSlot(kind, args)] : rest });
  };
  const opOf = (kind: VariantKind): Record<string, unknown> => {
    const slot = slots[slotOf(kind)];
    const op = Array.isArray(slot) ? (slot[1] as { ops?: unknown[] } | undefined)?.ops?.[0] : undefined;
    return (op as Record<string, unknown> | undefined) ?? {};
  };
  const electrical = order.domain === 'electrical';

  return (
    <form className="editor-form" onSubmit={(e) => e.preventDefault()} aria-label={t('editor.order.heading')} data-testid="order-form">
      <FormProblems findings={general} />
      {text('job')}
      {text('where')}
      <div className="editor-field">
        <label className="editor-field__label" htmlFor={`${id}-domain`}>
          {t('editor.order.fields.domain')}
        </label>
        <select id={`${id}-domain`} value={electrical ? 'electrical' : 'machine'} onChange={(e) => onChange({ domain: e.target.value, ...(e.target.value === 'electrical' ? { opens: undefined } : { adjacent: [] }) })}>
          <option value="machine">{t('scenarios.list.machine')}</option>
          <option value="electrical">{t('scenarios.list.electrical')}</option>
        </select>
      </div>
      {checks('zone', parts, t('editor.order.zoneHint'))}
      {electrical
        ? checks('adjacent', parts.filter((p) => !list('zone').includes(p.id) && PART_MODELS[p.kind].carries), t('editor.order.adjacentHint'))
        : parts.some((p) => p.kind === 'testpoint') && checks('opens', parts.filter((p) => p.kind === 'testpoint'), t('editor.order.opensHint'))}
      <fieldset className="editor-field editor-field--set" data-testid="order-crew">
        <legend className="editor-field__label">{t('editor.order.fields.crew')}</legend>
        <p className="editor-field__hint">{t('editor.order.crewHint')}</p>
        {crew.map((m, i) => (
          <div className="editor-inline" key={m.id}>
            <input
              aria-label={t('editor.order.crewName', { n: i + 1 })}
              value={m.name}
              maxLength={40}
              onChange={(e) => onChange({ crew: crew.map((c) => (c.id === m.id ? { ...c, name: e.target.value } : c)) }, key(`crew.${m.id}`))}
            />
            <button type="button" className="icon-button" aria-label={t('editor.order.crewRemove', { name: m.name || String(i + 1) })} onClick={() => onChange({ crew: crew.length === 1 ? undefined : crew.filter((c) => c.id !== m.id) })}>
              <Trash2 aria-hidden="true" />
            </button>
          </div>
        ))}
        {crew.length < MAX_CREW && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              let n = crew.length + 1;
              while (crew.some((c) => c.id === `crew-${n}`)) n++;
              onChange({ crew: [...crew, { id: `crew-${n}`, name: t('editor.order.crewDefault', { n }) }] });
            }}
          >
            <Plus aria-hidden="true" /> {t('editor.order.crewAdd')}
          </button>
        )}
        {problems('crew')}
      </fieldset>
      <fieldset className="editor-field editor-field--set" data-testid="order-variants">
        <legend className="editor-field__label">{t('editor.order.fields.variants')}</legend>
        <p className="editor-field__hint">{t('editor.order.variantsHint')}</p>
        {VARIANTS.map((kind) => {
          const on = slotOf(kind) >= 0;
          const op = opOf(kind);
          return (
            <div key={kind} className="editor-variant">
              <label className="editor-check">
                <input
                  type="checkbox"
                  checked={on}
                  disabled={kind !== 'deadTester' && isolators.length < (kind === 'mislabelled' ? 2 : 1)}
                  onChange={(e) => setVariant(kind, e.target.checked, kind === 'mislabelled' ? { a: isolators[0]?.id, b: isolators[1]?.id } : kind === 'colleagueLock' ? { device: isolators[0]?.id } : {})}
                />
                {t(`editor.order.variants.${kind}`)}
              </label>
              {on && kind === 'mislabelled' && (
                <div className="editor-inline">
                  {(['a', 'b'] as const).map((end) => (
                    <select key={end} aria-label={t(`editor.order.variants.${end === 'a' ? 'first' : 'second'}`)} value={String(op[end] ?? '')} onChange={(e) => setVariant(kind, true, { a: op.a as string, b: op.b as string, [end]: e.target.value })}>
                      {isolators.map((p) => (
                        <option key={p.id} value={p.id}>
                          {nameOf(p.id)}
                        </option>
                      ))}
                    </select>
                  ))}
                </div>
              )}
              {on && kind === 'colleagueLock' && (
                <select aria-label={t('editor.order.variants.lockedDevice')} value={String(op.device ?? '')} onChange={(e) => setVariant(kind, true, { device: e.target.value })}>
                  {isolators.map((p) => (
                    <option key={p.id} value={p.id}>
                      {nameOf(p.id)}
                    </option>
                  ))}
                </select>
              )}
            </div>
          );
        })}
        {problems('variants')}
      </fieldset>
      <div className="editor-form__buttons">
        <button type="button" className="button button--primary" onClick={onTry} disabled={tryBlocked !== null} aria-describedby={tryBlocked ? `${id}-blocked` : undefined} data-testid="order-try">
          <Play aria-hidden="true" /> {t('editor.order.try')}
        </button>
        <button type="button" className="button button--danger" onClick={onRemove}>
          <Trash2 aria-hidden="true" /> {t('editor.order.remove')}
        </button>
      </div>
      {tryBlocked && (
        <p className="editor-field__hint" id={`${id}-blocked`}>
          {tryBlocked}
        </p>
      )}
    </form>
  );
}
