import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createConstraintGraph } from './constraint-graph.ts';

function graphFromPairs(size: number, pairs: readonly (readonly [number, number])[]) {
  return createConstraintGraph({
    size,
    forbiddenGivers: pairs.map(([giver]) => giver),
    forbiddenReceivers: pairs.map(([, receiver]) => receiver),
  });
}

describe('createConstraintGraph', () => {
  it('always forbids giving to oneself', () => {
    const graph = graphFromPairs(3, []);
    expect([0, 1, 2].map((person) => graph.isForbidden(person, person))).toEqual([
      true,
      true,
      true,
    ]);
    expect(graph.isForbidden(0, 1)).toBe(false);
    expect(graph.countAllowed(0)).toBe(2);
  });

  it('stores each forbidden pair once, sorted, whatever the input order and repeats', () => {
    const graph = graphFromPairs(4, [
      [0, 3],
      [0, 1],
      [0, 3],
      [2, 0],
      [0, 0],
    ]);
    expect(
      Array.from(
        graph.forbiddenReceivers.subarray(graph.forbiddenStart[0], graph.forbiddenStart[1]),
      ),
    ).toEqual([0, 1, 3]);
    expect(graph.countAllowed(0)).toBe(1);
    expect(graph.countAllowed(1)).toBe(3);
  });

  it('answers isForbidden exactly like a set of pairs, for short and long rows', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 60 })
          .chain((size) =>
            fc.tuple(
              fc.constant(size),
              fc.array(fc.tuple(fc.nat(size - 1), fc.nat(size - 1)), { maxLength: size * size }),
            ),
          ),
        ([size, pairs]) => {
          const graph = graphFromPairs(size, pairs);
          const forbidden = new Set(pairs.map(([giver, receiver]) => giver * size + receiver));
          for (let giver = 0; giver < size; giver++) {
            let allowed = 0;
            for (let receiver = 0; receiver < size; receiver++) {
              const expected = giver === receiver || forbidden.has(giver * size + receiver);
              if (graph.isForbidden(giver, receiver) !== expected) return false;
              if (!expected) allowed++;
            }
            if (graph.countAllowed(giver) !== allowed) return false;
          }
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });

  it('lists the allowed receivers of givers who may give to fewer than half the group', () => {
    // Giver 0 may only give to 4; giver 1 is unrestricted (no list needed).
    const graph = graphFromPairs(6, [
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 5],
    ]);
    const allowedOf = (giver: number): number[] =>
      Array.from(
        graph.allowedReceivers.subarray(graph.allowedStart[giver], graph.allowedStart[giver + 1]),
      );
    expect(allowedOf(0)).toEqual([4]);
    expect(allowedOf(1)).toEqual([]);
  });
});

describe('ConstraintGraph.isValidAssignment', () => {
  const graph = graphFromPairs(3, [[0, 2]]);

  it('accepts a permutation of allowed pairs', () => {
    expect(graph.isValidAssignment(Int32Array.from([1, 2, 0]))).toBe(true);
  });

  it('rejects self-gifts, forbidden pairs, repeated receivers and wrong lengths', () => {
    expect(graph.isValidAssignment(Int32Array.from([0, 2, 1]))).toBe(false);
    expect(graph.isValidAssignment(Int32Array.from([2, 0, 1]))).toBe(false);
    expect(graph.isValidAssignment(Int32Array.from([1, 0, 0]))).toBe(false);
    expect(graph.isValidAssignment(Int32Array.from([1, 0]))).toBe(false);
    expect(graph.isValidAssignment(Int32Array.from([1, 2, 3]))).toBe(false);
  });
});
