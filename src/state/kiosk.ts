/**
 * Kiosk mode in the store: remembered on the device, turned on or off by `?quiosque=1|0` or the
 * records page, mirrored as the `kiosk` class on <html> (large touch targets, no outbound links),
 * and full screen asked for on a tap.
 */
import { proxy } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { KIOSK_STORAGE_KEY, kioskFromQuery, withoutKioskQuery, type KioskSettings } from '../rules/kiosk';
import { postNotice } from './notices';
import { safeStorage } from '../platform/storage';
import { store } from './store';

/** Applies and remembers kiosk settings; false when the device could not store them (they hold for this page). */
export function setKiosk(settings: KioskSettings): boolean {
  store.kiosk = { ...settings };
  return safeStorage.set(KIOSK_STORAGE_KEY, JSON.stringify(settings));
}

/**
 * Reads `?quiosque=` from the address (then takes it out of the address: it is remembered, and a
 * link copied later should not carry it) and keeps <html class="kiosk"> in step with the store.
 * Returns a function that stops following the store (tests).
 */
export function startKiosk(): () => void {
  let asked = kioskFromQuery(window.location.search);
  if (asked === false && store.kiosk.on && store.kiosk.pin) {
    // Behind a PIN, only the instructor turns it off (on the records page, unlocked).
    console.warn('?quiosque=0 ignored: kiosk mode is protected by a PIN; turn it off on /usuarios.');
    postNotice({ tone: 'warning', title: { key: 'kiosk.offRefused.title' }, description: { key: 'kiosk.offRefused.text' } });
    asked = true;
  }
  if (asked !== null) {
    // Turned on by address, the screen's language is the one every session starts in (until the
    // instructor picks another on the records page).
    setKiosk({ ...store.kiosk, on: asked, language: store.kiosk.language ?? (asked ? store.language : null) });
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${withoutKioskQuery(search)}${hash}`);
  }
  const apply = () => document.documentElement.classList.toggle('kiosk', store.kiosk.on);
  apply();
  const stopClass = subscribeKey(store, 'kiosk', apply);
  const stopFullscreen = askFullscreen();
  return () => {
    stopClass();
    stopFullscreen();
  };
}

/**
 * In kiosk mode, asks for full screen on a tap or a key: browsers grant it only during a user
 * gesture, so it cannot happen on load. Listening from the start (not with the lazily loaded idle
 * watch) lets the very first tap count. It asks once, and once more after each time the screen
 * leaves full screen (the trainee swiped out of it); a refusal is not asked again until the next
 * session, so nobody is nagged.
 */
function askFullscreen(): () => void {
  const root = document.documentElement;
  if (!document.fullscreenEnabled || typeof root.requestFullscreen !== 'function') return () => undefined;
  let asked = false;
  const ask = (event: Event) => {
    if (!store.kiosk.on || asked || document.fullscreenElement) return;
    // Escape is how the trainee leaves full screen: no request to go back.
    if (event instanceof KeyboardEvent && (event.key === 'Escape' || event.repeat)) return;
    asked = true;
    root.requestFullscreen({ navigationUI: 'hide' }).catch(() => {
      // Refused (a browser setting, a policy): the site works the same in a window.
    });
  };
  const left = () => {
    if (!document.fullscreenElement) asked = false;
  };
  // pointerup rather than pointerdown: the screen changes size when it goes full screen, which
  // must not happen under a finger that is starting a drag.
  window.addEventListener('pointerup', ask, true);
  window.addEventListener('keydown', ask, true);
  document.addEventListener('fullscreenchange', left);
  const stopSession = subscribeKey(store, 'session', () => {
    asked = false;
  });
  return () => {
    window.removeEventListener('pointerup', ask, true);
    window.removeEventListener('keydown', ask, true);
    document.removeEventListener('fullscreenchange', left);
    stopSession();
  };
}

/** Whether the records page is locked: kiosk mode on, a PIN set, and not typed on this page yet. */
export function kioskLocked(state: { readonly kiosk: KioskSettings; readonly kioskUnlocked: boolean }): boolean {
  return state.kiosk.on && state.kiosk.pin !== null && !state.kioskUnlocked;
}

/**
 * On a kiosk locked by its PIN, who sits at the screen by their own doing, and since when: a
 * trainee who added themselves (since 0: their records are all from now on), or who chose their
 * name in the list (since that moment). Only what they did since shows on the locked records
 * page: choosing someone else's name starts a session for them without opening their records.
 * Kept for this page and this session only (a reload or the idle reset forgets it).
 */
export const kioskSeat = proxy<{ traineeId: string | null; since: number; session: number }>({ traineeId: null, since: 0, session: -1 });

/** Notes who sits at the kiosk now: a trainee who added themselves ('all'), or chose their name ('from now'). */
export function takeKioskSeat(traineeId: string, records: 'all' | 'from now'): void {
  Object.assign(kioskSeat, { traineeId, since: records === 'all' ? 0 : Date.now(), session: store.session });
}

/** What of `traineeId`'s records the locked page may show: those finished since this moment; null: none. */
export function kioskSeatSince(seat: { readonly traineeId: string | null; readonly since: number; readonly session: number }, session: number, traineeId: string | null): number | null {
  return traineeId !== null && seat.traineeId === traineeId && seat.session === session ? seat.since : null;
}
