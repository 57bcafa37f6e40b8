import type { ConstraintGraph } from './constraint-graph.ts';

const NONE = -1;

/** A matching between givers and receivers; `NONE` (−1) marks someone left out. */
export interface Matching {
  readonly receiverOfGiver: Int32Array;
  readonly giverOfReceiver: Int32Array;
  readonly size: number;
}

/**
 * A valid draw, if one exists: `receiverOfGiver[g]` is the person `g` gives to.
 * Returns `null` exactly when no valid draw exists (Hopcroft–Karp finds a maximum
 * matching, and a draw is a perfect one).
 */
export function findPerfectMatching(graph: ConstraintGraph): Int32Array | null {
  const matching = findMaximumMatching(graph);
  return matching.size === graph.size ? matching.receiverOfGiver : null;
}

/**
 * Hopcroft–Karp over the ALLOWED pairs of a graph that only stores its forbidden ones.
 *
 * Listing the allowed receivers of a giver would cost O(n) each, O(n²) in all. Instead,
 * both searches walk a linked list of the receivers still of interest and skip the ones
 * this giver may not give to; a skipped receiver is paid for by a forbidden pair, a taken
 * one is unlinked for the rest of the phase, so a phase costs O(n + forbidden pairs) and
 * the whole search O(√n · (n + forbidden pairs)). In practice a greedy start leaves only
 * a handful of people unmatched and one or two phases finish the job.
 */
export function findMaximumMatching(graph: ConstraintGraph): Matching {
  const size = graph.size;
  const receiverOfGiver = new Int32Array(size).fill(NONE);
  const giverOfReceiver = new Int32Array(size).fill(NONE);
  const workspace = createWorkspace(size);

  let matched = matchGreedily(graph, receiverOfGiver, giverOfReceiver, workspace);
  while (matched < size) {
    const lastLayer = layerFromFreeGivers(graph, receiverOfGiver, giverOfReceiver, workspace);
    if (lastLayer === NONE) break; // no augmenting path left: the matching is maximum
    const augmented = augmentAlongLayers(graph, receiverOfGiver, giverOfReceiver, workspace, lastLayer);
    if (augmented === 0) break; // cannot happen when a layer reached a free receiver; guards the loop
    matched += augmented;
  }
  return { receiverOfGiver, giverOfReceiver, size: matched };
}

interface Workspace {
  /** `forbiddenMark[r] === markValue` while the current giver may not give to r. */
  forbiddenMark: Int32Array;
  markValue: number;
  /** Doubly linked list of receivers (shared by the "unvisited" list and the layer lists). */
  next: Int32Array;
  previous: Int32Array;
  giverLayer: Int32Array;
  queue: Int32Array;
  /** Heads of the per-layer lists: matched receivers reached at layer d, and free ones. */
  matchedHead: Int32Array;
  freeHead: Int32Array;
  /** Iterative depth-first search: giver, and where its scan of its layer's list resumes. */
  stackGiver: Int32Array;
  stackCursor: Int32Array;
  stackReceiver: Int32Array;
}

function createWorkspace(size: number): Workspace {
  return {
    forbiddenMark: new Int32Array(size),
    markValue: 0,
    next: new Int32Array(size),
    previous: new Int32Array(size),
    giverLayer: new Int32Array(size),
    queue: new Int32Array(size),
    matchedHead: new Int32Array(size + 1),
    freeHead: new Int32Array(size + 1),
    stackGiver: new Int32Array(size + 1),
    stackCursor: new Int32Array(size + 1),
    stackReceiver: new Int32Array(size + 1),
  };
}

/** Marks the receivers `giver` may not give to, in O(their number). */
function markForbidden(graph: ConstraintGraph, workspace: Workspace, giver: number): number {
  workspace.markValue++;
  const mark = workspace.markValue;
  const end = graph.forbiddenStart[giver + 1] as number;
  for (let index = graph.forbiddenStart[giver] as number; index < end; index++) {
    workspace.forbiddenMark[graph.forbiddenReceivers[index] as number] = mark;
  }
  return mark;
}

/** Links receivers 0..size−1 into one list and returns its head. */
function linkAllReceivers(workspace: Workspace, size: number): number {
  for (let receiver = 0; receiver < size; receiver++) {
    workspace.next[receiver] = receiver + 1 < size ? receiver + 1 : NONE;
    workspace.previous[receiver] = receiver - 1;
  }
  return size > 0 ? 0 : NONE;
}

/** Unlinks `receiver` from the list whose head is `head`, returning the new head. */
function unlink(workspace: Workspace, head: number, receiver: number): number {
  const before = workspace.previous[receiver] as number;
  const after = workspace.next[receiver] as number;
  if (after !== NONE) workspace.previous[after] = before;
  if (before !== NONE) {
    workspace.next[before] = after;
    return head;
  }
  return after;
}

/** Pushes `receiver` in front of the list whose head is `head`, returning the new head. */
function pushFront(workspace: Workspace, head: number, receiver: number): number {
  workspace.previous[receiver] = NONE;
  workspace.next[receiver] = head;
  if (head !== NONE) workspace.previous[head] = receiver;
  return receiver;
}

