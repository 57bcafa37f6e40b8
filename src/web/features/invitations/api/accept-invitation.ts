import { useMutation } from '@tanstack/react-query';
import type { InvitationResponseSchema } from '../../../../shared/contracts/participant-auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Marks the player invited (docs/product.md §8.5); the signed token is the proof. */
export function acceptInvitation(secretSantaId: string, token: string) {
  return apiRequest<typeof InvitationResponseSchema>(
    `/api/invitations/${encodeURIComponent(secretSantaId)}/accept`,
    {
      method: 'POST',
      body: { token },
    },
  );
}

export function useAcceptInvitation(secretSantaId: string, token: string) {
  return useMutation({ mutationFn: () => acceptInvitation(secretSantaId, token) });
}
