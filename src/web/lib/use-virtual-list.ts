import {
  defaultRangeExtractor,
  elementScroll,
  measureElement,
  observeElementOffset,
  observeElementRect,
  observeWindowOffset,
  observeWindowRect,
  useVirtualizer,
  type Range,
  type VirtualItem,
  type Virtualizer,
  type VirtualizerOptions,
  windowScroll,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent, KeyboardEvent, RefObject } from 'react';
import { nextMotion, STILL } from './skimming.ts';
import { useListFocus } from './use-list-focus.ts';

/**
 * A long list that renders only the rows near the screen (docs/product.md §9.8), with
 * TanStack Virtual. Rows are placed absolutely in a box as tall as the whole list, so the
 * page's scroll bar is true. The row holding the focus stays rendered when scrolled away, so
 * the keyboard never loses its place (its keys: use-list-focus.ts). A row holds `columns`
 * items.
 */
export type VirtualListOptions<T> = {
  /** The items, in their order: the same array while they are the same (a memo). */
  items: readonly T[];
  /** Items on one row (a grid of cards); 1 for a list. */
  columns?: number;
  /** A row's height guessed before the first is measured, in pixels. */
  estimateRowHeight: number;
  /** Space between two rows, in pixels. */
  gap?: number;
  /** The box that scrolls; the page when absent. */
  scrollBox?: RefObject<HTMLElement | null>;
  pageStep?: number;
  arrowKeys?: boolean;
  /** An item kept rendered wherever the list is scrolled (-1: none), as the focused one is. */
  keptIndex?: number;
  /**
   * An item's lasting name (a player's id): heights are remembered by it, so that a row a
   * search moves up does not take the height of the one that was there. Defined once, outside
   * the component: a new function at each render would make the virtualiser name and place
   * every row again at each render (10,000 rows: each scroll frame, each click).
   */
  keyOf: (item: T) => string;
};

export type VirtualList = {
  /** The list moves faster than anyone can read it (`nextMotion`). */
  isSkimmed: boolean;
  /**
   * The rows to draw as light sketches (an outline, no content): while the list is skimmed, each
   * row but those holding the focus; then, as it slows, those not yet back. Their `rowProps`
   * keep the row's height, unmeasured, and hide them from screen readers.
   */
  isSketch: (row: VirtualItem) => boolean;
  /**
   * The list is short enough to be drawn whole, in the page's flow (`WHOLE_LIST_ROWS`): a grid
   * may then lay its items out in one element rather than row by row.
   */
  isWhole: boolean;
  rows: VirtualItem[];
  /** The items on one row, as indexes. */
  itemsOf: (row: VirtualItem) => number[];
  /** Spread on the element holding the rows. */
  containerProps: {
    ref: (element: HTMLElement | null) => void;
    /** Busy while skimmed: its rows are sketches coming and going (WAI-ARIA `aria-busy`). */
    'aria-busy': boolean;
    style: CSSProperties;
    onFocus: (event: FocusEvent) => void;
    onBlur: (event: FocusEvent) => void;
    onKeyDown: (event: KeyboardEvent) => void;
  };
  /** Spread on each row (it needs a `key` too); a sketch keeps the row's height, unmeasured. */
  rowProps: (row: VirtualItem) => {
    'data-index': number;
    ref?: (element: HTMLElement | null) => void;
    'aria-hidden'?: true;
    style: CSSProperties;
  };
  /** Scrolls to an item and gives it the focus once it is on screen. */
  focusItem: (index: number) => void;
};

type ScrollTarget = Window | HTMLElement;

/** `keyOf` for a list of things with an id (players). */
export const idOf = (item: { id: string }): string => item.id;

/** Rows drawn beyond each edge of the screen, so that a quick scroll shows no gap. */
const OVERSCAN_ROWS = 4;
/**
 * A family's list is drawn whole, in the page's own flow: the browser's find in page sees
 * every name, a phone scrolls it as any page, and nothing is measured or placed by script
 * (which cost the dashboard of three people a few hundred milliseconds of a phone's main
 * thread, docs/benchmarks.md). Only longer lists are drawn near the screen.
 */
const WHOLE_LIST_ROWS = 40;

