import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDrawUnderRule } from './build-draw-under-rule.ts';
import { type ConstraintGraph, createConstraintGraph } from './constraint-graph.ts';
import { type CycleRule, isDrawUnderRuleGuaranteed } from './cycle-rule.ts';
import { findPerfectMatching } from './find-perfect-matching.ts';
import { createSeededRandomSource } from './random-source.ts';
import { sampleByMarkovChain } from './sample-by-markov-chain.ts';
import { sampleByRejectionUnderRule } from './sample-by-rejection-under-rule.ts';
import { countDrawsUnderRule, sampleByCycleCounting } from './sample-by-cycle-counting.ts';
import { sampleCircleByMarkovChain } from './sample-circle-by-markov-chain.ts';
import { arbitraryConstraintGraph } from './testing/arbitrary-constraint-graph.ts';
import { keepsCycleRules } from './testing/brute-force-draw-under-rules.ts';
import { chiSquarePValue } from './testing/chi-square-p-value.ts';
import { listGraphDraws } from './testing/graph-draws.ts';

const RULES: Record<CycleRule, { avoidMutual?: boolean; singleCircle?: boolean }> = {
  'no-mutual': { avoidMutual: true },
  'single-circle': { singleCircle: true },
};

function listDrawsUnderRule(graph: ConstraintGraph, rule: CycleRule): number[][] {
  return listGraphDraws(graph).filter((draw) => keepsCycleRules(draw, RULES[rule]));
}

function isValidUnderRule(graph: ConstraintGraph, rule: CycleRule, draw: Int32Array): boolean {
  return graph.isValidAssignment(draw) && keepsCycleRules([...draw], RULES[rule]);
}

/** n people in households of consecutive people (sizes cycling), plus `extra` random exclusions each. */
function createFamilyGraph(
  size: number,
  householdSizes: number[],
  extra: number,
  seed: number,
): ConstraintGraph {
  const random = createSeededRandomSource(seed);
  const householdOf = new Int32Array(size);
  const givers: number[] = [];
  const receivers: number[] = [];
  for (let person = 0, household = 0; person < size; household++) {
    const householdSize = householdSizes[household % householdSizes.length] as number;
    for (let member = 0; member < householdSize && person < size; member++)
      householdOf[person++] = household;
  }
  for (let giver = 0; giver < size; giver++) {
    for (let index = 0; index < extra; index++) {
      givers.push(giver);
      receivers.push(random.nextInt(size));
    }
  }
  return createConstraintGraph({
    size,
    forbiddenGivers: givers,
    forbiddenReceivers: receivers,
    householdOf,
  });
}

/** The same graph, where `giver` may give to `receiver` only. */
function forceGift(graph: ConstraintGraph, giver: number, receiver: number): ConstraintGraph {
  const givers: number[] = [];
  const receivers: number[] = [];
  for (let from = 0; from < graph.size; from++) {
    for (let to = 0; to < graph.size; to++) {
      if (graph.isForbidden(from, to) || (from === giver && to !== receiver)) {
        givers.push(from);
        receivers.push(to);
      }
    }
  }
  return createConstraintGraph({
    size: graph.size,
    forbiddenGivers: givers,
    forbiddenReceivers: receivers,
  });
}

describe('createConstraintGraph with households', () => {
  it('forbids both ways within a household and nothing across, merged with the pairs given', () => {
    const graph = createConstraintGraph({
      size: 5,
      forbiddenGivers: [0, 3],
      forbiddenReceivers: [1, 4],
      householdOf: Int32Array.from([0, 0, -1, 1, 1]),
    });
    const forbidden = Array.from({ length: 5 }, (_, giver) =>
      Array.from({ length: 5 }, (_, receiver) => graph.isForbidden(giver, receiver)),
    );
    const row = (...receivers: number[]): boolean[] =>
      [0, 1, 2, 3, 4].map((r) => receivers.includes(r));
    expect(forbidden).toEqual([row(0, 1), row(0, 1), row(2), row(3, 4), row(3, 4)]);
    expect(graph.countAllowed(0)).toBe(3);
  });
});

