import { type ConstraintGraph, createConstraintGraph } from './constraint-graph.ts';
import { type CycleRule, type DrawUnderRule, isDrawUnderRuleGuaranteed } from './cycle-rule.ts';
import type { DrawProblem } from './draw-problem.ts';
import { explainRuleInfeasibility } from './explain-rule-infeasibility.ts';
import { findBlockingGroup } from './find-blocking-group.ts';
import { findMaximumMatching } from './find-perfect-matching.ts';
import { createSeededRandomSource, type RandomSource } from './random-source.ts';
import { sampleUnderRule } from './sample-under-rule.ts';
import { type SamplingStrategy, sampleUniformAssignment } from './sample-uniform.ts';

/** A participant as the draw sees them. */
export interface DrawPlayer {
  id: string;
  name: string;
  /** Ids this player may not give to. Unknown ids and the player's own id are ignored. */
  excluded: readonly string[];
  /** The player's household, by name: players with the same name never give to each other, both ways. Absent/null = none. */
  household?: string | null | undefined;
  /**
   * The id of the player who looks after this one (who has no e-mail of their own,
   * docs/product.md §4.10), or absent/null. The carer reads this player's space, so this
   * player never gives to them nor to anyone else they look after (the carer would learn
   * their own Santa, or the Santa of one they look after); see `carerNotGivingToCared` for
   * the other way. The player's own id is ignored; a carer outside `players` (in another group
   * of `withinGroups`) still keeps those they look after from giving to each other.
   */
  caredBy?: string | null | undefined;
  /**
   * The player's team, by name (docs/product.md §6.1): with `withinGroups`, everyone gives inside
   * their own. Absent, null or empty: the players without a team are one group together.
   */
  group?: string | null | undefined;
}

/** The organiser's rules for the shape of the draw (docs/product.md §6.1). */
export interface DrawRules {
  /** No two people give to each other (A→B and B→A). */
  avoidMutual: boolean;
  /** One cycle through everyone (A→B→C→…→A); for more than 2 people it implies avoidMutual. */
  singleCircle: boolean;
  /** How many of the most recent earlier editions (distinct years < year present in history) to avoid; null = every earlier year (today's behaviour); 0 = ignore history. Years beyond it are not considered at all; the oldest-first relaxation (reported in relaxedYears) applies within them. */
  historyYears: number | null;
  /**
   * A carer never gives to someone they look after, who would help buy their own gift.
   * Absent: true.
   */
  carerNotGivingToCared?: boolean | undefined;
  /** « Un tirage par équipe »: each group its own draw. Absent: false. */
  withinGroups?: boolean | undefined;
}

export const DEFAULT_DRAW_RULES: Required<DrawRules> = {
  avoidMutual: false,
  singleCircle: false,
  historyYears: null,
  carerNotGivingToCared: true,
  withinGroups: false,
};

/** Who gave to whom in some year (earlier years are avoided, later ones ignored). */
export interface DrawHistoryEntry {
  year: number;
  giver: string;
  receiver: string;
}

/** `giver` offers a present to `receiver` (player ids). */
export interface DrawAssignment {
  giver: string;
  receiver: string;
}

/** A draw, or why there is none. */
export type DrawResult =
  | {
      ok: true;
      /** One per player, in the players' order. */
      assignments: DrawAssignment[];
      /** Earlier years whose pairs had to be allowed again, ascending (usually empty). */
      relaxedYears: number[];
    }
  | {
      ok: false;
      reason: 'infeasible';
      /** Why, with names: what the organiser reads, once rendered (describeDrawProblem). */
      problem: DrawProblem;
      /**
       * A group of givers who may give to fewer people (`receivers`) than they are. Absent
       * when the restrictions alone leave a draw and a rule (avoidMutual, singleCircle)
       * leaves none.
       */
      blocking?: { givers: string[]; receivers: string[] };
    }
  | { ok: false; reason: 'too-few-players'; problem: DrawProblem };

