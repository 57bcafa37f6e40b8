import { type ConstraintGraph, createConstraintGraph } from '../constraint-graph.ts';

/** Test support: constraint graphs of a known shape, shared by the draw's tests. */

/** n people; everyone in 0..householdSize−1 excludes everyone else in it. */
export function createHouseholdGraph(size: number, householdSize: number): ConstraintGraph {
  const givers: number[] = [];
  const receivers: number[] = [];
  for (let giver = 0; giver < householdSize; giver++) {
    for (let receiver = 0; receiver < householdSize; receiver++) {
      givers.push(giver);
      receivers.push(receiver);
    }
  }
  return createConstraintGraph({ size, forbiddenGivers: givers, forbiddenReceivers: receivers });
}

/** n people in a ring where each may give only to the next one and the one after it. */
export function createNextTwoRingGraph(size: number): ConstraintGraph {
  const givers: number[] = [];
  const receivers: number[] = [];
  for (let giver = 0; giver < size; giver++) {
    for (let receiver = 0; receiver < size; receiver++) {
      if (receiver !== (giver + 1) % size && receiver !== (giver + 2) % size) {
        givers.push(giver);
        receivers.push(receiver);
      }
    }
  }
  return createConstraintGraph({ size, forbiddenGivers: givers, forbiddenReceivers: receivers });
}
