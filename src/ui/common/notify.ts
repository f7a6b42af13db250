import type { ExternalToast } from 'sonner';
import { store } from '../../state/store';

/** A notice's tone: green success, red error, blue info, amber warning. */
export type Tone = 'success' | 'error' | 'info' | 'warning';

/**
 * Shows a toast. sonner (and its Toaster) load with the first notice rather than with every
 * page: sonner replays toasts created before its Toaster subscribes, so none is lost.
 */
export function notify(tone: Tone, message: string, options?: ExternalToast): void {
  store.toasterWanted = true;
  void import('sonner').then(({ toast }) => toast[tone](message, options));
}
