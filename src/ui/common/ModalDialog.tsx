import '../styles/dialogs.css';
import { X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A short line under the title (also the dialog's accessible description). */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** Colour of the top band: danger (red), safe (green), info (navy). */
  tone?: 'danger' | 'safe' | 'info';
  /** Label of the corner close button; omit to have none. */
  closeLabel?: string;
  className?: string;
  /** 'full' covers the whole screen (the help overlay). */
  size?: 'normal' | 'wide' | 'full';
  /** Where focus goes when the dialog closes (preventDefault() on the event, then focus something; by default it stays on the page). */
  onCloseAutoFocus?: (event: Event) => void;
  /** Where focus goes when it opens (default: its first control). */
  onOpenAutoFocus?: (event: Event) => void;
}

/*
 * The product's dialog, with the behaviour of the Radix Dialog it replaces (about 2 KB of gzip
 * rather than Radix's 15, which the simulator loaded at its first paint for the help overlay):
 * portalled to the body behind an overlay; the rest of the page hidden from assistive
 * technology and from the pointer, its scroll locked; the focus kept inside, Tab looping; Escape,
 * or a press outside that ends in a click, closes it. Focus goes, on opening, to its first
 * control (unless `onOpenAutoFocus` prevents it) and, on closing, where `onCloseAutoFocus` puts
 * it, in a timer after the dialog has gone, as with Radix.
 */

/** The open dialogs, the last on top: only that one answers keys, presses and focus. */
const layers: object[] = [];
const isTop = (layer: object) => layers.at(-1) === layer;

/** How many open dialogs hide each element (it is shown again when none does). */
const hiders = new Map<Element, number>();

/**
 * Hides from assistive technology everything in the body but the dialog and the live regions
 * (so that notices are still announced), as Radix (the aria-hidden package) does.
 */
function hideOthers(dialog: Element): () => void {
  const keepers = [dialog, ...document.body.querySelectorAll('[aria-live], script')];
  const kept = new Set<Element>();
  for (const keeper of keepers) for (let el: Element | null = keeper; el && el !== document.body; el = el.parentElement) kept.add(el);
  const hidden: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (keepers.includes(child)) continue;
      if (kept.has(child)) walk(child);
      else {
        const count = hiders.get(child);
        if (count === undefined && child.getAttribute('aria-hidden') === 'true') continue; // hidden by someone else
        hiders.set(child, (count ?? 0) + 1);
        child.setAttribute('aria-hidden', 'true');
        hidden.push(child);
      }
    }
  };
  walk(document.body);
  return () => {
    for (const el of hidden) {
      const count = (hiders.get(el) ?? 1) - 1;
      if (count > 0) hiders.set(el, count);
      else {
        hiders.delete(el);
        el.removeAttribute('aria-hidden');
      }
    }
  };
}

/** The body's styles while a dialog is open: no scrolling, no pointer outside the dialogs. */
let bodyLock: { count: number; restore: () => void } | undefined;

function lockBody(): () => void {
  if (bodyLock) bodyLock.count++;
  else {
    const { style } = document.body;
    const before = { overflow: style.overflow, marginRight: style.marginRight, pointerEvents: style.pointerEvents };
    // The scroll bar that goes away leaves its width as a margin, so the page does not shift.
    const gap = window.innerWidth - document.documentElement.clientWidth;
    style.overflow = 'hidden';
    if (gap > 0) style.marginRight = `${gap}px`;
    style.pointerEvents = 'none';
    bodyLock = { count: 1, restore: () => Object.assign(style, before) };
  }
  return () => {
    if (bodyLock && --bodyLock.count === 0) {
      bodyLock.restore();
      bodyLock = undefined;
    }
  };
}

/** The controls Tab reaches in a container, in order (as Radix's focus scope finds them). */
function tabbables(container: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_ELEMENT, {
    acceptNode: (node) => {
      const el = node as HTMLElement & { disabled?: boolean; type?: string };
      if (el.disabled || el.hidden || (el.tagName === 'INPUT' && el.type === 'hidden')) return NodeFilter.FILTER_SKIP;
      return el.tabIndex >= 0 ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
    },
  });
  while (walker.nextNode()) found.push(walker.currentNode as HTMLElement);
  return found;
}

/** Whether an element is hidden (display none, or visibility hidden) up to the container. */
function isHidden(el: HTMLElement, upTo: HTMLElement): boolean {
  if (getComputedStyle(el).visibility === 'hidden') return true;
  for (let node: HTMLElement | null = el; node && node !== upTo; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return true;
  }
  return false;
}

/** Focuses an element, selecting an input's text, as Radix does. */
function focus(el: HTMLElement | null | undefined) {
  if (!el?.focus) return;
  const before = document.activeElement;
  el.focus({ preventScroll: true });
  if (el !== before && el instanceof HTMLInputElement && 'select' in el) el.select();
}

type Handlers = Pick<ModalProps, 'onOpenChange' | 'onCloseAutoFocus' | 'onOpenAutoFocus'>;

