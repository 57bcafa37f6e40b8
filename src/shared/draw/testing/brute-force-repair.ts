import type { DrawAssignment, DrawRules } from '../draw-assignments.ts';
import type { DrawInstance } from './brute-force-draw.ts';
import {
  buildAllowedMatrixWithHouseholds,
  listValidDrawsUnderRules,
  listYearsInWindow,
} from './brute-force-draw-under-rules.ts';

/**
 * Test support: the smallest repairs of a draw, the slow, obvious way. Every valid draw of
 * `instance.players` under every rule (history within the window, nothing relaxed) is listed,
 * and its changed givers counted against `before` (receiver id per giver id; a giver absent
 * from it, or whose receiver is gone, always counts as changed), except `newcomer`.
 */
export function listSmallestRepairs(options: {
  instance: DrawInstance;
  rules: DrawRules;
  before: readonly DrawAssignment[];
  newcomer?: string;
}): { changed: number; draws: number[][] } | null {
  const { instance, rules, before } = options;
  const allowed = buildAllowedMatrixWithHouseholds(
    instance,
    listYearsInWindow(instance, rules.historyYears),
  );
  const draws = listValidDrawsUnderRules(allowed, rules);
  const ids = instance.players.map((player) => player.id);
  const receiverBefore = new Map(before.map(({ giver, receiver }) => [giver, receiver]));
  let smallest = Number.POSITIVE_INFINITY;
  let smallestDraws: number[][] = [];
  for (const draw of draws) {
    const changed = countChanged(ids, draw, receiverBefore, options.newcomer);
    if (changed < smallest) {
      smallest = changed;
      smallestDraws = [];
    }
    if (changed === smallest) smallestDraws.push(draw);
  }
  return smallestDraws.length === 0 ? null : { changed: smallest, draws: smallestDraws };
}

export function countChanged(
  ids: readonly string[],
  draw: readonly number[],
  receiverBefore: ReadonlyMap<string, string>,
  newcomer?: string,
): number {
  let changed = 0;
  draw.forEach((receiver, giver) => {
    const id = ids[giver] as string;
    if (id !== newcomer && receiverBefore.get(id) !== ids[receiver]) changed++;
  });
  return changed;
}
