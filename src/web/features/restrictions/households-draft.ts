import {
  type Household,
  householdByMember,
  HouseholdsSchema,
} from '../../../shared/contracts/draw.ts';
import type { Player } from '../../../shared/contracts/player.ts';

type HouseholdPlayer = Pick<Player, 'id' | 'household'>;

/** A household in the panel's working copy; `key` stays the same while it is renamed. */
export interface HouseholdDraft {
  key: string;
  name: string;
  playerIds: readonly string[];
}

/** The saved households, from the players' household names, in the players' order. */
export function savedHouseholds(players: readonly HouseholdPlayer[]): HouseholdDraft[] {
  const byName = new Map<string, string[]>();
  for (const player of players) {
    if (player.household === null) continue;
    const members = byName.get(player.household) ?? [];
    members.push(player.id);
    byName.set(player.household, members);
  }
  return [...byName].map(([name, playerIds]) => ({ key: `saved:${name}`, name, playerIds }));
}

/** The PUT body's households: trimmed names, current players only. */
export function householdsPayload(
  players: readonly HouseholdPlayer[],
  households: readonly HouseholdDraft[],
): Household[] {
  const known = new Set(players.map((player) => player.id));
  return households.map((household) => ({
    name: household.name.trim(),
    playerIds: household.playerIds.filter((id) => known.has(id)),
  }));
}

/** Whether saving `households` would change the players' saved households. */
export function householdsChanged(
  players: readonly HouseholdPlayer[],
  households: readonly HouseholdDraft[],
): boolean {
  const next = householdByMember(householdsPayload(players, households));
  return players.some((player) => (next.get(player.id) ?? null) !== player.household);
}

/**
 * What keeps each household from being saved, in French, by its key: the server's own rules
 * (`HouseholdsSchema`), said beside the household before anyone presses Save. A problem of all
 * the households together (too large to draw) is under the key `''`.
 */
export function householdProblems(
  players: readonly HouseholdPlayer[],
  households: readonly HouseholdDraft[],
): Map<string, string> {
  const problems = new Map<string, string>();
  const parsed = HouseholdsSchema.safeParse(householdsPayload(players, households));
  for (const issue of parsed.error?.issues ?? []) {
    const index = issue.path[0];
    const key = typeof index === 'number' ? (households[index]?.key ?? '') : '';
    if (!problems.has(key)) problems.set(key, issue.message);
  }
  return problems;
}

/** Why a new household could not be named `name` (empty, too long, taken), or null. */
export function newHouseholdNameProblem(
  name: string,
  households: readonly HouseholdDraft[],
): string | null {
  // Its members come later: it is checked as if it had two, so that only its name can be wrong.
  const candidate = { name, playerIds: ['', ' '] };
  const others = households.map((household) => ({ name: household.name, playerIds: [] }));
  const parsed = HouseholdsSchema.safeParse([...others, candidate]);
  const issue = parsed.error?.issues.find((issue) => issue.path[0] === others.length);
  return issue?.message ?? null;
}

/** A new, empty household with a key no other household has. */
export function createHouseholdDraft(
  name: string,
  households: readonly HouseholdDraft[],
): HouseholdDraft {
  let number = households.length;
  const keys = new Set(households.map((household) => household.key));
  while (keys.has(`new:${number}`)) number++;
  return { key: `new:${number}`, name: name.trim(), playerIds: [] };
}

/** Puts a player in `key`'s household (out of any other: a player is in one at most). */
export function addMember(
  households: readonly HouseholdDraft[],
  key: string,
  playerId: string,
): HouseholdDraft[] {
  return households.map((household) => ({
    ...household,
    playerIds:
      household.key === key
        ? [...household.playerIds.filter((id) => id !== playerId), playerId]
        : household.playerIds.filter((id) => id !== playerId),
  }));
}

export function removeMember(
  households: readonly HouseholdDraft[],
  key: string,
  playerId: string,
): HouseholdDraft[] {
  return households.map((household) =>
    household.key === key
      ? { ...household, playerIds: household.playerIds.filter((id) => id !== playerId) }
      : household,
  );
}
