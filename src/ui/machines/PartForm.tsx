/**
 * The selected part's fields: its kind, its name in the language being written, the label painted
 * on it, and the fields of its kind (from the registry: `PartModel.fields`), each with what the
 * check found wrong with it right beneath, and its energy paths.
 */
import { Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { languageOption, type Language } from '../../rules/language';
import { COMPONENT_KINDS, CONTROL_ROLES, ENERGY_KINDS, GRAMMARS, type ComponentKind } from '../../rules/machine';
import { draftConnections, draftParts, magnitudeUnit, partFields, textIn, withText, type PartDraft } from '../../rules/machineDraft';
import type { Finding } from '../../rules/machineCheck';
import { PART_MODELS } from '../../rules/parts';
import { FieldProblems, FormProblems } from './FindingText';

export interface PartFormProps {
  readonly machine: Readonly<Record<string, unknown>>;
  readonly part: PartDraft;
  /** The language being written, and the machine's own (for what is not translated yet). */
  readonly lang: Language;
  readonly first: Language;
  readonly findings: readonly Finding[];
  /** How a part is named in lists. */
  nameOf(id: string): string;
  onChange(change: Readonly<Record<string, unknown>>, key?: string): void;
  onKind(kind: ComponentKind): void;
  onRemove(): void;
  onConnect(from: string, to: string): void;
  onDisconnect(index: number): void;
}

/** A number typed in a field: undefined when empty, else the number (NaN for what is not one, which the check reports). */
function numberOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  return Number(text.replace(',', '.'));
}

