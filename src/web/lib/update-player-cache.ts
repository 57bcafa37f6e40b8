import type { QueryClient } from '@tanstack/react-query';
import type { Player } from '../../shared/contracts/player.ts';
import { drawKeys, playerKeys } from './query-keys.ts';

type PlayerList = { players: Player[] };

/**
 * Shows a mutation's answer in the list at once (then the list is refetched), so a card
 * appears, changes or disappears without waiting for a second request.
 */
export function updatePlayerCache(
  queryClient: QueryClient,
  secretSantaId: string,
  update: (players: Player[]) => Player[],
): void {
  queryClient.setQueryData<PlayerList>(playerKeys.list(secretSantaId), (previous) =>
    previous ? { players: update(previous.players) } : previous,
  );
  void queryClient.invalidateQueries({ queryKey: playerKeys.list(secretSantaId) });
  // The draw state lists the players outside the draw, and the e-mails' progress every player.
  void queryClient.invalidateQueries({ queryKey: drawKeys.state(secretSantaId) });
}

/** Replaces the player with the same id, or appends it. */
export function upsertPlayer(players: Player[], player: Player): Player[] {
  return players.some((item) => item.id === player.id)
    ? players.map((item) => (item.id === player.id ? player : item))
    : [...players, player];
}
