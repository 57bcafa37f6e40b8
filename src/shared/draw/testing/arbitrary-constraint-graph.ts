import fc from 'fast-check';
import { type ConstraintGraph, createConstraintGraph } from '../constraint-graph.ts';

/**
 * Test support: random small graphs, from unrestricted to hopeless: each pair is forbidden
 * with a probability drawn per graph, so both feasible and infeasible cases come up often.
 */
export function arbitraryConstraintGraph(options: {
  minSize?: number;
  maxSize: number;
}): fc.Arbitrary<ConstraintGraph> {
  return fc
    .record({
      size: fc.integer({ min: options.minSize ?? 1, max: options.maxSize }),
      densityPercent: fc.integer({ min: 0, max: 90 }),
      seed: fc.integer(),
    })
    .map(({ size, densityPercent, seed }) => {
      // A small linear congruential generator from fast-check's seed keeps shrinking cheap.
      let state = seed >>> 0;
      const nextPercent = (): number => {
        state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
        return (state >>> 8) % 100;
      };
      const givers: number[] = [];
      const receivers: number[] = [];
      for (let giver = 0; giver < size; giver++) {
        for (let receiver = 0; receiver < size; receiver++) {
          if (giver !== receiver && nextPercent() < densityPercent) {
            givers.push(giver);
            receivers.push(receiver);
          }
        }
      }
      return createConstraintGraph({ size, forbiddenGivers: givers, forbiddenReceivers: receivers });
    });
}

/** The size of a maximum matching, by Kuhn's simple augmenting-path algorithm (reference). */
export function referenceMaximumMatchingSize(graph: ConstraintGraph): number {
  const giverOfReceiver = new Array<number>(graph.size).fill(-1);
  const tryGiver = (giver: number, seen: boolean[]): boolean => {
    for (let receiver = 0; receiver < graph.size; receiver++) {
      if (graph.isForbidden(giver, receiver) || seen[receiver]) continue;
      seen[receiver] = true;
      const mate = giverOfReceiver[receiver] as number;
      if (mate === -1 || tryGiver(mate, seen)) {
        giverOfReceiver[receiver] = giver;
        return true;
      }
    }
    return false;
  };
  let size = 0;
  for (let giver = 0; giver < graph.size; giver++) {
    if (tryGiver(giver, new Array<boolean>(graph.size).fill(false))) size++;
  }
  return size;
}
