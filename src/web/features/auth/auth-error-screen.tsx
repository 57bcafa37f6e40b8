import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { EmailRequest } from '../../../shared/contracts/auth.ts';
import { accountMessages } from '../../../shared/account-messages.ts';
import { BackHomeButton } from '../../components/back-home-button.tsx';
import { FormSubmit } from '../../components/form-submit.tsx';
import { MailIcon } from '../../components/icons.tsx';
import { CardPage } from '../../components/layout/card-page.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { readLastLoginEmail, rememberLastLoginEmail } from '../../lib/last-login-email.ts';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useResendVerification } from './api/resend-verification.ts';
import { EMAIL_NOT_CONFIRMED, PROVIDER_SIGN_IN, readAuthErrorParams } from './auth-error-link.ts';

const t = accountMessages.authError;

const emailRequestValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/auth.ts').then((m) => m.EmailRequestSchema),
);

/**
 * `/auth-error` and `/auth/error`: a verification link failed, or the login's 'Problème de
 * vérification ?' asked for a new one; or, with `source=oidc`, a sign-in with the company's
 * provider did not go through. The description in the URL is not displayed: anyone can
 * write a link, so only the catalogue's texts are shown.
 */
export function AuthErrorScreen() {
  useDocumentTitle(t.title);
  const location = useLocation();
  const params = useMemo(() => readAuthErrorParams(location), [location]);
  const knownEmail = params.email ?? readLastLoginEmail() ?? '';
  const isNotConfirmed = params.code === EMAIL_NOT_CONFIRMED;

  if (params.source === PROVIDER_SIGN_IN) {
    // Whatever the provider or better-auth said: anyone can write such a link.
    return (
      <CardPage icon={<MailIcon />} tone="warning" className="max-w-lg">
        <h1 className="mt-4 font-display text-2xl font-bold sm:text-3xl">{t.providerTitle}</h1>
        <p className="mt-3 text-base">{t.providerFailed}</p>
        <Alert tone="info" className="mt-4">
          {t.providerHint}
        </Alert>
        <BackHomeButton label={t.backHome} className="mt-6 w-full" />
      </CardPage>
    );
  }

  return (
    <CardPage icon={<MailIcon />} tone="warning" className="max-w-lg">
      <h1 className="mt-4 font-display text-2xl font-bold sm:text-3xl">{t.title}</h1>
      <p className="mt-3 text-base">{t.invalidLink}</p>
      <Alert tone="info" className="mt-4">
        {isNotConfirmed ? t.notConfirmedHint : t.expiryHint}
      </Alert>
      {/* A new link for a new e-mail: remount the form when the URL changes. */}
      <ResendVerificationForm key={knownEmail} defaultEmail={knownEmail} />
      <BackHomeButton label={t.backHome} variant="ghost" className="mt-3 w-full" />
    </CardPage>
  );
}

function ResendVerificationForm({ defaultEmail }: { defaultEmail: string }) {
  const resend = useResendVerification();
  const form = useApiForm({
    validation: emailRequestValidation,
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = async (values: EmailRequest) => {
    try {
      await resend.mutateAsync(values);
      rememberLastLoginEmail(values.email);
    } catch {
      // The mutation's toast says what went wrong.
    }
  };

  return (
    <form {...form.formProps(onSubmit)} className="mt-6 space-y-4">
      <EmailField
        label={t.emailLabel}
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <FormSubmit isSubmitting={form.formState.isSubmitting}>{t.resend}</FormSubmit>
    </form>
  );
}
