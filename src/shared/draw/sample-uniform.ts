import type { ConstraintGraph } from './constraint-graph.ts';
import type { RandomSource } from './random-source.ts';
import { MAX_COUNTING_SIZE, sampleByCounting } from './sample-by-counting.ts';
import { countMarkovChainSteps, sampleByMarkovChain } from './sample-by-markov-chain.ts';
import { sampleByRejection } from './sample-by-rejection.ts';

/**
 * How to sample. `auto` is what the product uses; the others force one path so that
 * tests can check each for fairness.
 */
export type SamplingStrategy = 'auto' | 'rejection' | 'counting' | 'markov-chain';

/** Rejection gets at least this many receiver draws before giving way. */
const MIN_REJECTION_BUDGET = 20_000;

/**
 * A random valid draw, each valid draw equally likely (exactly for rejection and
 * counting, as near as can be measured for the Markov chain).
 *
 * `auto` first tries rejection, which is exact and fast when a good share of all
 * shuffles are valid; it gets as many steps as the Markov chain would take, so it costs
 * at most twice the chain when it fails. Then small groups are counted exactly, larger
 * ones go to the chain. Mixing two exact-uniform (or one exact and one near-uniform)
 * results keeps the result uniform, because the choice of path never depends on which
 * valid draw would come out.
 *
 * `start` must be a valid draw (the caller found one with Hopcroft–Karp).
 */
export function sampleUniformAssignment(options: {
  graph: ConstraintGraph;
  start: Int32Array;
  random: RandomSource;
  strategy?: SamplingStrategy;
}): Int32Array {
  const { graph, start, random } = options;
  const strategy = options.strategy ?? 'auto';
  switch (strategy) {
    case 'rejection':
      return sampleByRejection({ graph, random, stepBudget: Number.POSITIVE_INFINITY }) as Int32Array;
    case 'counting':
      return sampleByCounting({ graph, random });
    case 'markov-chain':
      return sampleByMarkovChain({ graph, start, random });
    case 'auto': {
      const stepBudget = Math.max(MIN_REJECTION_BUDGET, countMarkovChainSteps(graph.size));
      if (estimateRejectionSteps(graph) <= 2 * stepBudget) {
        const byRejection = sampleByRejection({ graph, random, stepBudget });
        if (byRejection !== null) return byRejection;
      }
      if (graph.size <= MAX_COUNTING_SIZE) return sampleByCounting({ graph, random });
      return sampleByMarkovChain({ graph, start, random });
    }
  }
}

/**
 * Roughly how many receivers rejection sampling draws before it succeeds, so that hopeless
 * cases (a big household, several years of history on a large group) skip straight to
 * the next sampler. In a uniform shuffle giver g hits a forbidden receiver with
 * probability f_g / n, so the number of hits is about Poisson(λ = Σ f_g / n): a shuffle is
 * valid with probability e^−λ, and a failed one stops after about n / λ receivers.
 * Only the graph decides whether rejection is tried, never the draw it would produce,
 * so skipping it keeps the result uniform.
 */
export function estimateRejectionSteps(graph: ConstraintGraph): number {
  const size = graph.size;
  const expectedHits = (graph.forbiddenStart[size] as number) / size;
  const expectedAttempts = Math.exp(expectedHits);
  return (expectedAttempts - 1) * Math.min(size, size / expectedHits) + size;
}
