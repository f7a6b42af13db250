import { createElement, useEffect, useRef, type RefObject } from 'react';
import { toast, Toaster } from 'sonner';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import type { Translate } from '../../i18n/messages';
import { removeNotice, runNoticeAction, type Notice, type NoticeText } from '../../state/notices';
import { store } from '../../state/store';

/** Default notice duration (specification section 9). */
export const TOAST_DURATION_MS = 2000;

const say = (t: Translate, text: NoticeText) => t(text.key, text.params);

/**
 * The notice's button, drawn like sonner's own but never taking focus on a click or tap: when a
 * focused toast goes away, sonner hands focus back to what had it before, which would pull the
 * caret out of the tag form a trainee has just started filling in.
 */
function actionButton(label: string, id: string) {
  return createElement(
    'button',
    {
      type: 'button',
      'data-button': '',
      'data-action': '',
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onClick: () => runNoticeAction(id),
    },
    label,
  );
}

/** Shows (or, after a language switch, re-words in place) one notice from the store. */
function show(notice: Notice, t: Translate): void {
  const forget = () => removeNotice(notice.id);
  // The notices answer what the person did, under the header where they look. News (the offline
  // app is ready) comes unasked: at the top it covered the page's title for its six seconds (a
  // work order's first visit, on a phone and on a laptop); it shows at the foot of the screen.
  toast[notice.tone](say(t, notice.title), {
    id: notice.id,
    position: notice.news ? 'bottom-center' : undefined,
    description: notice.description ? say(t, notice.description) : undefined,
    duration: notice.durationMs,
    onDismiss: forget,
    onAutoClose: forget,
    action: notice.action ? actionButton(say(t, notice.action.label), notice.id) : undefined,
  });
}

/**
 * Keeps a notice on screen exactly while the pointer is over the notices or the keyboard focus
 * is in them, and no longer. Sonner (2.0) pauses its timers while its list is expanded, which it
 * ties to pointer events alone, and gets two things wrong that a trainee meets:
 * - when all but one notice have gone (another one timed out, or was closed), it folds the list
 *   even with the pointer still on the one left, which then goes from under the pointer;
 * - when a notice goes from under the pointer (its own button took it away), the browser tells
 *   no one the pointer left the list, which then stays expanded: the other notices never go.
 * So after every change to the notices, every move of the pointer onto something else and every
 * move of the focus, the list is set to what is true: expanded while held, folded when not.
 */
function useHoldWhileHeld(section: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = section.current;
    if (!root) return;
    // Where the mouse is (a finger holds nothing once lifted; the browser's :hover sticks after a
    // tap, and lags a change of layout under a still mouse), null once it has left the window.
    let mouse: { x: number; y: number } | null = null;
    let touched = false;
    // A second look, and how many were taken in a row (below).
    let again: ReturnType<typeof setTimeout> | undefined;
    let looks = 0;
    const sync = () => {
      clearTimeout(again);
      const over = mouse && document.elementFromPoint(mouse.x, mouse.y);
      let set = false;
      for (const list of root.querySelectorAll('[data-sonner-toaster]')) {
        // (While focus leaves, the document's active element is its body.)
        const held = list.contains(over ?? null) || (!touched && list.matches(':hover')) || list.contains(document.activeElement);
        // As the pointer moving over it or leaving the window would (React's onMouseLeave).
        if (held === !list.querySelector('[data-expanded="true"]')) {
          list.dispatchEvent(new MouseEvent(held ? 'mousemove' : 'mouseout', { bubbles: true }));
          set = true;
        }
      }
      // Sonner's own fold (its effect when a notice has gone) can land in the same render as the
      // expansion asked for here, and win: nothing on the page changes then, and nothing would
      // look again. So look again shortly, until the list is as it should be (ten times at most).
      looks = set ? looks + 1 : 0;
      if (set && looks <= 10) again = setTimeout(sync, 50);
    };
    const track = (event: PointerEvent | MouseEvent) => {
      // (Not the moves Pixi makes up for the scene's own hover state.)
      if (!event.isTrusted) return;
      touched = event instanceof PointerEvent && event.pointerType !== 'mouse';
      mouse = touched || event.type === 'mouseout' ? null : { x: event.clientX, y: event.clientY };
    };
    const left = (event: MouseEvent) => {
      if (event.relatedTarget || !event.isTrusted) return;
      track(event);
      sync();
    };
    // A notice added or gone, or the list (re)folded: after sonner's own re-render.
    const changes = new MutationObserver(sync);
    changes.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-expanded'] });
    // The pointer onto something else (once per element, not per pixel), focus in or out.
    const events = ['mouseover', 'focusin', 'focusout'];
    for (const type of events) document.addEventListener(type, sync);
    document.addEventListener('pointermove', track, { capture: true, passive: true });
    document.addEventListener('pointerdown', track, { capture: true, passive: true });
    document.addEventListener('mouseout', left);
    return () => {
      clearTimeout(again);
      changes.disconnect();
      for (const type of events) document.removeEventListener(type, sync);
      document.removeEventListener('pointermove', track, { capture: true });
      document.removeEventListener('pointerdown', track, { capture: true });
      document.removeEventListener('mouseout', left);
    };
  }, [section]);
}

/**
 * The toast area; loaded with the first notice. Notices are data in the store: this shows the
 * new ones, translates them in the language on screen (a language switch re-words those still
 * shown), and takes down those the store no longer has.
 */
export default function Toasts() {
  const { t, language } = useLanguage();
  const { notices } = useSnapshot(store);
  // The notices on screen and the language each was last worded in.
  const shown = useRef(new Map<string, string>());
  const section = useRef<HTMLElement>(null);
  useHoldWhileHeld(section);
  useEffect(() => {
    const live = new Set(notices.map((n) => n.id));
    for (const id of [...shown.current.keys()]) {
      if (!live.has(id)) {
        shown.current.delete(id);
        toast.dismiss(id);
      }
    }
    for (const notice of notices) {
      if (shown.current.get(notice.id) === language) continue;
      shown.current.set(notice.id, language);
      show(notice as Notice, t);
    }
  }, [notices, language, t]);
  return (
    <Toaster
      ref={section}
      duration={TOAST_DURATION_MS}
      position="top-center"
      // Below the sticky header, never over its controls (the language picker, the menu button).
      offset={{ top: 'calc(var(--header-h) + 12px)' }}
      mobileOffset={{ top: 'calc(var(--header-h) + 8px)' }}
      richColors
      closeButton
      containerAriaLabel={t('app.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('app.closeNotification') }}
    />
  );
}
