import { useEffect, useRef, useState, type ComponentType, type ReactNode, type Ref } from 'react';

/** What a header dropdown's trigger shows: the same before and after the menu's code loads. */
export interface MenuTrigger {
  className: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** A dropdown's real component (Radix's menu and its trigger), given the trigger to render. */
export type MenuComponent<P> = ComponentType<P & { trigger: MenuTrigger; triggerRef: Ref<HTMLButtonElement> }>;

/** Fetches a dropdown's module once; `current` holds its component once it is here. */
export interface MenuLoader<P> {
  current: MenuComponent<P> | undefined;
  load(): Promise<MenuComponent<P>>;
}

export function menuLoader<P>(load: () => Promise<MenuComponent<P>>): MenuLoader<P> {
  let pending: Promise<MenuComponent<P>> | undefined;
  const loader: MenuLoader<P> = {
    current: undefined,
    load() {
      pending ??= load().then(
        (component) => (loader.current = component),
        (error: unknown) => {
          pending = undefined; // the next hover or press tries again
          throw error;
        },
      );
      return pending;
    },
  };
  return loader;
}

/** The keys that open a menu from its trigger (as Radix's trigger reads them). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A header dropdown whose code (Radix's menu, its positioning engine and focus handling, about
 * 30 KB of gzip) is fetched when a pointer comes over its trigger or the trigger takes focus,
 * not with the page. Until then a plain button that looks the same stands in; a press or an
 * opening key on it is replayed on the real trigger once that is here, and focus moves with it.
 */
export function DeferredMenu<P extends object>({ loader, trigger, props }: { loader: MenuLoader<P>; trigger: MenuTrigger; props: P }) {
  const [Menu, setMenu] = useState<MenuComponent<P> | undefined>(() => loader.current);
  const stand = useRef<HTMLButtonElement>(null);
  const real = useRef<HTMLButtonElement>(null);
  // What the trainee did on the stand-in, to redo on the real trigger.
  const handover = useRef<{ focus: boolean; replay?: 'pointer' | string }>({ focus: false });

  const load = () => {
    loader.load().then(
      (component) => {
        handover.current.focus = document.activeElement === stand.current;
        setMenu(() => component);
      },
      (error: unknown) => console.warn('Could not load a menu.', error),
    );
  };

  useEffect(() => {
    const button = real.current;
    if (!Menu || !button) return;
    const { focus, replay } = handover.current;
    handover.current = { focus: false };
    if (focus) button.focus();
    if (replay === 'pointer') button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, button: 0, pointerType: 'mouse', isPrimary: true }));
    else if (replay) button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: replay }));
  }, [Menu]);

  if (Menu) return <Menu {...props} trigger={trigger} triggerRef={real} />;
  return (
    <button
      ref={stand}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...trigger}
      onPointerEnter={load}
      onFocus={load}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        handover.current.replay = 'pointer';
        load();
      }}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        handover.current.replay = event.key;
        load();
      }}
    />
  );
}
