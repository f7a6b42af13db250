/**
 * /maquinas — the plant's machines on this device: new, duplicate (a built-in machine is a
 * template to copy, never edited in place), rename in the editor, delete (asked first), search,
 * import and export a machine file. /maquinas/:id opens one in the editor. With the kiosk's
 * instructor PIN set, the PIN is asked first.
 */
import '../styles/machines.css';
import { ClipboardCheck, Copy, Download, Pencil, Plus, Search, Trash2, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useParams } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import type { Translate } from '../../i18n/messages';
import { databaseMayExist } from '../../records/databaseName';
import { onMachinesChange } from '../../records/machineChanges';
import type { LibraryFailure, MachineSummary } from '../../records/machineLibrary';
import { BUILT_IN_MACHINES } from '../../rules/builtInMachineList';
import { localized } from '../../rules/localizedText';
import { procedurePath, ROUTES } from '../../platform/routes';
import { kioskLocked } from '../../state/kiosk';
import { store } from '../../state/store';
import { Modal } from '../common/Modal';
import { PageLoading } from '../common/PageLoading';
import { decodes } from '../../platform/photoDecode';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { useSections } from '../common/useSection';
import { readAhead } from '../common/readAhead';
import { MACHINES_PAGE_SECTIONS } from './sections';
import { KioskUnlock } from '../users/KioskUnlock';
import { saveFile } from '../users/download';
import { loadable } from '../common/loadable';

/**
 * The editor (its photo stage, part and work-order forms: some 25 KB of gzip) loads when a machine
 * is opened, not with the library's list. On /maquinas/:id the page's first render waits for it
 * (App.tsx: preloadEditor).
 */
const editorCode = loadable(() => import('./MachineEditor').then((module) => ({ default: module.MachineEditor })), <PageLoading />);
const MachineEditor = editorCode.Component;

/** Starts loading the editor's code (App.tsx, on /maquinas/:id). */
export const preloadEditor = (): Promise<void> => editorCode.start();

/** What the library said, in words. */
export function failureText(t: Translate, failure: LibraryFailure): string {
  if ('file' in failure) {
    const params: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(failure.params)) params[k] = Array.isArray(v) ? v.join('; ') : (v as string | number);
    return t(`editor.file.${failure.problem}`, params);
  }
  switch (failure.problem) {
    case 'too_many_parts':
    case 'too_many_photos':
      return t(`editor.library.problems.${failure.problem}`, { limit: failure.limit });
    case 'photo_invalid':
      return t('editor.library.problems.photo_invalid', { photo: failure.photo });
    case 'invalid_name':
      return t('editor.library.problems.invalid_name');
    case 'changed_elsewhere':
      return t('editor.library.problems.changed_elsewhere');
    default:
      return t(`editor.library.problems.${failure.problem}`);
  }
}

/**
 * The library's code and the records database (some 45 KB of gzip with Dexie and the machine
 * file's reader): loaded when the device has a database to read, or when a button needs them.
 */
const libraryCode = () => import('../../records/machineLibrary');
type LibraryCode = Awaited<ReturnType<typeof libraryCode>>;

/**
 * The library's machines. A device without the records database has none: the list is empty and
 * neither the library's code nor the database is loaded, and no empty database is made.
 */
async function listLibrary(search: string): Promise<MachineSummary[]> {
  if (!(await databaseMayExist())) return [];
  return (await libraryCode()).listMachines(search);
}

/** The library's machines, read ahead of the page's first render. */
const libraryAhead = readAhead<MachineSummary[]>();

/**
 * Reads the library before the page renders (App.tsx waits for it with the page's code, on
 * /maquinas): its first frame lists the machines, not a loading line that the list then replaces.
 */
export function preloadLibrary(): Promise<void> {
  return libraryAhead.preload((watch) => {
    watch(onMachinesChange);
    return listLibrary('');
  });
}

