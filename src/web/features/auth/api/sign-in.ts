import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { UserSchema } from '../../../../shared/contracts/auth.ts';
import type { SignInRequest } from '../../../../shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { setCurrentSecretSantaId } from '../../../lib/current-secret-santa.ts';
import { sessionQueryKey } from '../../../lib/session.ts';

const SignInResponseSchema = z.object({ user: UserSchema });

export function signIn(body: SignInRequest) {
  return apiRequest('/api/auth/sign-in', { method: 'POST', body, schema: SignInResponseSchema });
}

/** Signs in; on success the app shows the event list (SPEC.md §4: no current event). */
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
