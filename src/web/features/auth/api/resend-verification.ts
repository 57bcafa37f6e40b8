import { useMutation } from '@tanstack/react-query';
import type { EmailRequest } from '../../../../shared/contracts/auth.ts';
import { messages } from '../../../../shared/messages.ts';
import { accountMessages } from '../../../../shared/account-messages.ts';
import { callApi, errorMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/** Always answers the same, whether or not the address has a pending sign-up. */
export function resendVerification(body: EmailRequest) {
  return callApi('POST /api/auth/resend-verification', { body });
}

/**
 * Says how it went in a toast, the same after sign-up and on the auth error page
 * (docs/product.md §2.5, §9.2).
 */
export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: () =>
      toast.success(accountMessages.auth.emailSentTitle, {
        description: accountMessages.auth.verificationSentText,
      }),
    onError: (error) =>
      toast.error(
        accountMessages.authError.resendFailed(errorMessageOf(error, messages.api.unexpected)),
      ),
  });
}
