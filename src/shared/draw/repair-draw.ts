import type { ConstraintGraph } from './constraint-graph.ts';
import {
  buildRestrictionsGraph,
  checkRestrictions,
  type DrawAssignment,
  type DrawHistoryEntry,
  type DrawPlayer,
  type DrawRules,
  indexPlayers,
} from './draw-assignments.ts';
import type { DrawProblem } from './draw-problem.ts';
import type { RandomSource } from './random-source.ts';

/**
 * Repairing a draw after someone withdraws or joins, changing as few givers as possible
 * (docs/product.md §6.1). Pure like the draw (docs/decisions/0004-draw-engine.md): all
 * randomness comes from `random`.
 *
 * A repair keeps every giver's receiver except those of a set S (the changed givers); the
 * givers of S, plus the newcomer, share out the receivers S held plus the one left free (the
 * withdrawn person's recipient, or the newcomer). Sizes k = |S| are tried in increasing order
 * up to {@link MAX_CHANGED_GIVERS}; at the first size that has a valid result:
 * - when the number of (S, sharing) candidates is at most {@link ENUMERATION_BUDGET}, all are
 *   listed and one valid result is kept by reservoir sampling: exactly uniform among the
 *   results that change exactly k givers, and exactly minimal;
 * - otherwise (large groups from k = 3, or k = 2 for very large ones) candidates are drawn
 *   uniformly at random, S as a uniform subset and the sharing as a uniform bijection, and the
 *   first valid one is kept: each candidate is equally likely, so the result is still exactly
 *   uniform among the valid ones of that size. If {@link SAMPLING_BUDGET} candidates find none,
 *   nothing proves that none exists, so the search stops there (going on to k + 1 could break
 *   minimality) and says that no small change was FOUND, in its own words.
 * Every result is checked against every rule (self, exclusions, households, earlier years
 * within `historyYears` with nothing relaxed, `avoidMutual`, `singleCircle`), so "valid" never
 * depends on the budgets; only "minimal" and "none exists" do, and only as stated above.
 *
 * Nothing is relaxed: a kept pair that the rules now forbid (an earlier year the draw had to
 * give up, an exclusion added since) makes its giver change, and counts. A caller that wants
 * the years the draw gave up to stay given up passes the history without them.
 *
 * Problems never name a pair: the organiser reads them, and "Alice ne peut pas offrir à
 * Chloé" after Bruno left would say that Alice was Bruno's Santa (STYLE.md habit 11).
 */

/** The largest number of givers whose recipient a repair may change; beyond it, a full redraw. */
export const MAX_CHANGED_GIVERS = 4;
/** Candidates (set S and sharing) listed exhaustively at one size, at most. */
export const ENUMERATION_BUDGET = 1_000_000;
/** Candidates drawn at random at one size when listing them all would cost more. */
export const SAMPLING_BUDGET = 1_000_000;

export type RepairResult =
  | {
      ok: true;
      /** One per player, in the players' order. */
      assignments: DrawAssignment[];
      /** Givers whose recipient differs from before, in the players' order (never the newcomer). */
      changedGivers: string[];
    }
  | {
      ok: false;
      /**
       * `no-small-change`: only a full redraw keeps the rules, which the organiser is offered;
       * `too-few-players` and `impossible` (the restrictions alone leave no draw): a full redraw
       * would fail too.
       */
      reason: 'no-small-change' | 'too-few-players' | 'impossible';
      problem: DrawProblem;
    };

interface RepairOptions {
  players: readonly DrawPlayer[];
  history: readonly DrawHistoryEntry[];
  year: number;
  rules: DrawRules;
  /** The current draw. */
  assignments: readonly DrawAssignment[];
  random: RandomSource;
  /** For tests: smaller budgets, to take the sampling path on small groups. */
  budgets?: { enumeration: number; sampling: number };
}

/**
 * Removes `withdrawn` from the draw. `players` are those who remain; `assignments` the current
 * draw, the withdrawn person's two pairs included. Their Santa gives to their recipient when
 * every rule allows it (one change); otherwise the smallest valid change, uniformly among the
 * smallest. The Santa always counts as changed. Never anyone giving to themselves: with
 * A ⇄ B and B withdrawing, A cannot keep "B's recipient".
 */
