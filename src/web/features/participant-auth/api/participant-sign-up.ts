import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OkResponseSchema } from '../../../../shared/contracts/auth.ts';
import type { ParticipantSignUpRequestSchema } from '../../../../shared/contracts/participant-auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type ParticipantSignUpRequest = z.infer<typeof ParticipantSignUpRequestSchema>;

/** Creates the account under the player's name; a verification e-mail is sent. */
export function participantSignUp(secretSantaId: string, body: ParticipantSignUpRequest) {
  return apiRequest<typeof OkResponseSchema>(
    `/api/santa-auth/${encodeURIComponent(secretSantaId)}/sign-up`,
    {
      method: 'POST',
      body,
    },
  );
}

export function useParticipantSignUp(secretSantaId: string) {
  return useMutation({
    mutationFn: (body: ParticipantSignUpRequest) => participantSignUp(secretSantaId, body),
  });
}
