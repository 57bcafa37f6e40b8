import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ConstraintGraph, createConstraintGraph } from './constraint-graph.ts';
import { findPerfectMatching } from './find-perfect-matching.ts';
import { createSeededRandomSource } from './random-source.ts';
import { countMarkovChainSteps, sampleByMarkovChain } from './sample-by-markov-chain.ts';
import { countValidAssignments } from './sample-by-counting.ts';
import { arbitraryConstraintGraph } from './testing/arbitrary-constraint-graph.ts';
import { chiSquarePValue } from './testing/chi-square-p-value.ts';
import { createNextTwoRingGraph } from './testing/constraint-graph-fixtures.ts';

function graphFromPairs(size: number, givers: number[], receivers: number[]): ConstraintGraph {
  return createConstraintGraph({ size, forbiddenGivers: givers, forbiddenReceivers: receivers });
}

/** Households of consecutive people (sizes cycling through `householdSizes`) plus `extra` random exclusions each. */
function createFamilyGraph(options: {
  size: number;
  householdSizes: number[];
  extra: number;
  seed: number;
}): ConstraintGraph {
  const random = createSeededRandomSource(options.seed);
  const givers: number[] = [];
  const receivers: number[] = [];
  let first = 0;
  for (let household = 0; first < options.size; household++) {
    const householdSize = options.householdSizes[
      household % options.householdSizes.length
    ] as number;
    const last = Math.min(options.size, first + householdSize);
    for (let giver = first; giver < last; giver++) {
      for (let receiver = first; receiver < last; receiver++) {
        givers.push(giver);
        receivers.push(receiver);
      }
      for (let index = 0; index < options.extra; index++) {
        givers.push(giver);
        receivers.push(random.nextInt(options.size));
      }
    }
    first = last;
  }
  return graphFromPairs(options.size, givers, receivers);
}

/** How many givers still hold the receiver the chain started from. */
function countUnmoved(start: Int32Array, draw: Int32Array): number {
  let unmoved = 0;
  for (let giver = 0; giver < start.length; giver++) if (start[giver] === draw[giver]) unmoved++;
  return unmoved;
}

describe('countMarkovChainSteps', () => {
  it('runs 2·n·ln n steps, never fewer than the floor', () => {
    expect(countMarkovChainSteps(1)).toBe(0);
    expect(countMarkovChainSteps(2)).toBe(2_000);
    expect(countMarkovChainSteps(100_000)).toBe(Math.ceil(2 * 100_000 * Math.log(100_000)));
  });
});

describe('sampleByMarkovChain', () => {
  it('only ever returns valid draws', () => {
    const random = createSeededRandomSource(8);
    fc.assert(
      fc.property(
        arbitraryConstraintGraph({ minSize: 2, maxSize: 30 }),
        fc.integer({ min: 0, max: 3_000 }),
        (graph, steps) => {
          const start = findPerfectMatching(graph);
          if (start === null) return true;
          return graph.isValidAssignment(sampleByMarkovChain({ graph, start, random, steps }));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('moves between the two draws of a ring that no swap or rotation connects', () => {
    // Each may give only to the next two: "everyone +1" and "everyone +2" differ on all 9.
    const graph = createNextTwoRingGraph(9);
    const start = findPerfectMatching(graph) as Int32Array;
    const random = createSeededRandomSource(4);
    const seen = new Set<string>();
    for (let sample = 0; sample < 40; sample++) {
      seen.add(sampleByMarkovChain({ graph, start, random }).join());
    }
    expect(seen.size).toBe(2);
  });

  it('matches the exact marginals of a 14-person family group (chi-square, p > 0.001)', () => {
    const graph = createFamilyGraph({ size: 14, householdSizes: [2, 3, 1, 4], extra: 1, seed: 3 });
    const start = findPerfectMatching(graph) as Int32Array;
    const total = countValidAssignments(graph);
    const random = createSeededRandomSource(21);
    const samples = Array.from({ length: 1_000 }, () =>
      sampleByMarkovChain({ graph, start, random }),
    );
    for (const giver of [0, 5, 13]) {
      // Exact probability that `giver` gives to r: count the draws with that pair forced.
      const expected = Array.from({ length: graph.size }, (_, receiver) => {
        if (graph.isForbidden(giver, receiver)) return 0;
        const forced = forceGift(graph, giver, receiver);
        return (countValidAssignments(forced) / total) * samples.length;
      });
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

  it('forgets its start on 2,000 loosely restricted people (about one giver keeps it, as by chance)', () => {
    const graph = createFamilyGraph({ size: 2_000, householdSizes: [2, 3, 1], extra: 3, seed: 5 });
    const start = findPerfectMatching(graph) as Int32Array;
    const random = createSeededRandomSource(6);
    const unmoved = Array.from({ length: 20 }, () =>
      countUnmoved(start, sampleByMarkovChain({ graph, start, random })),
    );
    expect(unmoved.reduce((sum, count) => sum + count, 0) / unmoved.length).toBeLessThan(2.5);
  });

  it('forgets its start when a household is half of 1,000 people (about two givers keep it, as by chance)', () => {
    // Uniformly, a member keeps their start with probability 1/500 and so does everyone
    // else (they can only give to the household): 2 on average. Too short a chain leaves
    // dozens (about 50 after 0.5·n·ln n steps).
    const graph = createFamilyGraph({ size: 1_000, householdSizes: [500, 1], extra: 0, seed: 5 });
    const start = findPerfectMatching(graph) as Int32Array;
    const random = createSeededRandomSource(7);
    const unmoved = Array.from({ length: 30 }, () =>
      countUnmoved(start, sampleByMarkovChain({ graph, start, random })),
    );
    expect(unmoved.reduce((sum, count) => sum + count, 0) / unmoved.length).toBeLessThan(3.5);
  });
});

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
  return graphFromPairs(graph.size, givers, receivers);
}
