import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import { messages } from '../../../shared/messages.ts';
import { accountMessages } from '../../../shared/account-messages.ts';
import { BackHomeButton } from '../../components/back-home-button.tsx';
import { KeyIcon } from '../../components/icons.tsx';
import { NewPasswordForm } from '../../components/new-password-form.tsx';
import { CardPage } from '../../components/layout/card-page.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useResetLinkCheck } from './api/check-reset-link.ts';
import { useResetPassword } from './api/reset-password.ts';

const t = accountMessages.resetPassword;

/** Back to the home page 2 seconds after a successful reset (docs/product.md §9.1). */
export const RESET_REDIRECT_DELAY_MS = 2000;

type Status = 'editing' | 'done' | 'invalid-link';

/** `/reset-password?token=…`, the target of the link in the reset e-mail. */
export function ResetPasswordScreen() {
  useDocumentTitle(t.title);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  return (
    <CardPage icon={<KeyIcon />} className="max-w-md">
      <h1 className="mt-4 font-display text-2xl font-bold sm:text-3xl">{t.title}</h1>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="mt-4 space-y-5">
          <Alert tone="error">{t.missingToken}</Alert>
          <BackHomeButton label={t.backHome} className="w-full" />
        </div>
      )}
    </CardPage>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [status, setStatus] = useState<Status>('editing');
  // A spent or expired link says so when the page opens (docs/product.md §9.1). Not known
  // (offline): the form shows, and the server says it when the form is sent.
  const check = useResetLinkCheck(token);
  const isSpent = hasErrorCode(check.error, errorCodes.invalidToken);

  useEffect(() => {
    if (status !== 'done') return;
    const timer = window.setTimeout(
      () => navigate('/', { replace: true }),
      RESET_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [status, navigate]);

  const onSubmit = async (newPassword: string) => {
    try {
      await resetPassword.mutateAsync({ token, newPassword });
      toast.success(t.successTitle, { description: t.successText });
      setStatus('done');
    } catch (error) {
      if (!hasErrorCode(error, errorCodes.invalidToken)) throw error;
      setStatus('invalid-link');
    }
  };

  if (check.isPending) return <LoadingState label={messages.app.loading} />;
  if (status === 'invalid-link' || isSpent) {
    return (
      <div className="mt-4 space-y-5">
        <Alert tone="error">{t.invalidLink}</Alert>
        <BackHomeButton label={accountMessages.auth.backToLogin} className="w-full" />
      </div>
    );
  }

  if (status === 'done') {
    return (
      <div className="mt-4 space-y-5">
        <Alert tone="success" title={t.successTitle}>
          {t.successText}
        </Alert>
        <BackHomeButton label={t.backHome} className="w-full" />
      </div>
    );
  }

  return (
    <>
      <p className="mt-2 text-sm text-muted-foreground">{t.subtitle}</p>
      <NewPasswordForm
        submitLabel={t.submit}
        refusal={{ fallback: t.resetFailed }}
        onSubmit={onSubmit}
        className="mt-6 space-y-5"
      />
      <BackHomeButton label={t.backHome} variant="ghost" className="mt-3 w-full" />
    </>
  );
}
