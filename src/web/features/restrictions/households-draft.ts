import { type Household, HouseholdSchema } from '../../../shared/contracts/draw.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import { messages } from '../../../shared/messages.ts';

const t = messages.restrictions;

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
  const next = householdOfPlayer(householdsPayload(players, households));
  return players.some((player) => (next.get(player.id) ?? null) !== player.household);
}

/** Each member's household name, as the draw reads it. */
export function householdOfPlayer(
  households: readonly { name: string; playerIds: readonly string[] }[],
): Map<string, string> {
  const householdOf = new Map<string, string>();
  for (const household of households) {
    for (const id of household.playerIds) householdOf.set(id, household.name);
  }
  return householdOf;
}

/**
 * What keeps a household from being saved, in French, or null: the server's own rules
 * (save-restrictions.server.ts), said beside the household before anyone presses Save.
 */
export function householdProblem(
  household: HouseholdDraft,
  households: readonly HouseholdDraft[],
): string | null {
  const parsed = HouseholdSchema.shape.name.safeParse(household.name);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? t.householdNameRequired;
  const name = parsed.data;
  const key = name.toLocaleLowerCase('fr');
  const first = households.find((other) => other.name.trim().toLocaleLowerCase('fr') === key);
  if (first && first.key !== household.key) return t.householdNameTaken(name);
  if (household.playerIds.length < 2) return t.householdTooSmall(name);
  return null;
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