export function withdraw(options: RepairOptions & { withdrawn: string }): RepairResult {
  if (options.rules.withinGroups === true) {
    // The withdrawn person's group is their Santa's: no pair crosses groups.
    const santa = options.assignments.find((pair) => pair.receiver === options.withdrawn)?.giver;
    const group = options.players.find((player) => player.id === santa)?.group ?? '';
    return repairInGroup(options, group, (inGroup) =>
      withdrawAnyGroup({ ...inGroup, withdrawn: options.withdrawn }),
    );
  }
  return withdrawAnyGroup(options);
}

function withdrawAnyGroup(options: RepairOptions & { withdrawn: string }): RepairResult {
  const { players, assignments, withdrawn } = options;
  const indexOfId = indexPlayers(players);
  if (indexOfId.has(withdrawn)) {
    throw new Error('withdraw: the withdrawn person must not be among the remaining players');
  }
  const receiverOf = mapAssignments(assignments);
  const santaId = [...receiverOf].find(([, receiver]) => receiver === withdrawn)?.[0];
  const recipientId = receiverOf.get(withdrawn);
  if (santaId === undefined || recipientId === undefined) {
    throw new Error('withdraw: the withdrawn person is not in the draw');
  }
  if (players.length < 2) {
    return { ok: false, reason: 'too-few-players', problem: { code: 'repairTooFewPlayers' } };
  }
  const base = new Int32Array(players.length);
  players.forEach((player, giver) => {
    const receiverId = receiverOf.get(player.id);
    const receiver = receiverId === undefined ? undefined : indexOfId.get(receiverId);
    if (player.id === santaId) base[giver] = -1;
    else if (receiver === undefined) throw new Error(`withdraw: ${player.id} has no receiver`);
    else base[giver] = receiver;
  });
  if (assignments.length !== players.length + 1) {
    throw new Error(
      'withdraw: the draw must hold exactly the remaining players and the withdrawn one',
    );
  }
  const repaired = repairDraw({
    options,
    base,
    freeGiver: indexOfId.get(santaId) as number,
    freeReceiver: indexOfId.get(recipientId) as number,
    isFreeGiverCounted: true,
  });
  return describeRepair(options, base, repaired, -1);
}

/**
 * Adds `joining` (one of `players`, absent from `assignments`) to the draw. Usually one change:
 * A → X becomes A → newcomer → X, every allowed insertion point equally likely; otherwise the
 * smallest valid change, uniformly among the smallest. The newcomer is not counted as changed.
 */
export function insert(options: RepairOptions & { joining: string }): RepairResult {
  if (options.rules.withinGroups === true) {
    const group = options.players.find((player) => player.id === options.joining)?.group ?? '';
    return repairInGroup(options, group, (inGroup) =>
      insertAnyGroup({ ...inGroup, joining: options.joining }),
    );
  }
  return insertAnyGroup(options);
}

/**
 * « Un tirage par équipe »: a repair is the repair of one group's draw, as an event of its own
 * (draw-assignments.ts, `drawWithinGroups`), the other groups' pairs kept as they are.
 */
function repairInGroup(
  options: RepairOptions,
  group: string,
  repair: (inGroup: RepairOptions) => RepairResult,
): RepairResult {
  const isInGroup = (player: DrawPlayer) => (player.group ?? '') === group;
  const members = options.players.filter(isInGroup);
  if (members.length === 1) {
    const [member] = members as [DrawPlayer];
    return {
      ok: false,
      reason: 'impossible',
      problem: { code: 'groupOfOne', group, member: member.name },
    };
  }
  const memberIds = new Set(members.map((member) => member.id));
  const result = repair({
    ...options,
    players: members,
    // The withdrawn person's pairs are their group's: they are in no other.
    assignments: options.assignments.filter(
      (pair) => memberIds.has(pair.receiver) || memberIds.has(pair.giver),
    ),
    history: options.history.filter(
      (entry) => memberIds.has(entry.giver) && memberIds.has(entry.receiver),
    ),
    rules: { ...options.rules, withinGroups: false },
  });
  if (!result.ok) return result;
  const receiverOf = mapAssignments(options.assignments);
  for (const pair of result.assignments) receiverOf.set(pair.giver, pair.receiver);
  return {
    ...result,
    assignments: options.players.map((player) => ({
      giver: player.id,
      receiver: receiverOf.get(player.id) as string,
    })),
  };
}

