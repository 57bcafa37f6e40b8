import { useMutation } from '@tanstack/react-query';
import type { EmailRequest, OkResponseSchema } from '../../../../shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Always answers the same, whether or not an unconfirmed account exists. */
export function resendVerification(body: EmailRequest) {
  return apiRequest<typeof OkResponseSchema>('/api/auth/resend-verification', {
    method: 'POST',
    body,
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
