import type { ConstraintGraph } from './constraint-graph.ts';
import type { CycleRule } from './cycle-rule.ts';
import type { RandomSource } from './random-source.ts';

/**
 * The largest group counted exactly under a cycle rule: the path table has n·2^n entries
 * (8 MB at 16), and every count stays below 16! ≈ 2·10^13 < 2^53, exact in doubles.
 */
export const MAX_CYCLE_COUNTING_SIZE = 16;

/**
 * The counts behind {@link sampleByCycleCounting}, for groups of at most 16:
 * - `paths[mask · n + v]`: simple paths from the lowest person of `mask` through exactly
 *   `mask`, ending at v, using allowed pairs;
 * - `cycles[mask]`: circles through exactly `mask`, counted once (starting at its lowest
 *   person); under `no-mutual` only circles of 3 or more are counted;
 * - `covers[mask]` (`no-mutual`): draws of `mask` among themselves whose cycles all have 3 or
 *   more people, by splitting off the cycle of the lowest person. `single-circle` needs none.
 */
interface CycleCounts {
  size: number;
  allowedMasks: Int32Array;
  paths: Float64Array;
  cycles: Float64Array;
  covers: Float64Array | null;
}

function countCycles(graph: ConstraintGraph, rule: CycleRule): CycleCounts {
  const size = graph.size;
  if (size > MAX_CYCLE_COUNTING_SIZE) {
    throw new Error(`countCycles: at most ${MAX_CYCLE_COUNTING_SIZE} people`);
  }
  const allowedMasks = new Int32Array(size);
  for (let giver = 0; giver < size; giver++) {
    for (let receiver = 0; receiver < size; receiver++) {
      if (!graph.isForbidden(giver, receiver))
        allowedMasks[giver] = (allowedMasks[giver] as number) | (1 << receiver);
    }
  }
  const full = (1 << size) - 1;
  const paths = new Float64Array((full + 1) * size);
  for (let person = 0; person < size; person++) paths[(1 << person) * size + person] = 1;
  const cycles = new Float64Array(full + 1);
  const minimumLength = rule === 'no-mutual' ? 3 : 2;
  // Masks grow when a path is extended, so an ascending sweep sees a mask complete.
  for (let mask = 1; mask <= full; mask++) {
    const lowestBit = mask & -mask;
    // People above the lowest one of the mask, not yet on the path: where it may go next.
    const above = ~(lowestBit | (lowestBit - 1));
    let total = 0;
    let ends = mask;
    while (ends !== 0) {
      const endBit = ends & -ends;
      ends ^= endBit;
      const end = 31 - Math.clz32(endBit);
      const ways = paths[mask * size + end] as number;
      if (ways === 0) continue;
      if (((allowedMasks[end] as number) & lowestBit) !== 0) total += ways;
      let next = (allowedMasks[end] as number) & ~mask & above & full;
      while (next !== 0) {
        const nextBit = next & -next;
        next ^= nextBit;
        const index = (mask | nextBit) * size + (31 - Math.clz32(nextBit));
        paths[index] = (paths[index] as number) + ways;
      }
    }
    if (countBits(mask) >= minimumLength) cycles[mask] = total;
  }
  if (rule === 'single-circle') return { size, allowedMasks, paths, cycles, covers: null };

  const covers = new Float64Array(full + 1);
  covers[0] = 1;
  for (let mask = 1; mask <= full; mask++) {
    const lowestBit = mask & -mask;
    const rest = mask ^ lowestBit;
    let total = 0;
    // Every cycle through the lowest person: the lowest bit plus any subset of the rest.
    for (let others = rest; ; others = (others - 1) & rest) {
      const cycle = others | lowestBit;
      const ways = cycles[cycle] as number;
      if (ways !== 0) total += ways * (covers[mask ^ cycle] as number);
      if (others === 0) break;
    }
    covers[mask] = total;
  }
  return { size, allowedMasks, paths, cycles, covers };
}

