import type { ConstraintGraph } from './constraint-graph.ts';
import type { RandomSource } from './random-source.ts';

/** Steps per person and per ln(n); see {@link countMarkovChainSteps}. */
const STEPS_PER_PERSON_LOG = 2;
/** Floor on the step count, so that small, tightly restricted groups still mix. */
const MIN_STEPS = 2_000;

/**
 * How long the chain runs: 2·n·ln n steps, at least 2,000.
 *
 * Why that long: swapping two random givers' receivers is the "random transpositions"
 * shuffle, which is mixed after ½·n·ln n swaps (Diaconis–Shahshahani); before that some
 * people still hold the receiver the start gave them. Our steps are also 3-rotations and
 * the odd rejected move, and a household of half the group rejects about half the swaps,
 * hence the margin (see docs/decisions/0004-draw-engine.md and the mixing test).
 */
export function countMarkovChainSteps(size: number): number {
  if (size < 2) return 0;
  return Math.max(MIN_STEPS, Math.ceil(STEPS_PER_PERSON_LOG * size * Math.log(size)));
}

/**
 * Approximately uniform sampling by a Markov chain on valid draws, started from any valid
 * draw `start` (Hopcroft–Karp's).
 *
 * Each step proposes one of three moves:
 * - swap the receivers of two random givers;
 * - rotate the receivers of three random givers;
 * - an "alternating cycle" walk: from a random giver, pick one of its allowed receivers at
 *   random, move on to the giver who holds that receiver, and so on until the walk comes
 *   back to the first giver's receiver; then everyone on the walk takes what they picked.
 *   This reaches draws that swaps and rotations cannot (in a ring where each may give only
 *   to the next two people, the only two draws differ on everyone), so the chain can go
 *   from any valid draw to any other: two perfect matchings differ by disjoint
 *   alternating cycles.
 * A move that would break a rule is refused and the step keeps the current draw.
 *
 * Every move is proposed with the same probability as the move that undoes it (the swap
 * is its own inverse, a rotation is undone by the rotation the other way, and a walk
 * picks among the same givers' allowed receivers in the other order, so its probability
 * 1/n · Π 1/allowed(g) is the same both ways). With a symmetric proposal and "accept if
 * valid", the uniform distribution over valid draws is stationary (Metropolis). Picking
 * the same giver twice, or a walk that closes at once, is a self-loop, so the chain is
 * aperiodic; connected and aperiodic, it converges to the uniform distribution.
 *
 * With `avoidMutual` (docs/product.md §6.1), `start` has no two people giving to each other
 * and a move that would create such a pair is refused too: the proposals stay symmetric,
 * so the uniform distribution over draws without mutual pairs is stationary. A new mutual
 * pair always involves a giver the move changed, so only those are checked.
 */
export function sampleByMarkovChain(options: {
  graph: ConstraintGraph;
  start: Int32Array;
  random: RandomSource;
  steps?: number;
  avoidMutual?: boolean;
}): Int32Array {
  const { graph, random } = options;
  const avoidMutual = options.avoidMutual ?? false;
  const size = graph.size;
  const receiverOfGiver = Int32Array.from(options.start);
  const giverOfReceiver = new Int32Array(size);
  for (let giver = 0; giver < size; giver++)
    giverOfReceiver[receiverOfGiver[giver] as number] = giver;
  if (size < 2) return receiverOfGiver;

  const steps = options.steps ?? countMarkovChainSteps(size);
  // On a loosely restricted group a walk wanders about √n givers before it closes or
  // crosses itself, and it rarely closes: swaps and rotations do the mixing there. Walks
  // matter for tightly restricted groups, which are small. So one step in 3 is a walk up
  // to 48 people, then one in n/16 (a walk costs well under one swap per step on average).
  const moveKinds = Math.max(3, Math.ceil(size / 16));
  const walk = createWalkState(size);

  // The kind of move follows a fixed rota rather than a coin: each kind on its own keeps
  // the uniform distribution stationary, so any sequence of them does too, and a rota
  // saves one random number per step. Every move can be refused or be the identity, so
  // a full turn of the rota can reach every move and stays aperiodic.
  for (let step = 0; step < steps; step++) {
    const kind = step % moveKinds;
    if (kind === 0) {
      tryAlternatingCycle(graph, receiverOfGiver, giverOfReceiver, random, walk, avoidMutual);
    } else if ((kind & 1) === 1) {
      trySwap(
        graph,
        receiverOfGiver,
        giverOfReceiver,
        random.nextInt(size),
        random.nextInt(size),
        avoidMutual,
      );
    } else {
      tryRotation(
        graph,
        receiverOfGiver,
        giverOfReceiver,
        random.nextInt(size),
        random.nextInt(size),
        random.nextInt(size),
        avoidMutual,
      );
    }
  }
  return receiverOfGiver;
}

