import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ConstraintGraph, createConstraintGraph } from './constraint-graph.ts';
import { findBlockingGroup } from './find-blocking-group.ts';
import { findMaximumMatching } from './find-perfect-matching.ts';
import { arbitraryConstraintGraph } from './testing/arbitrary-constraint-graph.ts';

/** Every receiver at least one of `givers` may give to. */
function neighbourhood(graph: ConstraintGraph, givers: readonly number[]): number[] {
  const receivers: number[] = [];
  for (let receiver = 0; receiver < graph.size; receiver++) {
    if (givers.some((giver) => !graph.isForbidden(giver, receiver))) receivers.push(receiver);
  }
  return receivers;
}

function graphFromAllowed(allowed: readonly (readonly number[])[]): ConstraintGraph {
  const givers: number[] = [];
  const receivers: number[] = [];
  allowed.forEach((allowedReceivers, giver) => {
    for (let receiver = 0; receiver < allowed.length; receiver++) {
      if (!allowedReceivers.includes(receiver)) {
        givers.push(giver);
        receivers.push(receiver);
      }
    }
  });
  return createConstraintGraph({
    size: allowed.length,
    forbiddenGivers: givers,
    forbiddenReceivers: receivers,
  });
}

describe('findBlockingGroup', () => {
  it('returns givers who may give to fewer people than they are, with exactly their allowed receivers', () => {
    fc.assert(
      fc.property(arbitraryConstraintGraph({ maxSize: 12 }), (graph) => {
        const matching = findMaximumMatching(graph);
        if (matching.size === graph.size) return true;
        const group = findBlockingGroup(graph, matching);
        return (
          group.givers.length > 0 &&
          group.receivers.length < group.givers.length &&
          JSON.stringify(group.receivers) === JSON.stringify(neighbourhood(graph, group.givers))
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('is minimal: dropping any one giver leaves a group that is no longer blocked', () => {
    fc.assert(
      fc.property(arbitraryConstraintGraph({ maxSize: 12 }), (graph) => {
        const matching = findMaximumMatching(graph);
        if (matching.size === graph.size) return true;
        const { givers } = findBlockingGroup(graph, matching);
        return givers.every((dropped) => {
          const rest = givers.filter((giver) => giver !== dropped);
          return neighbourhood(graph, rest).length >= rest.length;
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('names the one person who may give to nobody', () => {
    const graph = graphFromAllowed([[1, 2], [], [0, 1]]);
    expect(findBlockingGroup(graph, findMaximumMatching(graph))).toEqual({
      givers: [1],
      receivers: [],
    });
  });

  it('finds the small core of three people competing for two, not the whole group', () => {
    // 2, 3 and 4 may only give to 0 and 1; 0, 1 and 5 may give to anyone else.
    const everyone = [0, 1, 2, 3, 4, 5];
    const graph = graphFromAllowed([
      everyone.filter((person) => person !== 0),
      everyone.filter((person) => person !== 1),
      [0, 1],
      [0, 1],
      [0, 1],
      everyone.filter((person) => person !== 5),
    ]);
    expect(findBlockingGroup(graph, findMaximumMatching(graph))).toEqual({
      givers: [2, 3, 4],
      receivers: [0, 1],
    });
  });

  it('explains a household of more than half the group, at scale', () => {
    const size = 2_000;
    const household = 1_001;
    const givers: number[] = [];
    const receivers: number[] = [];
    for (let giver = 0; giver < household; giver++) {
      for (let receiver = 0; receiver < household; receiver++) {
        givers.push(giver);
        receivers.push(receiver);
      }
    }
    const graph = createConstraintGraph({
      size,
      forbiddenGivers: givers,
      forbiddenReceivers: receivers,
    });
    const group = findBlockingGroup(graph, findMaximumMatching(graph));
    expect(group.receivers.length).toBeLessThan(group.givers.length);
    expect(group.givers.every((giver) => giver < household)).toBe(true);
    expect(group.receivers).toEqual(
      Array.from({ length: size - household }, (_, index) => household + index),
    );
  });

  it('refuses a perfect matching: nothing blocks', () => {
    const graph = graphFromAllowed([[1], [0]]);
    expect(() => findBlockingGroup(graph, findMaximumMatching(graph))).toThrow();
  });
});
