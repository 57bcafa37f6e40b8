import type { ConstraintGraph } from './constraint-graph.ts';
import type { RandomSource } from './random-source.ts';

/**
 * The largest group the counting sampler accepts: its table has 2^n entries (2 MB at 18),
 * and every count stays below 18! ≈ 6.4·10^15 < 2^53, so doubles hold them exactly.
 */
export const MAX_COUNTING_SIZE = 18;

/**
 * Exact uniform sampling by counting. `completions[mask]` is the number of ways to give
 * presents from givers k..n−1 (k = number of bits in `mask`) to the receivers NOT in
 * `mask`, avoiding forbidden pairs (dynamic programming over subsets of receivers).
 * Then giver 0, 1, … picks its receiver r with probability
 * completions[mask ∪ {r}] / completions[mask]: the product of these ratios is
 * 1 / (number of valid draws) for every valid draw.
 *
 * Throws when there is no valid draw or the group is too large.
 */
export function sampleByCounting(options: { graph: ConstraintGraph; random: RandomSource }): Int32Array {
  const { graph, random } = options;
  const size = graph.size;
  if (size > MAX_COUNTING_SIZE) throw new Error(`sampleByCounting: at most ${MAX_COUNTING_SIZE} people`);

  const allowedMasks = listAllowedMasks(graph);
  const completions = countCompletions(allowedMasks);
  if (completions[0] === 0) throw new Error('sampleByCounting: there is no valid draw');

  const receiverOfGiver = new Int32Array(size);
  let mask = 0;
  for (let giver = 0; giver < size; giver++) {
    let target = random.nextInt(completions[mask] as number);
    let candidates = (allowedMasks[giver] as number) & ~mask;
    while (candidates !== 0) {
      const bit = candidates & -candidates;
      candidates ^= bit;
      const ways = completions[mask | bit] as number;
      if (target < ways) {
        receiverOfGiver[giver] = 31 - Math.clz32(bit);
        mask |= bit;
        break;
      }
      target -= ways;
    }
  }
  return receiverOfGiver;
}

/**
 * The number of valid draws, by the same dynamic programming as {@link sampleByCounting}
 * (groups of at most {@link MAX_COUNTING_SIZE}).
 */
export function countValidAssignments(graph: ConstraintGraph): number {
  if (graph.size > MAX_COUNTING_SIZE) {
    throw new Error(`countValidAssignments: at most ${MAX_COUNTING_SIZE} people`);
  }
  return countCompletions(listAllowedMasks(graph))[0] as number;
}

function listAllowedMasks(graph: ConstraintGraph): Int32Array {
  const masks = new Int32Array(graph.size);
  for (let giver = 0; giver < graph.size; giver++) {
    let mask = 0;
    for (let receiver = 0; receiver < graph.size; receiver++) {
      if (!graph.isForbidden(giver, receiver)) mask |= 1 << receiver;
    }
    masks[giver] = mask;
  }
  return masks;
}

function countCompletions(allowedMasks: Int32Array): Float64Array {
  const size = allowedMasks.length;
  const full = (1 << size) - 1;
  const completions = new Float64Array(1 << size);
  completions[full] = 1;
  // Supersets have larger numbers, so a descending sweep sees them first.
  for (let mask = full - 1; mask >= 0; mask--) {
    const giver = countBits(mask);
    let candidates = (allowedMasks[giver] as number) & ~mask;
    let ways = 0;
    while (candidates !== 0) {
      const bit = candidates & -candidates;
      candidates ^= bit;
      ways += completions[mask | bit] as number;
    }
    completions[mask] = ways;
  }
  return completions;
}

function countBits(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
