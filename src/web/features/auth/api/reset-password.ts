import { useMutation } from '@tanstack/react-query';
import { OkResponseSchema } from '../../../../shared/contracts/auth.ts';
import type { ResetPasswordRequest } from '../../../../shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function resetPassword(body: ResetPasswordRequest) {
  return apiRequest('/api/auth/reset-password', {
    method: 'POST',
    body,
    schema: OkResponseSchema,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
