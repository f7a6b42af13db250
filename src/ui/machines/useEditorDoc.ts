/**
 * The machine being edited: its draft with undo and redo, saved to the device's library after
 * every change (a moment after the last one, and at once when the page is hidden or left). A save
 * another tab overtook is kept as a copy of its own (machineLibrary.ts) and the editor moves to
 * it; a save the device cannot take (a full disk) keeps the draft here, says so and is tried again
 * on the next change or on demand.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { getMachine, saveMachine, type LibraryFailure, type MachineEntry, type MachineOrigin } from '../../records/machineLibrary';
import { isRecord } from '../../rules/machine';
import type { MachineDraftData, WorkOrderDraft } from '../../rules/machineDraft';
import { safeStorage } from '../../platform/storage';
import type { PhotoType } from '../../rules/machineFile';

/** A photo as the editor holds it: always with its bytes (it draws them). */
export interface EditorPhoto {
  readonly id: string;
  readonly type: PhotoType;
  readonly width: number;
  readonly height: number;
  readonly bytes: Uint8Array;
}

/** Everything an edit can change, as one value (undo restores it whole). */
export interface EditorDoc extends MachineDraftData {
  readonly photos: readonly EditorPhoto[];
}

/** How the draft stands with the library. */
export type SaveState = { readonly kind: 'saved' } | { readonly kind: 'saving' } | { readonly kind: 'failed'; readonly problem: LibraryFailure['problem'] };

/** Edits of the same field this close together are one step of undo (typing a name). */
const COALESCE_MS = 1500;
const SAVE_DELAY_MS = 400;
const MAX_UNDO = 200;

interface History {
  readonly past: readonly EditorDoc[];
  readonly present: EditorDoc;
  readonly future: readonly EditorDoc[];
}

/** The editor's draft of machine `id`: loading, missing, or loaded with its edits and its save state. */
export type EditorState =
  | { readonly status: 'loading' }
  | { readonly status: 'missing' }
  | {
      readonly status: 'ready';
      readonly doc: EditorDoc;
      readonly canUndo: boolean;
      readonly canRedo: boolean;
      readonly save: SaveState;
      /** Set when another tab's save overtook this one: the id of the copy this draft was kept as. */
      readonly keptAs: string | null;
      /** Where it came from: a deployment's machine is read-only here. */
      readonly origin: MachineOrigin;
    };

export interface EditorApi {
  readonly state: EditorState;
  /** Applies a change; edits with the same `key` in quick succession are one step of undo. */
  change(next: (doc: EditorDoc) => EditorDoc, key?: string): void;
  undo(): void;
  redo(): void;
  /** Saves now (after a failure, the "Try again" button); resolves once what was waiting is saved or refused. */
  saveNow(): Promise<void>;
}

/** A draft a closing page could not save, as it left it. */
interface Rescue {
  /** The revision it was drawn from. */
  readonly revision: number;
  readonly machine: Readonly<Record<string, unknown>>;
  readonly workOrders: readonly WorkOrderDraft[];
  /** The stored photos it keeps. */
  readonly photos: readonly string[];
}

const rescueKey = (id: string) => `loto-machine-draft:${id}`;

/** The draft a closed page left for machine `id`, or null (none, or not one: a hand-edited value is dropped). */
function readRescue(id: string): Rescue | null {
  try {
    const data: unknown = JSON.parse(safeStorage.get(rescueKey(id)) ?? 'null');
    if (!isRecord(data) || !Number.isInteger(data.revision) || !isRecord(data.machine) || !Array.isArray(data.workOrders) || !Array.isArray(data.photos)) return null;
    if (!data.workOrders.every((o) => isRecord(o) && typeof o.id === 'string') || !data.photos.every((p) => typeof p === 'string')) return null;
    return data as unknown as Rescue;
  } catch {
    return null;
  }
}

function docOf(entry: MachineEntry): EditorDoc {
  return { machine: entry.machine, workOrders: entry.workOrders as WorkOrderDraft[], photos: entry.photos };
}

