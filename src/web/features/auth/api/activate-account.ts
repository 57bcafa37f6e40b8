import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ChooseSignUpPasswordRequest,
  CompleteSignUpRequest,
} from '../../../../shared/contracts/auth.ts';
import { callApi } from '../../../lib/api-client.ts';
import { setCurrentSecretSantaId } from '../../../lib/current-secret-santa.ts';
import { sessionQueryKey } from '../../../lib/query-keys.ts';

/**
 * The e-mailed link's page activates the account, with the password chosen at sign-up or with
 * a new one (docs/decisions/0013), and signs in. 400 INVALID_TOKEN: the link is broken or
 * expired; 400 INVALID_CREDENTIALS (field password): not a password chosen at sign-up;
 * 409 ALREADY_ACTIVATED: the link was followed already (docs/decisions/0027); 409
 * ACCOUNT_EXISTS: the address got its account at the same moment.
 */
export type Activation =
  | ({ kind: 'password' } & CompleteSignUpRequest)
  | ({ kind: 'new-password' } & ChooseSignUpPasswordRequest);

export function activateAccount({ kind, ...body }: Activation) {
  return kind === 'password'
    ? callApi('POST /api/auth/verify-email', { body: body as CompleteSignUpRequest })
    : callApi('POST /api/auth/verify-email/new-password', {
        body: body as ChooseSignUpPasswordRequest,
      });
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
