/** A Web Storage that never throws: storage that cannot be read holds nothing of ours, and a write that fails says so. */
function neverThrowing(storage: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): boolean {
      try {
        storage().setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key: string): void {
      try {
        storage().removeItem(key);
      } catch {
        // Nothing to do: storage that cannot be read holds nothing of ours.
      }
    },
  };
}

/**
 * localStorage that never throws: private modes, disabled storage and full quotas leave the
 * site working, just without memory.
 */
export const safeStorage = neverThrowing(() => window.localStorage);

/**
 * sessionStorage that never throws: this tab's own memory, kept across a reload and a trip back
 * and forth in its history, never shared with another tab (a new tab starts empty).
 */
export const tabStorage = neverThrowing(() => window.sessionStorage);

const TAB_ID_KEY = 'loto_tab_id';
let tabId: string | null = null;

/** This tab's id for its whole session (kept in sessionStorage, so a reload keeps it; a new tab gets its own). */
export function tabSessionId(): string {
  if (tabId) return tabId;
  tabId = tabStorage.get(TAB_ID_KEY);
  if (!tabId) {
    tabId = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `t-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    tabStorage.set(TAB_ID_KEY, tabId);
  }
  return tabId;
}
