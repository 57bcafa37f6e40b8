import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInRequest } from '../../../../shared/contracts/auth.ts';
import { callApi } from '../../../lib/api-client.ts';
import { setCurrentSecretSantaId } from '../../../lib/current-secret-santa.ts';
import { sessionQueryKey } from '../../../lib/query-keys.ts';

/** The server answers `{ user }` (its route declares the shape inline). */
export function signIn(body: SignInRequest) {
  return callApi('POST /api/auth/sign-in', { body });
}

/** Signs in; on success no event is current (docs/product.md §2.3, §3.4). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => {
      setCurrentSecretSantaId(null);
      queryClient.setQueryData(sessionQueryKey, { user });
    },
  });
}
