import type { ConstraintGraph } from './constraint-graph.ts';
import type { RandomSource } from './random-source.ts';

/**
 * Exact uniform sampling by rejection: shuffle everyone's receivers uniformly
 * (Fisher–Yates) and start over at the first forbidden pair. An accepted shuffle is a
 * uniform random permutation conditioned on being valid, i.e. a uniform valid draw.
 *
 * Each attempt is built giver by giver and abandoned at its first forbidden pair, so a
 * failed attempt costs about n / (forbidden per giver) steps, not n. The next attempt
 * keeps shuffling the same array: Fisher–Yates gives a uniform permutation from any
 * starting order, so no reset is needed.
 *
 * Returns `null` once `stepBudget` receivers have been drawn without success: whether an
 * attempt runs out of budget does not depend on WHICH valid draw it would have produced,
 * so what this function does return stays uniform.
 */
export function sampleByRejection(options: {
  graph: ConstraintGraph;
  random: RandomSource;
  stepBudget: number;
}): Int32Array | null {
  const { graph } = options;
  return shuffleUntilAccepted({
    ...options,
    size: graph.size,
    isRefused: (receivers, giver) => graph.isForbidden(giver, receivers[giver] as number),
  });
}

/**
 * Fisher–Yates shuffles of 0..size−1, each built position by position and abandoned at the
 * first position `isRefused` turns down (the positions before it are settled), until one goes
 * through whole and `isAccepted` takes it. The next shuffle goes on from the same array:
 * Fisher–Yates is uniform from any starting order. Returns `null` once `stepBudget` positions
 * have been placed; whether it runs out never depends on which arrangement would have come
 * out, so what is returned is uniform among the accepted arrangements.
 */
export function shuffleUntilAccepted(options: {
  size: number;
  random: RandomSource;
  stepBudget: number;
  isRefused: (items: Int32Array, position: number) => boolean;
  isAccepted?: (items: Int32Array) => boolean;
}): Int32Array | null {
  const { size, random, isRefused, isAccepted } = options;
  const items = new Int32Array(size);
  for (let index = 0; index < size; index++) items[index] = index;

  let stepsLeft = options.stepBudget;
  while (stepsLeft > 0) {
    let position = 0;
    for (; position < size; position++) {
      const pick = position + random.nextInt(size - position);
      const item = items[pick] as number;
      items[pick] = items[position] as number;
      items[position] = item;
      if (isRefused(items, position)) break;
    }
    if (position === size && (isAccepted === undefined || isAccepted(items))) return items;
    stepsLeft -= position + 1;
  }
  return null;
}
