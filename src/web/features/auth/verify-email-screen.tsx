import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import type {
  ChooseSignUpPasswordForm,
  CompleteSignUpForm,
} from '../../../shared/contracts/auth.ts';
import { messages } from '../../../shared/messages.ts';
import { BackHomeButton } from '../../components/back-home-button.tsx';
import { MailIcon } from '../../components/icons.tsx';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { hasErrorCode, isApiClientError } from '../../lib/api-client.ts';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useActivateAccount, type Activation } from './api/activate-account.ts';
import { usePendingSignUp } from './api/get-pending-sign-up.ts';
import { buildAuthErrorHref } from './auth-error-link.ts';

const t = messages.verifyEmail;

const completeValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/auth.ts').then((m) => m.CompleteSignUpFormSchema),
);
const chooseValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/auth.ts').then((m) => m.ChooseSignUpPasswordFormSchema),
);

/** The auth error page, which says the link is broken and sends a new one. */
const invalidLinkHref = buildAuthErrorHref({
  code: 'otp_expired',
  description: messages.authError.invalidLink,
  email: '',
});

/**
 * `/verify-email?token=…`, the link of the sign-up e-mail. The account is made here, with the
 * password chosen at sign-up typed again, or with a new one: whoever holds the link reads the
 * mailbox, so the password that works is always theirs (docs/decisions/0013).
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
    <AppLayout mainClassName="flex items-center justify-center">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <span className="grid size-12 place-items-center rounded-xl bg-accent text-2xl text-accent-foreground">
          <MailIcon />
        </span>
        {pending.data ? (
          <ActivationForms token={token} signUp={pending.data.signUp} />
        ) : pending.isError ? (
          <div className="mt-4 space-y-5">
            <h1 className="font-display text-2xl font-bold sm:text-3xl">{t.title}</h1>
            <Alert tone="error">
              {isApiClientError(pending.error) ? pending.error.message : t.loadFailed}
            </Alert>
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
      </Card>
    </AppLayout>
  );
}

function ActivationForms({
  token,
  signUp,
}: {
  token: string;
  signUp: { email: string; name: string };
}) {
  const navigate = useNavigate();
  const activate = useActivateAccount();
  const [mode, setMode] = useState<'password' | 'new-password'>('password');
  const [formError, setFormError] = useState<string | null>(null);
  const [hasAccount, setHasAccount] = useState(false);

  /** Activates; a refusal of the password itself comes back to the form as its field error. */
  const submit = async (activation: Activation): Promise<string | null> => {
    setFormError(null);
    try {
      const { user } = await activate.mutateAsync(activation);
      toast.success(t.activatedTitle, { description: t.activatedText(user.name) });
      navigate('/', { replace: true });
      return null;
    } catch (error) {
      if (hasErrorCode(error, errorCodes.invalidToken)) {
        navigate(invalidLinkHref, { replace: true });
      } else if (hasErrorCode(error, errorCodes.accountExists)) {
        setHasAccount(true);
      } else if (hasErrorCode(error, errorCodes.invalidCredentials)) {
        return error instanceof Error ? error.message : t.wrongPassword;
      } else {
        setFormError(isApiClientError(error) ? error.message : messages.api.unexpected);
      }
      return null;
    }
  };

  if (hasAccount) {
    return (
      <div className="mt-4 space-y-5">
        <h1 className="font-display text-2xl font-bold sm:text-3xl">{t.title}</h1>
        <Alert tone="info">{messages.auth.accountExists}</Alert>
        <BackHomeButton label={t.signIn} className="w-full" />
      </div>
    );
  }
  return mode === 'password' ? (
    <ConfirmPasswordForm
      email={signUp.email}
      formError={formError}
      onSubmit={(password) => submit({ kind: 'password', token, password })}
      onChooseInstead={() => {
        setFormError(null);
        setMode('new-password');
      }}
    />
  ) : (
    <ChoosePasswordForm
      signUp={signUp}
      formError={formError}
      onSubmit={({ name, newPassword }) =>
        submit({ kind: 'new-password', token, name, newPassword })
      }
      onBack={() => {
        setFormError(null);
        setMode('password');
      }}
    />
  );
}

function ConfirmPasswordForm({
  email,
  formError,
  onSubmit,
  onChooseInstead,
}: {
  email: string;
  formError: string | null;
  onSubmit: (password: string) => Promise<string | null>;
  onChooseInstead: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: completeValidation.resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '' },
  });

  const send = async ({ password }: CompleteSignUpForm) => {
    const refusal = await onSubmit(password);
    if (refusal) setError('password', { message: refusal }, { shouldFocus: true });
  };

  return (
    <>
      <h1 className="mt-4 font-display text-2xl font-bold sm:text-3xl">{t.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t.intro(email)}</p>
      <form
        noValidate
        onFocus={completeValidation.preload}
        onSubmit={handleSubmit(send)}
        className="mt-6 space-y-5"
      >
        {/* For password managers: the account this password belongs to. */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label={messages.auth.password}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
          {t.submit}
        </Button>
      </form>
      <Button variant="ghost" className="mt-3 w-full" onClick={onChooseInstead}>
        {t.chooseInstead}
      </Button>
      <p className="mt-4 text-xs text-muted-foreground">{t.notYou}</p>
    </>
  );
}

function ChoosePasswordForm({
  signUp,
  formError,
  onSubmit,
  onBack,
}: {
  signUp: { email: string; name: string };
  formError: string | null;
  onSubmit: (form: ChooseSignUpPasswordForm) => Promise<string | null>;
  onBack: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: chooseValidation.resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: signUp.name, newPassword: '', confirmPassword: '' },
  });

  const send = async (form: ChooseSignUpPasswordForm) => {
    const refusal = await onSubmit(form);
    if (refusal) setError('newPassword', { message: refusal }, { shouldFocus: true });
  };

  return (
    <>
      <h1 className="mt-4 font-display text-2xl font-bold sm:text-3xl">{t.chooseTitle}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t.chooseIntro(signUp.email)}</p>
      <form
        noValidate
        onFocus={chooseValidation.preload}
        onSubmit={handleSubmit(send)}
        className="mt-6 space-y-5"
      >
        <input type="email" autoComplete="username" value={signUp.email} readOnly hidden />
        <TextField
          label={messages.auth.name}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <NewPasswordFields
          passwordLabel={messages.auth.password}
          password={register('newPassword', { deps: ['confirmPassword'] })}
          passwordError={errors.newPassword?.message}
          confirmation={register('confirmPassword')}
          confirmationError={errors.confirmPassword?.message}
        />
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
          {t.chooseSubmit}
        </Button>
      </form>
      <Button variant="ghost" className="mt-3 w-full" onClick={onBack}>
        {t.backToPassword}
      </Button>
    </>
  );
}