function insertAnyGroup(options: RepairOptions & { joining: string }): RepairResult {
  const { players, assignments, joining } = options;
  const indexOfId = indexPlayers(players);
  const newcomer = indexOfId.get(joining);
  if (newcomer === undefined) throw new Error('insert: the newcomer must be among the players');
  if (assignments.length !== players.length - 1) {
    throw new Error('insert: the draw must hold exactly the players other than the newcomer');
  }
  if (players.length < 2) {
    return { ok: false, reason: 'too-few-players', problem: { code: 'repairTooFewPlayers' } };
  }
  const receiverOf = mapAssignments(assignments);
  const base = new Int32Array(players.length);
  players.forEach((player, giver) => {
    if (giver === newcomer) {
      base[giver] = -1;
      return;
    }
    const receiverId = receiverOf.get(player.id);
    const receiver = receiverId === undefined ? undefined : indexOfId.get(receiverId);
    if (receiver === undefined || receiver === newcomer) {
      throw new Error(`insert: ${player.id} has no receiver among the players`);
    }
    base[giver] = receiver;
  });
  const repaired = repairDraw({
    options,
    base,
    freeGiver: newcomer,
    freeReceiver: newcomer,
    isFreeGiverCounted: false,
  });
  return describeRepair(options, base, repaired, newcomer);
}

type Repaired =
  { kind: 'found'; receiverOfGiver: Int32Array } | { kind: 'none' } | { kind: 'not-found' };

/** The answer in ids; `newcomer` (−1: none) is new, not changed. */
function describeRepair(
  options: RepairOptions,
  base: Int32Array,
  repaired: Repaired,
  newcomer: number,
): RepairResult {
  const { players } = options;
  if (repaired.kind !== 'found') {
    // Restrictions alone leaving no draw are named (no pair of the draw is in that text).
    const restrictions = checkRestrictions(players, options.rules);
    if (!restrictions.ok) return { ok: false, reason: 'impossible', problem: restrictions.problem };
    return {
      ok: false,
      reason: 'no-small-change',
      problem: {
        code: repaired.kind === 'none' ? 'noSmallChange' : 'smallChangeNotFound',
        mostChanged: MAX_CHANGED_GIVERS,
      },
    };
  }
  const receivers = repaired.receiverOfGiver;
  const assignments: DrawAssignment[] = players.map((player, giver) => ({
    giver: player.id,
    receiver: (players[receivers[giver] as number] as DrawPlayer).id,
  }));
  const changedGivers = players
    .filter((_, giver) => giver !== newcomer && base[giver] !== receivers[giver])
    .map((player) => player.id);
  return { ok: true, assignments, changedGivers };
}

function mapAssignments(assignments: readonly DrawAssignment[]): Map<string, string> {
  const receiverOf = new Map<string, string>();
  const givenTo = new Set<string>();
  for (const { giver, receiver } of assignments) {
    if (receiverOf.has(giver) || givenTo.has(receiver) || giver === receiver) {
      throw new Error(
        'repair: the current draw is not a draw (a giver or receiver twice, or self)',
      );
    }
    receiverOf.set(giver, receiver);
    givenTo.add(receiver);
  }
  return receiverOf;
}

/**
 * The search. `base[g]` is g's receiver before the repair, −1 for the one free giver (the
 * withdrawn person's Santa, or the newcomer); `freeReceiver` is the one receiver nobody gives
 * to in `base`. Changed givers: S, plus the free giver when `isFreeGiverCounted`.
 */
