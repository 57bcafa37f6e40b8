import { describe, expect, it } from 'vitest';
import { nextMotion, READ_BELOW, SKIM_FROM, STILL, type ScrollMotion } from './skimming.ts';

const SCREEN = 800;
const FRAME = 16;

/** The motion after scroll steps of `pixels` each, one a frame, the list seen a frame before. */
function scrolled(steps: number[], from: ScrollMotion = STILL, startAt = 1000): ScrollMotion {
  let motion = { ...from, at: startAt - FRAME };
  let at = startAt;
  let offset = from.offset;
  for (const pixels of steps) {
    offset += pixels;
    motion = nextMotion(motion, { at, offset, isScrolling: true, screenHeight: SCREEN });
    at += FRAME;
  }
  return motion;
}

/** Pixels a frame at `screens` a second. */
const atSpeed = (screens: number) => Math.round((screens * SCREEN * FRAME) / 1000);

describe('a list is skimmed while it moves faster than anyone reads', () => {
  it('is read at a reading pace, however long the scroll', () => {
    expect(scrolled(Array(200).fill(atSpeed(SKIM_FROM - 1))).isSkimmed).toBe(false);
  });

  it('is skimmed from the second fast step of a fling, either way', () => {
    const fling = atSpeed(40);
    expect(scrolled([fling]).isSkimmed).toBe(false);
    expect(scrolled([fling, fling]).isSkimmed).toBe(true);
    expect(scrolled([-fling, -fling]).isSkimmed).toBe(true);
  });

  it('stays read through a jump to a row (End, a search result): one step, then still', () => {
    const jump = scrolled([400_000]);
    expect(jump.isSkimmed).toBe(false);
    expect(scrolled([0, 0, 10], jump, jump.at + FRAME).isSkimmed).toBe(false);
    expect(scrolled([400_000, 10]).isSkimmed).toBe(false);
  });

  it('is read again as the fling slows below the lower speed, or stops', () => {
    const skimmed = scrolled([atSpeed(40), atSpeed(40)]);
    // Between the two speeds it stays skimmed: no flicker as a fling slows down through them.
    const slowing = scrolled([atSpeed(READ_BELOW + 1)], skimmed, skimmed.at + FRAME);
    expect(slowing.isSkimmed).toBe(true);
    expect(scrolled([atSpeed(READ_BELOW - 1)], slowing, slowing.at + FRAME).isSkimmed).toBe(false);
    const stopped = nextMotion(skimmed, {
      at: skimmed.at + 150,
      offset: skimmed.offset,
      isScrolling: false,
      screenHeight: SCREEN,
    });
    expect(stopped.isSkimmed).toBe(false);
  });

  it('learns nothing from a step that did not move or came in the same frame', () => {
    const skimmed = scrolled([atSpeed(40), atSpeed(40)]);
    const measured = { at: skimmed.at + 5, offset: skimmed.offset, isScrolling: true };
    expect(nextMotion(skimmed, { ...measured, screenHeight: SCREEN })).toBe(skimmed);
    const sameFrame = { at: skimmed.at, offset: skimmed.offset + 500, isScrolling: true };
    expect(nextMotion(skimmed, { ...sameFrame, screenHeight: SCREEN })).toBe(skimmed);
  });
});
