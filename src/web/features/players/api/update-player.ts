import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerInput, PlayerResponseSchema } from '../../../../shared/contracts/player.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { updatePlayerCache, upsertPlayer } from './update-player-cache.ts';

/** Same body and refusals as adding a player. */
export function updatePlayer(secretSantaId: string, playerId: string, body: PlayerInput) {
  return apiRequest<typeof PlayerResponseSchema>(
    `/api/secret-santas/${encodeURIComponent(secretSantaId)}/players/${encodeURIComponent(playerId)}`,
    { method: 'PUT', body },
  );
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