/**
 * The Secret Santa draw (docs/product.md §6.1, decision 0004): each player gives to exactly one other player
 * and receives from exactly one, never to themselves, to someone in their `excluded` list
 * or to someone of their household, and, where possible, not to someone they gave to in an
 * earlier year; with `rules`, also without two people giving to each other
 * (`avoidMutual`) or as one circle through everyone (`singleCircle`).
 *
 * - Complete: a valid draw is returned whenever one exists (Hopcroft–Karp decides without
 *   rules; with them, see sample-under-rule.ts and where the guarantee stops in decision
 *   0004: a search cut short says no draw was FOUND, in its own words).
 * - Explained: when none exists, `problem` says why, with names: `blocking` is
 *   a group of givers who together may give to fewer people than they are (the restrictions
 *   alone leave no draw), or else the problem names the rule that leaves none.
 * - History: pairs from years before `year` (the `rules.historyYears` most recent of them)
 *   are avoided; if that leaves no valid draw, the oldest years are given up first, one at a
 *   time, and reported in `relaxedYears`.
 * - Fair: among the valid draws under the rules kept, each is equally likely.
 *
 * Pure: all randomness comes from `random`. Player ids must be unique. Without rules and
 * households, the same random numbers give the same draw as before rules existed.
 */
export function drawAssignments(options: {
  players: readonly DrawPlayer[];
  history: readonly DrawHistoryEntry[];
  year: number;
  random: RandomSource;
  rules?: DrawRules;
  /** For tests: force one sampling path. */
  strategy?: SamplingStrategy;
}): DrawResult {
  const { players, history, year, random } = options;
  const rules = options.rules ?? DEFAULT_DRAW_RULES;
  if (players.length < 2) {
    return { ok: false, reason: 'too-few-players', problem: { code: 'tooFewPlayers' } };
  }
  if (rules.withinGroups === true) return drawWithinGroups({ ...options, rules });

  const indexOfId = indexPlayers(players);
  const exclusions = collectExclusionPairs(
    players,
    indexOfId,
    rules.carerNotGivingToCared ?? DEFAULT_DRAW_RULES.carerNotGivingToCared,
  );
  const households = numberHouseholds(players);
  const overHalf =
    households === null ? null : explainHouseholdOverHalf(players, households, exclusions);
  if (overHalf !== null) return { ok: false, reason: 'infeasible', ...overHalf };
  const earlierPairs = collectEarlierYearPairs(history, year, indexOfId, rules.historyYears);
  const earlierYears = [...new Set(earlierPairs.years)].sort((a, b) => a - b);
  const rule = chooseCycleRule(rules, players.length);

  // Keep years[keptFrom..]; give up the oldest first. When even no history leaves a draw,
  // the explanation is computed on the organiser's restrictions alone.
  let underRule: DrawUnderRule | null = null;
  for (let keptFrom = 0; keptFrom <= earlierYears.length; keptFrom++) {
    const oldestKept = earlierYears[keptFrom] ?? Number.POSITIVE_INFINITY;
    const graph = buildGraph(players.length, exclusions, earlierPairs, oldestKept, households);
    const matching = findMaximumMatching(graph);
    if (matching.size === graph.size && rule !== null) {
      underRule = sampleUnderRule({
        graph,
        rule,
        start: matching.receiverOfGiver,
        random,
        ...(options.strategy === undefined ? {} : { strategy: options.strategy }),
      });
      if (underRule.kind === 'found') {
        return {
          ok: true,
          assignments: listAssignments(players, underRule.receiverOfGiver),
          relaxedYears: earlierYears.slice(0, keptFrom),
        };
      }
    } else if (matching.size === graph.size) {
      const receiverOfGiver = sampleUniformAssignment({
        graph,
        start: matching.receiverOfGiver,
        random,
        ...(options.strategy === undefined ? {} : { strategy: options.strategy }),
      });
      return {
        ok: true,
        assignments: listAssignments(players, receiverOfGiver),
        relaxedYears: earlierYears.slice(0, keptFrom),
      };
    }
    if (keptFrom === earlierYears.length) {
      if (matching.size < graph.size) {
        return {
          ok: false,
          reason: 'infeasible',
          ...explainInfeasible(players, graph, matching, households),
        };
      }
      const problem = explainNoDrawUnderRule({
        players,
        graph,
        rule: rule as CycleRule,
        start: matching.receiverOfGiver,
        isProven: underRule?.kind === 'none',
      });
      return { ok: false, reason: 'infeasible', problem };
    }
  }
  throw new Error('drawAssignments: unreachable');
}