function repairDraw(problem: {
  options: RepairOptions;
  base: Int32Array;
  freeGiver: number;
  freeReceiver: number;
  isFreeGiverCounted: boolean;
}): Repaired {
  const { options, base, freeGiver, freeReceiver, isFreeGiverCounted } = problem;
  const { players, rules, random } = options;
  const size = players.length;
  const graph = buildRestrictionsGraph({
    ...options,
    historyYears: rules.historyYears,
    carerNotGivingToCared: rules.carerNotGivingToCared,
  });
  const avoidMutual = rules.avoidMutual || (rules.singleCircle && size >= 3);
  const singleCircle = rules.singleCircle;
  const layout = layOutComponents(base, freeReceiver);

  // A giver whose receiver is now forbidden must change; the others may.
  const forced: number[] = [];
  const optional: number[] = [];
  for (let giver = 0; giver < size; giver++) {
    if (giver === freeGiver) continue;
    if (graph.isForbidden(giver, base[giver] as number)) forced.push(giver);
    else optional.push(giver);
  }
  const mutualPairs: [number, number][] = [];
  if (avoidMutual) {
    for (let giver = 0; giver < size; giver++) {
      const receiver = base[giver] as number;
      if (receiver > giver && base[receiver] === giver) mutualPairs.push([giver, receiver]);
    }
  }

  const check = createCandidateCheck({
    graph,
    base,
    layout,
    freeReceiver,
    avoidMutual,
    singleCircle,
    mutualPairs,
  });
  const search = { base, freeReceiver, forced, optional, freeGiver, check, random };
  let isProven = true;
  const firstSize = forced.length + (isFreeGiverCounted ? 1 : 0);
  for (let changed = firstSize; changed <= MAX_CHANGED_GIVERS; changed++) {
    const chosen = changed - firstSize; // how many optional givers join S
    if (chosen > optional.length) break;
    const sharings = factorial(forced.length + chosen + 1);
    const candidates = binomial(optional.length, chosen) * sharings;
    if (candidates <= (options.budgets?.enumeration ?? ENUMERATION_BUDGET)) {
      const found = enumerate({ ...search, chosen });
      if (found !== null) return { kind: 'found', receiverOfGiver: found };
      continue;
    }
    const found = sampleCandidates(
      { ...search, chosen },
      options.budgets?.sampling ?? SAMPLING_BUDGET,
    );
    if (found !== null) return { kind: 'found', receiverOfGiver: found };
    isProven = false;
    break;
  }
  return isProven ? { kind: 'none' } : { kind: 'not-found' };
}

/** Where each person sits: the one path (free receiver … free giver) is component 0, then cycles. */
interface Layout {
  component: Int32Array;
  position: Int32Array;
  componentCount: number;
}

function layOutComponents(base: Int32Array, freeReceiver: number): Layout {
  const size = base.length;
  const component = new Int32Array(size).fill(-1);
  const position = new Int32Array(size);
  let componentCount = 0;
  const walk = (start: number): void => {
    let person = start;
    let index = 0;
    while (person !== -1 && component[person] === -1) {
      component[person] = componentCount;
      position[person] = index++;
      person = base[person] as number;
    }
    componentCount++;
  };
  walk(freeReceiver);
  for (let person = 0; person < size; person++) if (component[person] === -1) walk(person);
  return { component, position, componentCount };
}

type CandidateCheck = (givers: readonly number[], receivers: readonly number[]) => boolean;

/**
 * Whether giving `receivers[i]` to `givers[i]` (everyone else keeping `base`) is a valid draw
 * in which every one of `givers` changes. O(k²) for k givers, whatever the group's size:
 * the kept arcs form segments between the changed givers, known from the layout.
 */
function createCandidateCheck(context: {
  graph: ConstraintGraph;
  base: Int32Array;
  layout: Layout;
  freeReceiver: number;
  avoidMutual: boolean;
  singleCircle: boolean;
  mutualPairs: readonly [number, number][];
}): CandidateCheck {
  const { graph, base, layout, freeReceiver, avoidMutual, singleCircle, mutualPairs } = context;
  const { component, position } = layout;
  const receiverAfter = (
    givers: readonly number[],
    receivers: readonly number[],
    person: number,
  ) => {
    const index = givers.indexOf(person);
    return index === -1 ? (base[person] as number) : (receivers[index] as number);
  };
  return (givers, receivers) => {
    const count = givers.length;
    for (let index = 0; index < count; index++) {
      const giver = givers[index] as number;
      const receiver = receivers[index] as number;
      if (receiver === base[giver] || graph.isForbidden(giver, receiver)) return false;
    }
    if (avoidMutual) {
      for (let index = 0; index < count; index++) {
        const receiver = receivers[index] as number;
        if (receiverAfter(givers, receivers, receiver) === givers[index]) return false;
      }
      for (const [first, second] of mutualPairs) {
        if (!givers.includes(first) && !givers.includes(second)) return false;
      }
    }
    if (!singleCircle) return true;
    // Every component must be cut, and the segments must chain into one circle. The segment
    // ending at changed giver g starts at the receiver its predecessor on the component held
    // (or at the free receiver, at the start of the path).
    const touched = new Set<number>();
    for (const giver of givers) touched.add(component[giver] as number);
    if (touched.size !== layout.componentCount) return false;
    const headOf = givers.map((giver) => {
      const at = position[giver] as number;
      let previous = -1;
      let previousAt = -1;
      let last = -1;
      let lastAt = -1;
      for (const other of givers) {
        if (component[other] !== component[giver]) continue;
        const otherAt = position[other] as number;
        if (otherAt < at && otherAt > previousAt) {
          previous = other;
          previousAt = otherAt;
        }
        if (otherAt > lastAt) {
          last = other;
          lastAt = otherAt;
        }
      }
      if (previous !== -1) return base[previous] as number;
      return component[giver] === 0 ? freeReceiver : (base[last] as number);
    });
    let segment = 0;
    for (let step = 1; step < count; step++) {
      segment = headOf.indexOf(receivers[segment] as number);
      if (segment === 0) return false;
    }
    return headOf.indexOf(receivers[segment] as number) === 0;
  };
}

