import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ParticipantSignUpRequestSchema } from '../../../../shared/contracts/participant-auth.ts';
import { callApi } from '../../../lib/api-client.ts';

export type ParticipantSignUpRequest = z.infer<typeof ParticipantSignUpRequestSchema>;

/**
 * Signs a player up under their name: the server e-mails the link whose page chooses the
 * password and makes the account (docs/product.md §8.3). 404 (field email) when the e-mail is
 * not a player of this event.
 */
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
