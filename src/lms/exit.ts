/**
 * The way back to the LMS from a cmi5 lesson. cmi5 10.2.6: "The AU MUST redirect the current
 * browser window or frame to the returnURL when the AU is terminated if the returnURL is
 * provided." The lesson offers a "Back to the course" control while the LMS gave one; pressing it
 * ends the session (`terminated`, once) and then takes this window or frame, not the LMS's own
 * top window, to that address.
 */
import { store } from '../state/store';
import type { Cmi5Connection } from './cmi5';

/** The most the page waits for `terminated` to reach the LRS before it goes (keepalive carries it on). */
const FLUSH_WAIT_MS = 3000;

let way: { conn: Pick<Cmi5Connection, 'terminate' | 'flush'>; url: string } | null = null;

/**
 * The address to go back to: the LMS's returnURL resolved against this page (an LMS may give a
 * relative one), only http(s) (a `javascript:` or `data:` address would run in the lesson's page).
 */
export function returnAddress(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Offers the way back when the LMS gave a usable returnURL; false when there is none. */
export function offerReturn(conn: Pick<Cmi5Connection, 'returnUrl' | 'terminate' | 'flush'>, base: string = window.location.href): boolean {
  const url = returnAddress(conn.returnUrl, base);
  if (!url) {
    if (conn.returnUrl) console.warn(`cmi5 launch: the returnURL ${JSON.stringify(conn.returnUrl)} is not an http(s) address; the lesson offers no way back to the LMS.`);
    return false;
  }
  way = { conn, url };
  store.lmsReturn = { finished: false, leaving: false };
  return true;
}

/** The lesson is over: the way back stands out. */
export function lessonFinished(): void {
  if (store.lmsReturn) store.lmsReturn.finished = true;
}

/**
 * Ends the session and goes back to the LMS. `terminated` is sent here, before the page goes; the
 * tracker's own terminate as the page hides then finds the session ended and sends nothing more.
 */
export async function returnToLms(go: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  if (!way || store.lmsReturn?.leaving) return;
  if (store.lmsReturn) store.lmsReturn.leaving = true;
  const { conn, url } = way;
  conn.terminate();
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([conn.flush().catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, FLUSH_WAIT_MS)))]);
  clearTimeout(timer);
  go(url);
}
