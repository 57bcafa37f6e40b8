import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FirstLoginRequest } from '../../../../shared/contracts/participant-auth.ts';
import { callApi } from '../../../lib/api-client.ts';
import { onParticipantSignedIn } from './signed-in.ts';

/**
 * First login, step 2: creates the account (named after the part of the e-mail before @,
 * e-mail already proven by the invitation) and signs in.
 */
export function firstLogin(secretSantaId: string, body: FirstLoginRequest) {
  return callApi('POST /api/santa-auth/{secretSantaId}/first-login', {
    params: { secretSantaId },
    body,
  });
}

export function useFirstLogin(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FirstLoginRequest) => firstLogin(secretSantaId, body),
    onSuccess: ({ user }) => onParticipantSignedIn(queryClient, secretSantaId, user),
  });
}
