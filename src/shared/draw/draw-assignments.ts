import { type ConstraintGraph, createConstraintGraph } from './constraint-graph.ts';
import { describeInfeasibleDraw } from './describe-blocking-group.ts';
import { DRAW_MESSAGES } from './draw-messages.ts';
import { findBlockingGroup } from './find-blocking-group.ts';
import { findMaximumMatching } from './find-perfect-matching.ts';
import type { RandomSource } from './random-source.ts';
import { type SamplingStrategy, sampleUniformAssignment } from './sample-uniform.ts';

/** A participant as the draw sees them. */
export interface DrawPlayer {
  id: string;
  name: string;
  /** Ids this player may not give to. Unknown ids and the player's own id are ignored. */
  excluded: readonly string[];
}

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
      /** French, with names: what the organiser reads. */
      message: string;
      /** A group of givers who may give to fewer people (`receivers`) than they are. */
      blocking: { givers: string[]; receivers: string[] };
    }
  | { ok: false; reason: 'too-few-players'; message: string };

/**
 * The Secret Santa draw (docs/product.md §6.1, decision 0004): each player gives to exactly one other player
 * and receives from exactly one, never to themselves nor to someone in their `excluded`
 * list, and, where possible, not to someone they gave to in an earlier year.
 *
 * - Complete: a valid draw is returned whenever one exists (Hopcroft–Karp decides).
 * - Explained: when none exists, `blocking` names a group of givers who together may give
 *   to fewer people than they are, and `message` says so in French.
 * - History: pairs from years before `year` are avoided; if that leaves no valid draw, the
 *   oldest years are given up first, one at a time, and reported in `relaxedYears`.
 * - Fair: among the valid draws under the rules kept, each is equally likely.
 *
 * Pure: all randomness comes from `random`. Player ids must be unique.
 */
export function drawAssignments(options: {
  players: readonly DrawPlayer[];
  history: readonly DrawHistoryEntry[];
  year: number;
  random: RandomSource;
  /** For tests: force one sampling path. */
  strategy?: SamplingStrategy;
}): DrawResult {
  const { players, history, year, random } = options;
  if (players.length < 2) {
    return { ok: false, reason: 'too-few-players', message: DRAW_MESSAGES.tooFewPlayers };
  }

  const indexOfId = indexPlayers(players);
  const exclusions = collectExclusionPairs(players, indexOfId);
  const earlierPairs = collectEarlierYearPairs(history, year, indexOfId);
  const earlierYears = [...new Set(earlierPairs.years)].sort((a, b) => a - b);

  // Keep years[keptFrom..]; give up the oldest first. When even no history leaves a draw,
  // the explanation is computed on the organiser's restrictions alone.
  for (let keptFrom = 0; keptFrom <= earlierYears.length; keptFrom++) {
    const oldestKept = earlierYears[keptFrom] ?? Number.POSITIVE_INFINITY;
    const graph = buildGraph(players.length, exclusions, earlierPairs, oldestKept);
    const matching = findMaximumMatching(graph);
    if (matching.size === graph.size) {
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
      return { ok: false, reason: 'infeasible', ...explainInfeasible(players, graph, matching) };
    }
  }
  throw new Error('drawAssignments: unreachable');
}

/**
 * Whether the organiser's restrictions alone leave any draw, and if not why, in names: what
 * saving the restrictions answers (docs/product.md §5.3). The matching alone decides it
 * (Hopcroft–Karp); no draw is sampled. Fewer than two players is not the restrictions' fault.
 */
export function checkRestrictions(
  players: readonly DrawPlayer[],
): { ok: true } | { ok: false; message: string } {
  if (players.length < 2) return { ok: true };
  const indexOfId = indexPlayers(players);
  const none: YearPairs = {
    count: 0,
    givers: new Int32Array(0),
    receivers: new Int32Array(0),
    years: new Float64Array(0),
  };
  const graph = buildGraph(players.length, collectExclusionPairs(players, indexOfId), none, 0);
  const matching = findMaximumMatching(graph);
  if (matching.size === graph.size) return { ok: true };
  return { ok: false, message: explainInfeasible(players, graph, matching).message };
}

/** A group of givers who may give to fewer people than they are, named. */
function explainInfeasible(
  players: readonly DrawPlayer[],
  graph: ConstraintGraph,
  matching: ReturnType<typeof findMaximumMatching>,
) {
  const group = findBlockingGroup(graph, matching);
  const playerAt = (index: number): DrawPlayer => players[index] as DrawPlayer;
  return {
    message: describeInfeasibleDraw({
      giverNames: group.givers.map((index) => playerAt(index).name),
      receiverNames: group.receivers.map((index) => playerAt(index).name),
    }),
    blocking: {
      givers: group.givers.map((index) => playerAt(index).id),
      receivers: group.receivers.map((index) => playerAt(index).id),
    },
  };
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

function indexPlayers(players: readonly DrawPlayer[]): Map<string, number> {
  const indexOfId = new Map<string, number>();
  for (let index = 0; index < players.length; index++) {
    const id = (players[index] as DrawPlayer).id;
    if (indexOfId.has(id)) throw new Error(`drawAssignments: duplicate player id ${id}`);
    indexOfId.set(id, index);
  }
  return indexOfId;
}

function collectExclusionPairs(
  players: readonly DrawPlayer[],
  indexOfId: Map<string, number>,
): IndexPairs {
  let capacity = 0;
  for (const player of players) capacity += player.excluded.length;
  const pairs: IndexPairs = {
    count: 0,
    givers: new Int32Array(capacity),
    receivers: new Int32Array(capacity),
  };
  for (let giver = 0; giver < players.length; giver++) {
    for (const excludedId of (players[giver] as DrawPlayer).excluded) {
      const receiver = indexOfId.get(excludedId);
      if (receiver === undefined || receiver === giver) continue; // gone from the event, or self
      pairs.givers[pairs.count] = giver;
      pairs.receivers[pairs.count] = receiver;
      pairs.count++;
    }
  }
  return pairs;
}

/** Pairs of earlier years between current players (later years of a rerun are not "earlier"). */
function collectEarlierYearPairs(
  history: readonly DrawHistoryEntry[],
  year: number,
  indexOfId: Map<string, number>,
): YearPairs {
  const capacity = history.length;
  const pairs: YearPairs = {
    count: 0,
    givers: new Int32Array(capacity),
    receivers: new Int32Array(capacity),
    years: new Float64Array(capacity),
  };
  for (const entry of history) {
    if (entry.year >= year) continue;
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

/** The organiser's exclusions plus the pairs of years from `oldestKept` on. */
function buildGraph(
  size: number,
  exclusions: IndexPairs,
  earlierPairs: YearPairs,
  oldestKept: number,
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
