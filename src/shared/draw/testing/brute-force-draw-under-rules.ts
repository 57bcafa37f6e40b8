import type { DrawPlayer, DrawRules } from '../draw-assignments.ts';
import { buildAllowedMatrix, type DrawInstance } from './brute-force-draw.ts';

/**
 * Test support: the draw's rules with households, carers, avoidMutual, singleCircle and historyYears,
 * checked the slow, obvious way (exhaustive search over permutations, small groups only).
 */

/** Whether a permutation (receiver index per giver) keeps the rules on its cycles. */
export function keepsCycleRules(
  receiverOfGiver: readonly number[],
  rules: Partial<DrawRules>,
): boolean {
  const size = receiverOfGiver.length;
  if (rules.avoidMutual === true) {
    for (let giver = 0; giver < size; giver++) {
      if (receiverOfGiver[receiverOfGiver[giver] as number] === giver) return false;
    }
  }
  if (rules.singleCircle === true) {
    let length = 0;
    let current = 0;
    do {
      current = receiverOfGiver[current] as number;
      length++;
    } while (current !== 0 && length <= size);
    if (length !== size) return false;
  }
  return true;
}

/** The earlier years within the window (the `historyYears` most recent editions), as the draw sees them. */
export function listYearsInWindow(instance: DrawInstance, historyYears: number | null): number[] {
  const editions = [
    ...new Set(instance.history.map((entry) => entry.year).filter((year) => year < instance.year)),
  ];
  editions.sort((a, b) => b - a);
  const window = historyYears === null ? editions : editions.slice(0, historyYears);
  const ids = new Set(instance.players.map((player) => player.id));
  return [
    ...new Set(
      instance.history
        .filter((entry) => window.includes(entry.year) && entry.giver !== entry.receiver)
        .filter((entry) => ids.has(entry.giver) && ids.has(entry.receiver))
        .map((entry) => entry.year),
    ),
  ].sort((a, b) => a - b);
}

/**
 * allowed[g][r] with households, carers (with `carerNotGivingToCared`, absent: true) and only
 * the history years in `keptYears`.
 */
export function buildAllowedMatrixWithHouseholds(
  instance: DrawInstance,
  keptYears: readonly number[],
  carerNotGivingToCared = true,
): boolean[][] {
  const history = instance.history.filter((entry) => keptYears.includes(entry.year));
  const allowed = buildAllowedMatrix({ ...instance, history }, Number.NEGATIVE_INFINITY);
  return allowed.map((row, giver) =>
    row.map(
      (isAllowed, receiver) =>
        isAllowed &&
        !isSameHousehold(instance.players, giver, receiver) &&
        !isForbiddenByCare(instance.players, giver, receiver, carerNotGivingToCared),
    ),
  );
}

/**
 * The carer reads the spaces of those they look after: one of them giving to the carer, or to
 * another of them, would show the carer a Santa.
 */
function isForbiddenByCare(
  players: readonly DrawPlayer[],
  giver: number,
  receiver: number,
  carerNotGivingToCared: boolean,
): boolean {
  // A carer outside `players` (another group) still counts for who may not give to whom.
  const carerOf = (index: number) => {
    const player = players[index] as DrawPlayer;
    const carer = player.caredBy;
    return carer !== undefined && carer !== null && carer !== player.id ? carer : null;
  };
  const giverCarer = carerOf(giver);
  const receiverCarer = carerOf(receiver);
  if (giverCarer !== null && giverCarer === players[receiver]?.id) return true;
  if (giverCarer !== null && giverCarer === receiverCarer) return true;
  return carerNotGivingToCared && receiverCarer !== null && receiverCarer === players[giver]?.id;
}

function isSameHousehold(players: readonly DrawPlayer[], first: number, second: number): boolean {
  const household = players[first]?.household;
  return (
    household !== undefined &&
    household !== null &&
    household !== '' &&
    household === players[second]?.household
  );
}

/** Every valid draw under `allowed` and the cycle rules. */
export function listValidDrawsUnderRules(
  allowed: readonly (readonly boolean[])[],
  rules: Partial<DrawRules>,
): number[][] {
  const draws: number[][] = [];
  visitDraws(allowed, (draw) => {
    if (keepsCycleRules(draw, rules)) draws.push([...draw]);
    return false;
  });
  return draws;
}

/** Whether any valid draw exists under `allowed` and the cycle rules (stops at the first). */
export function hasValidDrawUnderRules(
  allowed: readonly (readonly boolean[])[],
  rules: Partial<DrawRules>,
): boolean {
  return visitDraws(allowed, (draw) => keepsCycleRules(draw, rules));
}

/** Depth-first over valid permutations; stops when `visit` returns true. */
function visitDraws(
  allowed: readonly (readonly boolean[])[],
  visit: (draw: number[]) => boolean,
): boolean {
  const size = allowed.length;
  const receiverOfGiver: number[] = [];
  const taken = new Array<boolean>(size).fill(false);
  const step = (giver: number): boolean => {
    if (giver === size) return visit(receiverOfGiver);
    for (let receiver = 0; receiver < size; receiver++) {
      if (taken[receiver] || !allowed[giver]?.[receiver]) continue;
      taken[receiver] = true;
      receiverOfGiver[giver] = receiver;
      const isDone = step(giver + 1);
      taken[receiver] = false;
      if (isDone) return true;
    }
    return false;
  };
  return step(0);
}

/**
 * What the draw must answer under `rules`: infeasible when no draw exists even without
 * history (and whether the restrictions alone already leave none: then a Hall group
 * blocks); otherwise the oldest years of the window to give up, and the rules then in force.
 */
export function expectDrawOutcomeUnderRules(
  instance: DrawInstance,
  rules: DrawRules,
):
  | { feasible: false; isBlockedByRestrictions: boolean }
  | { feasible: true; relaxedYears: number[]; allowed: boolean[][] } {
  const years = listYearsInWindow(instance, rules.historyYears);
  for (let keptFrom = 0; keptFrom <= years.length; keptFrom++) {
    const allowed = buildAllowedMatrixWithHouseholds(
      instance,
      years.slice(keptFrom),
      rules.carerNotGivingToCared,
    );
    if (hasValidDrawUnderRules(allowed, rules))
      return { feasible: true, relaxedYears: years.slice(0, keptFrom), allowed };
  }
  const restrictions = buildAllowedMatrixWithHouseholds(instance, [], rules.carerNotGivingToCared);
  return { feasible: false, isBlockedByRestrictions: !hasValidDrawUnderRules(restrictions, {}) };
}
