import { useMutation } from '@tanstack/react-query';
import type { EmailRequest, OkResponseSchema } from '../../../../shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Always answers the same, whether or not the account exists (docs/product.md §2.4). */
export function requestPasswordReset(body: EmailRequest) {
  return apiRequest<typeof OkResponseSchema>('/api/auth/request-password-reset', {
    method: 'POST',
    body,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
