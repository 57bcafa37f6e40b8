/**
 * Whether a long list moves faster than anyone can read it: a fling, a scroll bar's thumb dragged
 * through 10,000 cards (docs/product.md §9.8). A skimmed list draws light sketches of its rows
 * rather than the rows themselves (`useVirtualList`'s `isSketch`): drawing a few cards at every
 * frame of such a scroll filled a slowed phone's main thread, and each garbage collection then
 * made a long task (decision 0024, docs/benchmarks.md).
 */
export type ScrollMotion = {
  /** When the last scroll step was seen (ms) and where the list then was (px). */
  at: number;
  offset: number;
  /** Steps in a row faster than `SKIM_FROM`. */
  fastSteps: number;
  isSkimmed: boolean;
};

/**
 * Faster than this, in screens a second, for two scroll steps in a row, a list is skimmed: a
 * jump to a row (End, a search's result) is one step and stays read. A thumb's flick on a
 * phone starts near 10 screens a second.
 */
export const SKIM_FROM = 8;
/** Slower than this, or stopped, the list is read again: its rows come back as it slows down. */
export const READ_BELOW = 3;

export const STILL: ScrollMotion = { at: 0, offset: 0, fastSteps: 0, isSkimmed: false };

export function nextMotion(
  previous: ScrollMotion,
  step: { at: number; offset: number; isScrolling: boolean; screenHeight: number },
): ScrollMotion {
  if (!step.isScrolling) return { ...STILL, at: step.at, offset: step.offset };
  const elapsed = step.at - previous.at;
  // A step that did not move (a row measured meanwhile) or came in the same frame says nothing
  // of the speed: the last one that moved stays the start.
  if (elapsed <= 0 || step.offset === previous.offset || step.screenHeight <= 0) return previous;
  const screensPerSecond =
    (Math.abs(step.offset - previous.offset) / step.screenHeight / elapsed) * 1000;
  const fastSteps = screensPerSecond > SKIM_FROM ? previous.fastSteps + 1 : 0;
  const isSkimmed = previous.isSkimmed ? screensPerSecond >= READ_BELOW : fastSteps >= 2;
  return { at: step.at, offset: step.offset, fastSteps, isSkimmed };
}
