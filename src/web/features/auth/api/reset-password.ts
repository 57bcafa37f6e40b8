import { useMutation } from '@tanstack/react-query';
import type { OkResponseSchema, ResetPasswordRequest } from '../../../../shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function resetPassword(body: ResetPasswordRequest) {
  return apiRequest<typeof OkResponseSchema>('/api/auth/reset-password', {
    method: 'POST',
    body,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
