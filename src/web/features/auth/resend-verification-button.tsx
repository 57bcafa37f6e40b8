import { accountMessages } from '../../../shared/account-messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { useResendVerification } from './api/resend-verification.ts';

/** Sends the confirmation e-mail again, for an account not yet confirmed. */
export function ResendVerificationButton({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <Button variant="outline" isLoading={resend.isPending} onClick={() => resend.mutate({ email })}>
      {accountMessages.authError.resend}
    </Button>
  );
}
