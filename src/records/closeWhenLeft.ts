import type Dexie from 'dexie';

/**
 * Closes a database's connection whenever the page is left, and lets the next use open it again.
 * Dexie closes it itself only when the page goes into the back-forward cache (`persisted`); in
 * WebKit a page left for a reload or a typed address kept its connection long enough that the
 * next page's request to open the same database got no answer: a reload after a finished attempt
 * left the records page loading for good. A page brought back
 * reopens on its first read or write; a write cut short is still in localStorage (records) or
 * still queued (statements), and the next page finishes it.
 */
export function closeWhenLeft(database: Dexie): void {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return;
  window.addEventListener('pagehide', () => {
    if (database.isOpen()) database.close({ disableAutoOpen: false });
  });
}
