import { useSignInOptions, useStartProviderSignIn } from './api/sign-in-with-provider.ts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SignInRequest } from '../../../shared/contracts/auth.ts';
import { FormSubmit } from '../../components/form-submit.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { takeOverEarlySubmit } from '../../first-paint/first-paint.ts';
import { rememberLastLoginEmail } from '../../lib/last-login-email.ts';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { useSignIn } from './api/sign-in.ts';
import { buildAuthErrorHref, EMAIL_NOT_CONFIRMED } from './auth-error-link.ts';
import { signInRefusal, toastSignedIn } from '../../lib/auth-outcomes.ts';
import { signInEmailOf } from './sign-in-email.ts';
import { accountMessages } from '../../../shared/account-messages.ts';

const t = accountMessages.auth;

const signInRequestValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/auth.ts').then((m) => m.SignInRequestSchema),
);

/** 'Connexion' tab: e-mail + password, forgot-password and verification-problem actions. */
export function LoginForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [needsEmailForVerification, setNeedsEmailForVerification] = useState(false);
  // No default values: the prerendered form may be typed in (or autofilled) before React
  // adopts it, and react-hook-form then reads the fields instead of emptying them.
  const form = useApiForm({ validation: signInRequestValidation });
  const { errors, isSubmitting } = form.formState;

  // Sent on the prerendered page before React adopted it: sent again now (first-paint.ts).
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => takeOverEarlySubmit(formRef.current), []);

  // The address a link handed over ('Se connecter' of an activation link already used), once
  // the page is React's: never over what the person typed.
  const handedEmail = signInEmailOf(useLocation().state);
  const { getValues, setValue } = form;
  useEffect(() => {
    if (handedEmail && !getValues('email')) setValue('email', handedEmail);
  }, [handedEmail, getValues, setValue]);

  const clearFormMessages = () => {
    form.clearFormError();
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
      toastSignedIn(user);
    } catch (error) {
      form.showRefusal(error, signInRefusal);
    }
  };

  const onVerificationProblem = () => {
    const email = form.getValues('email').trim();
    if (!email) {
      setNeedsEmailForVerification(true);
      return;
    }
    rememberLastLoginEmail(email);
    goToVerificationPage(email);
  };

  return (
    // `method="dialog"`: the page paints this form before its JavaScript runs (prerendered,
    // src/web/first-paint/first-paint.ts); a submit then does nothing, instead of the browser's own GET
    // that would put the password in the address. Once React runs, onSubmit handles it.
    <form ref={formRef} method="dialog" {...form.formProps(onSubmit)} className="space-y-5">
      <EmailField
        label={t.email}
        error={errors.email?.message}
        {...form.register('email', { onChange: clearFormMessages })}
      />
      <div className="space-y-2">
        <PasswordField
          label={t.password}
          error={errors.password?.message}
          {...form.register('password', { onChange: form.clearFormError })}
        />
        <div className="flex justify-end">
          <Button
            variant="link"
            size="sm"
            onClick={() => onForgotPassword(form.getValues('email').trim())}
          >
            {t.forgotPassword}
          </Button>
        </div>
      </div>
      <FormSubmit formError={form.formError} isSubmitting={isSubmitting}>
        {t.loginSubmit}
      </FormSubmit>
      <ProviderSignIn />
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

/**
 * « Se connecter avec {name} » when the company's provider is set up (docs/product.md §2.8):
 * the provider's own page, then back here signed in, or to /auth-error.
 */
function ProviderSignIn() {
  const options = useSignInOptions();
  const start = useStartProviderSignIn();
  const oidc = options.data?.oidc;
  if (!oidc) return null;
  return (
    <div className="space-y-2">
      <Button
        variant="outline"
        className="w-full"
        isLoading={start.isPending || start.isSuccess}
        onClick={() =>
          start.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })
        }
      >
        {t.signInWith(oidc.name)}
      </Button>
      {start.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t.signInWithFailed}
        </p>
      ) : null}
    </div>
  );
}
