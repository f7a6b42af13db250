import { Hourglass } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_EVENTS, useIdleTimer, type EventsType, type IIdleTimer } from 'react-idle-timer';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import { plural } from '../../i18n/plural';
import { clearSceneState, endSession } from '../../state/session';
import { store } from '../../state/store';
import { ModalDialog as Modal } from '../common/ModalDialog';
import { ROUTES } from '../../platform/routes';

// Touches, clicks, keys and the wheel are activity. Focus and visibility are not: the warning
// moving focus to its own button must not count as a touch. Moves are watched apart (below).
const IGNORED: readonly EventsType[] = ['focus', 'visibilitychange', 'mousemove', 'MSPointerMove'];
const ACTIVITY: EventsType[] = [...DEFAULT_EVENTS.filter((e) => !IGNORED.includes(e)), 'pointerdown'];

/**
 * Pointer moves (a drag on a canvas, a mouse moved) count when the pointer really moved: Chromium
 * sends a mouse move that goes nowhere whenever the page changes under a resting cursor (the
 * warning opening under it would close it at once, and a kiosk with a mouse would never go idle).
 */
function useRealMoves(onMove: () => void): void {
  useEffect(() => {
    let last: { x: number; y: number } | null = null;
    let at = -Infinity;
    const move = (event: PointerEvent) => {
      const moved = last !== null && Math.abs(event.screenX - last.x) + Math.abs(event.screenY - last.y) >= 2;
      last = { x: event.screenX, y: event.screenY };
      // A drag sends dozens of moves a second; a few a second are enough to count it.
      if (!moved || event.timeStamp - at < 200) return;
      at = event.timeStamp;
      onMove();
    };
    document.addEventListener('pointermove', move, { capture: true, passive: true });
    return () => document.removeEventListener('pointermove', move, { capture: true });
  }, [onMove]);
}

/** A scene reports on its canvas whether a drag is held or something is still on its way. */
function sceneBusy(): boolean {
  return document.querySelector('canvas[data-moving="true"]') !== null;
}

/**
 * Kiosk mode's watch over a shared screen: after the idle time a warning that counts down; any
 * touch, key or the button keeps the session, and when it runs out the page goes home and the
 * session ends (src/state/session.ts). Loaded only in kiosk mode.
 */