export function PartForm({ machine, part, lang, first, findings, nameOf, onChange, onKind, onRemove, onConnect, onDisconnect }: PartFormProps) {
  const { t } = useLanguage();
  const id = useId();
  const parts = draftParts(machine);
  const fields = partFields(part.kind);
  const others = parts.filter((p) => p.id !== part.id);
  const running = others.filter((p) => PART_MODELS[p.kind].runs);
  const key = (field: string) => `part:${part.id}:${field}`;
  const at = (field: string) => findings.filter((f) => f.where.field?.split('.')[0] === field);
  const placed = new Set(['kind', 'name', 'label', 'grammar', ...fields]);
  const general = findings.filter((f) => f.where.field === undefined || !placed.has(f.where.field.split('.')[0]!));

  /** One labelled field with its findings under it. */
  const field = (name: string, label: string, control: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode, hint?: string) => {
    const problems = at(name);
    const fieldId = `${id}-${name}`;
    const described = [hint ? `${fieldId}-hint` : '', problems.length > 0 ? `${fieldId}-problem` : ''].filter(Boolean).join(' ');
    return (
      <div className="editor-field" key={name}>
        <label className="editor-field__label" htmlFor={fieldId}>
          {label}
        </label>
        {control({ id: fieldId, ...(problems.length > 0 ? { 'aria-invalid': true as const } : {}), ...(described ? { 'aria-describedby': described } : {}) })}
        {hint && (
          <p className="editor-field__hint" id={`${fieldId}-hint`}>
            {hint}
          </p>
        )}
        <FieldProblems findings={problems} id={`${fieldId}-problem`} testId={`problem-${name}`} />
      </div>
    );
  };

  const refSelect = (name: 'requires' | 'at' | 'heldBy', candidates: readonly PartDraft[], optional: boolean) =>
    field(name, t(`editor.part.fields.${name}`), (props) => (
      <select {...props} value={typeof part[name] === 'string' ? (part[name] as string) : ''} onChange={(e) => onChange({ [name]: e.target.value === '' ? undefined : e.target.value })}>
        <option value="">{optional ? t('editor.part.none') : t('editor.part.choose')}</option>
        {candidates.map((p) => (
          <option key={p.id} value={p.id}>
            {nameOf(p.id)}
          </option>
        ))}
      </select>
    ));

  const positionWords = (): readonly [string, string] | null => {
    if (PART_MODELS[part.kind].isolating) return [t('editor.part.position.isolatorOn'), t('editor.part.position.isolatorOff')];
    if (part.kind === 'bleed') return [t('editor.part.position.bleedOpen'), t('editor.part.position.bleedShut')];
    if (part.kind === 'store') return [t('editor.part.position.storeCharged'), t('editor.part.position.storeEmpty')];
    if (part.kind === 'load' || part.kind === 'coasting') return [t('editor.part.position.running'), t('editor.part.position.stopped')];
    if (part.kind === 'control' && part.maintained === true) return [t('editor.part.position.run'), t('editor.part.position.off')];
    return null;
  };

  const name = textIn(part.name, lang);
  const firstName = textIn(part.name, first);
  const connections = draftConnections(machine)
    .map((pair, index) => ({ pair, index }))
    .filter(({ pair }) => pair.includes(part.id));
  const carries = PART_MODELS[part.kind].carries;
  const targets = others.filter((p) => PART_MODELS[p.kind].carries && !connections.some(({ pair }) => pair[0] === part.id && pair[1] === p.id));

  return (
    <form className="editor-form" onSubmit={(e) => e.preventDefault()} aria-labelledby={`${id}-title`} data-testid="part-form">
      <h3 id={`${id}-title`} className="editor-form__title">
        {nameOf(part.id)}
      </h3>
      <FormProblems findings={general} />
      {field('kind', t('editor.part.fields.kind'), (props) => (
        <select {...props} value={part.kind} onChange={(e) => onKind(e.target.value as ComponentKind)} data-testid="part-kind">
          {COMPONENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`scenarios.kinds.${k}`)}
            </option>
          ))}
        </select>
      ), t(`editor.kinds.${part.kind}`))}
      {field(
        'name',
        t('editor.part.fields.name'),
        (props) => (
          <input
            {...props}
            value={name}
            maxLength={120}
            placeholder={lang !== first ? firstName : ''}
            onChange={(e) => onChange({ name: withText(part.name, lang, e.target.value) }, key(`name.${lang}`))}
            data-testid="part-name"
          />
        ),
        lang !== first && name === '' ? t('editor.untranslated', { language: languageOption(first).name }) : undefined,
      )}
      {field('label', t('editor.part.fields.label'), (props) => (
        <input {...props} value={typeof part.label === 'string' ? part.label : ''} maxLength={24} onChange={(e) => onChange({ label: e.target.value }, key('label'))} data-testid="part-label" />
      ), t('editor.part.labelHint'))}
      {lang !== 'en' &&
        field('grammar', t('editor.part.fields.grammar'), (props) => (
          <select
            {...props}
            value={(part.grammar as Partial<Record<Language, string>> | undefined)?.[lang] ?? 'm'}
            onChange={(e) => onChange({ grammar: { ...((part.grammar as object | undefined) ?? {}), [lang]: e.target.value } })}
          >
            {GRAMMARS.map((g) => (
              <option key={g} value={g}>
                {t(`editor.part.grammar.${g}`)}
              </option>
            ))}
          </select>
        ))}
      {fields.map((f) => {
        switch (f) {
          case 'energy':
            return field('energy', t('editor.part.fields.energy'), (props) => (
              <select {...props} value={typeof part.energy === 'string' ? part.energy : ''} onChange={(e) => onChange({ energy: e.target.value || undefined })} data-testid="part-energy">
                <option value="">{t('editor.part.choose')}</option>
                {ENERGY_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`scenarios.energy.${k}`)}
                  </option>
                ))}
              </select>
            ));
          case 'magnitude':
          case 'precharge':
            return field(f, t(`editor.part.fields.${f}`, { unit: magnitudeUnit(part) }), (props) => (
              <input
                {...props}
                inputMode="decimal"
                defaultValue={typeof part[f] === 'number' ? String(part[f]) : ''}
                key={`${part.id}:${f}:${String(part[f])}`}
                onBlur={(e) => onChange({ [f]: numberOf(e.target.value) })}
                onKeyDown={(e) => e.key === 'Enter' && onChange({ [f]: numberOf(e.currentTarget.value) })}
                data-testid={`part-${f}`}
              />
            ), f === 'precharge' ? t('editor.part.prechargeHint') : undefined);
          case 'position': {
            const words = positionWords();
            if (!words) return null;
            return field('position', t('editor.part.fields.position'), (props) => (
              <select {...props} value={part.position === 'off' ? 'off' : 'on'} onChange={(e) => onChange({ position: e.target.value })} data-testid="part-position">
                <option value="on">{words[0]}</option>
                <option value="off">{words[1]}</option>
              </select>
            ));
          }
          case 'requires':
            return refSelect('requires', running, true);
          case 'heldBy':
            return refSelect('heldBy', running, true);
          case 'at': {
            const candidates =
              part.kind === 'bleed' ? others.filter((p) => p.kind === 'store') : others.filter((p) => PART_MODELS[p.kind].carries && (part.kind !== 'testpoint' || p.energy === undefined || p.energy === 'electrical'));
            return refSelect('at', candidates, false);
          }
          case 'role':
            return field('role', t('editor.part.fields.role'), (props) => (
              <select {...props} value={typeof part.role === 'string' ? part.role : ''} onChange={(e) => onChange({ role: e.target.value || undefined, ...(e.target.value !== 'start' ? { maintained: undefined } : {}) })}>
                <option value="">{t('editor.part.choose')}</option>
                {CONTROL_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`editor.part.roles.${r}`)}
                  </option>
                ))}
              </select>
            ));
          case 'acts': {
            const acts = Array.isArray(part.acts) ? (part.acts as string[]) : [];
            const problems = at('acts');
            return (
              <fieldset className="editor-field editor-field--set" key="acts" aria-invalid={problems.length > 0 || undefined}>
                <legend className="editor-field__label">{t('editor.part.fields.acts')}</legend>
                {running.length === 0 && <p className="editor-field__hint">{t('editor.part.noLoads')}</p>}
                {running.map((p) => (
                  <label key={p.id} className="editor-check">
                    <input type="checkbox" checked={acts.includes(p.id)} onChange={(e) => onChange({ acts: e.target.checked ? [...acts, p.id] : acts.filter((a) => a !== p.id) })} />
                    {nameOf(p.id)}
                  </label>
                ))}
                <FieldProblems findings={problems} testId="problem-acts" />
              </fieldset>
            );
          }
          case 'maintained':
            if (part.role !== 'start') return null;
            return (
              <label className="editor-check" key="maintained">
                <input type="checkbox" checked={part.maintained === true} onChange={(e) => onChange({ maintained: e.target.checked ? true : undefined, position: e.target.checked ? 'on' : undefined })} />
                {t('editor.part.fields.maintained')}
              </label>
            );
          case 'look':
            if (part.energy !== 'electrical') return null;
            return field('look', t('editor.part.fields.look'), (props) => (
              <select {...props} value={part.look === 'conductors' ? 'conductors' : 'motor'} onChange={(e) => onChange({ look: e.target.value === 'motor' ? undefined : e.target.value })}>
                <option value="motor">{t('editor.part.look.motor')}</option>
                <option value="conductors">{t('editor.part.look.conductors')}</option>
              </select>
            ));
          default:
            return null;
        }
      })}
      {carries && (
        <fieldset className="editor-field editor-field--set">
          <legend className="editor-field__label">{t('editor.part.paths')}</legend>
          {connections.length === 0 && <p className="editor-field__hint">{t('editor.part.noPaths')}</p>}
          <ul className="editor-paths">
            {connections.map(({ pair, index }) => (
              <li key={index}>
                <span>{t('editor.paths.path', { from: nameOf(pair[0]), to: nameOf(pair[1]) })}</span>
                <button type="button" className="icon-button" onClick={() => onDisconnect(index)} aria-label={t('editor.paths.remove', { from: nameOf(pair[0]), to: nameOf(pair[1]) })}>
                  <Trash2 aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          {targets.length > 0 && (
            <label className="editor-inline">
              <span>{t('editor.part.feeds')}</span>
              <select
                value=""
                onChange={(e) => {
                  if (e.target.value !== '') onConnect(part.id, e.target.value);
                }}
                data-testid="part-feeds"
              >
                <option value="">{t('editor.part.choose')}</option>
                {targets.map((p) => (
                  <option key={p.id} value={p.id}>
                    {nameOf(p.id)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </fieldset>
      )}
      <div className="editor-form__buttons">
        <button type="button" className="button button--danger" onClick={onRemove} data-testid="part-remove">
          <Trash2 aria-hidden="true" /> {t('editor.part.remove')}
        </button>
      </div>
    </form>
  );
}
