import { subscribeKey } from 'valtio/utils';
import { LANGUAGE_STORAGE_KEY } from '../rules/language';
import { reportFatal } from './actions';
import { safeStorage } from '../platform/storage';
import { store } from './store';

// Browsers report these as window errors although nothing is broken.
const HARMLESS = [/ResizeObserver loop/i];

function isHarmless(message: string): boolean {
  return HARMLESS.some((re) => re.test(message));
}

/**
 * Starts the effects of state changes: the language choice is saved and `<html lang>` follows
 * it; errors thrown outside React rendering (event handlers, timers, promises) reach the error
 * screen; a dropped file never navigates away. Returns a function that stops them (tests).
 */
export function startEffects(): () => void {
  const applyLanguage = () => {
    document.documentElement.lang = store.language;
  };
  applyLanguage();
  const stopLanguage = subscribeKey(store, 'language', (language) => {
    applyLanguage();
    safeStorage.set(LANGUAGE_STORAGE_KEY, language);
  });

  const onError = (event: ErrorEvent) => {
    const message = event.message ?? '';
    if (isHarmless(message)) return;
    // Cross-origin script errors carry no information and are not ours.
    if (!event.error && message === 'Script error.') return;
    reportFatal(event.error ?? message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reportFatal(event.reason);
  };
  // A file dropped anywhere on the page would make the browser open it and leave the training.
  const keepFiles = (event: DragEvent) => {
    if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('dragover', keepFiles);
  window.addEventListener('drop', keepFiles);
  return () => {
    stopLanguage();
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('dragover', keepFiles);
    window.removeEventListener('drop', keepFiles);
  };
}
