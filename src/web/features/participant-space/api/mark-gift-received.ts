import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GiftReceivedResponseSchema } from '../../../../shared/contracts/participant-space.ts';
import { participantSpaceKeys } from '../../../lib/query-keys.ts';
import { participantRequest } from './participant-request.ts';
import type { ParticipantAccess } from './participant-request.ts';
import { updateSpaceCache, withAccessCheck } from './update-space-cache.ts';

/**
 * 'J'ai reçu mon cadeau !' (irreversible). `completed` is true when this was the last gift:
 * the server has then finished the event and e-mailed everyone. 409 before the draw.
 */
export function markGiftReceived(access: ParticipantAccess) {
  return participantRequest<typeof GiftReceivedResponseSchema>(access, '/gift-received', {
    method: 'POST',
  });
}

export function useMarkGiftReceived(access: ParticipantAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withAccessCheck(queryClient, access, () => markGiftReceived(access)),
    onSuccess: ({ completed }) => {
      updateSpaceCache(queryClient, access, (space) => ({
        ...space,
        secretSanta: { ...space.secretSanta, completed: space.secretSanta.completed || completed },
        me: { ...space.me, giftReceived: true },
      }));
      // The others' badges may have changed too.
      void queryClient.invalidateQueries({ queryKey: participantSpaceKeys.detail(access) });
    },
  });
}
