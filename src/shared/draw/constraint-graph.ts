/**
 * Who may give to whom, for people numbered 0..size−1.
 *
 * Families set few restrictions, so the graph stores the FORBIDDEN pairs (self, the
 * organiser's exclusions, households, earlier years) and treats every other pair as allowed: 100,000
 * people with 3 exclusions each is 400,000 stored numbers, not 10^10 edges.
 *
 * Layout (compressed rows): the receivers giver `g` may not give to are
 * `forbiddenReceivers[forbiddenStart[g] .. forbiddenStart[g + 1])`, sorted, without
 * duplicates, always including `g` itself.
 *
 * When a giver may give to fewer than half of the group (a big household), its allowed
 * receivers are also listed (`allowedStart` / `allowedReceivers`, empty rows otherwise), so
 * that picking one of them at random does not take many tries. Such a list is shorter than
 * the forbidden one it complements, so it at most doubles the memory.
 */
export class ConstraintGraph {
  readonly size: number;
  readonly forbiddenStart: Int32Array;
  readonly forbiddenReceivers: Int32Array;
  readonly allowedStart: Int32Array;
  readonly allowedReceivers: Int32Array;
  /**
   * A 32-bit Bloom filter per giver over its forbidden receivers: a clear bit proves a pair
   * allowed with one memory read. With the usual handful of forbidden receivers, 4 checks
   * in 5 stop there, which matters to the Markov chain's millions of checks.
   */
  private readonly forbiddenFilter: Int32Array;

  constructor(size: number, forbiddenStart: Int32Array, forbiddenReceivers: Int32Array) {
    this.size = size;
    this.forbiddenStart = forbiddenStart;
    this.forbiddenReceivers = forbiddenReceivers;
    this.forbiddenFilter = new Int32Array(size);
    for (let giver = 0; giver < size; giver++) {
      let filter = 0;
      const end = forbiddenStart[giver + 1] as number;
      for (let index = forbiddenStart[giver] as number; index < end; index++) {
        filter |= 1 << filterBit(forbiddenReceivers[index] as number);
      }
      this.forbiddenFilter[giver] = filter;
    }
    const allowedLists = listAllowedReceiversOfCrowdedGivers(
      size,
      forbiddenStart,
      forbiddenReceivers,
    );
    this.allowedStart = allowedLists.start;
    this.allowedReceivers = allowedLists.receivers;
  }

  /** Whether `giver` may not give to `receiver` (always true when they are the same person). */
  isForbidden(giver: number, receiver: number): boolean {
    if ((((this.forbiddenFilter[giver] as number) >>> filterBit(receiver)) & 1) === 0) return false;
    const list = this.forbiddenReceivers;
    let low = this.forbiddenStart[giver] as number;
    let high = this.forbiddenStart[giver + 1] as number;
    // Rows are short (self + a few exclusions + a few earlier years): a scan beats bisection.
    if (high - low <= 12) {
      for (let index = low; index < high; index++) {
        const value = list[index] as number;
        if (value >= receiver) return value === receiver;
      }
      return false;
    }
    while (low < high) {
      const middle = (low + high) >>> 1;
      const value = list[middle] as number;
      if (value === receiver) return true;
      if (value < receiver) low = middle + 1;
      else high = middle;
    }
    return false;
  }

  /** How many receivers `giver` may give to. */
  countAllowed(giver: number): number {
    return (
      this.size -
      ((this.forbiddenStart[giver + 1] as number) - (this.forbiddenStart[giver] as number))
    );
  }

  /** Whether `receiverOfGiver` is a valid draw: a permutation that uses allowed pairs only. */
  isValidAssignment(receiverOfGiver: Int32Array): boolean {
    if (receiverOfGiver.length !== this.size) return false;
    const received = new Uint8Array(this.size);
    for (let giver = 0; giver < this.size; giver++) {
      const receiver = receiverOfGiver[giver] as number;
      if (receiver < 0 || receiver >= this.size || received[receiver] === 1) return false;
      if (this.isForbidden(giver, receiver)) return false;
      received[receiver] = 1;
    }
    return true;
  }
}

/** Which of 32 bits stands for `receiver` (Fibonacci hashing, so neighbours spread out). */
function filterBit(receiver: number): number {
  return Math.imul(receiver, 0x9e3779b1) >>> 27;
}

/**
 * Builds the graph from forbidden pairs given as two parallel arrays (`givers[i]` may not
 * give to `receivers[i]`). Self-pairs are added here, duplicates removed.
 *
 * `householdOf[g]` (optional) numbers g's household, 0..k−1, or −1 for none: members of a
 * household may not give to each other. Their rows are filled straight from the member
 * lists, so a household of k costs k(k−1) numbers in the table and no pair arrays.
 */
