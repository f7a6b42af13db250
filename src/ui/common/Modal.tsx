import { useEffect, useState } from 'react';
import type { ModalDialog, ModalProps } from './ModalDialog';

/*
 * The first press of a pointer or a key on the page. Code that only answers a press (a dialog, a
 * result) loads then rather than with the page: a press's click usually comes some 50-100 ms
 * later, by when the code is there, and a page that nobody touches never fetches it. It lives
 * here, beside the dialog's code that loads at it: one module, one chunk, on every page that has
 * a dialog.
 */
let pressed = false;
const waiting = new Set<() => void>();

function press(): void {
  window.removeEventListener('pointerdown', press, true);
  window.removeEventListener('keydown', press, true);
  pressed = true;
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', press, { capture: true, passive: true });
  window.addEventListener('keydown', press, { capture: true, passive: true });
}

/** Calls `callback` at the page's first press (at once when there has been one); returns a cancel. */
export function onFirstPress(callback: () => void): () => void {
  if (pressed) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

/** Whether the page has had its first press; the component renders again when it comes. */
export function useFirstPress(): boolean {
  const [now, set] = useState(pressed);
  useEffect(() => (now ? undefined : onFirstPress(() => set(true))), [now]);
  return now;
}

// The dialog's code (its focus trap, scroll lock and dismissal, about 2 KB of gzip since it no
// longer uses Radix Dialog) is not part of any page's first paint: it loads when a dialog first
// opens, or at the first press of a pointer or a key (a dialog opens in answer to one), so that
// it is usually there by the time the press's click asks for it.
let dialog: typeof ModalDialog | undefined;
let loading: Promise<typeof ModalDialog> | undefined;

/** Loads the dialog's code (once). */
export function loadModal(): Promise<typeof ModalDialog> {
  loading ??= import('./ModalDialog').then((module) => (dialog = module.ModalDialog));
  return loading;
}

// A failure here is reported when a dialog asks for the code.
onFirstPress(() => void loadModal().catch(() => undefined));

/**
 * The product's dialog (see ModalDialog.tsx), whose code loads when it first opens. Until then
 * (a few milliseconds after a press) nothing is shown; if the code cannot load, the error
 * reaches the nearest error boundary, as a page's code that cannot load does.
 */
export function Modal(props: ModalProps) {
  const [Loaded, setLoaded] = useState(() => dialog);
  const [failure, setFailure] = useState<unknown>(null);
  const { open } = props;
  useEffect(() => {
    if (!open || Loaded) return;
    let current = true;
    loadModal().then(
      (loaded) => current && setLoaded(() => loaded),
      (error: unknown) => current && setFailure(() => error ?? new Error('The dialog could not load')),
    );
    return () => {
      current = false;
    };
  }, [open, Loaded]);
  if (failure) throw failure;
  return Loaded ? <Loaded {...props} /> : null;
}