export function useEditorDoc(id: string): EditorApi {
  const [history, setHistory] = useState<History | null>(null);
  const [missing, setMissing] = useState(false);
  const [save, setSave] = useState<SaveState>({ kind: 'saved' });
  const [keptAs, setKeptAs] = useState<string | null>(null);
  const [origin, setOrigin] = useState<MachineOrigin>({ kind: 'new' });
  const revision = useRef(0);
  const stored = useRef(new Set<string>());
  const last = useRef<{ key: string; at: number } | null>(null);
  // What the library holds and what waits to be saved.
  const savedDoc = useRef<EditorDoc | null>(null);
  const pending = useRef<EditorDoc | null>(null);
  const busy = useRef(false);
  const inflight = useRef<Promise<void> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const stopped = useRef(false);
  const flushRef = useRef<(() => Promise<void>) | null>(null);

  useEffect(() => {
    let alive = true;
    stopped.current = false;
    void getMachine(id).then(
      (entry) => {
        if (!alive) return;
        if (!entry) return setMissing(true);
        revision.current = entry.revision;
        setOrigin(entry.origin);
        stored.current = new Set(entry.photos.map((p) => p.id));
        const doc = docOf(entry);
        savedDoc.current = doc;
        // Edits the last page left unsaved (closed before its save landed) come back on top.
        const rescue = readRescue(id);
        const present = rescue && rescue.revision === entry.revision ? { machine: rescue.machine, workOrders: rescue.workOrders, photos: doc.photos.filter((p) => rescue.photos.includes(p.id)) } : doc;
        if (rescue && present === doc) safeStorage.remove(rescueKey(id));
        setHistory({ past: [], present, future: [] });
        if (present !== doc) {
          pending.current = present;
          setSave({ kind: 'saving' });
          void flushRef.current?.();
        }
      },
      () => alive && setMissing(true),
    );
    return () => {
      alive = false;
    };
  }, [id]);

  const flush = useCallback(async (): Promise<void> => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    // A save under way saves what is waiting too, before it ends: wait for it.
    if (busy.current) return inflight.current ?? undefined;
    busy.current = true;
    let done = (): void => {};
    inflight.current = new Promise<void>((resolve) => (done = resolve));
    // Saves until what is stored is the latest draft (edits made during a save are saved next).
    while (!stopped.current && pending.current && pending.current !== savedDoc.current) {
      const doc = pending.current;
      setSave({ kind: 'saving' });
      const photos = doc.photos.map((p) => (stored.current.has(p.id) ? { id: p.id, type: p.type, width: p.width, height: p.height } : p));
      const result = await saveMachine(id, { machine: doc.machine, workOrders: doc.workOrders, photos }, revision.current);
      if (result.ok) {
        revision.current = result.revision;
        stored.current = new Set(doc.photos.map((p) => p.id));
        savedDoc.current = doc;
        if (pending.current === doc) {
          safeStorage.remove(rescueKey(id));
          setSave({ kind: 'saved' });
        }
        continue;
      }
      if (result.problem === 'changed_elsewhere') {
        // This draft is safe in the copy; nothing more is saved from here.
        stopped.current = true;
        setKeptAs(result.keptAs);
        setSave({ kind: 'saved' });
        break;
      }
      setSave({ kind: 'failed', problem: result.problem });
      break;
    }
    busy.current = false;
    inflight.current = null;
    done();
  }, [id]);

  const schedule = useCallback(
    (doc: EditorDoc) => {
      pending.current = doc;
      setSave((s) => (s.kind === 'saving' ? s : { kind: 'saving' }));
      // At most SAVE_DELAY_MS after the first change not saved, however fast the changes come.
      if (timer.current === undefined) timer.current = window.setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush],
  );

  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  // Leaving the page, hiding the tab or closing it: save what is waiting at once. A page that
  // closes cannot wait for the database, so what is not saved yet is also written where it lands
  // at once (localStorage), and the next visit takes it back (photos not saved yet excepted).
  useEffect(() => {
    const now = () => {
      const doc = pending.current;
      if (doc && doc !== savedDoc.current && !stopped.current) {
        const rescue: Rescue = { revision: revision.current, machine: doc.machine, workOrders: doc.workOrders, photos: doc.photos.filter((p) => stored.current.has(p.id)).map((p) => p.id) };
        safeStorage.set(rescueKey(id), JSON.stringify(rescue));
      }
      void flush();
    };
    const hidden = () => document.visibilityState === 'hidden' && now();
    window.addEventListener('pagehide', now);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', now);
      document.removeEventListener('visibilitychange', hidden);
      now();
    };
  }, [flush, id]);

  const change = useCallback(
    (next: (doc: EditorDoc) => EditorDoc, key?: string) => {
      setHistory((h) => {
        if (!h) return h;
        const doc = next(h.present);
        if (doc === h.present) return h;
        const at = Date.now();
        const merge = key !== undefined && last.current?.key === key && at - last.current.at < COALESCE_MS && h.past.length > 0;
        last.current = key === undefined ? null : { key, at };
        schedule(doc);
        return { past: merge ? h.past : [...h.past, h.present].slice(-MAX_UNDO), present: doc, future: [] };
      });
    },
    [schedule],
  );

  const undo = useCallback(() => {
    last.current = null;
    setHistory((h) => {
      if (!h || h.past.length === 0) return h;
      const doc = h.past[h.past.length - 1]!;
      schedule(doc);
      return { past: h.past.slice(0, -1), present: doc, future: [h.present, ...h.future] };
    });
  }, [schedule]);

  const redo = useCallback(() => {
    last.current = null;
    setHistory((h) => {
      if (!h || h.future.length === 0) return h;
      const doc = h.future[0]!;
      schedule(doc);
      return { past: [...h.past, h.present], present: doc, future: h.future.slice(1) };
    });
  }, [schedule]);

  const saveNow = useCallback(() => flush(), [flush]);

  const state: EditorState = missing
    ? { status: 'missing' }
    : !history
      ? { status: 'loading' }
      : { status: 'ready', doc: history.present, canUndo: history.past.length > 0, canRedo: history.future.length > 0, save, keptAs, origin };
  return { state, change, undo, redo, saveNow };
}
