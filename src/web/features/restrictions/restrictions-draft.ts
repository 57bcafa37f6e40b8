import type { Player } from '../../../shared/contracts/player.ts';

type RestrictedPlayer = Pick<Player, 'id' | 'excluded'>;

/** The panel's unsaved edits: a player's new list replaces their saved one. */
export type RestrictionEdits = Readonly<Record<string, readonly string[]>>;

/** The player's list in the working copy: their edit if any, else what is saved. */
export function workingList(player: RestrictedPlayer, edits: RestrictionEdits): readonly string[] {
  return edits[player.id] ?? player.excluded;
}

/** Adds the id when absent, removes it when present. */
export function toggleId(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

/**
 * The PUT body: every player's list, keeping only current players other than themselves
 * (the server refuses anything else), each id once.
 */
export function restrictionsPayload(
  players: readonly RestrictedPlayer[],
  edits: RestrictionEdits,
): Record<string, string[]> {
  const known = new Set(players.map((player) => player.id));
  return Object.fromEntries(
    players.map((player) => [
      player.id,
      [...new Set(workingList(player, edits))].filter((id) => id !== player.id && known.has(id)),
    ]),
  );
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

/**
 * True when saving would change something. A saved id that is no longer a player counts as
 * a change, since saving drops it.
 */
export function hasUnsavedChanges(
  players: readonly RestrictedPlayer[],
  edits: RestrictionEdits,
): boolean {
  const known = new Set(players.map((player) => player.id));
  const isKept = (player: RestrictedPlayer, id: string) => id !== player.id && known.has(id);
  return players.some((player) => {
    const edited = edits[player.id];
    // Compared as `restrictionsPayload` would send it, without building it for the 10,000
    // players of a company who have no edit: theirs changes only if saving drops an id.
    if (edited === undefined) return !player.excluded.every((id) => isKept(player, id));
    return !sameIds(
      edited.filter((id) => isKept(player, id)),
      player.excluded,
    );
  });
}

/** How many "cannot give to" links the lists hold in all. */
export function countRestrictions(lists: readonly (readonly string[])[]): number {
  return lists.reduce((total, list) => total + list.length, 0);
}