/**
 * « Un tirage par équipe » (docs/product.md §6.1): each group drawn on its own, as an event of
 * its own with the event's window of earlier editions, with every other rule inside it. Pairs
 * never cross groups, so the draws of the groups are independent: each uniform over its valid
 * draws makes the whole uniform over the valid draws, and whenever each group has one, the
 * whole has one. A group gives up earlier years only as its own draw needs, oldest first;
 * `relaxedYears` lists every year some group gave up. The first group with no draw is named.
 */
function drawWithinGroups(options: {
  players: readonly DrawPlayer[];
  history: readonly DrawHistoryEntry[];
  year: number;
  random: RandomSource;
  rules: DrawRules;
  strategy?: SamplingStrategy;
}): DrawResult {
  const groups = splitIntoGroups(options.players);
  const groupOfId = new Map<string, number>();
  groups.forEach((members, group) => {
    for (const member of members) groupOfId.set(member.id, group);
  });
  // Each group's earlier pairs, sorted out once (1,000 groups must not each read all history),
  // within the event's window of editions: a group without pairs in the last one still keeps
  // to the event's `historyYears`.
  const firstYear = findFirstYearKept(options.history, options.year, options.rules.historyYears);
  const historyOf = groups.map((): DrawHistoryEntry[] => []);
  for (const entry of options.history) {
    if (entry.year < firstYear) continue;
    const group = groupOfId.get(entry.giver);
    if (group !== undefined && group === groupOfId.get(entry.receiver)) {
      (historyOf[group] as DrawHistoryEntry[]).push(entry);
    }
  }
  const receiverOf = new Map<string, string>();
  const relaxedYears = new Set<number>();
  for (const [group, members] of groups.entries()) {
    const alone = explainGroupOfOne(members);
    if (alone !== null) return { ok: false, reason: 'infeasible', problem: alone };
    const result = drawAssignments({
      ...options,
      players: members,
      history: historyOf[group] as DrawHistoryEntry[],
      rules: { ...options.rules, withinGroups: false, historyYears: null },
    });
    if (!result.ok) return result;
    for (const { giver, receiver } of result.assignments) receiverOf.set(giver, receiver);
    for (const year of result.relaxedYears) relaxedYears.add(year);
  }
  return {
    ok: true,
    assignments: options.players.map((player) => ({
      giver: player.id,
      receiver: receiverOf.get(player.id) as string,
    })),
    relaxedYears: [...relaxedYears].sort((a, b) => a - b),
  };
}

/** The players by group, in the order each group first appears; those without one together. */
function splitIntoGroups(players: readonly DrawPlayer[]): DrawPlayer[][] {
  const byName = new Map<string, DrawPlayer[]>();
  for (const player of players) {
    const name = player.group ?? '';
    const members = byName.get(name);
    if (members === undefined) byName.set(name, [player]);
    else members.push(player);
  }
  return [...byName.values()];
}

/** A group of one, named: they have nobody to give to. */
function explainGroupOfOne(members: readonly DrawPlayer[]): DrawProblem | null {
  if (members.length !== 1) return null;
  const [member] = members as [DrawPlayer];
  return { code: 'groupOfOne', group: member.group ?? '', member: member.name };
}

/**
 * The rule on cycles the draw must keep, if any. One circle through everyone has no
 * mutual pair from 3 people on; with 2 people it is their exchange, which `avoidMutual`
 * forbids.
 */
