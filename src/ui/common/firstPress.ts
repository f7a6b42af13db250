import { useEffect, useState } from 'react';

/*
 * The first press of a pointer or a key on the page. Code that only answers a press (a dialog, a
 * result) loads then rather than with the page: a press's click usually comes some 50-100 ms
 * later, by when the code is there, and a page that nobody touches never fetches it.
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