export function useVirtualList<T>({
  items,
  columns = 1,
  estimateRowHeight,
  gap = 0,
  scrollBox,
  pageStep = 1,
  arrowKeys = false,
  keptIndex = -1,
  keyOf,
}: VirtualListOptions<T>): VirtualList {
  const count = items.length;
  const containerRef = useRef<HTMLElement | null>(null);
  // The item holding the focus, kept as an item (not a row): the columns may change.
  const focusedItemRef = useRef<number | null>(null);
  const motion = useRef(STILL);
  const [isSkimmed, setIsSkimmed] = useState(false);
  // Once a skim ends, the rows come back from the screen outwards, one more row on each side at
  // each frame: a phone's screenful of cards drawn at once is a long task on a phone's CPU.
  // How many rows beyond the screen's are drawn; null: all of them.
  const [reach, setReach] = useState<number | null>(null);
  // Where the list starts on the page: the virtualiser counts the page's scroll from there.
  const [scrollMargin, setScrollMargin] = useState(0);
  // Rows not yet drawn are guessed as tall as the first one measured: a phone stacks what a
  // desktop puts side by side, so no one guess fits both, and each row found taller or shorter
  // than guessed made the virtualiser place every row after it again (10,000 on a phone). Set
  // once: a guess that changed later would move every row not yet drawn above the screen.
  const firstMeasuredHeight = useRef<number | null>(null);
  const rowCount = Math.ceil(count / columns);
  const whole = rowCount <= WHOLE_LIST_ROWS;
  // Each row's key, made once for the list: the virtualiser asks for the key of every row after
  // one whose height it learns, and a key built at each call made a string per row per frame of
  // a scroll (10,000 on a phone), a fifth of the phone-like fling's main thread
  // (docs/benchmarks.md).
  // The same keys in a new list (a poll's answer) keep the last list's: new keys make the
  // virtualiser place every row again, a long task for 10,000 on a phone.
  const rowKeys = useSameWhileEqual(
    useMemo(
      () =>
        Array.from({ length: rowCount }, (_, row) =>
          // One column: the item's own key, no new string (ids cannot start with "2:").
          columns === 1 ? keyOf(items[row]!) : `${columns}:${keyOf(items[row * columns]!)}`,
        ),
      [items, columns, keyOf, rowCount],
    ),
  );
  const rowKey = useCallback((row: number) => rowKeys[row]!, [rowKeys]);

  const options: VirtualizerOptions<ScrollTarget, HTMLElement> & { useFlushSync: boolean } = {
    // Rows coming on screen are drawn in React's own time, not synchronously in each scroll
    // event, which made long tasks of a quick scroll.
    useFlushSync: false,
    enabled: !whole,
    count: rowCount,
    getItemKey: rowKey,
    estimateSize: () => firstMeasuredHeight.current ?? estimateRowHeight,
    measureElement: (element, entry, instance) => {
      const height = measureElement(element, entry, instance);
      firstMeasuredHeight.current ??= height;
      return height;
    },
    gap,
    overscan: OVERSCAN_ROWS,
    onChange: (instance) => {
      const wasSkimmed = motion.current.isSkimmed;
      motion.current = nextMotion(motion.current, {
        at: performance.now(),
        offset: instance.scrollOffset ?? 0,
        isScrolling: instance.isScrolling,
        screenHeight: instance.scrollRect?.height ?? 0,
      });
      if (wasSkimmed && !motion.current.isSkimmed) setReach(0);
      setIsSkimmed(motion.current.isSkimmed);
    },
    ...(scrollBox
      ? {
          getScrollElement: () => scrollBox.current,
          observeElementRect: observeElementRect as ObserveRect,
          observeElementOffset: observeElementOffset as ObserveOffset,
          scrollToFn: elementScroll as ScrollTo,
        }
      : {
          getScrollElement: () => window,
          observeElementRect: observeWindowRect as ObserveRect,
          observeElementOffset: observeWindowOffset as ObserveOffset,
          scrollToFn: windowScroll as ScrollTo,
          initialOffset: () => window.scrollY,
          scrollMargin,
        }),
    rangeExtractor: useCallback(
      (range: Range) => {
        const rows = defaultRangeExtractor(range);
        const kept = [focusedItemRef.current, keptIndex < 0 ? null : keptIndex].map((item) =>
          item === null ? null : Math.floor(item / columns),
        );
        const extra = kept.filter(
          (row): row is number => row !== null && row < range.count && !rows.includes(row),
        );
        return extra.length === 0 ? rows : [...new Set([...rows, ...extra])].sort((a, b) => a - b);
      },
      [keptIndex, columns],
    ),
  };
  // The page or a box: the core takes either, React's hook is typed for a box only. The
  // React Compiler is not used here, so nothing memoises what the virtualiser returns.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer(
    options as unknown as VirtualizerOptions<Element, HTMLElement>,
  ) as unknown as Virtualizer<ScrollTarget, HTMLElement>;

  // The list moves down the page when something above it appears (a card, an alert): the
  // page's height changes then.
  useLayoutEffect(() => {
    if (scrollBox || whole) return;
    const measure = () => {
      const top = containerRef.current?.getBoundingClientRect().top;
      if (top !== undefined) setScrollMargin(Math.round(top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [scrollBox, whole]);

  const rows = whole ? wholeRows(rowCount, rowKey) : virtualizer.getVirtualItems();
  const { pendingFocus, focusItem, containerHandlers } = useListFocus({
    containerRef,
    focusedItemRef,
    count,
    pageStep,
    arrowKeys,
    scrollToItem: (item) => {
      if (!whole) virtualizer.scrollToIndex(Math.floor(item / columns), { align: 'auto' });
    },
    drawn: rows,
  });

  // The rows that hold the focus, or are about to, are never sketched: the focus would go.
  const heldRows = [focusedItemRef.current, pendingFocus, keptIndex < 0 ? null : keptIndex].map(
    (item) => (item === null ? null : Math.floor(item / columns)),
  );
  const screen = virtualizer.range;
  const isSketch = (row: VirtualItem) =>
    !whole &&
    !heldRows.includes(row.index) &&
    (isSkimmed ||
      (reach !== null &&
        screen !== null &&
        (row.index < screen.startIndex - reach || row.index > screen.endIndex + reach)));
  useEffect(() => {
    if (reach === null || isSkimmed) return;
    const frame = requestAnimationFrame(() => setReach(reach >= OVERSCAN_ROWS ? null : reach + 1));
    return () => cancelAnimationFrame(frame);
  }, [reach, isSkimmed]);

  return {
    isSkimmed: isSkimmed && !whole,
    isSketch,
    isWhole: whole,
    rows,
    itemsOf: (row) => {
      const first = row.index * columns;
      return Array.from({ length: Math.min(columns, count - first) }, (_, i) => first + i);
    },
    containerProps: {
      ref: (element) => {
        containerRef.current = element;
      },
      'aria-busy': isSkimmed && !whole,
      style: whole
        ? { display: 'flex', flexDirection: 'column', gap }
        : { position: 'relative', height: virtualizer.getTotalSize() },
      ...containerHandlers,
    },
    rowProps: (row) =>
      whole
        ? { 'data-index': row.index, style: {} }
        : {
            'data-index': row.index,
            ...(isSketch(row) ? { 'aria-hidden': true } : { ref: virtualizer.measureElement }),
            style: {
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              ...(isSketch(row) ? { height: row.size } : {}),
            },
          },
    focusItem,
  };
}

type ObserveRect = (
  instance: Virtualizer<ScrollTarget, HTMLElement>,
  cb: (rect: { width: number; height: number }) => void,
) => (() => void) | undefined;
type ObserveOffset = (
  instance: Virtualizer<ScrollTarget, HTMLElement>,
  cb: (offset: number, isScrolling: boolean) => void,
) => (() => void) | undefined;
type ScrollTo = (
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<ScrollTarget, HTMLElement>,
) => void;

/** Every row of a list drawn whole, in the virtualiser's shape; the page places them. */
/** `keys`, or the array it last returned while that one holds the same keys in the same order. */
function useSameWhileEqual(keys: readonly string[]): readonly string[] {
  const [kept, setKept] = useState(keys);
  const isSame =
    kept === keys ||
    (kept.length === keys.length && kept.every((key, index) => key === keys[index]));
  if (!isSame) setKept(keys);
  return isSame ? kept : keys;
}

function wholeRows(rowCount: number, keyOf: (row: number) => string): VirtualItem[] {
  return Array.from({ length: rowCount }, (_, index) => ({
    index,
    key: keyOf(index),
    start: 0,
    end: 0,
    size: 0,
    lane: 0,
  }));
}
