import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { updateDrawCache } from '../../../lib/reads/update-draw-cache.ts';

/**
 * 'Retirer du tirage' (docs/product.md §6.8): 200 with how many players received a new
 * recipient; 422 NO_SMALL_CHANGE when only a full redraw keeps the rules, which
 * `redrawEveryone` then makes.
 */
export function withdrawPlayer(
  secretSantaId: string,
  input: { playerId: string; redrawEveryone: boolean },
) {
  return callApi('POST /api/secret-santas/{id}/players/{playerId}/withdrawal', {
    params: { id: secretSantaId, playerId: input.playerId },
    body: { redrawEveryone: input.redrawEveryone },
  });
}

export function useWithdrawPlayer(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { playerId: string; redrawEveryone: boolean }) =>
      withdrawPlayer(secretSantaId, input),
    // The player is gone, and a full redraw clears the flags (then notifies again, if it was).
    onSuccess: ({ draw }) => updateDrawCache(queryClient, secretSantaId, draw, 'players-changed'),
  });
}
