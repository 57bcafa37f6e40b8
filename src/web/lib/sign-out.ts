import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from './toast.ts';
import type { OkResponseSchema } from '../../shared/contracts/auth.ts';
import { messages } from '../../shared/messages.ts';
import { apiRequest, isApiClientError } from './api-client.ts';
import { setCurrentSecretSantaId } from './current-secret-santa.ts';
import { sessionQueryKey } from './session.ts';

export function signOut() {
  return apiRequest<typeof OkResponseSchema>('/api/auth/sign-out', { method: 'POST', body: {} });
}

/** 'Déconnexion' on the event list and the dashboard. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      setCurrentSecretSantaId(null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, { user: null });
      toast.success(messages.auth.logoutSuccessTitle, {
        description: messages.auth.logoutSuccessText,
      });
    },
    onError: (error) => {
      // Already signed out (expired session): the goal is reached.
      if (isApiClientError(error) && error.status === 401) {
        setCurrentSecretSantaId(null);
        return;
      }
      toast.error(messages.auth.logoutFailed);
    },
  });
}
