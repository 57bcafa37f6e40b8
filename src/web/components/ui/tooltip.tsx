import { cloneElement, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { HTMLAttributes, ReactElement, Ref, RefObject } from 'react';
import type { TooltipSide, TooltipState } from './tooltip-bubble.tsx';

const loadBubble = () => import('./tooltip-bubble.tsx');
// The bubble (Radix's positioning, floating-ui) comes with the first tooltip a person calls up:
// a list shows three per row, and mounting Radix's Tooltip for each of them was a large part of
// the dashboard's first render on a phone (decision 0009).
const TooltipBubble = lazy(() => loadBubble().then((m) => ({ default: m.TooltipBubble })));

/** Radix's default for a tooltip on hover; focus shows it at once. */
const OPEN_DELAY_MS = 300;
/** One tooltip at a time: opening one closes the others. */
const openTooltipClosers = new Set<() => void>();

type TriggerProps = Pick<
  HTMLAttributes<HTMLElement>,
  | 'onClick'
  | 'onPointerDown'
  | 'onPointerMove'
  | 'onPointerLeave'
  | 'onFocus'
  | 'onBlur'
  | 'aria-describedby'
  | 'aria-haspopup'
> & { ref?: Ref<HTMLElement> };

function chain<E>(...handlers: Array<((event: E) => void) | undefined>) {
  return (event: E) => {
    for (const handler of handlers) {
      if ((event as { defaultPrevented?: boolean }).defaultPrevented) return;
      handler?.(event);
    }
  };
}

function mergeRefs<T>(...refs: Array<Ref<T> | undefined>) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as RefObject<T | null>).current = node;
    }
  };
}

const HANDLERS = [
  'onClick',
  'onPointerDown',
  'onPointerMove',
  'onPointerLeave',
  'onFocus',
  'onBlur',
] as const;

/**
 * The trigger as it is, with the tooltip's props: for each event, the trigger's own handler,
 * then the one given to Tooltip (`handlers`), then the tooltip's, unless one prevented the
 * default (as Radix's Slot and composeEventHandlers do).
 */
function TriggerSlot({
  children,
  handlers,
  ref,
  ...props
}: TriggerProps & {
  children: ReactElement<TriggerProps>;
  handlers: TriggerProps;
  'data-state': TooltipState;
}) {
  const own = children.props;
  const merged: Record<string, unknown> = { ...props, ref: mergeRefs(own.ref, handlers.ref, ref) };
  for (const name of HANDLERS) {
    merged[name] = chain(own[name] as never, handlers[name] as never, props[name] as never);
  }
  return cloneElement(children, merged);
}

/**
 * A short label shown on hover and keyboard focus, as Radix's Tooltip shows it (same delay,
 * position, look, `role="tooltip"` named by the trigger's aria-describedby; Escape, a click,
 * leaving or scrolling closes it). The trigger must carry the same text as its accessible
 * name (aria-label): the tooltip only shows it.
 *
 * `children` is the trigger itself, not wrapped: extra props go to it, so a Tooltip can sit
 * inside another trigger (e.g. ConfirmDialog's, which adds its onClick).
 */
export function Tooltip({
  label,
  children,
  side = 'top',
  ...triggerProps
}: TriggerProps & {
  label: string;
  children: ReactElement<TriggerProps>;
  side?: TooltipSide;
}) {
  const contentId = useId();
  const [state, setState] = useState<TooltipState>('closed');
  const anchorRef = useRef<HTMLElement | null>(null);
  const openTimer = useRef(0);
  const isPointerDown = useRef(false);
  const hasPointerMoveOpened = useRef(false);
  const isOpen = state !== 'closed';

  const close = () => {
    window.clearTimeout(openTimer.current);
    openTimer.current = 0;
    setState('closed');
  };
  const open = (next: TooltipState) => {
    for (const closeOther of openTooltipClosers) closeOther();
    setState(next);
  };

  useEffect(() => () => window.clearTimeout(openTimer.current), []);
  useEffect(() => {
    if (!isOpen) return;
    const closeThis = () => setState('closed');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeThis();
    };
    const onScroll = (event: Event) => {
      const trigger = anchorRef.current;
      if (trigger && event.target instanceof Node && event.target.contains(trigger)) closeThis();
    };
    openTooltipClosers.add(closeThis);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', onScroll, { capture: true });
    return () => {
      openTooltipClosers.delete(closeThis);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [isOpen]);

  const describedBy = children.props['aria-describedby'] ?? triggerProps['aria-describedby'];
  return (
    <>
      <TriggerSlot
        {...triggerProps}
        ref={anchorRef}
        aria-describedby={isOpen ? [describedBy, contentId].filter(Boolean).join(' ') : describedBy}
        data-state={state}
        onPointerMove={(event) => {
          if (event.pointerType === 'touch' || hasPointerMoveOpened.current) return;
          hasPointerMoveOpened.current = true;
          void loadBubble();
          window.clearTimeout(openTimer.current);
          openTimer.current = window.setTimeout(() => {
            openTimer.current = 0;
            open('delayed-open');
          }, OPEN_DELAY_MS);
        }}
        onPointerLeave={() => {
          hasPointerMoveOpened.current = false;
          close();
        }}
        onPointerDown={() => {
          if (isOpen) close();
          isPointerDown.current = true;
          document.addEventListener('pointerup', () => (isPointerDown.current = false), {
            once: true,
          });
        }}
        onFocus={() => {
          if (!isPointerDown.current) open('instant-open');
        }}
        onBlur={close}
        onClick={close}
        handlers={triggerProps}
      >
        {children}
      </TriggerSlot>
      {isOpen ? (
        <Suspense fallback={null}>
          <TooltipBubble anchorRef={anchorRef} id={contentId} side={side} state={state}>
            {label}
          </TooltipBubble>
        </Suspense>
      ) : null}
    </>
  );
}
