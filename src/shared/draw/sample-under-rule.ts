import { buildDrawUnderRule } from './build-draw-under-rule.ts';
import type { ConstraintGraph } from './constraint-graph.ts';
import type { CycleRule, DrawUnderRule } from './cycle-rule.ts';
import type { RandomSource } from './random-source.ts';
import { countMarkovChainSteps, sampleByMarkovChain } from './sample-by-markov-chain.ts';
import {
  estimateRejectionStepsUnderRule,
  sampleByRejectionUnderRule,
} from './sample-by-rejection-under-rule.ts';
import { MAX_CYCLE_COUNTING_SIZE, sampleByCycleCounting } from './sample-by-cycle-counting.ts';
import { sampleCircleByMarkovChain } from './sample-circle-by-markov-chain.ts';
import type { SamplingStrategy } from './sample-uniform.ts';

/** Rejection gets at least this many people placed before giving way (as without rules). */
const MIN_REJECTION_BUDGET = 20_000;

/**
 * A random draw valid under `graph` and `rule`, each equally likely (exactly by rejection
 * and counting, as near as can be measured by the Markov chains), or why there is none.
 * `start` must be a valid draw ignoring the rule (Hopcroft–Karp's perfect matching).
 *
 * `auto`, as without rules: rejection first when its estimated cost is within twice the
 * chain's (exact; it also proves a draw exists); then, up to 16 people, exact counting,
 * which also decides whether any draw exists; beyond, build one draw
 * (build-draw-under-rule.ts) and run the chain that keeps the rule from it. Which path
 * runs depends only on the graph, or on a failure that does not depend on which draw
 * would come out, so the result stays uniform. The forced strategies are for tests and
 * expect a group that has a draw under the rule (forced `rejection` would never end).
 */
export function sampleUnderRule(options: {
  graph: ConstraintGraph;
  rule: CycleRule;
  start: Int32Array;
  random: RandomSource;
  strategy?: SamplingStrategy;
}): DrawUnderRule {
  const { graph, rule, start, random } = options;
  const size = graph.size;
  if (rule === 'no-mutual' && size < 3) return { kind: 'none' };
  const found = (receiverOfGiver: Int32Array | null): DrawUnderRule =>
    receiverOfGiver === null ? { kind: 'none' } : { kind: 'found', receiverOfGiver };
  switch (options.strategy ?? 'auto') {
    case 'rejection':
      return found(
        sampleByRejectionUnderRule({ graph, rule, random, stepBudget: Number.POSITIVE_INFINITY }),
      );
    case 'counting':
      return found(sampleByCycleCounting({ graph, rule, random }));
    case 'markov-chain':
      return sampleByChain({ graph, rule, start, random });
    case 'auto': {
      const stepBudget = Math.max(MIN_REJECTION_BUDGET, countMarkovChainSteps(size));
      if (estimateRejectionStepsUnderRule(graph, rule) <= 2 * stepBudget) {
        const byRejection = sampleByRejectionUnderRule({ graph, rule, random, stepBudget });
        if (byRejection !== null) return found(byRejection);
      }
      if (size <= MAX_CYCLE_COUNTING_SIZE)
        return found(sampleByCycleCounting({ graph, rule, random }));
      return sampleByChain({ graph, rule, start, random });
    }
  }
}

function sampleByChain(options: {
  graph: ConstraintGraph;
  rule: CycleRule;
  start: Int32Array;
  random: RandomSource;
}): DrawUnderRule {
  const { graph, rule, random } = options;
  const built = buildDrawUnderRule(options);
  if (built.kind !== 'found') return built;
  const receiverOfGiver =
    rule === 'no-mutual'
      ? sampleByMarkovChain({ graph, start: built.receiverOfGiver, random, avoidMutual: true })
      : sampleCircleByMarkovChain({ graph, start: built.receiverOfGiver, random });
  return { kind: 'found', receiverOfGiver };
}
