import { useMutation, useQueryClient } from '@tanstack/react-query';
import { participantSpaceKeys } from '../../../lib/query-keys.ts';
import { participantRequest } from './participant-request.ts';
import type { ParticipantAccess } from './participant-request.ts';
import { updateSpaceCache, withAccessCheck } from './update-space-cache.ts';

/**
 * 'J'ai reçu mon cadeau !' (POST) or "Je ne l'ai pas encore reçu" (DELETE, 409 once the
 * Secret Santa is over). `completed` is true when this was the last gift: the server has then
 * finished the event and e-mailed everyone. 409 before the draw (docs/product.md §7.5).
 */
export function setGiftReceived(access: ParticipantAccess, received: boolean) {
  return received
    ? participantRequest(access, 'POST /api/participant/{secretSantaId}/gift-received')
    : participantRequest(access, 'DELETE /api/participant/{secretSantaId}/gift-received');
}

export function useSetGiftReceived(access: ParticipantAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (received: boolean) =>
      withAccessCheck(queryClient, access, () => setGiftReceived(access, received)),
    onSuccess: ({ completed }, received) => {
      updateSpaceCache(queryClient, access, (space) => ({
        ...space,
        secretSanta: { ...space.secretSanta, completed: space.secretSanta.completed || completed },
        me: { ...space.me, giftReceived: received },
      }));
      // The others' badges may have changed too.
      void queryClient.invalidateQueries({ queryKey: participantSpaceKeys.detail(access) });
    },
  });
}
