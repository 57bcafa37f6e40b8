import { messages } from '../../../shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { isApiClientError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useResendVerification } from './api/resend-verification.ts';

/** Sends the confirmation e-mail again, for an account not yet confirmed. */
export function ResendVerificationButton({ email }: { email: string }) {
  const resend = useResendVerification();

  const onResend = () => {
    resend.mutate(
      { email },
      {
        onSuccess: () =>
          toast.success(messages.auth.emailSentTitle, {
            description: messages.auth.verificationSentText,
          }),
        onError: (error) =>
          toast.error(
            messages.authError.resendFailed(
              isApiClientError(error) ? error.message : messages.api.unexpected,
            ),
          ),
      },
    );
  };

  return (
    <Button variant="outline" isLoading={resend.isPending} onClick={onResend}>
      {messages.authError.resend}
    </Button>
  );
}