/** Each giver in turn takes the first free receiver it may give to. O(n + forbidden pairs). */
function matchGreedily(
  graph: ConstraintGraph,
  receiverOfGiver: Int32Array,
  giverOfReceiver: Int32Array,
  workspace: Workspace,
): number {
  let freeReceivers = linkAllReceivers(workspace, graph.size);
  let matched = 0;
  for (let giver = 0; giver < graph.size && freeReceivers !== NONE; giver++) {
    const mark = markForbidden(graph, workspace, giver);
    let receiver = freeReceivers;
    while (receiver !== NONE && workspace.forbiddenMark[receiver] === mark) {
      receiver = workspace.next[receiver] as number;
    }
    if (receiver === NONE) continue;
    freeReceivers = unlink(workspace, freeReceivers, receiver);
    receiverOfGiver[giver] = receiver;
    giverOfReceiver[receiver] = giver;
    matched++;
  }
  return matched;
}

/**
 * Breadth-first search from every free giver along alternating paths. Sets
 * `giverLayer`, fills per-layer receiver lists, and returns the layer at which a free
 * receiver was first reached (NONE if none: the matching is maximum).
 */
function layerFromFreeGivers(
  graph: ConstraintGraph,
  receiverOfGiver: Int32Array,
  giverOfReceiver: Int32Array,
  workspace: Workspace,
): number {
  const size = graph.size;
  const { giverLayer, queue, matchedHead, freeHead, forbiddenMark } = workspace;
  giverLayer.fill(NONE);
  matchedHead.fill(NONE);
  freeHead.fill(NONE);

  let queueEnd = 0;
  for (let giver = 0; giver < size; giver++) {
    if (receiverOfGiver[giver] === NONE) {
      giverLayer[giver] = 0;
      queue[queueEnd++] = giver;
    }
  }

  // Receivers not reached yet. Layer lists reuse the same next/previous arrays: a receiver
  // leaves this list before it joins a layer list.
  let unvisited = linkAllReceivers(workspace, size);
  let lastLayer = NONE;
  for (let queueIndex = 0; queueIndex < queueEnd && unvisited !== NONE; queueIndex++) {
    const giver = queue[queueIndex] as number;
    const layer = giverLayer[giver] as number;
    if (lastLayer !== NONE && layer > lastLayer) break;
    const mark = markForbidden(graph, workspace, giver);
    let receiver = unvisited;
    while (receiver !== NONE) {
      const following = workspace.next[receiver] as number;
      if (forbiddenMark[receiver] !== mark) {
        unvisited = unlink(workspace, unvisited, receiver);
        const mate = giverOfReceiver[receiver] as number;
        if (mate === NONE) {
          lastLayer = layer;
          freeHead[layer] = pushFront(workspace, freeHead[layer] as number, receiver);
        } else if (lastLayer === NONE) {
          matchedHead[layer] = pushFront(workspace, matchedHead[layer] as number, receiver);
          giverLayer[mate] = layer + 1;
          queue[queueEnd++] = mate;
        }
        // A matched receiver reached on the last layer leads nowhere useful: dropped.
      }
      receiver = following;
    }
  }
  return lastLayer;
}

/**
 * Depth-first search from each free giver through the layers, flipping every shortest
 * augmenting path found; paths found in one phase share no one. Returns how many.
 *
 * A giver on layer d may only continue to a receiver first reached on layer d (an earlier
 * one would not lead forward; a later one cannot be allowed to it, or the search would
 * have reached it from this giver). Each receiver is unlinked from its layer's list when
 * the search steps on it, whether the path then succeeds or dies, so nobody is visited
 * twice in a phase. While a giver's children are explored only deeper layers change, so
 * the cursor it saved in its own layer's list stays valid.
 */
function augmentAlongLayers(
  graph: ConstraintGraph,
  receiverOfGiver: Int32Array,
  giverOfReceiver: Int32Array,
  workspace: Workspace,
  lastLayer: number,
): number {
  const { giverLayer, queue, matchedHead, freeHead, stackGiver, stackCursor, stackReceiver, next } =
    workspace;
  const size = graph.size;
  let augmented = 0;

  for (let rootIndex = 0; rootIndex < size; rootIndex++) {
    const root = queue[rootIndex] as number;
    if (giverLayer[root] !== 0) break; // free givers are queued first, on layer 0
    let depth = 0;
    stackGiver[0] = root;
    stackCursor[0] = lastLayer === 0 ? (freeHead[0] as number) : (matchedHead[0] as number);

    while (depth >= 0) {
      const giver = stackGiver[depth] as number;
      const layer = depth; // the giver on the stack at depth d is on layer d
      const isLastLayer = layer === lastLayer;
      let receiver = stackCursor[depth] as number;
      while (receiver !== NONE && graph.isForbidden(giver, receiver)) receiver = next[receiver] as number;

      if (receiver === NONE) {
        depth--; // dead end: this giver cannot reach a free receiver in this phase
        continue;
      }

      stackCursor[depth] = next[receiver] as number;
      stackReceiver[depth] = receiver;
      if (isLastLayer) {
        freeHead[layer] = unlink(workspace, freeHead[layer] as number, receiver);
        for (let step = 0; step <= depth; step++) {
          const pathGiver = stackGiver[step] as number;
          const pathReceiver = stackReceiver[step] as number;
          receiverOfGiver[pathGiver] = pathReceiver;
          giverOfReceiver[pathReceiver] = pathGiver;
        }
        augmented++;
        break;
      }
      matchedHead[layer] = unlink(workspace, matchedHead[layer] as number, receiver);
      const mate = giverOfReceiver[receiver] as number;
      depth++;
      stackGiver[depth] = mate;
      stackCursor[depth] = depth === lastLayer ? (freeHead[depth] as number) : (matchedHead[depth] as number);
    }
  }
  return augmented;
}
