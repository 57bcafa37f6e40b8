import type { DrawAssignment, DrawHistoryEntry, DrawPlayer } from '../draw-assignments.ts';

/**
 * Test support: the draw's rules checked the slow, obvious way, to hold the engine to.
 * Only for small groups (exhaustive search over permutations).
 */
export interface DrawInstance {
  players: DrawPlayer[];
  history: DrawHistoryEntry[];
  year: number;
}

/** allowed[g][r]: whether player g may give to player r with the history of years ≥ oldestKeptYear. */
export function buildAllowedMatrix(instance: DrawInstance, oldestKeptYear: number): boolean[][] {
  const { players, history, year } = instance;
  const ids = players.map((player) => player.id);
  return players.map((giver, giverIndex) =>
    ids.map((receiverId, receiverIndex) => {
      if (receiverIndex === giverIndex) return false;
      if (giver.excluded.includes(receiverId)) return false;
      return !history.some(
        (entry) =>
          entry.year < year &&
          entry.year >= oldestKeptYear &&
          entry.giver === giver.id &&
          entry.receiver === receiverId,
      );
    }),
  );
}

/** The years before `year` with at least one pair between two different current players, ascending. */
export function listEarlierYears(instance: DrawInstance): number[] {
  const ids = new Set(instance.players.map((player) => player.id));
  const years = instance.history
    .filter((entry) => entry.year < instance.year && entry.giver !== entry.receiver)
    .filter((entry) => ids.has(entry.giver) && ids.has(entry.receiver))
    .map((entry) => entry.year);
  return [...new Set(years)].sort((a, b) => a - b);
}

/** Every valid draw (receiver index per giver), by depth-first search. */
export function listValidDraws(allowed: readonly (readonly boolean[])[]): number[][] {
  const draws: number[][] = [];
  const size = allowed.length;
  const receiverOfGiver: number[] = [];
  const taken = new Array<boolean>(size).fill(false);
  const visit = (giver: number): void => {
    if (giver === size) {
      draws.push([...receiverOfGiver]);
      return;
    }
    for (let receiver = 0; receiver < size; receiver++) {
      if (taken[receiver] || !allowed[giver]?.[receiver]) continue;
      taken[receiver] = true;
      receiverOfGiver[giver] = receiver;
      visit(giver + 1);
      taken[receiver] = false;
    }
  };
  visit(0);
  return draws;
}

/** Whether any valid draw exists, by depth-first search that stops at the first. */
export function hasValidDraw(allowed: readonly (readonly boolean[])[]): boolean {
  const size = allowed.length;
  const taken = new Array<boolean>(size).fill(false);
  const visit = (giver: number): boolean => {
    if (giver === size) return true;
    for (let receiver = 0; receiver < size; receiver++) {
      if (taken[receiver] || !allowed[giver]?.[receiver]) continue;
      taken[receiver] = true;
      if (visit(giver + 1)) return true;
      taken[receiver] = false;
    }
    return false;
  };
  return visit(0);
}

/**
 * What the draw must answer: infeasible when no draw exists even without history;
 * otherwise the shortest run of oldest years to give up, and the rules then in force.
 */
export function expectDrawOutcome(
  instance: DrawInstance,
):
  | { feasible: false; allowed: boolean[][] }
  | { feasible: true; relaxedYears: number[]; allowed: boolean[][] } {
  const years = listEarlierYears(instance);
  for (let keptFrom = 0; keptFrom <= years.length; keptFrom++) {
    const allowed = buildAllowedMatrix(instance, years[keptFrom] ?? Number.POSITIVE_INFINITY);
    if (hasValidDraw(allowed)) return { feasible: true, relaxedYears: years.slice(0, keptFrom), allowed };
  }
  return { feasible: false, allowed: buildAllowedMatrix(instance, Number.POSITIVE_INFINITY) };
}

/** The draw as receiver indices, checking along the way that it is a permutation of the players. */
export function toReceiverIndices(
  players: readonly DrawPlayer[],
  assignments: readonly DrawAssignment[],
): number[] {
  const indexOfId = new Map(players.map((player, index) => [player.id, index]));
  if (assignments.length !== players.length) throw new Error('one assignment per player expected');
  return assignments.map((assignment, index) => {
    if (assignment.giver !== players[index]?.id) throw new Error('assignments must follow the players order');
    const receiver = indexOfId.get(assignment.receiver);
    if (receiver === undefined) throw new Error(`unknown receiver ${assignment.receiver}`);
    return receiver;
  });
}

/** Whether a draw (receiver index per giver) is a permutation using allowed pairs only. */
export function isValidDraw(
  allowed: readonly (readonly boolean[])[],
  receiverOfGiver: readonly number[],
): boolean {
  const seen = new Set<number>();
  return (
    receiverOfGiver.length === allowed.length &&
    receiverOfGiver.every((receiver, giver) => {
      if (seen.has(receiver) || allowed[giver]?.[receiver] !== true) return false;
      seen.add(receiver);
      return true;
    })
  );
}
