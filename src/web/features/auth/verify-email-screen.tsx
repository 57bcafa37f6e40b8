import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import type { CompleteSignUpForm } from '../../../shared/contracts/auth.ts';
import { messages } from '../../../shared/messages.ts';
import { accountMessages } from '../../../shared/account-messages.ts';
import { FormSubmit } from '../../components/form-submit.tsx';
import { MailIcon } from '../../components/icons.tsx';
import { CardPage } from '../../components/layout/card-page.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { errorMessageOf, hasErrorCode } from '../../lib/api-client.ts';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useActivateAccount } from './api/activate-account.ts';
import { usePendingSignUp } from './api/get-pending-sign-up.ts';
import { buildAuthErrorHref } from './auth-error-link.ts';
import { signInState } from './sign-in-email.ts';

const t = accountMessages.verifyEmail;

const activationValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/auth.ts').then((m) => m.CompleteSignUpFormSchema),
);

/** The auth error page, which says the link is broken and sends a new one. */
const invalidLinkHref = buildAuthErrorHref({
  code: 'otp_expired',
  description: accountMessages.authError.invalidLink,
  email: '',
});

/**
 * `/verify-email?token=…`, the link of the sign-up e-mail. The account is made here, with the
 * name and the password chosen on this page: whoever holds the link reads the mailbox, so the
 * password that works is always theirs (docs/decisions/0013). A link followed already says the
 * account is active and leads to sign-in (docs/decisions/0027).
 */
export function VerifyEmailScreen() {
  useDocumentTitle(t.pageTitle);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const pending = usePendingSignUp(token);

  if (!token || hasErrorCode(pending.error, errorCodes.invalidToken)) {
    return <Navigate to={invalidLinkHref} replace />;
  }
  return (
    <CardPage icon={<MailIcon />} className="max-w-md">
      {pending.data?.signUp.isActivated ? (
        <AccountActive email={pending.data.signUp.email} />
      ) : pending.data ? (
        <ActivationForm token={token} signUp={pending.data.signUp} />
      ) : pending.isError ? (
        <div className="mt-4 space-y-5">
          <h1 className="font-display text-2xl font-bold sm:text-3xl">{t.pageTitle}</h1>
          <Alert tone="error">{errorMessageOf(pending.error, t.loadFailed)}</Alert>
          <Button
            className="w-full"
            isLoading={pending.isFetching}
            onClick={() => void pending.refetch()}
          >
            {messages.app.retry}
          </Button>
        </div>
      ) : (
        <LoadingState label={messages.app.loading} />
      )}
    </CardPage>
  );
}

/** A refusal the page leaves to the form: under its field if it names one, else under the form. */
const leftToTheForm = { fallback: messages.api.unexpected };

/**
 * The name (the sign-up's, to change at will) and the password, typed once: 'Afficher' shows it,
 * as nothing else checks what was typed.
 */
function ActivationForm({
  token,
  signUp,
}: {
  token: string;
  signUp: { email: string; name: string };
}) {
  const navigate = useNavigate();
  const activate = useActivateAccount();
  const [isActive, setIsActive] = useState(false);
  const form = useApiForm({
    validation: activationValidation,
    defaultValues: { name: signUp.name, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  /**
   * Activates. The link's and the account's refusals change the page (the account made
   * meanwhile, by another tab or another of the address's links); any other is the form's to say.
   */
  const onSubmit = async (values: CompleteSignUpForm) => {
    try {
      const { user } = await activate.mutateAsync({ token, ...values });
      toast.success(t.activatedTitle, { description: t.activatedText(user.name) });
      navigate('/', { replace: true });
    } catch (error) {
      if (hasErrorCode(error, errorCodes.invalidToken)) {
        navigate(invalidLinkHref, { replace: true });
      } else if (
        hasErrorCode(error, errorCodes.alreadyActivated) ||
        hasErrorCode(error, errorCodes.accountExists)
      ) {
        setIsActive(true);
      } else {
        form.showRefusal(error, leftToTheForm);
      }
    }
  };

  if (isActive) return <AccountActive email={signUp.email} />;
  return (
    <>
      <h1 className="mt-4 font-display text-2xl font-bold sm:text-3xl">{t.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t.intro(signUp.email)}</p>
      <form {...form.formProps(onSubmit)} className="mt-6 space-y-5">
        {/* The account's address, for password managers. */}
        <input type="email" autoComplete="username" value={signUp.email} readOnly hidden />
        <TextField
          label={accountMessages.auth.name}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <PasswordField
          label={accountMessages.auth.password}
          autoComplete="new-password"
          hint={accountMessages.auth.passwordHint}
          hasShowToggle
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormSubmit formError={form.formError} isSubmitting={isSubmitting}>
          {t.submit}
        </FormSubmit>
      </form>
      <p className="mt-4 text-xs text-muted-foreground">{t.notYou}</p>
    </>
  );
}

/**
 * The address has its account: 'Se connecter' opens the login form with the address filled
 * in. Only whoever holds the link sees this, and the link named the address already.
 */
function AccountActive({ email }: { email: string }) {
  return (
    <div className="mt-4 space-y-5">
      <h1 className="font-display text-2xl font-bold sm:text-3xl">{t.alreadyActiveTitle}</h1>
      <Alert tone="info">{t.alreadyActive(email)}</Alert>
      <Link
        to="/"
        state={signInState(email)}
        className={buttonClassName('primary', 'md', 'w-full')}
      >
        {t.signIn}
      </Link>
    </div>
  );
}
