import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ParticipantSignInRequestSchema } from '../../../../shared/contracts/participant-auth.ts';
import type { SignedInResponseSchema } from '../../../../shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { onParticipantSignedIn } from './signed-in.ts';

export type ParticipantSignInRequest = z.infer<typeof ParticipantSignInRequestSchema>;

/** 404 (field email) when the e-mail is not a player of this event; 401/403 as the login. */
export function participantSignIn(secretSantaId: string, body: ParticipantSignInRequest) {
  return apiRequest<typeof SignedInResponseSchema>(
    `/api/santa-auth/${encodeURIComponent(secretSantaId)}/sign-in`,
    {
      method: 'POST',
      body,
    },
  );
}

export function useParticipantSignIn(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ParticipantSignInRequest) => participantSignIn(secretSantaId, body),
    onSuccess: ({ user }) => onParticipantSignedIn(queryClient, secretSantaId, user),
  });
}
