import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { updatePlayerCache, upsertPlayer } from './update-player-cache.ts';

/**
 * Queues the invitation e-mail with a fresh provisional password (a resend replaces the
 * previous one); the player comes back `invited`.
 */
export function invitePlayer(secretSantaId: string, playerId: string) {
  return callApi('POST /api/secret-santas/{id}/players/{playerId}/invitation', {
    params: { id: secretSantaId, playerId },
  });
}

export function useInvitePlayer(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerId: string) => invitePlayer(secretSantaId, playerId),
    onSuccess: ({ player }) =>
      updatePlayerCache(queryClient, secretSantaId, (players) => upsertPlayer(players, player)),
  });
}
