import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { updateDrawCache } from '../../../lib/reads/update-draw-cache.ts';

/**
 * Removes this year's pairs; the server also clears the players' invited and gift-received
 * flags and the event's completion (docs/product.md §6.4).
 */
export function resetDraw(secretSantaId: string) {
  return callApi('POST /api/secret-santas/{id}/draw/reset', { params: { id: secretSantaId } });
}

export function useResetDraw(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetDraw(secretSantaId),
    onSuccess: ({ draw }) => updateDrawCache(queryClient, secretSantaId, draw, 'edition-cleared'),
  });
}
