/**
 * Finished attempts as they are recorded, for whoever reports them elsewhere (the learning record
 * store's sender subscribes at start-up; src/main.tsx). The store's records code does not know
 * who listens, so state depends on no reporting code. Small and free of imports on purpose: it
 * loads with the page.
 */
import type { AttemptRow } from '../records/types';

type Listener = (row: AttemptRow) => void;

const listeners = new Set<Listener>();

/** Calls `listener` with every attempt recorded from now on, at once (in the same task); returns how to stop. */
export function onRecorded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener about a recorded attempt; one that throws does not keep it from the others. */
export function announceRecorded(row: AttemptRow): void {
  for (const listener of listeners) {
    try {
      listener(row);
    } catch (error) {
      console.error('A recorded attempt could not be reported.', error);
    }
  }
}
