import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { updateDrawCache } from '../../../lib/reads/update-draw-cache.ts';

/**
 * Queues each participant's personal link by e-mail (every player becomes invited);
 * 409 NO_ASSIGNMENTS before the draw.
 */
export function notifyParticipants(secretSantaId: string) {
  return callApi('POST /api/secret-santas/{id}/draw/notify', { params: { id: secretSantaId } });
}

export function useNotifyParticipants(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => notifyParticipants(secretSantaId),
    onSuccess: ({ draw }) => updateDrawCache(queryClient, secretSantaId, draw, 'everyone-invited'),
  });
}
