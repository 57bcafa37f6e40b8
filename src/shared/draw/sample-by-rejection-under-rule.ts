import type { ConstraintGraph } from './constraint-graph.ts';
import type { CycleRule } from './cycle-rule.ts';
import type { RandomSource } from './random-source.ts';

/**
 * Exact uniform sampling under a cycle rule, by rejection (docs/decisions/0004-draw-engine.md):
 * - `no-mutual`: a uniform shuffle (Fisher–Yates) abandoned at the first forbidden pair or at
 *   the first giver who picks someone already giving to them. An accepted shuffle is a
 *   uniform permutation conditioned on being a valid draw without mutual pairs.
 * - `single-circle`: a uniform order of everyone, each giving to the next and the last to
 *   the first, abandoned at the first forbidden pair. Each circle comes from exactly n
 *   orders (its rotations), so an accepted circle is uniform among the valid circles.
 *
 * Returns `null` once `stepBudget` people have been placed without success; whether the
 * budget runs out does not depend on which draw would have come out, so what is returned
 * stays uniform.
 */
export function sampleByRejectionUnderRule(options: {
  graph: ConstraintGraph;
  rule: CycleRule;
  random: RandomSource;
  stepBudget: number;
}): Int32Array | null {
  return options.rule === 'no-mutual' ? sampleWithoutMutualPairs(options) : sampleCircle(options);
}

function sampleWithoutMutualPairs(options: {
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
      // Givers before this one are settled: a mutual pair shows up when the second one picks.
      if (receiver < giver && receivers[receiver] === giver) break;
    }
    if (giver === size) return receivers;
    stepsLeft -= giver + 1;
  }
  return null;
}

function sampleCircle(options: {
  graph: ConstraintGraph;
  random: RandomSource;
  stepBudget: number;
}): Int32Array | null {
  const { graph, random } = options;
  const size = graph.size;
  const order = new Int32Array(size);
  for (let index = 0; index < size; index++) order[index] = index;
  let stepsLeft = options.stepBudget;
  while (stepsLeft > 0) {
    let position = 0;
    for (; position < size; position++) {
      const pick = position + random.nextInt(size - position);
      const person = order[pick] as number;
      order[pick] = order[position] as number;
      order[position] = person;
      if (position > 0 && graph.isForbidden(order[position - 1] as number, person)) break;
    }
    if (position === size && !graph.isForbidden(order[size - 1] as number, order[0] as number)) {
      const receiverOfGiver = new Int32Array(size);
      for (let index = 0; index < size; index++) {
        receiverOfGiver[order[index] as number] = order[(index + 1) % size] as number;
      }
      return receiverOfGiver;
    }
    stepsLeft -= position + 1;
  }
  return null;
}

/**
 * Roughly how many people rejection places before it succeeds under `rule`, to skip it
 * when hopeless (as estimateRejectionSteps does without rules). In a uniform shuffle the
 * forbidden hits are about Poisson(λ): λ = forbidden pairs / n (self included) plus ½ for
 * the expected number of mutual pairs; for a circle, self never comes up and each of the n
 * links is forbidden with probability (non-self forbidden pairs) / (n(n − 1)).
 */
export function estimateRejectionStepsUnderRule(graph: ConstraintGraph, rule: CycleRule): number {
  const size = graph.size;
  const forbidden = graph.forbiddenStart[size] as number;
  const expectedHits =
    rule === 'no-mutual' ? forbidden / size + 0.5 : (forbidden - size) / Math.max(1, size - 1);
  if (expectedHits <= 0) return size;
  const expectedAttempts = Math.exp(Math.min(expectedHits, 700));
  return (expectedAttempts - 1) * Math.min(size, size / expectedHits) + size;
}
