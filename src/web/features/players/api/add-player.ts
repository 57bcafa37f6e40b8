import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerInput } from '../../../../shared/contracts/player.ts';
import { callApi } from '../../../lib/api-client.ts';
import { updatePlayerCache, upsertPlayer } from '../../../lib/update-player-cache.ts';

/**
 * 201 with the player (after the draw, with how many givers changed as they joined it);
 * 409 NAME_TAKEN or EMAIL_TAKEN (with `field`) when already there.
 */
export function addPlayer(secretSantaId: string, body: PlayerInput) {
  return callApi('POST /api/secret-santas/{id}/players', { params: { id: secretSantaId }, body });
}

export function useAddPlayer(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlayerInput) => addPlayer(secretSantaId, body),
    onSuccess: ({ player }) =>
      updatePlayerCache(queryClient, secretSantaId, (players) => upsertPlayer(players, player)),
  });
}
