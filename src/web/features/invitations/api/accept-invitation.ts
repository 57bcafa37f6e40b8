import { useMutation } from '@tanstack/react-query';
import { InvitationResponseSchema } from '../../../../shared/contracts/participant-auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Marks the player invited (SPEC.md §4); the signed token is the proof. */
export function acceptInvitation(secretSantaId: string, token: string) {
  return apiRequest(`/api/invitations/${encodeURIComponent(secretSantaId)}/accept`, {
    method: 'POST',
    body: { token },
    schema: InvitationResponseSchema,
  });
}

export function useAcceptInvitation(secretSantaId: string, token: string) {
  return useMutation({ mutationFn: () => acceptInvitation(secretSantaId, token) });
}
