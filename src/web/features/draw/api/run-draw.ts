import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { updateDrawCache } from '../../../lib/reads/update-draw-cache.ts';

/**
 * Draws this year's pairs. 422 TOO_FEW_PLAYERS or DRAW_IMPOSSIBLE (the message says why, in
 * names); 409 ALREADY_DRAWN when the year's draw exists.
 */
export function runDraw(secretSantaId: string) {
  return callApi('POST /api/secret-santas/{id}/draw', { params: { id: secretSantaId } });
}

export function useRunDraw(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runDraw(secretSantaId),
    onSuccess: ({ draw }) => updateDrawCache(queryClient, secretSantaId, draw, 'edition-cleared'),
  });
}