export function createConstraintGraph(options: {
  size: number;
  forbiddenGivers: ArrayLike<number>;
  forbiddenReceivers: ArrayLike<number>;
  householdOf?: ArrayLike<number>;
}): ConstraintGraph {
  const { size, forbiddenGivers, forbiddenReceivers } = options;
  const pairCount = forbiddenGivers.length;
  if (forbiddenReceivers.length !== pairCount) {
    throw new Error('createConstraintGraph: givers and receivers must have the same length');
  }
  const householdOf = options.householdOf;
  const households = householdOf === undefined ? null : listHouseholdMembers(householdOf);

  // Counting sort by giver; row g starts with g itself (and the rest of its household).
  const rowStart = new Int32Array(size + 1);
  for (let giver = 0; giver < size; giver++) rowStart[giver + 1] = 1;
  if (households !== null) {
    for (let giver = 0; giver < size; giver++) {
      const household = (householdOf as ArrayLike<number>)[giver] as number;
      if (household < 0) continue;
      const members =
        (households.start[household + 1] as number) - (households.start[household] as number);
      rowStart[giver + 1] = (rowStart[giver + 1] as number) + members - 1;
    }
  }
  for (let index = 0; index < pairCount; index++) {
    const giver = forbiddenGivers[index] as number;
    rowStart[giver + 1] = (rowStart[giver + 1] as number) + 1;
  }
  for (let giver = 0; giver < size; giver++) {
    rowStart[giver + 1] = (rowStart[giver + 1] as number) + (rowStart[giver] as number);
  }
  const rowFill = rowStart.slice(0, size);
  const unsorted = new Int32Array(rowStart[size] as number);
  for (let giver = 0; giver < size; giver++) {
    unsorted[rowFill[giver] as number] = giver;
    rowFill[giver] = (rowFill[giver] as number) + 1;
  }
  if (households !== null) {
    for (let giver = 0; giver < size; giver++) {
      const household = (householdOf as ArrayLike<number>)[giver] as number;
      if (household < 0) continue;
      let position = rowFill[giver] as number;
      const end = households.start[household + 1] as number;
      for (let index = households.start[household] as number; index < end; index++) {
        const member = households.members[index] as number;
        if (member !== giver) unsorted[position++] = member;
      }
      rowFill[giver] = position;
    }
  }
  for (let index = 0; index < pairCount; index++) {
    const giver = forbiddenGivers[index] as number;
    const position = rowFill[giver] as number;
    unsorted[position] = forbiddenReceivers[index] as number;
    rowFill[giver] = position + 1;
  }

  // Sort each row and drop repeats, compacting in place. A long row (a big household) is
  // sorted by marking its receivers and reading 0..n−1 back, O(n) instead of O(L · log L).
  const start = new Int32Array(size + 1);
  const seen = new Int32Array(size).fill(-1);
  let written = 0;
  for (let giver = 0; giver < size; giver++) {
    const rowBegin = rowStart[giver] as number;
    const rowEnd = rowStart[giver + 1] as number;
    start[giver] = written;
    if ((rowEnd - rowBegin) * 16 > size) {
      for (let index = rowBegin; index < rowEnd; index++) seen[unsorted[index] as number] = giver;
      for (let receiver = 0; receiver < size; receiver++) {
        if (seen[receiver] === giver) unsorted[written++] = receiver;
      }
      continue;
    }
    const row = unsorted.subarray(rowBegin, rowEnd);
    row.sort();
    let previous = -1;
    for (let index = 0; index < row.length; index++) {
      const receiver = row[index] as number;
      if (receiver === previous) continue;
      unsorted[written++] = receiver;
      previous = receiver;
    }
  }
  start[size] = written;
  return new ConstraintGraph(size, start, unsorted.slice(0, written));
}

/** Members of each household, grouped (compressed rows by household number). */
function listHouseholdMembers(householdOf: ArrayLike<number>): {
  start: Int32Array;
  members: Int32Array;
} {
  let count = 0;
  for (let person = 0; person < householdOf.length; person++) {
    count = Math.max(count, (householdOf[person] as number) + 1);
  }
  const start = new Int32Array(count + 1);
  for (let person = 0; person < householdOf.length; person++) {
    const household = householdOf[person] as number;
    if (household >= 0) start[household + 1] = (start[household + 1] as number) + 1;
  }
  for (let household = 0; household < count; household++) {
    start[household + 1] = (start[household + 1] as number) + (start[household] as number);
  }
  const fill = start.slice(0, count);
  const members = new Int32Array(start[count] as number);
  for (let person = 0; person < householdOf.length; person++) {
    const household = householdOf[person] as number;
    if (household < 0) continue;
    members[fill[household] as number] = person;
    fill[household] = (fill[household] as number) + 1;
  }
  return { start, members };
}

function listAllowedReceiversOfCrowdedGivers(
  size: number,
  forbiddenStart: Int32Array,
  forbiddenReceivers: Int32Array,
): { start: Int32Array; receivers: Int32Array } {
  const start = new Int32Array(size + 1);
  let total = 0;
  for (let giver = 0; giver < size; giver++) {
    start[giver] = total;
    const forbiddenCount =
      (forbiddenStart[giver + 1] as number) - (forbiddenStart[giver] as number);
    if (2 * forbiddenCount > size) total += size - forbiddenCount;
  }
  start[size] = total;
  const receivers = new Int32Array(total);
  for (let giver = 0; giver < size; giver++) {
    let position = start[giver] as number;
    if (position === start[giver + 1]) continue;
    // Walk 0..size−1 alongside the sorted forbidden row and keep the gaps.
    let forbiddenIndex = forbiddenStart[giver] as number;
    const forbiddenEnd = forbiddenStart[giver + 1] as number;
    for (let receiver = 0; receiver < size; receiver++) {
      if (forbiddenIndex < forbiddenEnd && forbiddenReceivers[forbiddenIndex] === receiver) {
        forbiddenIndex++;
        continue;
      }
      receivers[position++] = receiver;
    }
  }
  return { start, receivers };
}
