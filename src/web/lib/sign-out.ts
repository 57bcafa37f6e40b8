import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from './toast.ts';
import { messages } from '../../shared/messages.ts';
import { callApi, isApiClientError } from './api-client.ts';
import { setCurrentSecretSantaId } from './current-secret-santa.ts';
import { forgetAllParticipantTokens } from './participant-link.ts';
import { sessionQueryKey } from './query-keys.ts';

export function signOut() {
  return callApi('POST /api/auth/sign-out');
}

/** 'Déconnexion' on the event list, the dashboard and the participant space. */
export function useSignOut() {
  const queryClient = useQueryClient();
  /**
   * On a shared computer, the next person finds nothing of this one: neither their event, nor
   * their personal links, nor a copy of their space, in storage or in memory (docs/security.md).
   */
  const forgetThisPerson = () => {
    setCurrentSecretSantaId(null);
    forgetAllParticipantTokens();
    // Its code loads on demand, outside the pages' JavaScript budgets (decision 0009).
    void import('./last-known-space.ts').then((copies) => copies.forgetAllLastKnownSpaces());
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    queryClient.setQueryData(sessionQueryKey, { user: null });
  };
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      forgetThisPerson();
      toast.success(messages.signOut.logoutSuccessTitle, {
        description: messages.signOut.logoutSuccessText,
      });
    },
    onError: (error) => {
      // Already signed out (expired session): the goal is reached.
      if (isApiClientError(error) && error.status === 401) {
        forgetThisPerson();
        return;
      }
      toast.error(messages.signOut.logoutFailed);
    },
  });
}
