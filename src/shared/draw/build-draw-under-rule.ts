import type { ConstraintGraph } from './constraint-graph.ts';
import type { CycleRule, DrawUnderRule } from './cycle-rule.ts';
import { isRuleProvenImpossible } from './explain-rule-infeasibility.ts';
import type { RandomSource } from './random-source.ts';

/** Random partners tried before a full scan, when splitting or merging one cycle. */
const RANDOM_TRIES = 32;
/** Pair checks the full scans may spend in all, so that a hopeless case stops. */
const SCAN_BUDGET = 30_000_000;
/**
 * Receivers the exhaustive search may look at in all (each one a step, so that a giver with
 * a long allowed list costs what it scans), and the largest group it is tried on: a hopeless
 * search stops well within a save or a tick of the restrictions screen (docs/benchmarks.md).
 */
const SEARCH_BUDGET = 2_000_000;
const MAX_SEARCH_SIZE = 1_000;

/**
 * One valid draw under `rule`, from a valid draw `start` (Hopcroft–Karp's, a cycle cover).
 * Not uniform: the Markov chain starts from it. Randomness only speeds the search up.
 *
 * 1. Repair `start`: exchanging the receivers of two givers in different cycles merges the
 *    two cycles (a takes b's receiver, b takes a's), so
 *    - `no-mutual`: each pair giving to each other is merged with another cycle;
 *    - `single-circle`: the other cycles are merged, one by one, into the first one's.
 *    Random partners are tried first, then every partner (within {@link SCAN_BUDGET}).
 *    When cycle-rule.ts's degree condition holds, a partner always exists (proofs in
 *    docs/decisions/0004-draw-engine.md), so this step cannot fail.
 * 2. Otherwise, the cheap proofs of explain-rule-infeasibility.ts (a group the circle cannot
 *    leave or enter, two people who give to each other in every draw): no draw.
 * 3. Otherwise, an exhaustive depth-first search (groups of at most {@link MAX_SEARCH_SIZE},
 *    {@link SEARCH_BUDGET} steps): a search that ends proves there is no draw; one cut short
 *    says only that none was found.
 */
export function buildDrawUnderRule(options: {
  graph: ConstraintGraph;
  rule: CycleRule;
  start: Int32Array;
  random: RandomSource;
}): DrawUnderRule {
  const { graph, rule, random } = options;
  const size = graph.size;
  if (rule === 'no-mutual' && size < 3) return { kind: 'none' };
  const receiverOfGiver = Int32Array.from(options.start);
  const budget = { checksLeft: SCAN_BUDGET };
  const repaired =
    rule === 'no-mutual'
      ? splitMutualPairs(graph, receiverOfGiver, random, budget)
      : mergeIntoOneCircle(graph, receiverOfGiver, random, budget);
  if (repaired) return { kind: 'found', receiverOfGiver };
  if (isRuleProvenImpossible({ graph, rule, start: options.start })) return { kind: 'none' };
  return searchExhaustively(graph, rule);
}

interface Budget {
  checksLeft: number;
}

function splitMutualPairs(
  graph: ConstraintGraph,
  receiverOfGiver: Int32Array,
  random: RandomSource,
  budget: Budget,
): boolean {
  const size = graph.size;
  for (let first = 0; first < size; first++) {
    const second = receiverOfGiver[first] as number;
    if (receiverOfGiver[second] !== first) continue;
    // first and second give to each other: one of them takes a third person's receiver and
    // that person takes theirs, which merges the pair into the third person's cycle (of 2 or
    // more), leaving a cycle of 4 or more and creating no new mutual pair.
    let isSplit = false;
    for (let attempt = 0; attempt < RANDOM_TRIES && !isSplit; attempt++) {
      isSplit = trySplit(graph, receiverOfGiver, first, second, random.nextInt(size));
    }
    for (let third = 0; third < size && !isSplit && budget.checksLeft > 0; third++) {
      budget.checksLeft -= 2;
      isSplit = trySplit(graph, receiverOfGiver, first, second, third);
    }
    if (!isSplit) return false;
  }
  return true;
}

/** Splits the mutual pair first ⇄ second through `third`, if the new pairs are allowed. */
function trySplit(
  graph: ConstraintGraph,
  receiverOfGiver: Int32Array,
  first: number,
  second: number,
  third: number,
): boolean {
  if (third === first || third === second) return false;
  const thirdReceiver = receiverOfGiver[third] as number;
  for (const [giver, other] of [
    [first, second],
    [second, first],
  ] as const) {
    // giver takes third's receiver; third takes giver's receiver (= other).
    if (!graph.isForbidden(giver, thirdReceiver) && !graph.isForbidden(third, other)) {
      receiverOfGiver[giver] = thirdReceiver;
      receiverOfGiver[third] = other;
      return true;
    }
  }
  return false;
}

