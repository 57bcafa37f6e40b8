import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createConstraintGraph } from './constraint-graph.ts';
import { createSeededRandomSource } from './random-source.ts';
import {
  countValidAssignments,
  MAX_COUNTING_SIZE,
  sampleByCounting,
} from './sample-by-counting.ts';
import { arbitraryConstraintGraph } from './testing/arbitrary-constraint-graph.ts';
import { listGraphDraws } from './testing/graph-draws.ts';

describe('countValidAssignments', () => {
  it('counts exactly the valid draws that exhaustive search lists', () => {
    fc.assert(
      fc.property(
        arbitraryConstraintGraph({ maxSize: 8 }),
        (graph) => countValidAssignments(graph) === listGraphDraws(graph).length,
      ),
      { numRuns: 500 },
    );
  });

  it('counts the derangements of 18 people exactly (above 2^32)', () => {
    const graph = createConstraintGraph({ size: 18, forbiddenGivers: [], forbiddenReceivers: [] });
    expect(countValidAssignments(graph)).toBe(2_355_301_661_033_953); // !18
  });
});

describe('sampleByCounting', () => {
  it('always returns a valid draw when one exists', () => {
    const random = createSeededRandomSource(5);
    fc.assert(
      fc.property(arbitraryConstraintGraph({ minSize: 2, maxSize: 10 }), (graph) => {
        if (countValidAssignments(graph) === 0) return true;
        return graph.isValidAssignment(sampleByCounting({ graph, random }));
      }),
      { numRuns: 500 },
    );
  });

  it('handles the largest size it accepts', () => {
    const graph = createConstraintGraph({
      size: MAX_COUNTING_SIZE,
      forbiddenGivers: [],
      forbiddenReceivers: [],
    });
    expect(
      graph.isValidAssignment(sampleByCounting({ graph, random: createSeededRandomSource(1) })),
    ).toBe(true);
  });

  it('refuses groups above the limit and groups without a valid draw', () => {
    const random = createSeededRandomSource(1);
    const tooLarge = createConstraintGraph({
      size: MAX_COUNTING_SIZE + 1,
      forbiddenGivers: [],
      forbiddenReceivers: [],
    });
    expect(() => sampleByCounting({ graph: tooLarge, random })).toThrow();
    const single = createConstraintGraph({ size: 1, forbiddenGivers: [], forbiddenReceivers: [] });
    expect(() => sampleByCounting({ graph: single, random })).toThrow();
  });
});