function chooseCycleRule(
  rules: Pick<DrawRules, 'avoidMutual' | 'singleCircle'>,
  size: number,
): CycleRule | null {
  if (rules.singleCircle && !(rules.avoidMutual && size === 2)) return 'single-circle';
  return rules.avoidMutual ? 'no-mutual' : null;
}

/**
 * Why the rule leaves no draw although the restrictions leave one: the rule's reason when
 * the search proved there is none (`isProven`), else the distinct "not found" sentence.
 */
function explainNoDrawUnderRule(options: {
  players: readonly DrawPlayer[];
  graph: ConstraintGraph;
  rule: CycleRule;
  start: Int32Array;
  isProven: boolean;
}): DrawProblem {
  const { players, graph, rule, start } = options;
  if (!options.isProven) {
    return { code: rule === 'single-circle' ? 'singleCircleNotFound' : 'noMutualNotFound' };
  }
  return explainRuleInfeasibility({
    graph,
    rule,
    start,
    names: players.map((player) => player.name),
  });
}

/** Whether a draw exists, and if not why. */
export type RestrictionsCheck = { ok: true } | { ok: false; problem: DrawProblem };

/**
 * Whether the organiser's restrictions alone (exclusions, households, and the rules
 * `avoidMutual` / `singleCircle`; no history) leave any draw, and if not why, in names: what
 * the restrictions screen shows as boxes are ticked and what saving them answers
 * (docs/product.md §5.3). A household of more than half is named at once; the matching
 * decides the restrictions; a rule is then settled by the degree condition of cycle-rule.ts
 * (O(n + forbidden pairs), the usual case), or else by the very path a draw takes
 * (sample-under-rule.ts), seeded so that the answer is the same every time.
 */
export function checkRestrictions(
  players: readonly DrawPlayer[],
  rules?: Pick<
    DrawRules,
    'avoidMutual' | 'singleCircle' | 'carerNotGivingToCared' | 'withinGroups'
  >,
): RestrictionsCheck {
  if (players.length < 2) return { ok: true };
  if (rules?.withinGroups === true) {
    for (const members of splitIntoGroups(players)) {
      const alone = explainGroupOfOne(members);
      if (alone !== null) return { ok: false, problem: alone };
      const check = checkRestrictions(members, { ...rules, withinGroups: false });
      if (!check.ok) return check;
    }
    return { ok: true };
  }
  const indexOfId = indexPlayers(players);
  const none: YearPairs = {
    count: 0,
    givers: new Int32Array(0),
    receivers: new Int32Array(0),
    years: new Float64Array(0),
  };
  const households = numberHouseholds(players);
  const exclusions = collectExclusionPairs(
    players,
    indexOfId,
    rules?.carerNotGivingToCared ?? DEFAULT_DRAW_RULES.carerNotGivingToCared,
  );
  const overHalf =
    households === null ? null : explainHouseholdOverHalf(players, households, exclusions);
  if (overHalf !== null) return { ok: false, problem: overHalf.problem };
  const graph = buildGraph(players.length, exclusions, none, 0, households);
  const matching = findMaximumMatching(graph);
  if (matching.size < graph.size) {
    return {
      ok: false,
      problem: explainInfeasible(players, graph, matching, households).problem,
    };
  }
  const rule = rules === undefined ? null : chooseCycleRule(rules, players.length);
  if (rule === null || isDrawUnderRuleGuaranteed(graph, rule)) return { ok: true };
  const start = matching.receiverOfGiver;
  const underRule = sampleUnderRule({ graph, rule, start, random: createSeededRandomSource(0) });
  if (underRule.kind === 'found') return { ok: true };
  return {
    ok: false,
    problem: explainNoDrawUnderRule({
      players,
      graph,
      rule,
      start,
      isProven: underRule.kind === 'none',
    }),
  };
}

/**
 * The household with more than half of everyone, if any, named with the people its members
 * may give to (the others that not all of them exclude). Its members may only give outside
 * it, to fewer people than they are, so no draw exists whatever the history: a Hall group
 * found in O(n + exclusions) before any matching, which would name only part of it.
 */
