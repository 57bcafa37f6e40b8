import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ParticipantSignInRequestSchema } from '../../../../shared/contracts/participant-auth.ts';
import { callApi } from '../../../lib/api-client.ts';
import { onParticipantSignedIn } from './signed-in.ts';

export type ParticipantSignInRequest = z.infer<typeof ParticipantSignInRequestSchema>;

/** 404 (field email) when the e-mail is not a player of this event; 401/403 as the login. */
export function participantSignIn(secretSantaId: string, body: ParticipantSignInRequest) {
  return callApi('POST /api/santa-auth/{secretSantaId}/sign-in', {
    params: { secretSantaId },
    body,
  });
}

export function useParticipantSignIn(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ParticipantSignInRequest) => participantSignIn(secretSantaId, body),
    onSuccess: ({ user }) => onParticipantSignedIn(queryClient, secretSantaId, user),
  });
}