/** How many draws are valid under `rule` (groups of at most 16). */
export function countDrawsUnderRule(graph: ConstraintGraph, rule: CycleRule): number {
  if (graph.size < 2) return 0;
  const counts = countCycles(graph, rule);
  const full = (1 << graph.size) - 1;
  return (counts.covers === null ? counts.cycles[full] : counts.covers[full]) as number;
}

/**
 * Exact uniform sampling under a cycle rule by counting (groups of at most 16): under
 * `no-mutual`, the cycle of the lowest person still unplaced is chosen with probability
 * cycles[C] · covers[rest] / covers[all], then a circle through C; a circle through C is
 * drawn backwards from its lowest person, each previous person with probability
 * proportional to the paths that end there. The product of the ratios is 1 / (number of
 * valid draws) for every valid draw. Returns `null` when there is none.
 */
export function sampleByCycleCounting(options: {
  graph: ConstraintGraph;
  rule: CycleRule;
  random: RandomSource;
}): Int32Array | null {
  const { graph, rule, random } = options;
  const size = graph.size;
  if (size < 2) return null;
  const counts = countCycles(graph, rule);
  const full = (1 << size) - 1;
  const receiverOfGiver = new Int32Array(size);
  if (counts.covers === null) {
    if (counts.cycles[full] === 0) return null;
    drawCircle(counts, full, receiverOfGiver, random);
    return receiverOfGiver;
  }
  if (counts.covers[full] === 0) return null;
  let remaining = full;
  while (remaining !== 0) {
    const lowestBit = remaining & -remaining;
    const rest = remaining ^ lowestBit;
    let target = random.nextInt(counts.covers[remaining] as number);
    for (let others = rest; ; others = (others - 1) & rest) {
      const cycle = others | lowestBit;
      const ways = (counts.cycles[cycle] as number) * (counts.covers[remaining ^ cycle] as number);
      if (target < ways) {
        drawCircle(counts, cycle, receiverOfGiver, random);
        remaining ^= cycle;
        break;
      }
      target -= ways;
      if (others === 0) throw new Error('sampleByCycleCounting: counts do not add up');
    }
  }
  return receiverOfGiver;
}

/** A uniform circle through exactly `mask` (cycles[mask] > 0), written into `receiverOfGiver`. */
function drawCircle(
  counts: CycleCounts,
  mask: number,
  receiverOfGiver: Int32Array,
  random: RandomSource,
): void {
  const lowest = 31 - Math.clz32(mask & -mask);
  // Backwards from the lowest person: who gives to them closes a path through all of `mask`;
  // then who gives to that person ends a path through the mask without them, and so on.
  let current = pickGiverOf(counts, mask, lowest, random);
  receiverOfGiver[current] = lowest;
  let pathMask = mask;
  while (current !== lowest) {
    pathMask ^= 1 << current;
    const giver = pickGiverOf(counts, pathMask, current, random);
    receiverOfGiver[giver] = current;
    current = giver;
  }
}

/** Someone who may give to `receiver`, with probability ∝ the paths through `pathMask` ending at them. */
function pickGiverOf(
  counts: CycleCounts,
  pathMask: number,
  receiver: number,
  random: RandomSource,
): number {
  const { size, allowedMasks, paths } = counts;
  const receiverBit = 1 << receiver;
  let total = 0;
  for (let candidates = pathMask; candidates !== 0; candidates &= candidates - 1) {
    const person = 31 - Math.clz32(candidates & -candidates);
    if (((allowedMasks[person] as number) & receiverBit) !== 0)
      total += paths[pathMask * size + person] as number;
  }
  let target = random.nextInt(total);
  for (let candidates = pathMask; candidates !== 0; candidates &= candidates - 1) {
    const person = 31 - Math.clz32(candidates & -candidates);
    if (((allowedMasks[person] as number) & receiverBit) === 0) continue;
    const ways = paths[pathMask * size + person] as number;
    if (target < ways) return person;
    target -= ways;
  }
  throw new Error('sampleByCycleCounting: counts do not add up');
}

function countBits(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