export default function KioskGuard() {
  const { t, language } = useLanguage();
  const { kiosk, session } = useSnapshot(store);
  const [, navigate] = useLocation();
  const [warning, setWarning] = useState(false);
  const [left, setLeft] = useState(kiosk.warnSeconds);
  const [spoken, setSpoken] = useState('');
  const keepButton = useRef<HTMLButtonElement>(null);
  const focusedBefore = useRef<HTMLElement | null>(null);
  // A held drag postpones the warning once; a pointer stuck down (a palm, a dead touch) must not
  // keep the last trainee's session open for good.
  const postponed = useRef(false);

  const end = useCallback(() => {
    setWarning(false);
    // From the error screen the way home is a full page load, as its own button does (whatever
    // failed may still be in the page); the session ends first.
    const failed = store.fatalError !== null;
    if (!failed) navigate(ROUTES.home, { replace: true });
    void endSession().then(() => failed && window.location.replace(ROUTES.home));
  }, [navigate]);

  const timer = useIdleTimer({
    timeout: (kiosk.idleSeconds + kiosk.warnSeconds) * 1000,
    promptBeforeIdle: kiosk.warnSeconds * 1000,
    events: ACTIVITY,
    onPrompt: (_event?: Event, idle?: IIdleTimer) => {
      if (sceneBusy() && !postponed.current) {
        postponed.current = true;
        // After the timer has finished entering its prompt (it does so once this returns).
        queueMicrotask(() => idle?.activate());
        return;
      }
      setLeft(kiosk.warnSeconds);
      setSpoken('');
      setWarning(true);
    },
    onIdle: end,
    onAction: (_event?: Event, idle?: IIdleTimer) => {
      postponed.current = false;
      // While the warning shows, the timer ignores activity until told: a touch anywhere keeps the
      // session at once; the warning itself closes when the gesture ends (below).
      if (idle?.isPrompted()) idle.activate();
    },
  });
  // The timer's methods keep their identity from render to render; the object holding them does not.
  const { activate, reset, isPrompted, getRemainingTime } = timer;
  useRealMoves(
    useCallback(() => {
      postponed.current = false;
      if (!isPrompted()) return reset();
      // A move is no tap: nothing under the warning can be pressed by it, so the warning closes now.
      activate();
      setWarning(false);
    }, [activate, reset, isPrompted]),
  );

  const keep = useCallback(() => {
    activate();
    setWarning(false);
  }, [activate]);

  // A touch that keeps the session closes the warning only once it is over: closed at the touch,
  // the tap would land on whatever lies under the warning (a link, a part of the machine) and
  // act on it. The click that ends a tap, or the release of a key, closes it; a swipe, which
  // ends without a click, closes it a moment after the finger lifts.
  //
  // Not the gestures meant for the warning's own controls: closed (and its buttons gone) before the
  // click that the press becomes, "End now" would never be pressed. Tab moving between them (and
  // the Shift of a Shift+Tab) keeps it open, so a keyboard can reach "End now"; its Enter or Space
  // then ends the session.
  useEffect(() => {
    if (!warning) return;
    let later = 0;
    let tabbed = false;
    const forEnd = (event: Event) => event.target instanceof Element && event.target.closest('[data-kiosk-end]') !== null;
    const over = (event?: Event) => {
      if (event && forEnd(event)) return;
      if (event instanceof KeyboardEvent) {
        if (event.key === 'Tab') tabbed = true;
        if (tabbed && ['Tab', 'Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) return;
      }
      if (!isPrompted()) setWarning(false);
    };
    const lifted = (event: Event) => {
      if (forEnd(event)) return;
      window.clearTimeout(later);
      later = window.setTimeout(over, 500);
    };
    document.addEventListener('click', over, true);
    document.addEventListener('keyup', over, true);
    document.addEventListener('pointerup', lifted, true);
    document.addEventListener('pointercancel', lifted, true);
    document.addEventListener('wheel', lifted, true);
    return () => {
      window.clearTimeout(later);
      document.removeEventListener('click', over, true);
      document.removeEventListener('keyup', over, true);
      document.removeEventListener('pointerup', lifted, true);
      document.removeEventListener('pointercancel', lifted, true);
      document.removeEventListener('wheel', lifted, true);
    };
  }, [warning, isPrompted]);

  // The countdown on screen, and a spoken reminder every ten seconds (not every second: that would drown the reader).
  useEffect(() => {
    if (!warning) return;
    let lastTen = Math.ceil(kiosk.warnSeconds / 10);
    const tick = () => {
      // Kept by a touch: the count stops where it was until the warning closes.
      if (!isPrompted()) return;
      const seconds = Math.max(0, Math.ceil(getRemainingTime() / 1000));
      setLeft(seconds);
      // Each time the count enters a lower ten (a busy page may skip the very second 20).
      const ten = Math.ceil(seconds / 10);
      if (seconds > 0 && ten < lastTen) setSpoken(plural(t, language, 'kiosk.warning.left', seconds));
      lastTen = Math.min(lastTen, ten);
    };
    tick();
    const interval = window.setInterval(tick, 250);
    return () => window.clearInterval(interval);
  }, [warning, getRemainingTime, isPrompted, t, language, kiosk.warnSeconds]);

  // Says on <html> that the idle watch runs (it loads after the page): tests wait for it, not for a time.
  useEffect(() => {
    document.documentElement.dataset.idleWatch = 'on';
    return () => {
      delete document.documentElement.dataset.idleWatch;
    };
  }, []);

  // After the old views have unmounted (their clean-up may still touch the store), clear once more.
  useEffect(() => {
    if (session > 0) clearSceneState();
  }, [session]);

  return (
    <Modal
      open={warning}
      onOpenChange={(open) => !open && keep()}
      title={t('kiosk.warning.title')}
      description={t('kiosk.warning.text')}
      tone="info"
      className="kiosk-warning"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        focusedBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        keepButton.current?.focus();
      }}
      onCloseAutoFocus={(event) => {
        // Kept: the focus goes back where it was (a field, a dialog's button), not to the page's
        // start, which would leave a keyboard user outside a dialog still open. After the reset
        // that element is gone, and the page's own focus stands.
        const back = focusedBefore.current;
        focusedBefore.current = null;
        if (back?.isConnected) {
          event.preventDefault();
          back.focus({ preventScroll: true });
        }
      }}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={end} data-kiosk-end="" data-testid="kiosk-end">
            {t('kiosk.warning.endNow')}
          </button>
          <button ref={keepButton} type="button" className="button button--primary" onClick={keep} data-testid="kiosk-keep">
            {t('kiosk.warning.continue')}
          </button>
        </>
      }
    >
      <p className="kiosk-warning__count" data-testid="kiosk-countdown">
        <Hourglass aria-hidden="true" />
        <span role="timer" aria-label={plural(t, language, 'kiosk.warning.left', left)}>
          {t('kiosk.warning.seconds', { count: left })}
        </span>
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {spoken}
      </p>
    </Modal>
  );
}
