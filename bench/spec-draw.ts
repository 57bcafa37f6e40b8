import type { DrawAssignment, DrawHistoryEntry, DrawPlayer } from '../src/shared/draw/draw-assignments.ts';
import type { RandomSource } from '../src/shared/draw/random-source.ts';

/** The earlier app's limits: "at most 1000 attempts per try, up to 10 tries" (decision 0004). */
const MAX_ATTEMPTS_PER_TRY = 1_000;
const MAX_TRIES = 10;

export type SpecDrawResult =
  { ok: true; assignments: DrawAssignment[] } | { ok: false; reason: 'gave-up' | 'timeout' };

/**
 * The earlier app's draw (decision 0004), kept only to compare against in the benchmark: givers in
 * the players' order, candidate receivers in random order, backtracking on dead ends, at
 * most 1000 attempts per try and 10 tries, every earlier year's pair forbidden (no
 * relaxation), and a plain failure when the tries run out.
 *
 * Reading of "attempt": one dead end (a giver left with no candidate, forcing a step
 * back). That is the generous reading: counting every candidate tried would cap a try at
 * 1000 assignments and fail every group above 1000 people outright.
 *
 * Written to be fair to it at scale: iterative (a recursive version overflows the stack
 * near 10,000 people) and with O(1) expected work per candidate (a random untried
 * candidate is picked from the pool of free receivers by rejection, which gives the same
 * random order as shuffling the candidate list first, without the O(n) shuffle per giver).
 */
export function specDraw(options: {
  players: readonly DrawPlayer[];
  history: readonly DrawHistoryEntry[];
  year: number;
  random: RandomSource;
  /** Wall-clock cap for the whole draw, for the benchmark's sake. */
  timeLimitMs?: number;
}): SpecDrawResult {
  const { players, random } = options;
  const size = players.length;
  const deadline = performance.now() + (options.timeLimitMs ?? Number.POSITIVE_INFINITY);
  const forbidden = listForbiddenReceivers(options);

  for (let attemptNumber = 0; attemptNumber < MAX_TRIES; attemptNumber++) {
    const outcome = tryOnce({ size, forbidden, random, deadline });
    if (outcome === 'timeout') return { ok: false, reason: 'timeout' };
    if (outcome !== 'gave-up') {
      return {
        ok: true,
        assignments: players.map((player, giver) => ({
          giver: player.id,
          receiver: (players[outcome[giver] as number] as DrawPlayer).id,
        })),
      };
    }
  }
  return { ok: false, reason: 'gave-up' };
}

/** Sorted forbidden receivers per giver: self, exclusions, and every earlier year's pair. */
function listForbiddenReceivers(options: {
  players: readonly DrawPlayer[];
  history: readonly DrawHistoryEntry[];
  year: number;
}): Int32Array[] {
  const indexOfId = new Map(options.players.map((player, index) => [player.id, index]));
  const lists: number[][] = options.players.map((player, giver) => {
    const list = [giver];
    for (const id of player.excluded) {
      const receiver = indexOfId.get(id);
      if (receiver !== undefined) list.push(receiver);
    }
    return list;
  });
  for (const entry of options.history) {
    if (entry.year >= options.year) continue;
    const giver = indexOfId.get(entry.giver);
    const receiver = indexOfId.get(entry.receiver);
    if (giver !== undefined && receiver !== undefined) lists[giver]?.push(receiver);
  }
  return lists.map((list) => Int32Array.from(new Set(list)).sort());
}

function tryOnce(options: {
  size: number;
  forbidden: Int32Array[];
  random: RandomSource;
  deadline: number;
}): Int32Array | 'gave-up' | 'timeout' {
  const { size, forbidden, random, deadline } = options;
  // Free receivers, with each one's position for O(1) removal.
  const pool = new Int32Array(size);
  const positionInPool = new Int32Array(size);
  for (let receiver = 0; receiver < size; receiver++) {
    pool[receiver] = receiver;
    positionInPool[receiver] = receiver;
  }
  let poolSize = size;
  const removeFromPool = (receiver: number): void => {
    const position = positionInPool[receiver] as number;
    const last = pool[poolSize - 1] as number;
    pool[position] = last;
    positionInPool[last] = position;
    poolSize--;
    positionInPool[receiver] = -1;
  };
  const returnToPool = (receiver: number): void => {
    pool[poolSize] = receiver;
    positionInPool[receiver] = poolSize;
    poolSize++;
  };

  const receiverOfGiver = new Int32Array(size).fill(-1);
  const triedAtDepth: number[][] = [[]];
  let depth = 0;
  let deadEnds = 0;
  let iterations = 0;

  while (depth < size) {
    if ((++iterations & 1023) === 0 && performance.now() > deadline) return 'timeout';
    const giver = depth;
    const tried = triedAtDepth[depth] as number[];
    const row = forbidden[giver] as Int32Array;
    let forbiddenInPool = 0;
    for (const receiver of row) if (positionInPool[receiver] !== -1) forbiddenInPool++;
    const candidatesLeft = poolSize - forbiddenInPool - tried.length;

    if (candidatesLeft <= 0) {
      deadEnds++;
      if (deadEnds > MAX_ATTEMPTS_PER_TRY || depth === 0) return 'gave-up';
      depth--;
      returnToPool(receiverOfGiver[depth] as number);
      receiverOfGiver[depth] = -1;
      continue;
    }

    let candidate: number;
    do {
      candidate = pool[random.nextInt(poolSize)] as number;
    } while (isInSortedRow(row, candidate) || tried.includes(candidate));
    tried.push(candidate);
    receiverOfGiver[giver] = candidate;
    removeFromPool(candidate);
    depth++;
    triedAtDepth[depth] = [];
  }
  return receiverOfGiver;
}

function isInSortedRow(row: Int32Array, value: number): boolean {
  let low = 0;
  let high = row.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const current = row[middle] as number;
    if (current === value) return true;
    if (current < value) low = middle + 1;
    else high = middle;
  }
  return false;
}
