import { useMutation } from '@tanstack/react-query';
import type { SignUpRequest } from '../../../../shared/contracts/auth.ts';
import { callApi } from '../../../lib/api-client.ts';

/**
 * Signs up: no account yet, and the same answer whether or not the address has one. The server
 * e-mails the link whose page chooses the password and makes the account (docs/product.md §2.1).
 */
export function signUp(body: SignUpRequest) {
  return callApi('POST /api/auth/sign-up', { body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
