/**
 * What the tabs of this browser tell each other about work orders (BroadcastChannel): a tab that
 * opens an attempt says so, a tab that holds that attempt in progress answers, and a tab that
 * finishes one says so, so that no two tabs play, or record, one attempt.
 */
export type TabMessage =
  | { readonly type: 'open'; readonly id: string; readonly from: string }
  | { readonly type: 'held'; readonly id: string; readonly to: string }
  | { readonly type: 'finished'; readonly id: string };

/** This page's own id (a reload is a new page: the page before it no longer answers). */
export const PAGE_ID = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `p-${Math.random().toString(36).slice(2)}`;

let channel: BroadcastChannel | null | undefined;
const handlers = new Set<(message: TabMessage) => void>();

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  try {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('loto-attempts');
  } catch {
    channel = null;
  }
  if (channel) {
    // (Node's channel would keep a test run alive; a browser has no such method.)
    (channel as BroadcastChannel & { unref?: () => void }).unref?.();
    channel.onmessage = (event: MessageEvent<TabMessage>) => handlers.forEach((handler) => handler(event.data));
  }
  return channel;
}

/** Tells the other tabs. */
export function tellTabs(message: TabMessage): void {
  try {
    open()?.postMessage(message);
  } catch {
    // A closed channel: nobody to tell.
  }
}

/** Listens to the other tabs. */
export function onTabMessage(handler: (message: TabMessage) => void): () => void {
  open();
  handlers.add(handler);
  return () => handlers.delete(handler);
}

/** Stops listening and telling (the page is gone: tests end a page's part with it). */
export function leaveTabs(): void {
  channel?.close();
  channel = null;
  handlers.clear();
}
