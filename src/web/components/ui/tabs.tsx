import { createContext, useContext, useEffect, useId, useRef, useState } from 'react';
import type { ComponentProps, KeyboardEvent, ReactNode, RefObject } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Tabs as the WAI-ARIA pattern describes them (tablist, tab, tabpanel; arrow keys, Home and
 * End move between tabs and show each one; only the shown panel is mounted), with the
 * product's look: a pill bar whose active tab sits on a card. Written here rather than taken
 * from Radix: its panels read the computed style of each new panel when it mounts, which
 * made the dashboard's first render block a phone's main thread longer (decision 0009).
 */
type TabsState = { baseId: string; value: string; select: (value: string) => void };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <TabsRoot>');
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export function TabsRoot({
  value: controlledValue,
  defaultValue = '',
  onValueChange,
  className,
  children,
}: {
  /** Given with onValueChange when the screen decides which tab shows. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const value = controlledValue ?? ownValue;
  const select = (next: string) => {
    if (next === value) return;
    setOwnValue(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value, select }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

/** Arrow keys move to the previous or next tab (round the ends), Home and End to the first and last. */
function moveBetweenTabs(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
  );
  const current = tabs.indexOf(event.target as HTMLButtonElement);
  if (current === -1) return;
  const targets: Record<string, number> = {
    ArrowRight: (current + 1) % tabs.length,
    ArrowLeft: (current - 1 + tabs.length) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  };
  const target = tabs[targets[event.key] ?? -1];
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.click();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-muted p-1', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveBetweenTabs(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const isSelected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={isSelected}
      aria-controls={panelId(tabs.baseId, value)}
      data-state={isSelected ? 'active' : 'inactive'}
      // Tab reaches the shown tab only; the arrows reach the others.
      tabIndex={isSelected ? 0 : -1}
      className={cn(
        'inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-muted-foreground transition-colors',
        'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), textarea, select, [tabindex]';

/**
 * A panel is a Tab stop of its own only while nothing in it can take the focus (the WAI-ARIA
 * pattern): otherwise Tab would stop on it, invisibly, before its first control. Its content
 * comes and goes (a lazy tab, a list that loads), so it is watched.
 */
function usePanelTabStop(ref: RefObject<HTMLDivElement | null>): boolean {
  const [isTabStop, setIsTabStop] = useState(true);
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const update = () => setIsTabStop(panel.querySelector(FOCUSABLE) === null);
    update();
    const observer = new MutationObserver(update);
    observer.observe(panel, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref]);
  return isTabStop;
}

export function TabsContent(props: { value: string; className?: string; children: ReactNode }) {
  const tabs = useTabs();
  if (tabs.value !== props.value) return null;
  return <ShownTabPanel {...props} baseId={tabs.baseId} />;
}

function ShownTabPanel({
  value,
  baseId,
  className,
  children,
}: {
  value: string;
  baseId: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const isTabStop = usePanelTabStop(ref);
  return (
    <div
      ref={ref}
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      data-state="active"
      tabIndex={isTabStop ? 0 : undefined}
      className={cn(
        'mt-4 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring data-[state=active]:animate-fade-in motion-reduce:animate-none',
        className,
      )}
    >
      {children}
    </div>
  );
}
