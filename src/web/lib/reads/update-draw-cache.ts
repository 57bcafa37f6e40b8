import type { QueryClient } from '@tanstack/react-query';
import type { DrawState } from '../../../shared/contracts/draw.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import { drawKeys, playerKeys, secretSantaKeys } from '../query-keys.ts';

/**
 * What an answered draw action did to the event besides its draw state, as docs/product.md
 * says the server does it: a draw or a reset starts the edition afresh (§6.3, §6.4: every player
 * 'En attente' and without their gift, the event not completed); a notification marks every
 * player invited (§6.5); the other sends change no flag. A withdrawal (§6.8) removes a player and
 * may redraw and notify everyone again: the event is asked again.
 */
export type DrawCacheChange =
  'edition-cleared' | 'everyone-invited' | 'flags-unchanged' | 'players-changed';

/**
 * Shows the server's new draw state at once, and the flags it changed in the cached event and
 * players. Only a withdrawal asks for the event again (its answer carries the players): for a
 * company, that read is long on the server after a draw, and a 'Notifier les participants'
 * clicked meanwhile would wait behind it (docs/benchmarks.md). A read of what is set
 * here that started before the change is dropped first: answering after it, it would put back
 * the state from before.
 */
export async function updateDrawCache(
  queryClient: QueryClient,
  secretSantaId: string,
  draw: DrawState,
  change: DrawCacheChange,
): Promise<void> {
  const patched = [
    drawKeys.state(secretSantaId),
    ...(change === 'edition-cleared' || change === 'everyone-invited'
      ? [secretSantaKeys.detail(secretSantaId), playerKeys.list(secretSantaId)]
      : []),
  ];
  await Promise.all(
    patched.map((queryKey) => queryClient.cancelQueries({ queryKey, exact: true })),
  );
  queryClient.setQueryData(drawKeys.state(secretSantaId), { draw });
  // The event list shows each event's progress; it is not on screen beside the dashboard.
  void queryClient.invalidateQueries({ queryKey: secretSantaKeys.all, exact: true });
  if (change === 'flags-unchanged') return;
  if (change === 'players-changed') {
    void queryClient.invalidateQueries({
      queryKey: secretSantaKeys.detail(secretSantaId),
      exact: true,
    });
    return;
  }
  queryClient.setQueryData<{ players: Player[] }>(playerKeys.list(secretSantaId), (previous) =>
    previous ? { players: previous.players.map((player) => withFlags(player, change)) } : previous,
  );
  if (change === 'edition-cleared') {
    queryClient.setQueryData<{ secretSanta: SecretSanta }>(
      secretSantaKeys.detail(secretSantaId),
      (previous) => previous && { secretSanta: { ...previous.secretSanta, completed: false } },
    );
  }
}

function withFlags(player: Player, change: 'edition-cleared' | 'everyone-invited'): Player {
  if (change === 'everyone-invited') return player.invited ? player : { ...player, invited: true };
  return player.invited || player.giftReceived
    ? { ...player, invited: false, giftReceived: false }
    : player;
}
