import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from './api-client.ts';
import { updatePlayerCache, upsertPlayer } from './update-player-cache.ts';

/**
 * 'Envoyer son lien' / 'Renvoyer son lien' (docs/product.md §4.6): the player's own link, in
 * the invitation before the draw is notified, in the draw e-mail after; the player comes back
 * invited.
 */
export function sendPersonalLink(secretSantaId: string, playerId: string) {
  return callApi('POST /api/secret-santas/{id}/players/{playerId}/invitation', {
    params: { id: secretSantaId, playerId },
  });
}

/** The one action on a card and in the Tirage tab's list: both show what it changed. */
export function useSendPersonalLink(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerId: string) => sendPersonalLink(secretSantaId, playerId),
    // The draw state is asked again too: a draw e-mail now waits, which starts the Tirage
    // tab's 2-second refresh.
    onSuccess: ({ player }) =>
      updatePlayerCache(queryClient, secretSantaId, (players) => upsertPlayer(players, player)),
  });
}
