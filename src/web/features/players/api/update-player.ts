import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerInput } from '../../../../shared/contracts/player.ts';
import { callApi } from '../../../lib/api-client.ts';
import { updatePlayerCache, upsertPlayer } from '../../../lib/update-player-cache.ts';

/** Same body and refusals as adding a player. */
export function updatePlayer(secretSantaId: string, playerId: string, body: PlayerInput) {
  return callApi('PUT /api/secret-santas/{id}/players/{playerId}', {
    params: { id: secretSantaId, playerId },
    body,
  });
}

export function useUpdatePlayer(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, body }: { playerId: string; body: PlayerInput }) =>
      updatePlayer(secretSantaId, playerId, body),
    onSuccess: ({ player }) =>
      updatePlayerCache(queryClient, secretSantaId, (players) => upsertPlayer(players, player)),
  });
}