describe.each(['no-mutual', 'single-circle'] as const)('under %s', (rule) => {
  it('counting agrees with exhaustive search, and samples only valid draws', () => {
    const random = createSeededRandomSource(1);
    fc.assert(
      fc.property(arbitraryConstraintGraph({ minSize: 2, maxSize: 7 }), (graph) => {
        const draws = listDrawsUnderRule(graph, rule);
        if (countDrawsUnderRule(graph, rule) !== draws.length) return false;
        const sample = sampleByCycleCounting({ graph, rule, random });
        return draws.length === 0
          ? sample === null
          : sample !== null && isValidUnderRule(graph, rule, sample);
      }),
      { numRuns: 1_000, seed: 11 },
    );
  });

  it('rejection and the built draw are valid; building says "none" only when there is none', () => {
    const random = createSeededRandomSource(2);
    fc.assert(
      fc.property(arbitraryConstraintGraph({ minSize: 2, maxSize: 7 }), (graph) => {
        const start = findPerfectMatching(graph);
        if (start === null) return true;
        const hasDraw = listDrawsUnderRule(graph, rule).length > 0;
        const built = buildDrawUnderRule({ graph, rule, start, random });
        if (built.kind === 'not-found') return false; // small groups are always searched to the end
        if ((built.kind === 'found') !== hasDraw) return false;
        if (built.kind === 'found' && !isValidUnderRule(graph, rule, built.receiverOfGiver))
          return false;
        if (isDrawUnderRuleGuaranteed(graph, rule) && !hasDraw) return false;
        const rejected = sampleByRejectionUnderRule({ graph, rule, random, stepBudget: 2_000 });
        return rejected === null || isValidUnderRule(graph, rule, rejected);
      }),
      { numRuns: 1_500, seed: 12 },
    );
  });

  it('the Markov chain only ever returns valid draws', () => {
    const random = createSeededRandomSource(3);
    fc.assert(
      fc.property(
        arbitraryConstraintGraph({ minSize: 3, maxSize: 30 }),
        fc.integer({ min: 0, max: 3_000 }),
        (graph, steps) => {
          const start = findPerfectMatching(graph);
          if (start === null) return true;
          const built = buildDrawUnderRule({ graph, rule, start, random });
          if (built.kind !== 'found') return true;
          const draw =
            rule === 'no-mutual'
              ? sampleByMarkovChain({
                  graph,
                  start: built.receiverOfGiver,
                  random,
                  steps,
                  avoidMutual: true,
                })
              : sampleCircleByMarkovChain({ graph, start: built.receiverOfGiver, random, steps });
          return isValidUnderRule(graph, rule, draw);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the Markov chain matches the exact marginals of a 12-person family group (chi-square, p > 0.001)', () => {
    const graph = createFamilyGraph(12, [2, 3, 1, 4], 1, 3);
    const start = findPerfectMatching(graph) as Int32Array;
    const built = buildDrawUnderRule({ graph, rule, start, random: createSeededRandomSource(4) });
    if (built.kind !== 'found') throw new Error('expected a draw');
    const total = countDrawsUnderRule(graph, rule);
    const random = createSeededRandomSource(22);
    const samples = Array.from({ length: 1_000 }, () =>
      rule === 'no-mutual'
        ? sampleByMarkovChain({ graph, start: built.receiverOfGiver, random, avoidMutual: true })
        : sampleCircleByMarkovChain({ graph, start: built.receiverOfGiver, random }),
    );
    for (const giver of [0, 5, 11]) {
      const expected = Array.from({ length: graph.size }, (_, receiver) =>
        graph.isForbidden(giver, receiver)
          ? 0
          : (countDrawsUnderRule(forceGift(graph, giver, receiver), rule) / total) * samples.length,
      );
      const observed = new Array<number>(graph.size).fill(0);
      for (const draw of samples) observed[draw[giver] as number]! += 1;
      let statistic = 0;
      let categories = 0;
      expected.forEach((expectedCount, receiver) => {
        if (expectedCount === 0) return;
        categories++;
        statistic += (observed[receiver]! - expectedCount) ** 2 / expectedCount;
      });
      expect(chiSquarePValue(statistic, categories - 1)).toBeGreaterThan(0.001);
    }
  });

  it('the Markov chain forgets its start when a household is half of 400 people', () => {
    // Uniformly, a member keeps their start's receiver with probability 1/200, and so does
    // everyone else: about 2 people on average.
    const householdOf = Int32Array.from({ length: 400 }, (_, person) =>
      person % 2 === 0 ? 0 : -1,
    );
    const graph = createConstraintGraph({
      size: 400,
      forbiddenGivers: [],
      forbiddenReceivers: [],
      householdOf,
    });
    const random = createSeededRandomSource(7);
    const built = buildDrawUnderRule({
      graph,
      rule,
      start: findPerfectMatching(graph) as Int32Array,
      random,
    });
    if (built.kind !== 'found') throw new Error('expected a draw');
    const start = built.receiverOfGiver;
    const unmoved = Array.from({ length: 30 }, () => {
      const draw =
        rule === 'no-mutual'
          ? sampleByMarkovChain({ graph, start, random, avoidMutual: true })
          : sampleCircleByMarkovChain({ graph, start, random });
      return draw.filter((receiver, giver) => start[giver] === receiver).length;
    });
    expect(unmoved.reduce((sum, count) => sum + count, 0) / unmoved.length).toBeLessThan(3.5);
  });
});
