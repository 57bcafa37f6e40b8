import { useMutation } from '@tanstack/react-query';
import type { OkResponseSchema, SignUpRequest } from '../../../../shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Creates the account; the server e-mails a confirmation link (no session yet). */
export function signUp(body: SignUpRequest) {
  return apiRequest<typeof OkResponseSchema>('/api/auth/sign-up', { method: 'POST', body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
