import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import type { ResetPasswordForm } from '../../../shared/contracts/auth.ts';
import { messages } from '../../../shared/messages.ts';
import { BackHomeButton } from '../../components/back-home-button.tsx';
import { KeyIcon } from '../../components/icons.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { hasErrorCode, isApiClientError } from '../../lib/api-client.ts';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useResetPassword } from './api/reset-password.ts';

const t = messages.resetPassword;

const resetPasswordFormValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/auth.ts').then((m) => m.ResetPasswordFormSchema),
);
/** SPEC.md §9: back to the home page 2 seconds after a successful reset. */
export const RESET_REDIRECT_DELAY_MS = 2000;

type Status = 'editing' | 'done' | 'invalid-link';

/** `/reset-password?token=…`, the target of the link in the reset e-mail. */
export function ResetPasswordScreen() {
  useDocumentTitle(t.title);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  return (
    <AppLayout mainClassName="flex items-center justify-center">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <span className="grid size-12 place-items-center rounded-xl bg-accent text-2xl text-accent-foreground">
          <KeyIcon />
        </span>
        <h1 className="mt-4 font-display text-2xl font-bold sm:text-3xl">{t.title}</h1>
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <div className="mt-4 space-y-5">
            <Alert tone="error">{t.missingToken}</Alert>
            <BackHomeButton label={t.backHome} className="w-full" />
          </div>
        )}
      </Card>
    </AppLayout>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [status, setStatus] = useState<Status>('editing');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: resetPasswordFormValidation.resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (status !== 'done') return;
    const timer = window.setTimeout(
      () => navigate('/', { replace: true }),
      RESET_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [status, navigate]);

  const onSubmit = async ({ newPassword }: ResetPasswordForm) => {
    setFormError(null);
    try {
      await resetPassword.mutateAsync({ token, newPassword });
      toast.success(t.successTitle, { description: t.successText });
      setStatus('done');
    } catch (error) {
      if (hasErrorCode(error, errorCodes.invalidToken)) {
        setStatus('invalid-link');
        return;
      }
      toast.error(t.errorTitle, {
        description: isApiClientError(error) ? error.message : t.resetFailed,
      });
      setFormError(t.failed);
    }
  };

  /** SPEC.md §5: these two rules also get a titled toast. */
  const onInvalid = (invalid: FieldErrors<ResetPasswordForm>) => {
    const passwordError = invalid.newPassword?.message;
    if (passwordError) {
      toast.error(passwordError === t.tooShort ? t.tooShortTitle : t.errorTitle, {
        description: passwordError,
      });
      return;
    }
    if (invalid.confirmPassword) {
      toast.error(t.mismatchTitle, { description: t.mismatch });
    }
  };

  if (status === 'invalid-link') {
    return (
      <div className="mt-4 space-y-5">
        <Alert tone="error">{t.invalidLink}</Alert>
        <BackHomeButton label={messages.auth.backToLogin} className="w-full" />
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
      <form
        noValidate
        onFocus={resetPasswordFormValidation.preload}
        onSubmit={handleSubmit(onSubmit, onInvalid)}
        className="mt-6 space-y-5"
      >
        <NewPasswordFields
          passwordLabel={t.newPassword}
          password={register('newPassword', { deps: ['confirmPassword'] })}
          passwordError={errors.newPassword?.message}
          confirmation={register('confirmPassword')}
          confirmationError={errors.confirmPassword?.message}
        />
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
          {t.submit}
        </Button>
      </form>
      <BackHomeButton label={t.backHome} variant="ghost" className="mt-3 w-full" />
    </>
  );
}
