import { useMutation } from '@tanstack/react-query';
import { OkResponseSchema } from '../../../../shared/contracts/auth.ts';
import type { EmailRequest } from '../../../../shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Always answers the same, whether or not an unconfirmed account exists. */
export function resendVerification(body: EmailRequest) {
  return apiRequest('/api/auth/resend-verification', {
    method: 'POST',
    body,
    schema: OkResponseSchema,
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
