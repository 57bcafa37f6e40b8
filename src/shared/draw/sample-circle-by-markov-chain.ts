import type { ConstraintGraph } from './constraint-graph.ts';
import type { RandomSource } from './random-source.ts';
import { countMarkovChainSteps } from './sample-by-markov-chain.ts';

/**
 * Approximately uniform sampling among the valid draws that are one circle through
 * everyone (docs/product.md §6.1), by a Markov chain started from any such draw `start`
 * (3 people or more). Steps alternate between two moves, both local (a few links change):
 * - move one person: x leaves its place (its Santa now gives to x's receiver) and comes in
 *   after y (y gives to x, x to y's old receiver). x is uniform among n, y among the n − 1
 *   others; the move is undone by moving x back after its old Santa, proposed with the same
 *   probability 1/(n(n − 1));
 * - exchange the places of two people x and y (its own inverse).
 * Both keep one circle. A move that would use a forbidden pair is refused, so the
 * proposal is symmetric and the uniform distribution over valid circles is stationary
 * (Metropolis); refused moves make it aperiodic. Why it is connected, and where that is
 * only measured: docs/decisions/0004-draw-engine.md.
 */
export function sampleCircleByMarkovChain(options: {
  graph: ConstraintGraph;
  start: Int32Array;
  random: RandomSource;
  steps?: number;
}): Int32Array {
  const { graph, random } = options;
  const size = graph.size;
  const next = Int32Array.from(options.start);
  if (size < 3) return next;
  const previous = new Int32Array(size);
  for (let person = 0; person < size; person++) previous[next[person] as number] = person;
  const steps = options.steps ?? countMarkovChainSteps(size);
  for (let step = 0; step < steps; step++) {
    const x = random.nextInt(size);
    const other = random.nextInt(size - 1);
    const y = other >= x ? other + 1 : other;
    if ((step & 1) === 0) tryMovePerson(graph, next, previous, x, y);
    else tryExchangePlaces(graph, next, previous, x, y);
  }
  return next;
}

/** Moves x to just after y: p → x → s and y → t become p → s and y → x → t. */
function tryMovePerson(
  graph: ConstraintGraph,
  next: Int32Array,
  previous: Int32Array,
  x: number,
  y: number,
): void {
  const p = previous[x] as number;
  if (p === y) return; // already there
  const s = next[x] as number;
  const t = next[y] as number;
  if (graph.isForbidden(p, s) || graph.isForbidden(y, x) || graph.isForbidden(x, t)) return;
  link(next, previous, p, s);
  link(next, previous, y, x);
  link(next, previous, x, t);
}

/** Exchanges the places of x and y in the circle. */
function tryExchangePlaces(
  graph: ConstraintGraph,
  next: Int32Array,
  previous: Int32Array,
  x: number,
  y: number,
): void {
  if (next[x] === y) {
    exchangeNeighbours(graph, next, previous, x, y);
    return;
  }
  if (next[y] === x) {
    exchangeNeighbours(graph, next, previous, y, x);
    return;
  }
  const px = previous[x] as number;
  const sx = next[x] as number;
  const py = previous[y] as number;
  const sy = next[y] as number;
  if (
    graph.isForbidden(px, y) ||
    graph.isForbidden(y, sx) ||
    graph.isForbidden(py, x) ||
    graph.isForbidden(x, sy)
  ) {
    return;
  }
  link(next, previous, px, y);
  link(next, previous, y, sx);
  link(next, previous, py, x);
  link(next, previous, x, sy);
}

/** p → x → y → s becomes p → y → x → s (with 3 people, p is s). */
function exchangeNeighbours(
  graph: ConstraintGraph,
  next: Int32Array,
  previous: Int32Array,
  x: number,
  y: number,
): void {
  const p = previous[x] as number;
  const s = next[y] as number;
  if (graph.isForbidden(p, y) || graph.isForbidden(y, x) || graph.isForbidden(x, s)) return;
  link(next, previous, p, y);
  link(next, previous, y, x);
  link(next, previous, x, s);
}

function link(next: Int32Array, previous: Int32Array, giver: number, receiver: number): void {
  next[giver] = receiver;
  previous[receiver] = giver;
}