function explainHouseholdOverHalf(
  players: readonly DrawPlayer[],
  households: Int32Array,
  exclusions: IndexPairs,
): { problem: DrawProblem; blocking: { givers: string[]; receivers: string[] } } | null {
  const size = players.length;
  const counts = new Int32Array(size);
  for (const household of households)
    if (household >= 0) counts[household] = (counts[household] as number) + 1;
  const household = counts.findIndex((count) => 2 * count > size);
  if (household === -1) return null;
  const memberCount = counts[household] as number;
  // How many members exclude each person; a person all of them exclude is nobody's receiver.
  const excludedBy = new Int32Array(size);
  const lastExcluder = new Int32Array(size).fill(-1);
  for (let index = 0; index < exclusions.count; index++) {
    const giver = exclusions.givers[index] as number;
    const receiver = exclusions.receivers[index] as number;
    if (households[giver] !== household || lastExcluder[receiver] === giver) continue;
    lastExcluder[receiver] = giver;
    excludedBy[receiver] = (excludedBy[receiver] as number) + 1;
  }
  const members: DrawPlayer[] = [];
  const receivers: DrawPlayer[] = [];
  players.forEach((player, index) => {
    if (households[index] === household) members.push(player);
    else if (excludedBy[index] !== memberCount) receivers.push(player);
  });
  const name = (members[0] as DrawPlayer).household as string;
  const memberNames = members.map((player) => player.name);
  const problem: DrawProblem =
    memberCount === size
      ? { code: 'householdIsEveryone', household: name, members: memberNames }
      : {
          code: 'householdOverHalf',
          household: name,
          members: memberNames,
          receivers: receivers.map((player) => player.name),
        };
  return {
    problem,
    blocking: {
      givers: members.map((player) => player.id),
      receivers: receivers.map((player) => player.id),
    },
  };
}

/** A group of givers who may give to fewer people than they are, named. */
function explainInfeasible(
  players: readonly DrawPlayer[],
  graph: ConstraintGraph,
  matching: ReturnType<typeof findMaximumMatching>,
  households: Int32Array | null,
): { problem: DrawProblem; blocking: { givers: string[]; receivers: string[] } } {
  const group = findBlockingGroup(graph, matching);
  const playerAt = (index: number): DrawPlayer => players[index] as DrawPlayer;
  const givers = group.givers.map((index) => playerAt(index).name);
  const receivers = group.receivers.map((index) => playerAt(index).name);
  const household = households === null ? null : findHouseholdOfGroup(households, group.givers);
  const problem: DrawProblem =
    household === null
      ? { code: 'blockingGroup', givers, receivers }
      : {
          code: 'householdBlocked',
          household: playerAt(group.givers[0] as number).household as string,
          members: givers,
          receivers,
        };
  return {
    problem,
    blocking: {
      givers: group.givers.map((index) => playerAt(index).id),
      receivers: group.receivers.map((index) => playerAt(index).id),
    },
  };
}

/**
 * Whether `givers` (sorted indices) are exactly the members of one household of 2 or more
 * (then the problem names the household); returns its number or null. Such a household is
 * at most half of everyone (a bigger one is named before the matching), so exclusions or
 * history take part in blocking it.
 */
function findHouseholdOfGroup(households: Int32Array, givers: readonly number[]): number | null {
  if (givers.length < 2) return null;
  const household = households[givers[0] as number] as number;
  if (household < 0 || givers.some((giver) => households[giver] !== household)) return null;
  let members = 0;
  for (const value of households) if (value === household) members++;
  return members === givers.length ? household : null;
}

/**
 * Households numbered 0..k−1 by name (−1: none; an empty name is none too), or null when
 * nobody has one, so that the graph is then built exactly as without households.
 */
