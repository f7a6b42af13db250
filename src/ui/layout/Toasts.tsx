import { createElement, useEffect, useRef } from 'react';
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

/** The toast list (sonner's) an event happened in, if any. */
const listOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('[data-sonner-toaster]') : null);

/**
 * Keeps the notices while the keyboard focus is in them, as sonner keeps them under the pointer:
 * sonner (2.0) pauses its timers only while the list is expanded (hover) or pressed, so focus
 * coming in expands it the way the pointer does, and focus going out (with no pointer over it)
 * folds it again.
 */
function usePauseOnFocus(): void {
  useEffect(() => {
    const focusIn = (event: FocusEvent) => listOf(event.target)?.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    const focusOut = (event: FocusEvent) => {
      const list = listOf(event.target);
      if (!list || (event.relatedTarget instanceof Node && list.contains(event.relatedTarget)) || list.matches(':hover')) return;
      list.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    };
    document.addEventListener('focusin', focusIn);
    document.addEventListener('focusout', focusOut);
    return () => {
      document.removeEventListener('focusin', focusIn);
      document.removeEventListener('focusout', focusOut);
    };
  }, []);
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
  usePauseOnFocus();
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
