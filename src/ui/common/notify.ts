import { createElement } from 'react';
import type { ExternalToast } from 'sonner';
import { store } from '../../state/store';

/** A notice's tone: green success, red error, blue info, amber warning. */
export type Tone = 'success' | 'error' | 'info' | 'warning';

/** A notice's button. */
export interface NoticeAction {
  label: string;
  onClick: () => void;
}

/**
 * The notice's button, drawn like sonner's own but never taking focus on a click or tap: when a
 * focused toast goes away, sonner hands focus back to what had it before, which would pull the
 * caret out of the tag form a trainee has just started filling in.
 */
function actionButton(action: NoticeAction, dismiss: () => void) {
  return createElement(
    'button',
    {
      type: 'button',
      'data-button': '',
      'data-action': '',
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onClick: () => {
        action.onClick();
        dismiss();
      },
    },
    action.label,
  );
}

let nextId = 0;
/** Notices on screen (or about to be), by tone, so that a resolved warning can be taken down. */
const shown = new Map<string, Tone>();

/**
 * Shows a toast. sonner (and its Toaster) load with the first notice rather than with every
 * page: sonner replays toasts created before its Toaster subscribes, so none is lost.
 */
export function notify(tone: Tone, message: string, options: Omit<ExternalToast, 'action'> & { action?: NoticeAction } = {}): void {
  store.toasterWanted = true;
  const { action, ...rest } = options;
  void import('sonner').then(({ toast }) => {
    const id = rest.id ?? `notice-${++nextId}`;
    shown.set(String(id), tone);
    const forget = () => shown.delete(String(id));
    toast[tone](message, {
      ...rest,
      id,
      onDismiss: forget,
      onAutoClose: forget,
      action: action ? actionButton(action, () => toast.dismiss(id)) : undefined,
    });
  });
}

/** Takes down the notices of the given tones (say, a warning the trainee has since resolved). */
export function dismissNotices(tones: readonly Tone[]): void {
  const ids = [...shown].filter(([, tone]) => tones.includes(tone)).map(([id]) => id);
  if (ids.length === 0) return;
  ids.forEach((id) => shown.delete(id));
  void import('sonner').then(({ toast }) => ids.forEach((id) => toast.dismiss(id)));
}
