/**
 * Who hears when the records change (a page listing them reads them again), apart from the
 * database's code (databaseName.ts says why): a page may listen before it has opened the database.
 */
const listeners = new Set<() => void>();

/** Called whenever the records change (a page listing them re-reads). */
export function onRecordsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener that the records changed. */
export function changed(): void {
  listeners.forEach((listener) => listener());
}
