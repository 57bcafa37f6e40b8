import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createConstraintGraph } from './constraint-graph.ts';
import { createSeededRandomSource } from './random-source.ts';
import { countValidAssignments } from './sample-by-counting.ts';
import { sampleByRejection } from './sample-by-rejection.ts';
import { arbitraryConstraintGraph } from './testing/arbitrary-constraint-graph.ts';

describe('sampleByRejection', () => {
  it('returns only valid draws, or null when its budget runs out', () => {
    const random = createSeededRandomSource(3);
    fc.assert(
      fc.property(arbitraryConstraintGraph({ minSize: 2, maxSize: 10 }), (graph) => {
        const draw = sampleByRejection({ graph, random, stepBudget: 5_000 });
        if (draw === null) return true;
        return countValidAssignments(graph) > 0 && graph.isValidAssignment(draw);
      }),
      { numRuns: 500 },
    );
  });

  it('gives up (null) when there is no valid draw', () => {
    // Person 0 may give to nobody.
    const graph = createConstraintGraph({
      size: 3,
      forbiddenGivers: [0, 0],
      forbiddenReceivers: [1, 2],
    });
    expect(
      sampleByRejection({ graph, random: createSeededRandomSource(1), stepBudget: 10_000 }),
    ).toBeNull();
  });

  it('draws quickly for a large loosely restricted group', () => {
    const size = 50_000;
    const givers = Array.from({ length: size }, (_, giver) => giver);
    const receivers = givers.map((giver) => (giver + 1) % size);
    const graph = createConstraintGraph({
      size,
      forbiddenGivers: givers,
      forbiddenReceivers: receivers,
    });
    const draw = sampleByRejection({
      graph,
      random: createSeededRandomSource(2),
      stepBudget: 100 * size,
    });
    expect(draw).not.toBeNull();
    expect(graph.isValidAssignment(draw as Int32Array)).toBe(true);
  });
});
