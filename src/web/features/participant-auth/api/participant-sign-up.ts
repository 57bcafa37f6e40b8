import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ParticipantSignUpRequestSchema } from '../../../../shared/contracts/participant-auth.ts';
import { callApi } from '../../../lib/api-client.ts';

export type ParticipantSignUpRequest = z.infer<typeof ParticipantSignUpRequestSchema>;

/** Creates the account under the player's name; a verification e-mail is sent. */
export function participantSignUp(secretSantaId: string, body: ParticipantSignUpRequest) {
  return callApi('POST /api/santa-auth/{secretSantaId}/sign-up', {
    params: { secretSantaId },
    body,
  });
}

export function useParticipantSignUp(secretSantaId: string) {
  return useMutation({
    mutationFn: (body: ParticipantSignUpRequest) => participantSignUp(secretSantaId, body),
  });
}
