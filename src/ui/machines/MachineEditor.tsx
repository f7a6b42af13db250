/**
 * /maquinas/:id — one machine of the device's library, drawn on its photos: its parts placed by
 * drag or keys (with a list of every part as the alternative to the photo), their fields, the
 * energy paths joined part to part, its work orders, and the check, run on every change by the
 * same validators as the built-in machines, each problem shown next to its field. Every change is
 * saved on the device (useEditorDoc.ts); undo and redo take back and give again any change.
 */
import { ArrowLeft, ClipboardCheck, Download, ImagePlus, Link2, Plus, Redo2, Trash2, Undo2 } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import { LANGUAGES, languageOption, type Language } from '../../rules/language';
import { COMPONENT_KINDS, paintedLabel, type ComponentKind } from '../../rules/machine';
import { checkMachine, type Finding } from '../../rules/machineCheck';
import {
  addPart,
  changeKind,
  connect,
  disconnect,
  draftLanguages,
  draftParts,
  freePartId,
  joinProblem,
  movePart,
  newWorkOrder,
  publishMachine,
  publishWorkOrder,
  removePart,
  textIn,
  updatePart,
  updateWorkOrder,
  withText,
  type PartDraft,
} from '../../rules/machineDraft';
import { MAX_PARTS, MAX_PHOTOS, readMachineFile, writeMachineFile } from '../../rules/machineFile';
import { DEFAULT_RULE_SET } from '../../rules/ruleSet';
import { procedurePath, ROUTES, scenarioPath } from '../../platform/routes';
import { intakePhoto } from '../common/photoIntake';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { saveFile } from '../users/download';
import { FindingText } from './FindingText';
import { KindIcon } from './kindIcons';
import { PartForm } from './PartForm';
import { PhotoStage } from './PhotoStage';
import { useEditorDoc, type EditorDoc } from './useEditorDoc';
import { WorkOrderForm } from './WorkOrderForm';

type Panel = 'parts' | 'orders' | 'check';

/** A new work order's id: the machine's, numbered, never one the machine already has. */
function orderId(machineId: string, taken: readonly string[]): string {
  return freePartId(`${machineId.slice(0, 30)}-ot`, taken);
}