function trySwap(
  graph: ConstraintGraph,
  receiverOfGiver: Int32Array,
  giverOfReceiver: Int32Array,
  first: number,
  second: number,
  avoidMutual: boolean,
): void {
  if (first === second) return;
  const firstReceiver = receiverOfGiver[first] as number;
  const secondReceiver = receiverOfGiver[second] as number;
  if (graph.isForbidden(first, secondReceiver) || graph.isForbidden(second, firstReceiver)) return;
  // The rule's check in a function of its own: without the rule, the moves stay small enough
  // for V8 to inline them, and a draw pays nothing for it (docs/benchmarks.md).
  if (avoidMutual && swapMakesMutualPair(receiverOfGiver, first, second)) return;
  receiverOfGiver[first] = secondReceiver;
  receiverOfGiver[second] = firstReceiver;
  giverOfReceiver[secondReceiver] = first;
  giverOfReceiver[firstReceiver] = second;
}

/** first takes second's receiver, second takes third's, third takes first's. */
function tryRotation(
  graph: ConstraintGraph,
  receiverOfGiver: Int32Array,
  giverOfReceiver: Int32Array,
  first: number,
  second: number,
  third: number,
  avoidMutual: boolean,
): void {
  if (first === second || second === third || first === third) return;
  const firstReceiver = receiverOfGiver[first] as number;
  const secondReceiver = receiverOfGiver[second] as number;
  const thirdReceiver = receiverOfGiver[third] as number;
  if (
    graph.isForbidden(first, secondReceiver) ||
    graph.isForbidden(second, thirdReceiver) ||
    graph.isForbidden(third, firstReceiver)
  ) {
    return;
  }
  if (avoidMutual && rotationMakesMutualPair(receiverOfGiver, first, second, third)) return;
  receiverOfGiver[first] = secondReceiver;
  receiverOfGiver[second] = thirdReceiver;
  receiverOfGiver[third] = firstReceiver;
  giverOfReceiver[secondReceiver] = first;
  giverOfReceiver[thirdReceiver] = second;
  giverOfReceiver[firstReceiver] = third;
}

interface WalkState {
  /** `visitedMark[g] === walkNumber` once g is on the current walk. */
  visitedMark: Int32Array;
  walkNumber: number;
  givers: Int32Array;
  picks: Int32Array;
  /** Where g is in `givers` while `visitedMark[g] === walkNumber`. */
  positionOf: Int32Array;
}

function createWalkState(size: number): WalkState {
  return {
    visitedMark: new Int32Array(size),
    walkNumber: 0,
    givers: new Int32Array(size),
    picks: new Int32Array(size),
    positionOf: new Int32Array(size),
  };
}

