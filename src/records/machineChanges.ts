/**
 * The machine library's change notices: a list re-reads when the library changes, in this tab or
 * another one of this browser. Apart from machineLibrary.ts so that a page can listen without the
 * library's code and the database (MachinesPage.tsx, where the device has kept nothing).
 */
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;

/** The channel the tabs of this browser tell each other of a change on (null where there is none). */
function tabs(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  try {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('loto-machines');
  } catch {
    channel = null;
  }
  if (channel) {
    // (Node's channel would keep a test run alive; a browser has no such method.)
    (channel as BroadcastChannel & { unref?: () => void }).unref?.();
    channel.onmessage = () => listeners.forEach((listener) => listener());
  }
  return channel;
}

/** Called whenever the library changes, in this tab or another one of this browser (a list re-reads). */
export function onMachinesChange(listener: () => void): () => void {
  tabs();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells this tab's listeners and the other tabs that the library changed (machineLibrary.ts, after a write). */
export function machinesChanged(): void {
  listeners.forEach((listener) => listener());
  try {
    tabs()?.postMessage('changed');
  } catch {
    // A closed channel: no other tab to tell.
  }
}
