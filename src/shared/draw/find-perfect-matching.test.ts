import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ConstraintGraph, createConstraintGraph } from './constraint-graph.ts';
import {
  findMaximumMatching,
  findPerfectMatching,
  type Matching,
} from './find-perfect-matching.ts';
import { createSeededRandomSource } from './random-source.ts';
import {
  createHouseholdGraph,
  createNextTwoRingGraph,
} from './testing/constraint-graph-fixtures.ts';
import {
  arbitraryConstraintGraph,
  referenceMaximumMatchingSize,
} from './testing/arbitrary-constraint-graph.ts';

function isConsistentMatching(graph: ConstraintGraph, matching: Matching): boolean {
  let matched = 0;
  for (let giver = 0; giver < graph.size; giver++) {
    const receiver = matching.receiverOfGiver[giver] as number;
    if (receiver === -1) continue;
    if (graph.isForbidden(giver, receiver) || matching.giverOfReceiver[receiver] !== giver)
      return false;
    matched++;
  }
  const receiversMatched = Array.from(matching.giverOfReceiver).filter(
    (giver) => giver !== -1,
  ).length;
  return matched === matching.size && receiversMatched === matched;
}

/** n people, each excluding `exclusionsEach` random others, plus `shifts` earlier years "i gives to i + shift". */
function createSparseGraph(
  size: number,
  exclusionsEach: number,
  shifts: readonly number[],
  seed: number,
): ConstraintGraph {
  const random = createSeededRandomSource(seed);
  const givers: number[] = [];
  const receivers: number[] = [];
  for (let giver = 0; giver < size; giver++) {
    for (let index = 0; index < exclusionsEach; index++) {
      givers.push(giver);
      receivers.push(random.nextInt(size));
    }
    for (const shift of shifts) {
      givers.push(giver);
      receivers.push((giver + shift) % size);
    }
  }
  return createConstraintGraph({ size, forbiddenGivers: givers, forbiddenReceivers: receivers });
}

describe('findMaximumMatching (Hopcroft–Karp on allowed pairs)', () => {
  it('finds a matching as large as the reference algorithm, using allowed pairs only', () => {
    fc.assert(
      fc.property(arbitraryConstraintGraph({ maxSize: 12 }), (graph) => {
        const matching = findMaximumMatching(graph);
        return (
          isConsistentMatching(graph, matching) &&
          matching.size === referenceMaximumMatchingSize(graph)
        );
      }),
      { numRuns: 1500 },
    );
  });

  it('finds maximum matchings on larger, sparser and denser graphs too', () => {
    fc.assert(
      fc.property(arbitraryConstraintGraph({ minSize: 20, maxSize: 80 }), (graph) => {
        const matching = findMaximumMatching(graph);
        return (
          isConsistentMatching(graph, matching) &&
          matching.size === referenceMaximumMatchingSize(graph)
        );
      }),
      { numRuns: 150 },
    );
  });

  it('handles nobody at all and a single person', () => {
    expect(
      findMaximumMatching(
        createConstraintGraph({ size: 0, forbiddenGivers: [], forbiddenReceivers: [] }),
      ).size,
    ).toBe(0);
    expect(
      findPerfectMatching(
        createConstraintGraph({ size: 1, forbiddenGivers: [], forbiddenReceivers: [] }),
      ),
    ).toBeNull();
  });
});

describe('findPerfectMatching', () => {
  // How long it takes is measured in the draw benchmark (docs/benchmarks.md, 'Draw').
  it(
    'returns a valid draw for 100,000 people with 3 exclusions and 3 earlier years each',
    { timeout: 60_000 },
    () => {
      const graph = createSparseGraph(100_000, 3, [1, 2, 3], 1);
      const draw = findPerfectMatching(graph);
      expect(draw).not.toBeNull();
      expect(graph.isValidAssignment(draw as Int32Array)).toBe(true);
    },
  );

  it('makes a household of exactly half the group give to the other half', () => {
    const graph = createHouseholdGraph(2_000, 1_000);
    const draw = findPerfectMatching(graph);
    expect(draw).not.toBeNull();
    expect(graph.isValidAssignment(draw as Int32Array)).toBe(true);
  });

  it('finds no draw when a household is more than half the group', () => {
    const graph = createHouseholdGraph(2_000, 1_001);
    expect(findPerfectMatching(graph)).toBeNull();
    expect(findMaximumMatching(graph).size).toBe(1_998);
  });

  it('needs several augmenting phases when the greedy start goes wrong, and still finds the draw', () => {
    // Each giver i may give only to i+1 and i+2 (mod n): greedy takes i+1 for most but the
    // forbidden rows are long, so this also exercises the long-row path.
    const graph = createNextTwoRingGraph(301);
    const draw = findPerfectMatching(graph);
    expect(draw).not.toBeNull();
    expect(graph.isValidAssignment(draw as Int32Array)).toBe(true);
  });
});
