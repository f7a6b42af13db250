import { useEffect, useState } from 'react';
import { onFirstPress } from './firstPress';
import type { ModalDialog, ModalProps } from './ModalDialog';

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