function Library() {
  const { t, language } = useLanguage();
  const [, navigate] = useLocation();
  const id = useId();
  const [search, setSearch] = useState('');
  const [machines, setMachines] = useState<MachineSummary[] | null>(() => libraryAhead.take());
  const [name, setName] = useState('');
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [deleting, setDeleting] = useState<MachineSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // The deployment's machines are read-only here: listed apart, to copy or export.
  // (machineLibraryTypes.ts's isDeployed, written here: its module shares a chunk with the machine file's reader)
  const own = (machines ?? []).filter((m) => m.origin.kind !== 'deployment');
  const deployed = (machines ?? []).filter((m) => m.origin.kind === 'deployment');

  useEffect(() => {
    let alive = true;
    const read = () =>
      void listLibrary(search).then(
        (list) => alive && setMachines(list),
        () => alive && setMachines([]),
      );
    read();
    const stop = onMachinesChange(read);
    // Another tab's change: the library is re-read when this tab is seen again.
    const seen = () => document.visibilityState === 'visible' && read();
    document.addEventListener('visibilitychange', seen);
    return () => {
      alive = false;
      stop();
      document.removeEventListener('visibilitychange', seen);
    };
  }, [search]);

  /** The library's code, or null (said on the page) when it does not load: nothing was changed. */
  const library = async (): Promise<LibraryCode | null> => {
    try {
      return await libraryCode();
    } catch {
      setMessage({ tone: 'error', text: t('editor.library.codeFailed') });
      return null;
    }
  };
  const create = async (e: FormEvent) => {
    e.preventDefault();
    const text = name.trim();
    if (text === '') return setMessage({ tone: 'error', text: t('editor.library.nameNeeded') });
    setBusy(true);
    const code = await library();
    const r = code && (await code.createMachine({ [language]: text }));
    setBusy(false);
    if (!r) return;
    if (!r.ok) return setMessage({ tone: 'error', text: failureText(t, r) });
    navigate(`${ROUTES.machines}/${encodeURIComponent(r.id)}`);
  };
  const duplicate = async (source: string) => {
    setBusy(true);
    const code = await library();
    const r = code && (await code.duplicateMachine(source));
    setBusy(false);
    if (!r) return;
    if (!r.ok) return setMessage({ tone: 'error', text: failureText(t, r) });
    navigate(`${ROUTES.machines}/${encodeURIComponent(r.id)}`);
  };
  const exportOne = async (machineId: string) => {
    const code = await library();
    if (!code) return;
    const r = await code.exportMachine(machineId);
    if (!r.ok) return setMessage({ tone: 'error', text: `${t('editor.library.exportFailed')} ${failureText(t, r)}` });
    saveFile(r.fileName, r.text, 'application/json');
    setMessage({ tone: 'info', text: t('editor.exported') });
  };
  const remove = async (target: MachineSummary) => {
    const code = await library();
    if (!code) return;
    const done = await code.deleteMachine(target.id);
    setMessage(done ? { tone: 'info', text: t('editor.library.deleted') } : { tone: 'error', text: t('editor.library.problems.not_saved') });
  };
  const importFile = async (file: File) => {
    setBusy(true);
    setMessage({ tone: 'info', text: t('editor.library.importing', { name: file.name }) });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const code = await library();
    const r = code && (await code.importMachine(bytes, decodes));
    setBusy(false);
    if (!r) return;
    if (!r.ok) return setMessage({ tone: 'error', text: `${t('editor.library.importFailed', { name: file.name })} ${failureText(t, r)}` });
    setMessage({ tone: 'info', text: t(r.renamed ? 'editor.library.importedRenamed' : 'editor.library.imported', { id: r.id }) });
  };

  return (
    <div className="library" data-testid="machine-library">
      <section className="library__new" aria-labelledby={`${id}-new`}>
        <h2 id={`${id}-new`}>{t('editor.library.newHeading')}</h2>
        <form className="editor-inline" onSubmit={(e) => void create(e)}>
          <label className="visually-hidden" htmlFor={`${id}-name`}>
            {t('editor.machineName')}
          </label>
          <input id={`${id}-name`} value={name} maxLength={120} placeholder={t('editor.library.namePlaceholder')} onChange={(e) => setName(e.target.value)} data-testid="new-machine-name" />
          <button type="submit" className="button button--primary" disabled={busy} data-testid="new-machine">
            <Plus aria-hidden="true" /> {t('editor.library.create')}
          </button>
        </form>
        <div className="editor-inline">
          <button type="button" className="button button--secondary" onClick={() => fileInput.current?.click()} disabled={busy} data-testid="import-machine">
            <Upload aria-hidden="true" /> {t('editor.library.import')}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void importFile(file);
            }}
            data-testid="import-input"
          />
        </div>
        {message && (
          <p className={`editor-notice editor-notice--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'} data-testid="library-message">
            {message.text}
          </p>
        )}
      </section>

      <section aria-labelledby={`${id}-mine`}>
        <div className="library__bar">
          <h2 id={`${id}-mine`}>{t('editor.library.mine')}</h2>
          <label className="library__search">
            <Search aria-hidden="true" />
            <span className="visually-hidden">{t('editor.library.search')}</span>
            <input type="search" value={search} placeholder={t('editor.library.search')} onChange={(e) => setSearch(e.target.value)} data-testid="library-search" />
          </label>
        </div>
        {machines === null ? (
          <PageLoading inline />
        ) : own.length === 0 ? (
          <p className="library__empty">{search.trim() ? t('editor.library.noMatch') : t('editor.library.empty')}</p>
        ) : (
          <ul className="library__cards">
            {own.map((m) => (
              <li key={m.id} className="library-card" data-testid={`library-${m.id}`}>
                <h3>{localized(m.name, language) || m.id}</h3>
                <p className="library-card__meta">
                  {t('editor.library.counts', { parts: m.parts, photos: m.photos, orders: m.workOrders })} · {t('editor.library.updated', { date: new Date(m.updatedAt).toLocaleString(language) })}
                </p>
                <div className="library-card__buttons">
                  <Link href={`${ROUTES.machines}/${encodeURIComponent(m.id)}`} className="button button--primary">
                    <Pencil aria-hidden="true" /> {t('editor.library.edit')}
                  </Link>
                  <Link href={procedurePath(m.id)} className="button button--secondary" data-testid={`procedure-${m.id}`}>
                    <ClipboardCheck aria-hidden="true" /> {t('editor.procedure')}
                  </Link>
                  <button type="button" className="button button--secondary" disabled={busy} onClick={() => void duplicate(m.id)}>
                    <Copy aria-hidden="true" /> {t('editor.library.duplicate')}
                  </button>
                  <button type="button" className="button button--secondary" onClick={() => void exportOne(m.id)}>
                    <Download aria-hidden="true" /> {t('editor.export')}
                  </button>
                  <button type="button" className="button button--danger" onClick={() => setDeleting(m)} data-testid={`delete-${m.id}`}>
                    <Trash2 aria-hidden="true" /> {t('editor.library.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {deployed.length > 0 && (
        <section aria-labelledby={`${id}-company`}>
          <h2 id={`${id}-company`}>{t('editor.library.company')}</h2>
          <p className="library__hint">{t('editor.library.companyHint')}</p>
          <ul className="library__cards">
            {deployed.map((m) => (
              <li key={m.id} className="library-card library-card--template" data-testid={`library-${m.id}`}>
                <h3>{localized(m.name, language) || m.id}</h3>
                <p className="library-card__meta">{t('editor.library.counts', { parts: m.parts, photos: m.photos, orders: m.workOrders })}</p>
                <div className="library-card__buttons">
                  <button type="button" className="button button--secondary" disabled={busy} onClick={() => void duplicate(m.id)}>
                    <Copy aria-hidden="true" /> {t('editor.library.copyTemplate')}
                  </button>
                  <button type="button" className="button button--secondary" onClick={() => void exportOne(m.id)}>
                    <Download aria-hidden="true" /> {t('editor.export')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby={`${id}-templates`}>
        <h2 id={`${id}-templates`}>{t('editor.library.templates')}</h2>
        <p className="library__hint">{t('editor.library.templatesHint')}</p>
        <ul className="library__cards">
          {BUILT_IN_MACHINES.map((m) => (
            <li key={m.id} className="library-card library-card--template">
              <h3>{localized(m.name, language)}</h3>
              <p className="library-card__meta">{t('editor.library.counts', { parts: m.parts, photos: 0, orders: 0 }).split(' · ')[0]}</p>
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => void duplicate(m.id)} data-testid={`duplicate-${m.id}`}>
                <Copy aria-hidden="true" /> {t('editor.library.copyTemplate')}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <Modal
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        tone="danger"
        title={t('editor.library.deleteTitle')}
        description={deleting ? t('editor.library.deleteText', { name: localized(deleting.name, language) || deleting.id }) : ''}
        footer={
          <>
            <button type="button" className="button button--secondary" onClick={() => setDeleting(null)}>
              {t('editor.library.cancel')}
            </button>
            <button
              type="button"
              className="button button--danger"
              data-testid="confirm-delete"
              onClick={() => {
                const target = deleting;
                setDeleting(null);
                if (target) void remove(target);
              }}
            >
              {t('editor.library.delete')}
            </button>
          </>
        }
      />
    </div>
  );
}

/** /maquinas and /maquinas/:id, behind the kiosk's PIN when one is set. */
export default function MachinesPage() {
  const { t } = useLanguage();
  const params = useParams<{ id?: string }>();
  // (the kiosk's unlock form speaks the user area's words)
  const ready = useSections(MACHINES_PAGE_SECTIONS);
  const snap = useSnapshot(store);
  const title = t('editor.library.title');
  useDocumentTitle(title);
  if (!ready) return <PageLoading />;
  const locked = kioskLocked(snap);
  return (
    <div className={`page machines-page ${params.id ? 'machines-page--editor' : ''}`}>
      {!params.id && (
        <header className="page__header">
          <h1 className="page__title">{title}</h1>
          <p className="page__subtitle">{t('editor.library.subtitle')}</p>
        </header>
      )}
      {locked ? (
        <div className="machines-locked" data-testid="machines-locked">
          {params.id && <h1 className="page__title">{title}</h1>}
          <p>{t('editor.library.locked')}</p>
          <KioskUnlock />
        </div>
      ) : params.id ? (
        <MachineEditor key={params.id} id={params.id} />
      ) : (
        <Library />
      )}
    </div>
  );
}
