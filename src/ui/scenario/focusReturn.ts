/**
 * Where keyboard focus goes in a work order when what had it goes away: a dialog closes (a part's
 * actions, the sheet, the tester, an explanation) or a job button is replaced by the next phase's.
 * It never falls to the page: a trainee by keyboard would have to Tab from the top again.
 */

/** The control that opened the dialog in front: a part's twin or a job button. */
let opener: HTMLElement | null = null;

/** When focus was last handed on, and to what; when a key last went down. */
let handed: { to: HTMLElement; at: number } | null = null;
let keyDownAt = 0;
let guarding = false;

/**
 * The key that pressed a button which went away (Enter goes down, the dialog closes) must not press
 * the control focus is handed to as well: Chrome activates a button with Enter on the key's
 * character event, which can arrive after the focus has moved. A keyboard click on the control
 * just handed focus, by a key that went down before, is dropped.
 */
function guard(): void {
  if (guarding || typeof document === 'undefined') return;
  guarding = true;
  document.addEventListener('keydown', () => (keyDownAt = performance.now()), true);
  document.addEventListener(
    'click',
    (event) => {
      if (handed && event.detail === 0 && event.target === handed.to && keyDownAt < handed.at) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    },
    true,
  );
}

/** Moves focus to a control, remembering it was handed on (see `guard`). */
export function handFocus(to: HTMLElement | null): void {
  guard();
  if (!to) return;
  handed = { to, at: performance.now() };
  to.focus();
}

/** Remembers the control a click or key press (outside any dialog) went to, as the dialog's opener. */
export function rememberOpener(target: EventTarget | null): void {
  guard();
  if (!(target instanceof Element) || target.closest('[role="dialog"]')) return;
  const control = target.closest('button, a[href], [tabindex]');
  if (control instanceof HTMLElement) opener = control;
}

function usable(el: HTMLElement | null): el is HTMLElement {
  return el !== null && el.isConnected && !el.matches(':disabled') && el.getAttribute('aria-disabled') !== 'true';
}

/**
 * The next thing to do: the result's title once the work order is over; during the lockout the
 * first job action (the sheet comes first); later the phase's main action (work done, hand back).
 */
export function nextThing(): HTMLElement | null {
  const result = document.querySelector<HTMLElement>('[data-testid="scenario-result"] h2');
  if (result) return result;
  const root = document.querySelector<HTMLElement>('.scenario');
  if (!root) return null;
  const primary = root.dataset.phase === 'lockout' ? null : root.querySelector<HTMLElement>('.scenario-actions .button--primary');
  return primary ?? root.querySelector<HTMLElement>('.scenario-actions button');
}

/** True when the focus is nowhere: on the page itself. */
export function focusLost(): boolean {
  const el = document.activeElement;
  return el === null || el === document.body || el === document.documentElement;
}

/**
 * A work-order dialog's `onCloseAutoFocus`: back to the part (or button) that opened it, or to the
 * next thing to do when that is gone or disabled. Nothing moves while another dialog is open
 * (an action that made a mistake opens its explanation, which has the focus).
 */
export function returnFocus(event: Event): void {
  event.preventDefault();
  if (document.querySelector('[role="dialog"]')) return;
  handFocus(usable(opener) ? opener : nextThing());
}