interface SearchOptions {
  base: Int32Array;
  freeReceiver: number;
  forced: readonly number[];
  optional: readonly number[];
  chosen: number;
  freeGiver: number;
  check: CandidateCheck;
  random: RandomSource;
}

/** Every candidate of this size; one valid one kept uniformly (reservoir sampling), or null. */
function enumerate(search: SearchOptions): Int32Array | null {
  const { forced, optional, chosen, freeGiver, check, random } = search;
  let kept: { givers: number[]; receivers: number[] } | null = null;
  let validCount = 0;
  const subset: number[] = [];
  const visitSubset = (from: number): void => {
    if (subset.length === chosen) {
      const givers = [freeGiver, ...forced, ...subset];
      forEachSharing(givers, search, (receivers) => {
        if (!check(givers, receivers)) return;
        validCount++;
        if (random.nextInt(validCount) === 0) kept = { givers, receivers: [...receivers] };
      });
      return;
    }
    for (let index = from; index <= optional.length - (chosen - subset.length); index++) {
      subset.push(optional[index] as number);
      visitSubset(index + 1);
      subset.pop();
    }
  };
  visitSubset(0);
  return kept === null ? null : apply(search, kept);
}

/** The receivers the givers share: those the changed ones held, and the free receiver. */
function poolOf(givers: readonly number[], search: SearchOptions): number[] {
  return givers.map((giver) =>
    giver === search.freeGiver ? search.freeReceiver : (search.base[giver] as number),
  );
}

/** The repaired draw: `base` with the candidate's givers given their new receivers. */
function apply(
  search: SearchOptions,
  candidate: { givers: readonly number[]; receivers: readonly number[] },
): Int32Array {
  const receiverOfGiver = Int32Array.from(search.base);
  candidate.givers.forEach((giver, index) => {
    receiverOfGiver[giver] = candidate.receivers[index] as number;
  });
  return receiverOfGiver;
}

function forEachSharing(
  givers: readonly number[],
  search: SearchOptions,
  visit: (receivers: number[]) => void,
): void {
  const pool = poolOf(givers, search);
  const receivers = new Array<number>(givers.length);
  const used = new Array<boolean>(givers.length).fill(false);
  const step = (index: number): void => {
    if (index === givers.length) {
      visit(receivers);
      return;
    }
    for (let option = 0; option < pool.length; option++) {
      if (used[option]) continue;
      used[option] = true;
      receivers[index] = pool[option] as number;
      step(index + 1);
      used[option] = false;
    }
  };
  step(0);
}

/** Uniform candidates (a uniform subset, a uniform sharing) until one is valid, or null. */
function sampleCandidates(search: SearchOptions, budget: number): Int32Array | null {
  const { forced, optional, chosen, freeGiver, check, random } = search;
  for (let attempt = 0; attempt < budget; attempt++) {
    const subset: number[] = [];
    while (subset.length < chosen) {
      const candidate = optional[random.nextInt(optional.length)] as number;
      if (!subset.includes(candidate)) subset.push(candidate);
    }
    const givers = [freeGiver, ...forced, ...subset];
    const receivers = poolOf(givers, search);
    for (let index = receivers.length - 1; index > 0; index--) {
      const other = random.nextInt(index + 1);
      const swap = receivers[index] as number;
      receivers[index] = receivers[other] as number;
      receivers[other] = swap;
    }
    if (check(givers, receivers)) return apply(search, { givers, receivers });
  }
  return null;
}

function factorial(value: number): number {
  let product = 1;
  for (let factor = 2; factor <= value; factor++) product *= factor;
  return product;
}

/** C(total, chosen), as a double (only compared with a budget). */
function binomial(total: number, chosen: number): number {
  let result = 1;
  for (let index = 0; index < chosen; index++) result = (result * (total - index)) / (index + 1);
  return result;
}