function numberHouseholds(players: readonly DrawPlayer[]): Int32Array | null {
  const numberOfName = new Map<string, number>();
  const households = new Int32Array(players.length).fill(-1);
  for (let index = 0; index < players.length; index++) {
    const name = (players[index] as DrawPlayer).household;
    if (name === undefined || name === null || name === '') continue;
    let household = numberOfName.get(name);
    if (household === undefined) {
      household = numberOfName.size;
      numberOfName.set(name, household);
    }
    households[index] = household;
  }
  return numberOfName.size === 0 ? null : households;
}

/** Forbidden pairs as parallel arrays of player indices (no object per pair: 10^5 players). */
interface IndexPairs {
  count: number;
  givers: Int32Array;
  receivers: Int32Array;
}

interface YearPairs extends IndexPairs {
  years: Float64Array;
}

/** Each player's index by id; a repeated id is a programming error. */
export function indexPlayers(players: readonly DrawPlayer[]): Map<string, number> {
  const indexOfId = new Map<string, number>();
  for (let index = 0; index < players.length; index++) {
    const id = (players[index] as DrawPlayer).id;
    if (indexOfId.has(id)) throw new Error(`drawAssignments: duplicate player id ${id}`);
    indexOfId.set(id, index);
  }
  return indexOfId;
}

/**
 * The organiser's exclusions, and the pairs that looking after someone forbids: a cared-for
 * player never gives to their carer nor to another player of the same carer, and, with
 * `carerNotGivingToCared`, the carer never gives to them. A carer's k players add k(k+1) pairs
 * (k(k+2) with the rule), few since a carer looks after a family's children.
 */
function collectExclusionPairs(
  players: readonly DrawPlayer[],
  indexOfId: Map<string, number>,
  carerNotGivingToCared: boolean,
): IndexPairs {
  const caredOf = listCaredOfCarers(players, indexOfId);
  let capacity = 0;
  for (const player of players) capacity += player.excluded.length;
  for (const { cared } of caredOf) capacity += cared.length * (cared.length + 2);
  const pairs: IndexPairs = {
    count: 0,
    givers: new Int32Array(capacity),
    receivers: new Int32Array(capacity),
  };
  const forbid = (giver: number, receiver: number) => {
    pairs.givers[pairs.count] = giver;
    pairs.receivers[pairs.count] = receiver;
    pairs.count++;
  };
  for (let giver = 0; giver < players.length; giver++) {
    for (const excludedId of (players[giver] as DrawPlayer).excluded) {
      const receiver = indexOfId.get(excludedId);
      if (receiver === undefined || receiver === giver) continue; // gone from the event, or self
      forbid(giver, receiver);
    }
  }
  for (const { carer, cared } of caredOf) {
    for (const person of cared) {
      if (carer !== null) forbid(person, carer);
      if (carer !== null && carerNotGivingToCared) forbid(carer, person);
      for (const other of cared) if (other !== person) forbid(person, other);
    }
  }
  return pairs;
}

/**
 * Each carer's index (null: not among `players`) and the indices of the players they look
 * after.
 */
function listCaredOfCarers(
  players: readonly DrawPlayer[],
  indexOfId: Map<string, number>,
): Array<{ carer: number | null; cared: number[] }> {
  const caredOf = new Map<string, { carer: number | null; cared: number[] }>();
  for (let person = 0; person < players.length; person++) {
    const player = players[person] as DrawPlayer;
    const caredBy = player.caredBy;
    if (caredBy === undefined || caredBy === null || caredBy === player.id) continue;
    const entry = caredOf.get(caredBy);
    if (entry === undefined) {
      caredOf.set(caredBy, { carer: indexOfId.get(caredBy) ?? null, cared: [person] });
    } else entry.cared.push(person);
  }
  return [...caredOf.values()];
}

/**
 * Pairs of earlier years between current players (later years of a rerun are not
 * "earlier"), from the `historyYears` most recent earlier editions only (null: all). An
 * edition is any year before `year` in the history, even if none of its pairs are between
 * current players.
 */
