import type { MessageKey, MessageParams } from '../i18n/messages';
import { store } from './store';

/** A notice's tone: green success, red error, blue info, amber warning. */
export type Tone = 'success' | 'error' | 'info' | 'warning';

/** A text to show, kept untranslated so that it follows the language on screen. */
export interface NoticeText {
  key: MessageKey;
  params?: MessageParams;
}

/**
 * What a notice's button does, as data: `kind` names a handler registered with
 * `onNoticeAction` (the simulator registers 'lockout', whose payload is a rules event).
 */
export interface NoticeCommand {
  kind: string;
  payload: unknown;
}

/** A notice (toast) in the store: plain data, translated only when shown. */
export interface Notice {
  id: string;
  tone: Tone;
  title: NoticeText;
  description?: NoticeText;
  /** How long it stays; the toast area's default when absent. */
  durationMs?: number;
  action?: { label: NoticeText; command: NoticeCommand };
  /**
   * News rather than an answer to what the person just did (postNoticeAfterDialogs): it shows at
   * the foot of the screen, where it covers no page title.
   */
  news?: boolean;
}

let nextId = 0;
const handlers = new Map<string, (payload: unknown) => void>();

/**
 * Shows a notice: it goes into the store, and the toast area (loaded with the first one)
 * translates and shows it. Returns its id.
 */
export function postNotice(notice: Omit<Notice, 'id'>): string {
  const id = `notice-${++nextId}`;
  store.toasterWanted = true;
  store.notices.push({ id, ...notice });
  return id;
}

/**
 * Whether the page is busy with something news must not cover: an open dialog (the simulator's
 * help, a work order's sheet…) or a scene (marked `data-scene-stage`: the simulator's panel, the
 * challenge's board, a work order's machine), whose controls fill the screen of a phone.
 */
const busy = () => typeof document !== 'undefined' && document.querySelector('[role="dialog"], [role="alertdialog"], [data-scene-stage]') !== null;

/**
 * Shows a notice that is news rather than an answer to what the person just did (the offline app
 * is ready) once the page is not busy (above): at the top it covered a dialog's title (the
 * simulator's help, which opens with the page) or the work order's title, and at the foot of the
 * screen, where it now shows (Toasts.tsx), a phone's zoom buttons for its six seconds. Over a
 * scene it waits until the trainee leaves it or finishes (a work order's result replaces its scene).
 */
export function postNoticeAfterDialogs(notice: Omit<Notice, 'id'>): void {
  const news = { ...notice, news: true };
  if (!busy() || typeof MutationObserver === 'undefined') {
    postNotice(news);
    return;
  }
  const observer = new MutationObserver(() => {
    if (busy()) return;
    observer.disconnect();
    postNotice(news);
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });
}

/** Takes down one notice (closed by the trainee, timed out, or its button pressed). */
export function removeNotice(id: string): void {
  const index = store.notices.findIndex((n) => n.id === id);
  if (index >= 0) store.notices.splice(index, 1);
}

/** Takes down the notices of the given tones (say, a warning the trainee has since resolved). */
export function dismissNotices(tones: readonly Tone[]): void {
  const kept = store.notices.filter((n) => !tones.includes(n.tone));
  if (kept.length !== store.notices.length) store.notices = kept;
}

/** Registers what a notice button of this `kind` does (returns the function that unregisters it). */
export function onNoticeAction(kind: string, handler: (payload: unknown) => void): () => void {
  handlers.set(kind, handler);
  return () => {
    if (handlers.get(kind) === handler) handlers.delete(kind);
  };
}

/** Runs a notice's button (the toast area calls this on a click), then takes the notice down. */
export function runNoticeAction(id: string): void {
  const command = store.notices.find((n) => n.id === id)?.action?.command;
  if (command) handlers.get(command.kind)?.(command.payload);
  removeNotice(id);
}
