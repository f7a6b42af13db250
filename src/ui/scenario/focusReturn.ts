/**
 * Where keyboard focus goes in a work order when what had it goes away: a dialog closes (a part's
 * actions, the sheet, the tester, an explanation) or a job button is replaced by the next phase's.
 * It never falls to the page: a trainee by keyboard would have to Tab from the top again.
 */

/** The control that opened the dialog in front: a part's twin or a job button. */
let opener: HTMLElement | null = null;

/** Remembers the control a click or key press (outside any dialog) went to, as the dialog's opener. */
export function rememberOpener(target: EventTarget | null): void {
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
  const target = usable(opener) ? opener : nextThing();
  target?.focus({ preventScroll: false });
}
