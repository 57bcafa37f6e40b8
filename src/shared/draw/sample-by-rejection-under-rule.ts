import type { ConstraintGraph } from './constraint-graph.ts';
import type { CycleRule } from './cycle-rule.ts';
import type { RandomSource } from './random-source.ts';
import { shuffleUntilAccepted } from './sample-by-rejection.ts';

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
  const { graph } = options;
  return shuffleUntilAccepted({
    ...options,
    size: graph.size,
    isRefused: (receivers, giver) => {
      const receiver = receivers[giver] as number;
      // Givers before this one are settled: a mutual pair shows up when the second one picks.
      return (
        graph.isForbidden(giver, receiver) || (receiver < giver && receivers[receiver] === giver)
      );
    },
  });
}

function sampleCircle(options: {
  graph: ConstraintGraph;
  random: RandomSource;
  stepBudget: number;
}): Int32Array | null {
  const { graph } = options;
  const size = graph.size;
  const order = shuffleUntilAccepted({
    ...options,
    size,
    isRefused: (people, position) =>
      position > 0 && graph.isForbidden(people[position - 1] as number, people[position] as number),
    isAccepted: (people) => !graph.isForbidden(people[size - 1] as number, people[0] as number),
  });
  if (order === null) return null;
  const receiverOfGiver = new Int32Array(size);
  for (let index = 0; index < size; index++) {
    receiverOfGiver[order[index] as number] = order[(index + 1) % size] as number;
  }
  return receiverOfGiver;
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
