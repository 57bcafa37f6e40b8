import { useMutation } from '@tanstack/react-query';
import type { EmailRequest } from '../../shared/contracts/auth.ts';
import { callApi } from './api-client.ts';

/** Always answers the same, whether or not the account exists (docs/product.md §2.4). */
export function requestPasswordReset(body: EmailRequest) {
  return callApi('POST /api/auth/request-password-reset', { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
