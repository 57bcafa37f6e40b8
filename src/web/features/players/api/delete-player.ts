import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkResponseSchema } from '../../../../shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { updatePlayerCache } from './update-player-cache.ts';

/** The server also drops the player from others' restrictions and from the draw. */
export function deletePlayer(secretSantaId: string, playerId: string) {
  return apiRequest<typeof OkResponseSchema>(
    `/api/secret-santas/${encodeURIComponent(secretSantaId)}/players/${encodeURIComponent(playerId)}`,
    { method: 'DELETE' },
  );
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