function collectEarlierYearPairs(
  history: readonly DrawHistoryEntry[],
  year: number,
  indexOfId: Map<string, number>,
  historyYears: number | null,
): YearPairs {
  const firstYear = findFirstYearKept(history, year, historyYears);
  const capacity = history.length;
  const pairs: YearPairs = {
    count: 0,
    givers: new Int32Array(capacity),
    receivers: new Int32Array(capacity),
    years: new Float64Array(capacity),
  };
  for (const entry of history) {
    if (entry.year >= year || entry.year < firstYear) continue;
    const giver = indexOfId.get(entry.giver);
    const receiver = indexOfId.get(entry.receiver);
    if (giver === undefined || receiver === undefined || giver === receiver) continue;
    pairs.givers[pairs.count] = giver;
    pairs.receivers[pairs.count] = receiver;
    pairs.years[pairs.count] = entry.year;
    pairs.count++;
  }
  pairs.years = pairs.years.subarray(0, pairs.count);
  return pairs;
}

/** The oldest year of the `historyYears` most recent editions before `year`. */
function findFirstYearKept(
  history: readonly DrawHistoryEntry[],
  year: number,
  historyYears: number | null,
): number {
  if (historyYears === null) return Number.NEGATIVE_INFINITY;
  if (historyYears <= 0) return Number.POSITIVE_INFINITY;
  const editions = [
    ...new Set(history.map((entry) => entry.year).filter((entryYear) => entryYear < year)),
  ];
  editions.sort((a, b) => b - a);
  return editions.length <= historyYears
    ? Number.NEGATIVE_INFINITY
    : (editions[historyYears - 1] as number);
}

/**
 * Who may give to whom among `players` under the event's restrictions: exclusions, households
 * and the pairs of the `historyYears` most recent earlier editions, none given up. What a
 * repair of a made draw keeps to (repair-draw.ts).
 */
export function buildRestrictionsGraph(options: {
  players: readonly DrawPlayer[];
  history: readonly DrawHistoryEntry[];
  year: number;
  historyYears: number | null;
  carerNotGivingToCared: boolean | undefined;
}): ConstraintGraph {
  const { players, history, year, historyYears } = options;
  const indexOfId = indexPlayers(players);
  return buildGraph(
    players.length,
    collectExclusionPairs(
      players,
      indexOfId,
      options.carerNotGivingToCared ?? DEFAULT_DRAW_RULES.carerNotGivingToCared,
    ),
    collectEarlierYearPairs(history, year, indexOfId, historyYears),
    Number.NEGATIVE_INFINITY,
    numberHouseholds(players),
  );
}

/** The organiser's exclusions and households plus the pairs of years from `oldestKept` on. */
function buildGraph(
  size: number,
  exclusions: IndexPairs,
  earlierPairs: YearPairs,
  oldestKept: number,
  households: Int32Array | null,
): ConstraintGraph {
  const givers = new Int32Array(exclusions.count + earlierPairs.count);
  const receivers = new Int32Array(givers.length);
  givers.set(exclusions.givers.subarray(0, exclusions.count));
  receivers.set(exclusions.receivers.subarray(0, exclusions.count));
  let position = exclusions.count;
  for (let index = 0; index < earlierPairs.count; index++) {
    if ((earlierPairs.years[index] as number) < oldestKept) continue;
    givers[position] = earlierPairs.givers[index] as number;
    receivers[position] = earlierPairs.receivers[index] as number;
    position++;
  }
  return createConstraintGraph({
    size,
    forbiddenGivers: givers.subarray(0, position),
    forbiddenReceivers: receivers.subarray(0, position),
    ...(households === null ? {} : { householdOf: households }),
  });
}

function listAssignments(
  players: readonly DrawPlayer[],
  receiverOfGiver: Int32Array,
): DrawAssignment[] {
  const assignments: DrawAssignment[] = new Array<DrawAssignment>(players.length);
  for (let giver = 0; giver < players.length; giver++) {
    const receiver = players[receiverOfGiver[giver] as number] as DrawPlayer;
    assignments[giver] = { giver: (players[giver] as DrawPlayer).id, receiver: receiver.id };
  }
  return assignments;
}
