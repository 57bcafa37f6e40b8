import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteSignUpRequest } from '../../../../shared/contracts/auth.ts';
import { callApi } from '../../../lib/api-client.ts';
import { setCurrentSecretSantaId } from '../../../lib/current-secret-santa.ts';
import { sessionQueryKey } from '../../../lib/query-keys.ts';

/**
 * The e-mailed link's page activates the account with the name and password chosen there
 * (docs/decisions/0013), and signs in. 400 INVALID_TOKEN: the link is broken or expired;
 * 409 ALREADY_ACTIVATED: the link was followed already (docs/decisions/0027); 409
 * ACCOUNT_EXISTS: the address got its account at the same moment.
 */
export function activateAccount(body: CompleteSignUpRequest) {
  return callApi('POST /api/auth/verify-email', { body });
}

/** On success `/` opens signed in, with no current event (docs/product.md §2.2, §3.4). */
export function useActivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateAccount,
    onSuccess: ({ user }) => {
      setCurrentSecretSantaId(null);
      queryClient.setQueryData(sessionQueryKey, { user });
    },
  });
}
