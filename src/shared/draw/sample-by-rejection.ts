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
  const { graph, random } = options;
  const size = graph.size;
  const receivers = new Int32Array(size);
  for (let index = 0; index < size; index++) receivers[index] = index;

  let stepsLeft = options.stepBudget;
  while (stepsLeft > 0) {
    let giver = 0;
    for (; giver < size; giver++) {
      const pick = giver + random.nextInt(size - giver);
      const receiver = receivers[pick] as number;
      receivers[pick] = receivers[giver] as number;
      receivers[giver] = receiver;
      if (graph.isForbidden(giver, receiver)) break;
    }
    if (giver === size) return receivers;
    stepsLeft -= giver + 1;
  }
  return null;
}
