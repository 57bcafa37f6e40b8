import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import type { SignInRequest } from '../../../shared/contracts/auth.ts';
import { messages } from '../../../shared/messages.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { sendAgainIfSentEarly } from '../../first-paint.ts';
import { hasErrorCode, isApiClientError } from '../../lib/api-client.ts';
import { findInvalidField } from '../../lib/find-invalid-field.ts';
import { rememberLastLoginEmail } from '../../lib/last-login-email.ts';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { useSignIn } from './api/sign-in.ts';
import { buildAuthErrorHref, EMAIL_NOT_CONFIRMED } from './auth-error-link.ts';

const t = messages.auth;
const formFields = ['email', 'password'] as const;

const signInRequestValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/auth.ts').then((m) => m.SignInRequestSchema),
);

/** 'Connexion' tab: e-mail + password, forgot-password and verification-problem actions. */
export function LoginForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const [needsEmailForVerification, setNeedsEmailForVerification] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: signInRequestValidation.resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // No default values: the prerendered form may be typed in (or autofilled) before React
    // adopts it, and react-hook-form then reads the fields instead of emptying them.
  });

  // Sent on the prerendered page before React adopted it: sent again now (first-paint.ts).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => sendAgainIfSentEarly(formRef.current), []);

  const clearFormMessages = () => {
    setFormError(null);
    setNeedsEmailForVerification(false);
  };

  const goToVerificationPage = (email: string) => {
    navigate(
      buildAuthErrorHref({
        code: EMAIL_NOT_CONFIRMED,
        description: t.emailNotConfirmedText,
        email,
      }),
    );
  };

  const onSubmit = async (values: SignInRequest) => {
    clearFormMessages();
    try {
      const { user } = await signIn.mutateAsync(values);
      rememberLastLoginEmail(values.email);
      toast.success(t.loginSuccessTitle, { description: t.loginSuccessText(user.name) });
    } catch (error) {
      if (hasErrorCode(error, errorCodes.emailNotVerified)) {
        rememberLastLoginEmail(values.email);
        toast.error(t.emailNotConfirmedTitle, { description: t.emailNotConfirmedText });
        setFormError(t.emailNotConfirmedText);
        goToVerificationPage(values.email);
        return;
      }
      const invalid = findInvalidField(error, formFields);
      if (invalid) setError(invalid.field, { message: invalid.message });
      toast.error(t.loginErrorTitle, {
        description: isApiClientError(error) ? error.message : t.loginFailedToast,
      });
      setFormError(t.loginFailedInline);
    }
  };

  const onVerificationProblem = () => {
    const email = getValues('email').trim();
    if (!email) {
      setNeedsEmailForVerification(true);
      return;
    }
    rememberLastLoginEmail(email);
    goToVerificationPage(email);
  };

  return (
    // `method="dialog"`: the page paints this form before its JavaScript runs (prerendered,
    // src/web/first-paint.ts); a submit then does nothing, instead of the browser's own GET
    // that would put the password in the address. Once React runs, onSubmit handles it.
    <form
      ref={formRef}
      method="dialog"
      noValidate
      onFocus={signInRequestValidation.preload}
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-5"
    >
      <EmailField
        label={t.email}
        error={errors.email?.message}
        {...register('email', { onChange: clearFormMessages })}
      />
      <div className="space-y-2">
        <TextField
          label={t.password}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', { onChange: () => setFormError(null) })}
        />
        <div className="flex justify-end">
          <Button
            variant="link"
            size="sm"
            onClick={() => onForgotPassword(getValues('email').trim())}
          >
            {t.forgotPassword}
          </Button>
        </div>
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
        {t.loginSubmit}
      </Button>
      <div className="border-t pt-4 text-center">
        <Button variant="link" size="sm" onClick={onVerificationProblem}>
          {t.verificationProblem}
        </Button>
        {needsEmailForVerification ? (
          <p role="alert" className="mt-2 text-sm font-medium text-destructive">
            {t.verificationProblemNeedsEmail}
          </p>
        ) : null}
      </div>
    </form>
  );
}
