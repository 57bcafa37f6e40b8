import { useEffect, useState } from 'react';
import type { FocusEvent, KeyboardEvent, RefObject } from 'react';

/**
 * The keyboard in a long list (docs/product.md §9.8), for `useVirtualList`: the item holding the
 * focus is remembered as an item (the columns may change), so the list keeps its row drawn when
 * scrolled away; the keys below move between items, scrolling the list as they go:
 * - Home and End: the first and the last item;
 * - Page Up and Page Down: `pageStep` items back or on;
 * - Up and Down arrows, when `arrowKeys`: the previous and the next item.
 * An item is the element carrying `data-item-index` (a card, a button, a checkbox).
 */
export function useListFocus({
  containerRef,
  focusedItemRef,
  count,
  pageStep,
  arrowKeys,
  scrollToItem,
  drawn,
}: {
  containerRef: RefObject<HTMLElement | null>;
  /**
   * The item holding the focus, kept drawn until the target of a move takes it (onFocus):
   * dropped as the list scrolls away, it would hand the focus to the page meanwhile, and a key
   * pressed then would be lost. The list's own, which draws its row.
   */
  focusedItemRef: RefObject<number | null>;
  count: number;
  pageStep: number;
  arrowKeys: boolean;
  /** Brings an item's row on screen (a whole list's item is in the page already). */
  scrollToItem: (index: number) => void;
  /** What the list draws now: the item asked for is focused once it is among them. */
  drawn: unknown;
}) {
  const [pendingFocus, setPendingFocus] = useState<number | null>(null);

  // The focus can only be given once the row is in the page, after React drew it: hence an
  // effect, which then forgets the request, done or no longer possible.
  /* eslint-disable react-hooks/set-state-in-effect */
  useEffect(() => {
    if (pendingFocus === null) return;
    // The list got shorter meanwhile (a search, a filter): the next move asks again.
    if (pendingFocus >= count) {
      setPendingFocus(null);
      return;
    }
    const item = containerRef.current?.querySelector<HTMLElement>(
      `[data-item-index="${pendingFocus}"]`,
    );
    if (!item) return;
    item.focus();
    setPendingFocus(null);
  }, [pendingFocus, drawn, count, containerRef]);

  // The focused row left the list ('Renvoyer' in 'En échec', a search): the focus goes to the
  // row now in its place rather than to the page's start.
  useEffect(() => {
    const focused = focusedItemRef.current;
    if (focused === null || pendingFocus !== null) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    focusedItemRef.current = null;
    if (count > 0) setPendingFocus(Math.min(focused, count - 1));
  }, [count, pendingFocus, drawn, focusedItemRef]);
  /* eslint-enable react-hooks/set-state-in-effect */

  const focusItem = (index: number) => {
    const target = Math.min(Math.max(index, 0), count - 1);
    if (target < 0) return;
    scrollToItem(target);
    setPendingFocus(target);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const from = itemIndexOf(event.target);
    if (from === null) return;
    const moves: Record<string, number | undefined> = {
      Home: 0,
      End: count - 1,
      PageDown: from + pageStep,
      PageUp: from - pageStep,
      ...(arrowKeys ? { ArrowDown: from + 1, ArrowUp: from - 1 } : {}),
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    focusItem(to);
  };

  return {
    /** The item holding the focus, and the one about to: their rows stay drawn, never sketched. */
    pendingFocus,
    focusItem,
    containerHandlers: {
      onFocus: (event: FocusEvent) => {
        const item = itemIndexOf(event.target);
        if (item !== null) focusedItemRef.current = item;
      },
      onBlur: (event: FocusEvent) => {
        // Focus moved elsewhere on the page; a removed row's blur keeps its place instead.
        const next = event.relatedTarget;
        const wentElsewhere = next instanceof Node ? !event.currentTarget.contains(next) : true;
        if (wentElsewhere && event.target.isConnected) focusedItemRef.current = null;
      },
      onKeyDown,
    },
  };
}

function itemIndexOf(target: EventTarget): number | null {
  const item = target instanceof Element ? target.closest('[data-item-index]') : null;
  return item ? Number(item.getAttribute('data-item-index')) : null;
}
