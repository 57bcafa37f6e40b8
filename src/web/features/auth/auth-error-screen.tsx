import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { EmailRequest } from '../../../shared/contracts/auth.ts';
import { messages } from '../../../shared/messages.ts';
import { BackHomeButton } from '../../components/back-home-button.tsx';
import { MailIcon } from '../../components/icons.tsx';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { isApiClientError } from '../../lib/api-client.ts';
import { readLastLoginEmail, rememberLastLoginEmail } from '../../lib/last-login-email.ts';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useResendVerification } from './api/resend-verification.ts';
import { EMAIL_NOT_CONFIRMED, readAuthErrorParams } from './auth-error-link.ts';

const t = messages.authError;

const emailRequestValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/auth.ts').then((m) => m.EmailRequestSchema),
);

/**
 * `/auth-error` and `/auth/error`: a verification link failed, or the login found the
 * e-mail unconfirmed. The description in the URL is not displayed: anyone can write a
 * link, so only the catalogue's texts are shown.
 */
export function AuthErrorScreen() {
  useDocumentTitle(t.title);
  const location = useLocation();
  const params = useMemo(() => readAuthErrorParams(location), [location]);
  const knownEmail = params.email ?? readLastLoginEmail() ?? '';
  const isNotConfirmed = params.code === EMAIL_NOT_CONFIRMED;

  return (
    <AppLayout mainClassName="flex items-center justify-center">
      <Card className="w-full max-w-lg p-6 sm:p-8">
        <span className="grid size-12 place-items-center rounded-xl bg-destructive-soft text-2xl text-primary-text">
          <MailIcon />
        </span>
        <h1 className="mt-4 font-display text-2xl font-bold sm:text-3xl">{t.title}</h1>
        <p className="mt-3 text-base">{t.invalidLink}</p>
        <Alert tone="info" className="mt-4">
          {isNotConfirmed ? t.notConfirmedHint : t.expiryHint}
        </Alert>
        {/* A new link for a new e-mail: remount the form when the URL changes. */}
        <ResendVerificationForm key={knownEmail} defaultEmail={knownEmail} />
        <BackHomeButton label={t.backHome} variant="ghost" className="mt-3 w-full" />
      </Card>
    </AppLayout>
  );
}

function ResendVerificationForm({ defaultEmail }: { defaultEmail: string }) {
  const resend = useResendVerification();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: emailRequestValidation.resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = async (values: EmailRequest) => {
    try {
      await resend.mutateAsync(values);
      rememberLastLoginEmail(values.email);
      toast.success(messages.auth.emailSentTitle, {
        description: messages.auth.verificationSentText,
      });
    } catch (error) {
      toast.error(
        t.resendFailed(isApiClientError(error) ? error.message : messages.api.unexpected),
      );
    }
  };

  return (
    <form
      noValidate
      onFocus={emailRequestValidation.preload}
      onSubmit={handleSubmit(onSubmit)}
      className="mt-6 space-y-4"
    >
      <EmailField label={t.emailLabel} error={errors.email?.message} {...register('email')} />
      <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
        {t.resend}
      </Button>
    </form>
  );
}