/** The open dialog: mounted when it opens, unmounted when it closes. */
function OpenDialog({ latest, onOpenChange, title, description, children, footer, tone = 'info', closeLabel, className = '', size = 'normal' }: ModalProps & { latest: RefObject<Handlers> }) {
  const id = useId();
  const content = useRef<HTMLDivElement>(null);
  const pressedInside = useRef(false);

  useEffect(() => {
    const container = content.current!;
    const layer = {};
    layers.push(layer);
    const showOthers = hideOthers(container);
    const unlockBody = lockBody();
    const close = () => latest.current.onOpenChange(false);
    const closed = () => latest.current.onCloseAutoFocus?.(new Event('focusScope.autoFocusOnUnmount', { cancelable: true }));

    // The focus on opening: the first control, unless the caller placed it.
    let lastFocused: HTMLElement | null = null;
    if (!container.contains(document.activeElement)) {
      const previous = document.activeElement;
      const opened = new Event('focusScope.autoFocusOnMount', { cancelable: true });
      latest.current.onOpenAutoFocus?.(opened);
      if (!opened.defaultPrevented) {
        for (const candidate of tabbables(container).filter((el) => el.tagName !== 'A')) {
          focus(candidate);
          if (document.activeElement !== previous) break;
        }
        if (document.activeElement === previous) focus(container);
      }
    }
    if (container.contains(document.activeElement)) lastFocused = document.activeElement as HTMLElement;

    // The focus stays inside: what leaves for the page behind comes back to the last control.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTop(layer)) return;
      const target = event.target as HTMLElement | null;
      if (target && container.contains(target)) lastFocused = target;
      else focus(lastFocused);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!isTop(layer)) return;
      const next = event.relatedTarget as HTMLElement | null;
      if (next && !container.contains(next)) focus(lastFocused);
    };
    // A focused control taken out of the dialog leaves the focus on the dialog, not the page.
    const observer = new MutationObserver((mutations) => {
      if (document.activeElement === document.body && mutations.some((mutation) => mutation.removedNodes.length > 0)) focus(container);
    });
    observer.observe(container, { childList: true, subtree: true });

    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !isTop(layer)) return;
      event.preventDefault();
      close();
    };
    // A press outside closes the dialog when it ends in a click (a swipe does not); a right
    // click never; another button at once.
    let armed = false;
    const onClick = () => {
      if (armed && isTop(layer)) close();
      armed = false;
    };
    const onPointerDown = (event: PointerEvent) => {
      const inside = pressedInside.current;
      pressedInside.current = false;
      document.removeEventListener('click', onClick);
      armed = false;
      if (inside || !isTop(layer) || !(event.target instanceof Node)) return;
      if (event.button === 2 || (event.button === 0 && event.ctrlKey)) return;
      if (event.button !== 0) {
        close();
        return;
      }
      armed = true;
      document.addEventListener('click', onClick, { once: true });
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    document.addEventListener('keydown', onKeyDown, true);
    // From the next task: the press that opened the dialog is not a press outside it.
    const listen = window.setTimeout(() => document.addEventListener('pointerdown', onPointerDown));

    return () => {
      window.clearTimeout(listen);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('click', onClick);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('keydown', onKeyDown, true);
      observer.disconnect();
      layers.splice(layers.indexOf(layer), 1);
      showOthers();
      unlockBody();
      // Once the dialog has gone, the caller may place the focus (Radix's timing).
      window.setTimeout(closed);
    };
  }, [latest]);

  /** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const container = event.currentTarget;
    const focused = document.activeElement;
    const visible = tabbables(container).filter((el) => !isHidden(el, container));
    const first = visible[0];
    const last = visible.at(-1);
    if (!first || !last) {
      if (focused === container) event.preventDefault();
    } else if (!event.shiftKey && focused === last) {
      event.preventDefault();
      focus(first);
    } else if (event.shiftKey && focused === first) {
      event.preventDefault();
      focus(last);
    }
  };

  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return createPortal(
    <>
      <div className={`modal-overlay ${size === 'full' ? 'modal-overlay--full' : ''}`} data-state="open" style={{ pointerEvents: 'auto' }} />
      <div
        ref={content}
        role="dialog"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        data-state="open"
        tabIndex={-1}
        className={`modal modal--${tone} modal--${size} ${className}`}
        style={{ pointerEvents: 'auto' }}
        onKeyDown={onKeyDown}
        onPointerDownCapture={() => (pressedInside.current = true)}
      >
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {closeLabel && (
            <button type="button" className="icon-button modal__close" aria-label={closeLabel} onClick={() => onOpenChange(false)}>
              <X aria-hidden="true" />
            </button>
          )}
        </div>
        {description && (
          <p id={descriptionId} className="modal__description">
            {description}
          </p>
        )}
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </>,
    document.body,
  );
}

/**
 * The product's dialog. Pages use `Modal` (./Modal.tsx), which loads this code when a dialog
 * first opens; a dialog that must open without a gesture at a set time (the kiosk's idle
 * warning) uses this one directly.
 */
export function ModalDialog(props: ModalProps) {
  // The handlers of the last render, for the listeners set up once: the one that closes the
  // dialog included, whose `onCloseAutoFocus` knows what the closing changed.
  const { onOpenChange, onCloseAutoFocus, onOpenAutoFocus } = props;
  const latest = useRef<Handlers>({ onOpenChange, onCloseAutoFocus, onOpenAutoFocus });
  useLayoutEffect(() => {
    latest.current = { onOpenChange, onCloseAutoFocus, onOpenAutoFocus };
  });
  return props.open ? <OpenDialog {...props} latest={latest} /> : null;
}
