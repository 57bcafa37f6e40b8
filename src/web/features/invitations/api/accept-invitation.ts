import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Marks the player invited (docs/product.md §8.5); the signed token is the proof. */
export function acceptInvitation(secretSantaId: string, token: string) {
  return callApi('POST /api/invitations/{secretSantaId}/accept', {
    params: { secretSantaId },
    body: { token },
  });
}

export function useAcceptInvitation(secretSantaId: string, token: string) {
  return useMutation({ mutationFn: () => acceptInvitation(secretSantaId, token) });
}