function tryAlternatingCycle(
  graph: ConstraintGraph,
  receiverOfGiver: Int32Array,
  giverOfReceiver: Int32Array,
  random: RandomSource,
  walk: WalkState,
  avoidMutual: boolean,
): void {
  const size = graph.size;
  walk.walkNumber++;
  const start = random.nextInt(size);
  let current = start;
  let length = 0;
  for (;;) {
    walk.visitedMark[current] = walk.walkNumber;
    if (avoidMutual) walk.positionOf[current] = length;
    walk.givers[length] = current;
    const pick = pickAllowedReceiver(graph, current, random);
    walk.picks[length] = pick;
    length++;
    const holder = giverOfReceiver[pick] as number;
    if (holder === start) break;
    // Back on the walk anywhere but its start: not a simple cycle, refuse the move.
    if (walk.visitedMark[holder] === walk.walkNumber) return;
    current = holder;
  }
  if (avoidMutual && walkMakesMutualPair(receiverOfGiver, walk, length)) return;
  for (let index = 0; index < length; index++) {
    const giver = walk.givers[index] as number;
    const receiver = walk.picks[index] as number;
    receiverOfGiver[giver] = receiver;
    giverOfReceiver[receiver] = giver;
  }
}

/** Whether first and second exchanging receivers would make a mutual pair. */
function swapMakesMutualPair(receiverOfGiver: Int32Array, first: number, second: number) {
  const firstReceiver = receiverOfGiver[first] as number;
  const secondReceiver = receiverOfGiver[second] as number;
  const after = (giver: number): number =>
    giver === first
      ? secondReceiver
      : giver === second
        ? firstReceiver
        : (receiverOfGiver[giver] as number);
  return wouldCreateMutualPair(2, (index) => (index === 0 ? first : second), after);
}

/** Whether `tryRotation`'s move of these three would make a mutual pair. */
function rotationMakesMutualPair(
  receiverOfGiver: Int32Array,
  first: number,
  second: number,
  third: number,
) {
  const firstReceiver = receiverOfGiver[first] as number;
  const secondReceiver = receiverOfGiver[second] as number;
  const thirdReceiver = receiverOfGiver[third] as number;
  const after = (giver: number): number =>
    giver === first
      ? secondReceiver
      : giver === second
        ? thirdReceiver
        : giver === third
          ? firstReceiver
          : (receiverOfGiver[giver] as number);
  const moved = [first, second, third];
  return wouldCreateMutualPair(3, (index) => moved[index] as number, after);
}

/** Whether the walk's `length` givers taking their picks would make a mutual pair. */
function walkMakesMutualPair(receiverOfGiver: Int32Array, walk: WalkState, length: number) {
  return wouldCreateMutualPair(
    length,
    (index) => walk.givers[index] as number,
    (giver) =>
      walk.visitedMark[giver] === walk.walkNumber
        ? (walk.picks[walk.positionOf[giver] as number] as number)
        : (receiverOfGiver[giver] as number),
  );
}

/**
 * Whether a move would make two people give to each other: one of the `count` givers it
 * changes (`giverAt`) whose new receiver gives back to them, reading who gives to whom after
 * the move (`receiverAfter`). Only a changed giver can start a new mutual pair.
 */
function wouldCreateMutualPair(
  count: number,
  giverAt: (index: number) => number,
  receiverAfter: (giver: number) => number,
): boolean {
  for (let index = 0; index < count; index++) {
    const giver = giverAt(index);
    if (receiverAfter(receiverAfter(giver)) === giver) return true;
  }
  return false;
}

/** A uniformly random receiver `giver` may give to (the graph must leave it at least one). */
function pickAllowedReceiver(graph: ConstraintGraph, giver: number, random: RandomSource): number {
  const listStart = graph.allowedStart[giver] as number;
  const listLength = (graph.allowedStart[giver + 1] as number) - listStart;
  if (listLength > 0)
    return graph.allowedReceivers[listStart + random.nextInt(listLength)] as number;
  if (graph.countAllowed(giver) === 0)
    throw new Error('sampleByMarkovChain: a giver may give to nobody');
  // Without a list the giver may give to at least half the group: expect under two tries.
  for (;;) {
    const receiver = random.nextInt(graph.size);
    if (!graph.isForbidden(giver, receiver)) return receiver;
  }
}