function mergeIntoOneCircle(
  graph: ConstraintGraph,
  receiverOfGiver: Int32Array,
  random: RandomSource,
  budget: Budget,
): boolean {
  const size = graph.size;
  const isInCircle = new Uint8Array(size);
  const circle = new Int32Array(size);
  let circleSize = 0;
  const addCycleOf = (person: number): void => {
    let current = person;
    do {
      isInCircle[current] = 1;
      circle[circleSize++] = current;
      current = receiverOfGiver[current] as number;
    } while (current !== person);
  };
  addCycleOf(0);
  // Other cycles, by one member each.
  let pending: number[] = [];
  const isSeen = isInCircle.slice();
  for (let person = 0; person < size; person++) {
    if (isSeen[person] === 1) continue;
    pending.push(person);
    for (
      let current = person;
      isSeen[current] === 0;
      current = receiverOfGiver[current] as number
    ) {
      isSeen[current] = 1;
    }
  }
  const members: number[] = [];
  // A cycle that cannot merge now may merge once the circle has grown: keep passing over
  // the pending cycles while one of them merges.
  while (pending.length > 0) {
    const stillPending: number[] = [];
    for (const representative of pending) {
      members.length = 0;
      let current = representative;
      do {
        members.push(current);
        current = receiverOfGiver[current] as number;
      } while (current !== representative);
      const merged = tryMerge(graph, receiverOfGiver, circle, circleSize, members, random, budget);
      if (!merged) {
        stillPending.push(representative);
        continue;
      }
      for (const member of members) {
        isInCircle[member] = 1;
        circle[circleSize++] = member;
      }
    }
    if (stillPending.length === pending.length) return false;
    pending = stillPending;
  }
  return true;
}

/** Merges the cycle `members` into the circle by exchanging two receivers, if allowed. */
function tryMerge(
  graph: ConstraintGraph,
  receiverOfGiver: Int32Array,
  circle: Int32Array,
  circleSize: number,
  members: readonly number[],
  random: RandomSource,
  budget: Budget,
): boolean {
  const exchange = (inCircle: number, outside: number): boolean => {
    const circleReceiver = receiverOfGiver[inCircle] as number;
    const outsideReceiver = receiverOfGiver[outside] as number;
    if (graph.isForbidden(inCircle, outsideReceiver) || graph.isForbidden(outside, circleReceiver))
      return false;
    receiverOfGiver[inCircle] = outsideReceiver;
    receiverOfGiver[outside] = circleReceiver;
    return true;
  };
  for (let attempt = 0; attempt < RANDOM_TRIES; attempt++) {
    const inCircle = circle[random.nextInt(circleSize)] as number;
    if (exchange(inCircle, members[random.nextInt(members.length)] as number)) return true;
  }
  for (const outside of members) {
    if (budget.checksLeft <= 0) return false;
    budget.checksLeft -= circleSize;
    for (let index = 0; index < circleSize; index++) {
      if (exchange(circle[index] as number, outside)) return true;
    }
  }
  return false;
}

/**
 * Depth-first search over every draw under the rule, cut after {@link SEARCH_BUDGET} receivers scanned.
 * `single-circle`: extend a path from person 0, close it when everyone is on it.
 * `no-mutual`: givers in turn take a free receiver, never one already giving to them.
 */
function searchExhaustively(graph: ConstraintGraph, rule: CycleRule): DrawUnderRule {
  const size = graph.size;
  if (size > MAX_SEARCH_SIZE) return { kind: 'not-found' };
  // Each giver's sorted forbidden row walked beside 0..n−1: O(n) per giver, no lookups.
  const allowed: number[][] = Array.from({ length: size }, (_, giver) => {
    const receivers: number[] = [];
    let forbidden = graph.forbiddenStart[giver] as number;
    const forbiddenEnd = graph.forbiddenStart[giver + 1] as number;
    for (let receiver = 0; receiver < size; receiver++) {
      if (forbidden < forbiddenEnd && graph.forbiddenReceivers[forbidden] === receiver) forbidden++;
      else receivers.push(receiver);
    }
    return receivers;
  });
  const receiverOfGiver = new Int32Array(size).fill(-1);
  const isTaken = new Uint8Array(size);
  let stepsLeft = SEARCH_BUDGET;
  let isCutShort = false;

  const visitCircle = (current: number, placed: number): boolean => {
    if (placed === size) {
      if (graph.isForbidden(current, 0)) return false;
      receiverOfGiver[current] = 0;
      return true;
    }
    for (const next of allowed[current] as number[]) {
      if (stepsLeft-- <= 0) {
        isCutShort = true;
        return false;
      }
      if (isTaken[next] === 1) continue;
      isTaken[next] = 1;
      receiverOfGiver[current] = next;
      if (visitCircle(next, placed + 1)) return true;
      isTaken[next] = 0;
      if (isCutShort) return false;
    }
    return false;
  };

  const visitGiver = (giver: number): boolean => {
    if (giver === size) return true;
    for (const receiver of allowed[giver] as number[]) {
      if (stepsLeft-- <= 0) {
        isCutShort = true;
        return false;
      }
      if (isTaken[receiver] === 1) continue;
      if (receiver < giver && receiverOfGiver[receiver] === giver) continue;
      isTaken[receiver] = 1;
      receiverOfGiver[giver] = receiver;
      if (visitGiver(giver + 1)) return true;
      isTaken[receiver] = 0;
      receiverOfGiver[giver] = -1;
      if (isCutShort) return false;
    }
    return false;
  };

  let isFound: boolean;
  if (rule === 'single-circle') {
    isTaken[0] = 1;
    isFound = visitCircle(0, 1);
  } else {
    isFound = visitGiver(0);
  }
  if (isFound) return { kind: 'found', receiverOfGiver };
  return isCutShort ? { kind: 'not-found' } : { kind: 'none' };
}
