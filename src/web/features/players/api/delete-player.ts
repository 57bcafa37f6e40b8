import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { updatePlayerCache } from '../../../lib/update-player-cache.ts';

/** The server also drops the player from others' restrictions and from the draw. */
export function deletePlayer(secretSantaId: string, playerId: string) {
  return callApi('DELETE /api/secret-santas/{id}/players/{playerId}', {
    params: { id: secretSantaId, playerId },
  });
}

export function useDeletePlayer(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerId: string) => deletePlayer(secretSantaId, playerId),
    onSuccess: (_data, playerId) =>
      updatePlayerCache(queryClient, secretSantaId, (players) =>
        players
          .filter((player) => player.id !== playerId)
          .map((player) => ({
            ...player,
            excluded: player.excluded.filter((id) => id !== playerId),
          })),
      ),
  });
}
