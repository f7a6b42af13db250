/**
 * Registers the offline app's worker (workbox-window) and tells the trainee what it does: once,
 * that the site now works without a network; and when a new version has been stored and waits,
 * a notice that stays until closed, whose button reloads into it. A new version is never put in
 * use behind the trainee's back: the notice's button, a reload or the next visit does it
 * (./serviceWorker.ts applies it at start-up).
 */
import { Workbox } from 'workbox-window';
import { onNoticeAction, postNotice, postNoticeAfterDialogs, removeNotice } from './notices';
import { SKIP_WAITING, WORKER_SCOPE, WORKER_URL } from './serviceWorker';
import { store } from './store';

/** The notice button's command kind. */
export const UPDATE_COMMAND = 'app-update';
/** How often a page left open (a kiosk, a classroom PC) asks the server for a new version. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** How long the reload waits for the new version to take over before reloading anyway. */
const TAKEOVER_TIMEOUT_MS = 3000;

/** The deployment's settings (certificate keys), which the worker keeps network-first. */
const CONFIG_URL = '/loto-config.json';

let started = false;
let updateNotice: string | null = null;

/** Shows the "new version" notice, once while it is on screen; it stays until closed or used. */
export function announceUpdate(): void {
  if (updateNotice && store.notices.some((n) => n.id === updateNotice)) return;
  updateNotice = postNotice({
    tone: 'info',
    title: { key: 'app.offline.update' },
    description: { key: 'app.offline.updateText' },
    durationMs: Infinity,
    action: { label: { key: 'app.offline.reload' }, command: { kind: UPDATE_COMMAND, payload: null } },
  });
}

/** Registers the worker (once per page) and follows its versions. */
export async function registerServiceWorker(): Promise<void> {
  if (started) return;
  started = true;
  const container = navigator.serviceWorker;
  const workbox = new Workbox(WORKER_URL, { scope: WORKER_SCOPE });
  let controlled = Boolean(container.controller);
  let reloadAsked = false;

  const reload = () => window.location.reload();
  onNoticeAction(UPDATE_COMMAND, () => {
    if (updateNotice) removeNotice(updateNotice);
    reloadAsked = true;
    void container.getRegistration(WORKER_SCOPE).then((registration) => {
      const waiting = registration?.waiting;
      // Already in use (another tab took it): this page only has to load it.
      if (!waiting) return reload();
      waiting.postMessage(SKIP_WAITING);
      setTimeout(reload, TAKEOVER_TIMEOUT_MS);
    }, reload);
  });

  // Asked once through the worker, so a supervisor who goes offline before ever opening
  // /verificar still has the deployment's list of trusted keys (and a fresh one when online).
  const keepConfig = () => void fetch(CONFIG_URL, { cache: 'no-cache' }).catch(() => undefined);

  container.addEventListener('controllerchange', () => {
    // The first version taking over the first visit's page is no update.
    if (!controlled) {
      controlled = true;
      keepConfig();
      return;
    }
    if (reloadAsked) reload();
    // Another tab put a new version in use: this page's code is the old one's.
    else announceUpdate();
  });

  // The first visit: everything is stored and the site now opens without a network.
  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate && !event.isExternal) postNoticeAfterDialogs({ tone: 'success', title: { key: 'app.offline.ready' }, description: { key: 'app.offline.readyText' }, durationMs: 6000 });
  });
  // A new version is stored and waits (found at this start or by a later check).
  workbox.addEventListener('waiting', () => announceUpdate());

  const registration = await workbox.register();
  // Playwright's blocked workers (and some privacy modes) answer without a registration.
  if (!registration) throw new Error('the browser gave no service worker registration');
  if (controlled) keepConfig();
  // A version the browser began to store before this page registered (its own check on
  // navigation) is one Workbox does not follow: follow it here.
  const installing = registration.installing;
  if (installing && controlled) {
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed' && registration.waiting === installing) announceUpdate();
    });
  }
  setInterval(() => void workbox.update().catch(() => undefined), UPDATE_CHECK_MS);
}
