import { useMutation } from '@tanstack/react-query';
import type { ProvisionalCheckRequest } from '../../../../shared/contracts/participant-auth.ts';
import { callApi } from '../../../lib/api-client.ts';

/**
 * First login, step 1. 400 INVALID_CREDENTIALS (wrong) or INVALID_TOKEN (expired);
 * 409 ACCOUNT_EXISTS when this e-mail already has an account.
 */
export function checkProvisionalPassword(secretSantaId: string, body: ProvisionalCheckRequest) {
  return callApi('POST /api/santa-auth/{secretSantaId}/check-provisional', {
    params: { secretSantaId },
    body,
  });
}

export function useCheckProvisionalPassword(secretSantaId: string) {
  return useMutation({
    mutationFn: (body: ProvisionalCheckRequest) => checkProvisionalPassword(secretSantaId, body),
  });
}
