import { useMutation } from '@tanstack/react-query';
import type { SignUpRequest } from '../../../../shared/contracts/auth.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Creates the account; the server e-mails a confirmation link (no session yet). */
export function signUp(body: SignUpRequest) {
  return callApi('POST /api/auth/sign-up', { body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
