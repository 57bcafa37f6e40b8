import { useMutation } from '@tanstack/react-query';
import type { OkResponseSchema } from '../../../../shared/contracts/auth.ts';
import type { ProvisionalCheckRequest } from '../../../../shared/contracts/participant-auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * First login, step 1. 400 INVALID_CREDENTIALS (wrong) or INVALID_TOKEN (expired);
 * 409 ACCOUNT_EXISTS when this e-mail already has an account.
 */
export function checkProvisionalPassword(secretSantaId: string, body: ProvisionalCheckRequest) {
  return apiRequest<typeof OkResponseSchema>(
    `/api/santa-auth/${encodeURIComponent(secretSantaId)}/check-provisional`,
    {
      method: 'POST',
      body,
    },
  );
}

export function useCheckProvisionalPassword(secretSantaId: string) {
  return useMutation({
    mutationFn: (body: ProvisionalCheckRequest) => checkProvisionalPassword(secretSantaId, body),
  });
}