export function MachineEditor({ id }: { readonly id: string }) {
  const { t, language } = useLanguage();
  const [, navigate] = useLocation();
  const { state, change, undo, redo, saveNow } = useEditorDoc(id);
  const [selected, setSelected] = useState<string | null>(null);
  const [order, setOrder] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>('parts');
  const [kind, setKind] = useState<ComponentKind>('supply');
  const [placing, setPlacing] = useState(false);
  const [joining, setJoining] = useState(false);
  const [joinFrom, setJoinFrom] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [chosenLang, setLang] = useState<Language | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);

  const doc = state.status === 'ready' ? state.doc : null;
  const machine = doc?.machine ?? {};
  const languages = draftLanguages(machine);
  const first = languages[0]!;
  const lang = chosenLang && languages.includes(chosenLang) ? chosenLang : languages.includes(language) ? language : first;
  const parts = draftParts(machine);
  const machineName = textIn(machine.name, lang) || textIn(machine.name, first);
  useDocumentTitle(machineName || t('editor.library.title'));

  // The check runs on what was last drawn, a moment behind fast typing.
  const deferred = useDeferredValue(doc);
  const findings = useMemo<Finding[]>(() => {
    if (!deferred) return [];
    const published = publishMachine(deferred.machine);
    return checkMachine(published, deferred.workOrders.map((o) => publishWorkOrder(o, deferred.machine)));
  }, [deferred]);
  const errors = useMemo(() => findings.filter((f) => f.severity === 'error'), [findings]);
  const faulty = useMemo(() => new Set(errors.flatMap((f) => (f.where.part && f.where.workOrder === undefined ? [f.where.part] : []))), [errors]);

  // Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y outside text fields (a field keeps its own undo).
  useEffect(() => {
    const keys = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
      if (!(e.ctrlKey || e.metaKey)) {
        if (e.key === 'Escape') {
          setJoining(false);
          setJoinFrom(null);
          setPlacing(false);
        }
        return;
      }
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) undo();
      else if ((k === 'z' && e.shiftKey) || k === 'y') redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', keys);
    return () => window.removeEventListener('keydown', keys);
  }, [undo, redo]);

  if (state.status === 'loading') return <p className="editor-loading">{t('editor.loading')}</p>;
  if (state.status === 'missing')
    return (
      <div className="editor-missing" data-testid="machine-missing">
        <p>{t('editor.missing')}</p>
        <Link href={ROUTES.machines} className="button button--primary">
          {t('editor.backToLibrary')}
        </Link>
      </div>
    );
  const current = state.doc;
  if (state.origin.kind === 'deployment')
    return (
      <div className="editor-missing" data-testid="machine-read-only">
        <h1 className="page__title">{machineName}</h1>
        <p>{t('editor.library.problems.read_only')}</p>
        <Link href={ROUTES.machines} className="button button--primary">
          {t('editor.backToLibrary')}
        </Link>
      </div>
    );

  const nameOf = (partId: string): string => {
    const part = parts.find((p) => p.id === partId);
    if (!part) return partId;
    const label = paintedLabel({ label: typeof part.label === 'string' ? part.label : '', labels: part.labels as never }, lang);
    const name = textIn(part.name, lang) || textIn(part.name, first);
    return [label, name].filter(Boolean).join(' · ') || partId;
  };
  const describe = (part: PartDraft): string =>
    t('editor.stage.part', { name: nameOf(part.id), kind: t(`scenarios.kinds.${part.kind}`), x: Math.round(part.x / 10), y: Math.round(part.y / 6) }) +
    (faulty.has(part.id) ? ` ${t('editor.stage.hasProblem')}` : '');

  const edit = (next: (doc: EditorDoc) => EditorDoc, key?: string) => change(next, key);
  const editMachine = (next: (machine: Readonly<Record<string, unknown>>) => Readonly<Record<string, unknown>>, key?: string) => edit((d) => ({ ...d, machine: next(d.machine) }), key);

  const add = (where?: { x: number; y: number }) => {
    if (parts.length >= MAX_PARTS) return setNotice({ tone: 'error', text: t('editor.stage.tooMany', { max: MAX_PARTS }) });
    const spot = where ?? { x: 500 + ((parts.length * 37) % 200) - 100, y: 300 + ((parts.length * 23) % 120) - 60 };
    const count = parts.filter((p) => p.kind === kind).length + 1;
    const word = t(`scenarios.kinds.${kind}`);
    const name = `${word.charAt(0).toLocaleUpperCase(lang)}${word.slice(1)} ${count}`;
    const newId = freePartId(kind, parts.map((p) => p.id));
    editMachine((m) => addPart(m, kind, spot, name, lang, '').machine);
    setSelected(newId);
    setPanel('parts');
  };

  const pick = (partId: string) => {
    if (joining) {
      if (joinFrom === null) return setJoinFrom(partId);
      const problem = joinProblem(machine, joinFrom, partId);
      if (problem === 'same') return setJoinFrom(null);
      if (problem) return setNotice({ tone: 'error', text: t(`editor.paths.problems.${problem}`, { from: nameOf(joinFrom), to: nameOf(partId) }) });
      editMachine((m) => connect(m, joinFrom, partId));
      setNotice({ tone: 'info', text: t('editor.paths.joined', { from: nameOf(joinFrom), to: nameOf(partId) }) });
      setJoinFrom(null);
      return;
    }
    setSelected(partId);
    setPanel('parts');
  };

  const addPhoto = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    for (const file of files) {
      if (current.photos.length >= MAX_PHOTOS) {
        setNotice({ tone: 'error', text: t('editor.photos.tooMany', { max: MAX_PHOTOS }) });
        break;
      }
      setNotice({ tone: 'info', text: t('editor.photos.reading', { name: file.name }) });
      const r = await intakePhoto(file);
      if (!r.ok) {
        setNotice({ tone: 'error', text: t(`editor.photos.problems.${r.problem}`, { name: file.name }) });
        continue;
      }
      edit((d) => {
        const photoId = freePartId('photo', d.photos.map((p) => p.id));
        return { ...d, photos: [...d.photos, { id: photoId, type: r.type, width: r.width, height: r.height, bytes: r.bytes }] };
      });
      setNotice({ tone: 'info', text: t('editor.photos.added', { name: file.name }) });
    }
  };

  const exportFile = () => {
    const published = publishMachine(current.machine);
    const text = writeMachineFile({ machine: published as never, workOrders: current.workOrders.map((o) => publishWorkOrder(o, current.machine)), photos: current.photos });
    const read = readMachineFile(text);
    if (!read.ok) return setNotice({ tone: 'error', text: t('editor.exportBlocked') });
    saveFile(`${id}.loto-machine.json`, text, 'application/json');
    setNotice({ tone: 'info', text: t('editor.exported') });
  };

  const tryIt = async (orderIdToTry: string) => {
    // Saved, and read by the trainees' side, before the work order opens.
    await saveNow();
    await import('../../records/plantMachines').then((plant) => plant.refreshPlantMachines());
    navigate(scenarioPath(orderIdToTry, { seed: Math.floor(Math.random() * 900_000) + 100_000, mode: 'pratica', ruleSet: DEFAULT_RULE_SET[language] }));
  };

  const part = parts.find((p) => p.id === selected) ?? null;
  const currentOrder = current.workOrders.find((o) => o.id === order) ?? current.workOrders[0] ?? null;
  const machineErrors = errors.filter((f) => f.where.workOrder === undefined);
  const saveText =
    state.save.kind === 'saving' ? t('editor.save.saving') : state.save.kind === 'saved' ? t('editor.save.saved') : t(state.save.problem === 'storage_full' ? 'editor.save.full' : 'editor.save.failed');

  return (
    <div className="editor" data-testid="machine-editor">
      <h1 className="visually-hidden">{machineName || t('editor.library.title')}</h1>
      <div className="editor-head">
        <Link href={ROUTES.machines} className="button button--ghost editor-head__back">
          <ArrowLeft aria-hidden="true" /> {t('editor.backToLibrary')}
        </Link>
        <div className="editor-head__title">
          <label className="editor-head__name">
            <span className="visually-hidden">{t('editor.machineName')}</span>
            <input
              value={textIn(machine.name, lang)}
              placeholder={lang !== first ? textIn(machine.name, first) : t('editor.machineName')}
              maxLength={120}
              onChange={(e) => editMachine((m) => ({ ...m, name: withText(m.name, lang, e.target.value) }), `name.${lang}`)}
              data-testid="machine-name"
            />
          </label>
          <span className={`editor-save editor-save--${state.save.kind}`} role="status" data-testid="save-state">
            {saveText}
          </span>
        </div>
        <div className="editor-head__tools">
          <button type="button" className="icon-button" onClick={undo} disabled={!state.canUndo} aria-label={t('editor.undo')} title={t('editor.undo')} data-testid="undo">
            <Undo2 aria-hidden="true" />
          </button>
          <button type="button" className="icon-button" onClick={redo} disabled={!state.canRedo} aria-label={t('editor.redo')} title={t('editor.redo')} data-testid="redo">
            <Redo2 aria-hidden="true" />
          </button>
          <Link href={procedurePath(id)} className="button button--secondary" data-testid="open-procedure">
            <ClipboardCheck aria-hidden="true" /> {t('editor.procedure')}
          </Link>
          <button type="button" className="button button--secondary" onClick={exportFile} data-testid="export">
            <Download aria-hidden="true" /> {t('editor.export')}
          </button>
        </div>
      </div>
      {state.keptAs && (
        <div className="editor-banner editor-banner--error" role="alert" data-testid="kept-as">
          <p>{t('editor.save.keptAs')}</p>
          <Link href={`${ROUTES.machines}/${encodeURIComponent(state.keptAs)}`} className="button button--primary">
            {t('editor.save.openCopy')}
          </Link>
        </div>
      )}
      {state.save.kind === 'failed' && (
        <div className="editor-banner editor-banner--error" role="alert" data-testid="save-failed">
          <p>{t(state.save.problem === 'storage_full' ? 'editor.save.fullText' : 'editor.save.failedText')}</p>
          <button type="button" className="button button--primary" onClick={() => void saveNow()}>
            {t('editor.save.retry')}
          </button>
          <button type="button" className="button button--secondary" onClick={exportFile}>
            {t('editor.export')}
          </button>
        </div>
      )}
      <div className="editor-layout">
        <section className="editor-main" aria-label={t('editor.stage.heading')}>
          <div className="editor-toolbar" role="toolbar" aria-label={t('editor.stage.tools')}>
            <label className="editor-inline">
              <span>{t('editor.stage.kind')}</span>
              <select value={kind} onChange={(e) => setKind(e.target.value as ComponentKind)} data-testid="add-kind">
                {COMPONENT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`scenarios.kinds.${k}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="button button--primary" onClick={() => add()} data-testid="add-part">
              <Plus aria-hidden="true" /> {t('editor.stage.add')}
            </button>
            <button type="button" className={`button ${placing ? 'button--primary' : 'button--secondary'}`} aria-pressed={placing} onClick={() => (setPlacing(!placing), setJoining(false), setJoinFrom(null))} data-testid="place-mode">
              <KindIcon kind={kind} /> {t('editor.stage.place')}
            </button>
            <button type="button" className={`button ${joining ? 'button--primary' : 'button--secondary'}`} aria-pressed={joining} onClick={() => (setJoining(!joining), setJoinFrom(null), setPlacing(false))} data-testid="join-mode">
              <Link2 aria-hidden="true" /> {t('editor.stage.join')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => photoInput.current?.click()} disabled={current.photos.length >= MAX_PHOTOS} data-testid="add-photo">
              <ImagePlus aria-hidden="true" /> {t('editor.photos.add')}
            </button>
            <input ref={photoInput} type="file" accept="image/jpeg,image/png,image/webp,image/heic,image/heif" multiple hidden onChange={(e) => void addPhoto(e)} data-testid="photo-input" />
          </div>
          <p className="editor-hint" aria-live="polite" data-testid="stage-hint">
            {joining ? (joinFrom ? t('editor.paths.pickTo', { from: nameOf(joinFrom) }) : t('editor.paths.pickFrom')) : placing ? t('editor.stage.placeHint') : t('editor.stage.hint')}
          </p>
          <PhotoStage
            machine={machine}
            photos={current.photos}
            selected={selected}
            joinFrom={joinFrom}
            faulty={faulty}
            placing={placing}
            onPick={pick}
            onMove={(partId, x, y, key) => editMachine((m) => movePart(m, partId, x, y), key)}
            onPlace={(x, y) => add({ x, y })}
            describe={describe}
          />
          {notice && (
            <p className={`editor-notice editor-notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="editor-notice">
              {notice.text}
            </p>
          )}
          {current.photos.length > 0 && (
            <ul className="editor-photos" aria-label={t('editor.photos.heading')}>
              {current.photos.map((p, i) => (
                <li key={p.id}>
                  <span>{t('editor.photos.item', { n: i + 1, width: p.width, height: p.height })}</span>
                  <button type="button" className="icon-button" aria-label={t('editor.photos.remove', { n: i + 1 })} onClick={() => edit((d) => ({ ...d, photos: d.photos.filter((q) => q.id !== p.id) }))}>
                    <Trash2 aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="editor-languages">
            <label className="editor-inline">
              <span>{t('editor.languages.writing')}</span>
              <select value={lang} onChange={(e) => setLang(e.target.value as Language)} data-testid="text-language">
                {languages.map((l) => (
                  <option key={l} value={l}>
                    {languageOption(l).name}
                    {l === first ? ` (${t('editor.languages.main')})` : ''}
                  </option>
                ))}
              </select>
            </label>
            {languages.length < LANGUAGES.length && (
              <label className="editor-inline">
                <span>{t('editor.languages.add')}</span>
                <select
                  value=""
                  onChange={(e) => {
                    const l = e.target.value as Language;
                    if (!l) return;
                    editMachine((m) => ({ ...m, languages: [...draftLanguages(m), l] }));
                    setLang(l);
                  }}
                >
                  <option value="">{t('editor.part.choose')}</option>
                  {LANGUAGES.filter((l) => !languages.includes(l.code)).map((l) => (
                    <option key={l.code} value={l.code}>
                      {l.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
        </section>
        <aside className="editor-side">
          <div className="editor-tabs" role="tablist" aria-label={t('editor.panels')}>
            {(['parts', 'orders', 'check'] as const).map((p) => (
              <button key={p} type="button" role="tab" aria-selected={panel === p} className={`editor-tab ${panel === p ? 'editor-tab--on' : ''}`} onClick={() => setPanel(p)} data-testid={`tab-${p}`}>
                {t(`editor.tabs.${p}`)}
                {p === 'check' && errors.length > 0 && <span className="editor-tab__count">{errors.length}</span>}
              </button>
            ))}
          </div>
          <div role="tabpanel" className="editor-panel">
            {panel === 'parts' && (
              <>
                <ul className="editor-list" aria-label={t('editor.parts.heading')} data-testid="part-list">
                  {parts.map((p) => (
                    <li key={p.id}>
                      <button type="button" className={`editor-list__item ${p.id === selected ? 'editor-list__item--on' : ''}`} aria-current={p.id === selected || undefined} onClick={() => pick(p.id)}>
                        <KindIcon kind={p.kind} />
                        <span>{nameOf(p.id)}</span>
                        {faulty.has(p.id) && <span className="editor-list__problem">{t('editor.parts.problem')}</span>}
                      </button>
                    </li>
                  ))}
                  {parts.length === 0 && <li className="editor-field__hint">{t('editor.parts.none')}</li>}
                </ul>
                {part && (
                  <PartForm
                    key={part.id}
                    machine={machine}
                    part={part}
                    lang={lang}
                    first={first}
                    findings={findings.filter((f) => f.where.part === part.id && f.where.workOrder === undefined)}
                    nameOf={nameOf}
                    onChange={(c, key) => editMachine((m) => updatePart(m, part.id, c), key)}
                    onKind={(k) => editMachine((m) => changeKind(m, part.id, k))}
                    onRemove={() => {
                      edit((d) => ({ ...removePart(d, part.id), photos: d.photos }));
                      setSelected(null);
                    }}
                    onConnect={(from, to) => editMachine((m) => connect(m, from, to))}
                    onDisconnect={(index) => editMachine((m) => disconnect(m, index))}
                  />
                )}
              </>
            )}
            {panel === 'orders' && (
              <>
                <ul className="editor-list" aria-label={t('editor.order.list')} data-testid="order-list">
                  {current.workOrders.map((o) => (
                    <li key={o.id}>
                      <button type="button" className={`editor-list__item ${o.id === currentOrder?.id ? 'editor-list__item--on' : ''}`} aria-current={o.id === currentOrder?.id || undefined} onClick={() => setOrder(o.id)}>
                        <span>{textIn(o.job, lang) || textIn(o.job, first) || o.id}</span>
                      </button>
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    const newId = orderId(id, current.workOrders.map((o) => o.id));
                    edit((d) => ({ ...d, workOrders: [...d.workOrders, newWorkOrder(d.machine, newId, t('editor.order.newJob'), t('editor.order.newPlace'), lang)] }));
                    setOrder(newId);
                  }}
                  data-testid="add-order"
                >
                  <Plus aria-hidden="true" /> {t('editor.order.add')}
                </button>
                {currentOrder && (
                  <WorkOrderForm
                    key={currentOrder.id}
                    machine={machine}
                    order={currentOrder}
                    lang={lang}
                    first={first}
                    findings={findings.filter((f) => f.where.workOrder === currentOrder.id && f.severity === 'error')}
                    tryBlocked={errors.length > 0 ? t('editor.order.tryBlocked', { count: errors.length }) : null}
                    nameOf={nameOf}
                    onChange={(c, key) => edit((d) => updateWorkOrder(d, currentOrder.id, c) as EditorDoc, key)}
                    onRemove={() => edit((d) => ({ ...d, workOrders: d.workOrders.filter((o) => o.id !== currentOrder.id) }))}
                    onTry={() => void tryIt(currentOrder.id)}
                  />
                )}
              </>
            )}
            {panel === 'check' && (
              <div className="editor-check-panel" data-testid="check-panel">
                <p className={`editor-verdict ${errors.length === 0 && current.workOrders.length > 0 ? 'editor-verdict--ok' : 'editor-verdict--no'}`} data-testid="check-verdict">
                  {errors.length > 0
                    ? t('editor.check.errors', { count: errors.length })
                    : current.workOrders.length === 0
                      ? t('editor.check.noOrders')
                      : t('editor.check.ready', { count: current.workOrders.length })}
                </p>
                <p className="editor-field__hint">{t('editor.check.what')}</p>
                <ul className="editor-findings">
                  {findings.map((f, i) => (
                    <li key={i} className={`editor-finding editor-finding--${f.severity}`}>
                      <strong>{t(f.severity === 'error' ? 'editor.check.error' : 'editor.check.warning')}</strong>{' '}
                      {f.where.workOrder !== undefined && <em>{t('editor.check.inOrder', { job: textIn(current.workOrders.find((o) => o.id === f.where.workOrder)?.job, lang) || f.where.workOrder })} </em>}
                      <FindingText finding={f} />
                      {(f.where.part || f.where.workOrder) && (
                        <button
                          type="button"
                          className="button button--ghost editor-finding__show"
                          onClick={() => {
                            if (f.where.workOrder !== undefined && !f.where.part) {
                              setOrder(f.where.workOrder);
                              setPanel('orders');
                            } else if (f.where.part) {
                              setSelected(f.where.part);
                              setPanel('parts');
                            }
                          }}
                        >
                          {t('editor.check.show')}
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
                {machineErrors.length === 0 && errors.length === 0 && current.workOrders.length > 0 && <p className="editor-field__hint">{t('editor.check.proof')}</p>}
              </div>
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}
