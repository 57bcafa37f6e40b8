import { useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import type {
  ChooseSignUpPasswordForm,
  CompleteSignUpForm,
} from '../../../shared/contracts/auth.ts';
import { messages } from '../../../shared/messages.ts';
import { accountMessages } from '../../../shared/account-messages.ts';
import { FormSubmit } from '../../components/form-submit.tsx';
import { MailIcon } from '../../components/icons.tsx';
import { CardPage } from '../../components/layout/card-page.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
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
import { useActivateAccount, type Activation } from './api/activate-account.ts';
import { usePendingSignUp } from './api/get-pending-sign-up.ts';
import { buildAuthErrorHref } from './auth-error-link.ts';
import { signInState } from './sign-in-email.ts';

const t = accountMessages.verifyEmail;

const completeValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/auth.ts').then((m) => m.CompleteSignUpFormSchema),
);
const chooseValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/auth.ts').then((m) => m.ChooseSignUpPasswordFormSchema),
);

/** The auth error page, which says the link is broken and sends a new one. */
const invalidLinkHref = buildAuthErrorHref({
  code: 'otp_expired',
  description: accountMessages.authError.invalidLink,
  email: '',
});

/**
 * `/verify-email?token=…`, the link of the sign-up e-mail. The account is made here, with the
 * password chosen at sign-up typed again, or with a new one: whoever holds the link reads the
 * mailbox, so the password that works is always theirs (docs/decisions/0013). A link followed
 * already says the account is active and leads to sign-in (docs/decisions/0027).
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
        <ActivationForms token={token} signUp={pending.data.signUp} />
      ) : pending.isError ? (
        <div className="mt-4 space-y-5">
          <h1 className="font-display text-2xl font-bold sm:text-3xl">{t.title}</h1>
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
  const [isActive, setIsActive] = useState(false);

  /**
   * Activates. The link's and the account's refusals change the page (the account made
   * meanwhile, by another tab or another of the address's links); any other, such as a wrong
   * password, is thrown back to the form, which says it.
   */
  const submit = async (activation: Activation): Promise<void> => {
    try {
      const { user } = await activate.mutateAsync(activation);
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
        throw error;
      }
    }
  };

  if (isActive) return <AccountActive email={signUp.email} />;
  return mode === 'password' ? (
    <ConfirmPasswordForm
      email={signUp.email}
      onSubmit={(password) => submit({ kind: 'password', token, password })}
      onChooseInstead={() => setMode('new-password')}
    />
  ) : (
    <ChoosePasswordForm
      signUp={signUp}
      onSubmit={({ name, newPassword }) =>
        submit({ kind: 'new-password', token, name, newPassword })
      }
      onBack={() => setMode('password')}
    />
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

/** A refusal the page leaves to the form: under its field if it names one, else under the form. */
const leftToTheForm = { fallback: messages.api.unexpected };

function ConfirmPasswordForm({
  email,
  onSubmit,
  onChooseInstead,
}: {
  email: string;
  onSubmit: (password: string) => Promise<void>;
  onChooseInstead: () => void;
}) {
  const form = useApiForm({ validation: completeValidation, defaultValues: { password: '' } });

  const send = ({ password }: CompleteSignUpForm) =>
    onSubmit(password).catch((error: unknown) => form.showRefusal(error, leftToTheForm));

  return (
    <ActivationStep
      title={t.title}
      intro={t.intro(email)}
      email={email}
      formProps={form.formProps(send)}
      formError={form.formError}
      isSubmitting={form.formState.isSubmitting}
      submitLabel={t.submit}
      switchLabel={t.chooseInstead}
      onSwitch={onChooseInstead}
      note={t.notYou}
    >
      <PasswordField
        label={messages.auth.password}
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
    </ActivationStep>
  );
}

function ChoosePasswordForm({
  signUp,
  onSubmit,
  onBack,
}: {
  signUp: { email: string; name: string };
  onSubmit: (form: ChooseSignUpPasswordForm) => Promise<void>;
  onBack: () => void;
}) {
  const form = useApiForm({
    validation: chooseValidation,
    defaultValues: { name: signUp.name, newPassword: '', confirmPassword: '' },
  });

  const send = (values: ChooseSignUpPasswordForm) =>
    onSubmit(values).catch((error: unknown) => form.showRefusal(error, leftToTheForm));

  return (
    <ActivationStep
      title={t.chooseTitle}
      intro={t.chooseIntro(signUp.email)}
      email={signUp.email}
      formProps={form.formProps(send)}
      formError={form.formError}
      isSubmitting={form.formState.isSubmitting}
      submitLabel={t.chooseSubmit}
      switchLabel={t.backToPassword}
      onSwitch={onBack}
    >
      <TextField
        label={messages.auth.name}
        autoComplete="name"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <NewPasswordFields form={form} field="newPassword" label={messages.auth.password} />
    </ActivationStep>
  );
}

/** One way to activate the account: its title, its form, and the way to the other one. */
function ActivationStep({
  title,
  intro,
  email,
  formProps,
  formError,
  isSubmitting,
  submitLabel,
  switchLabel,
  onSwitch,
  note,
  children,
}: {
  title: string;
  intro: string;
  /** The account's address, for password managers. */
  email: string;
  formProps: ComponentProps<'form'>;
  formError: string | null;
  isSubmitting: boolean;
  submitLabel: string;
  switchLabel: string;
  onSwitch: () => void;
  note?: string;
  /** The form's fields. */
  children: ReactNode;
}) {
  return (
    <>
      <h1 className="mt-4 font-display text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{intro}</p>
      <form {...formProps} className="mt-6 space-y-5">
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        {children}
        <FormSubmit formError={formError} isSubmitting={isSubmitting}>
          {submitLabel}
        </FormSubmit>
      </form>
      <Button variant="ghost" className="mt-3 w-full" onClick={onSwitch}>
        {switchLabel}
      </Button>
      {note ? <p className="mt-4 text-xs text-muted-foreground">{note}</p> : null}
    </>
  );
}
