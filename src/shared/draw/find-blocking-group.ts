import type { ConstraintGraph } from './constraint-graph.ts';
import type { Matching } from './find-perfect-matching.ts';

/**
 * Givers who, together, may give to fewer people than they are (a violation of Hall's
 * condition), and `receivers`: every person at least one of them may give to.
 * Both sorted ascending.
 */
export interface BlockingGroup {
  givers: number[];
  receivers: number[];
}

/** Free givers tried as seeds; each try costs O(n + forbidden pairs). */
const MAX_SEEDS = 16;
/** Above this size, trimming one giver at a time (O(|S|² · n)) is not worth it. */
const MAX_TRIM_WORK = 20_000_000;

/**
 * Explains why no valid draw exists, given a MAXIMUM matching that is not perfect.
 *
 * From an unmatched giver u, the givers reachable along alternating paths (allowed pair to
 * a receiver, then that receiver's matched giver back) form a set S whose allowed receivers
 * are exactly the receivers reached, all matched to S \ {u}: |N(S)| = |S| − 1 (König).
 * Several seeds are tried and the smallest S kept; then givers whose removal keeps the
 * group blocking are dropped one by one, so the result is minimal for inclusion (the
 * smallest blocking group overall is NP-hard to find, and families are small anyway).
 */
export function findBlockingGroup(graph: ConstraintGraph, matching: Matching): BlockingGroup {
  const size = graph.size;
  if (matching.size === size) throw new Error('findBlockingGroup: the matching is perfect, nothing blocks');

  let best: BlockingGroup | null = null;
  let seedsTried = 0;
  for (let seed = 0; seed < size && seedsTried < MAX_SEEDS; seed++) {
    if (matching.receiverOfGiver[seed] !== -1) continue;
    seedsTried++;
    const group = collectAlternatingReachableGroup(graph, matching, seed);
    if (best === null || group.givers.length < best.givers.length) best = group;
  }
  if (best === null) throw new Error('findBlockingGroup: no unmatched giver');

  const givers = trimBlockingGroup(graph, best.givers);
  if (givers.length === best.givers.length) return best;
  return { givers, receivers: listAllowedReceivers(graph, givers) };
}

/**
 * Givers reachable from `seed` along alternating paths, by breadth-first search, and the
 * receivers reached on the way, which are exactly all the receivers those givers may give to.
 */
function collectAlternatingReachableGroup(
  graph: ConstraintGraph,
  matching: Matching,
  seed: number,
): BlockingGroup {
  const size = graph.size;
  const next = new Int32Array(size);
  const previous = new Int32Array(size);
  for (let receiver = 0; receiver < size; receiver++) {
    next[receiver] = receiver + 1 < size ? receiver + 1 : -1;
    previous[receiver] = receiver - 1;
  }
  let unvisited = 0;
  const forbiddenMark = new Int32Array(size).fill(-1);
  const queue = new Int32Array(size);
  let queueEnd = 0;
  queue[queueEnd++] = seed;
  const receivers: number[] = [];

  for (let queueIndex = 0; queueIndex < queueEnd && unvisited !== -1; queueIndex++) {
    const giver = queue[queueIndex] as number;
    const end = graph.forbiddenStart[giver + 1] as number;
    for (let index = graph.forbiddenStart[giver] as number; index < end; index++) {
      forbiddenMark[graph.forbiddenReceivers[index] as number] = giver;
    }
    let receiver = unvisited;
    while (receiver !== -1) {
      const following = next[receiver] as number;
      if (forbiddenMark[receiver] !== giver) {
        // Unlink: each receiver is reached once. Its mate exists because the matching is
        // maximum (a free receiver here would be an augmenting path).
        const before = previous[receiver] as number;
        if (following !== -1) previous[following] = before;
        if (before !== -1) next[before] = following;
        else unvisited = following;
        receivers.push(receiver);
        const mate = matching.giverOfReceiver[receiver] as number;
        if (mate !== -1) queue[queueEnd++] = mate;
      }
      receiver = following;
    }
  }
  const ascending = (a: number, b: number): number => a - b;
  return {
    givers: Array.from(queue.subarray(0, queueEnd)).sort(ascending),
    receivers: receivers.sort(ascending),
  };
}

/**
 * Drops givers one at a time while the rest still block, using per-receiver counts of how
 * many givers in the group may give to them.
 */
function trimBlockingGroup(graph: ConstraintGraph, givers: number[]): number[] {
  const size = graph.size;
  if (givers.length * givers.length * size > MAX_TRIM_WORK) return givers;

  const inGroup = new Uint8Array(size);
  for (const giver of givers) inGroup[giver] = 1;
  // allowingCount[r] = how many givers of the group may give to r.
  const allowingCount = new Int32Array(size);
  for (const giver of givers) {
    for (let receiver = 0; receiver < size; receiver++) {
      if (!graph.isForbidden(giver, receiver)) {
        allowingCount[receiver] = (allowingCount[receiver] as number) + 1;
      }
    }
  }
  let neighbourhoodSize = 0;
  for (let receiver = 0; receiver < size; receiver++) {
    if ((allowingCount[receiver] as number) > 0) neighbourhoodSize++;
  }

  let groupSize = givers.length;
  // Try the givers with the most allowed receivers first: they are the likeliest to be
  // removable, and dropping them leaves the tightest core.
  const candidates = [...givers].sort((a, b) => graph.countAllowed(b) - graph.countAllowed(a) || a - b);
  for (const giver of candidates) {
    let lostReceivers = 0;
    for (let receiver = 0; receiver < size; receiver++) {
      if (allowingCount[receiver] === 1 && !graph.isForbidden(giver, receiver)) lostReceivers++;
    }
    if (neighbourhoodSize - lostReceivers >= groupSize - 1) continue; // would no longer block
    inGroup[giver] = 0;
    groupSize--;
    neighbourhoodSize -= lostReceivers;
    for (let receiver = 0; receiver < size; receiver++) {
      if (!graph.isForbidden(giver, receiver)) {
        allowingCount[receiver] = (allowingCount[receiver] as number) - 1;
      }
    }
  }
  return givers.filter((giver) => inGroup[giver] === 1);
}

/** Every receiver at least one of `givers` may give to, ascending. */
function listAllowedReceivers(graph: ConstraintGraph, givers: readonly number[]): number[] {
  const size = graph.size;
  const reached = new Uint8Array(size);
  let reachedCount = 0;
  for (const giver of givers) {
    if (reachedCount === size) break;
    for (let receiver = 0; receiver < size; receiver++) {
      if (reached[receiver] === 0 && !graph.isForbidden(giver, receiver)) {
        reached[receiver] = 1;
        reachedCount++;
      }
    }
  }
  const receivers: number[] = [];
  for (let receiver = 0; receiver < size; receiver++) if (reached[receiver] === 1) receivers.push(receiver);
  return receivers;
}
