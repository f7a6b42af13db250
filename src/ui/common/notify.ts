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

/**
 * Shows a toast. sonner (and its Toaster) load with the first notice rather than with every
 * page: sonner replays toasts created before its Toaster subscribes, so none is lost.
 */
export function notify(tone: Tone, message: string, options: Omit<ExternalToast, 'action'> & { action?: NoticeAction } = {}): void {
  store.toasterWanted = true;
  const { action, ...rest } = options;
  void import('sonner').then(({ toast }) => {
    const id = rest.id ?? `notice-${++nextId}`;
    toast[tone](message, { ...rest, id, action: action ? actionButton(action, () => toast.dismiss(id)) : undefined });
  });
}
