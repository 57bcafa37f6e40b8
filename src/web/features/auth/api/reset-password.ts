import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '../../../../shared/contracts/auth.ts';
import { callApi } from '../../../lib/api-client.ts';

export function resetPassword(body: ResetPasswordRequest) {
  return callApi('POST /api/auth/reset-password', { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
