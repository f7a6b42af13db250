import { createContext, useContext, useId, useState, type KeyboardEvent, type ReactNode } from 'react';

/*
 * Tabs (WAI-ARIA tabs pattern), with the markup and behaviour of Radix Tabs as the simulator used
 * them: the selected tab is the one tab stop of the list, the arrow keys (and Home, End, Page Up,
 * Page Down) move along the tabs, looping, and a tab that gets focus is selected (automatic
 * activation); a press of the left button selects too. The panels stay in the page, hidden, and
 * render their content only while selected. `data-state` is `active` or `inactive`, as Radix sets
 * it. About 1 KB of gzip in place of Radix's 5.6 (its tabs, roving focus and collection), which
 * the simulator's side panel, visible from the first paint, otherwise loaded with the page.
 */

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error('A tab outside <Tabs.Root>');
  return context;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

interface RootProps {
  /** The selected tab, when the caller holds it (with `onValueChange`). */
  value?: string;
  onValueChange?: (value: string) => void;
  /** The tab selected first, when the tabs hold their own state. */
  defaultValue?: string;
  className?: string;
  children: ReactNode;
}

/** The tabs and their panels. */
export function Root({ value: held, onValueChange, defaultValue = '', className, children }: RootProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const value = held ?? own;
  const select = (next: string) => {
    if (held === undefined) setOwn(next);
    if (next !== value) onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value, select }}>
      <div dir="ltr" data-orientation="horizontal" className={className}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

/** Where a key moves the focus along the tabs: the first, the last, or one step (looping). */
const KEY_INTENT: Record<string, 'first' | 'last' | 'prev' | 'next'> = {
  ArrowLeft: 'prev',
  ArrowRight: 'next',
  Home: 'first',
  PageUp: 'first',
  End: 'last',
  PageDown: 'last',
};

function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const intent = KEY_INTENT[event.key];
  const tab = event.target as HTMLElement;
  if (!intent || tab.getAttribute('role') !== 'tab' || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
  event.preventDefault();
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
  const here = tabs.indexOf(tab);
  const next =
    intent === 'first' ? tabs[0] : intent === 'last' ? tabs.at(-1) : tabs[(here + (intent === 'next' ? 1 : tabs.length - 1)) % tabs.length];
  // As Radix does, after the key's own handling: the focus selects the tab it lands on.
  setTimeout(() => next?.focus());
}

/** The row of tabs. */
export function List({ className, children, 'aria-label': label }: { className?: string; children: ReactNode; 'aria-label'?: string }) {
  return (
    <div role="tablist" aria-orientation="horizontal" data-orientation="horizontal" aria-label={label} className={className} onKeyDown={onListKeyDown}>
      {children}
    </div>
  );
}

/** One tab. */
export function Trigger({ value, className, children, 'data-testid': testId }: { value: string; className?: string; children: ReactNode; 'data-testid'?: string }) {
  const { baseId, value: selected, select } = useTabs();
  const isSelected = value === selected;
  return (
    <button
      type="button"
      role="tab"
      aria-selected={isSelected}
      aria-controls={contentId(baseId, value)}
      data-state={isSelected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      id={triggerId(baseId, value)}
      tabIndex={isSelected ? 0 : -1}
      className={className}
      data-testid={testId}
      onMouseDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) {
          event.currentTarget.focus();
          select(value);
        } else event.preventDefault();
      }}
      onKeyDown={(event) => {
        if (event.target === event.currentTarget && (event.key === ' ' || event.key === 'Enter')) select(value);
      }}
      onFocus={() => {
        if (!isSelected) select(value);
      }}
    >
      {children}
    </button>
  );
}

/** One tab's panel: in the page while hidden, its content only while selected. */
export function Content({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const { baseId, value: selected } = useTabs();
  const isSelected = value === selected;
  return (
    <div
      data-state={isSelected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      role="tabpanel"
      aria-labelledby={triggerId(baseId, value)}
      hidden={!isSelected}
      id={contentId(baseId, value)}
      tabIndex={0}
      className={className}
    >
      {isSelected && children}
    </div>
  );
}
