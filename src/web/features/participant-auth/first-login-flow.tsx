import { useEffect, useId, useState } from 'react';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import type { ProvisionalCheckRequest } from '../../../shared/contracts/participant-auth.ts';
import { accountMessages } from '../../../shared/account-messages.ts';
import { FormSubmit } from '../../components/form-submit.tsx';
import { KeyIcon } from '../../components/icons.tsx';
import { NewPasswordForm } from '../../components/new-password-form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { useCheckProvisionalPassword } from './api/check-provisional-password.ts';
import { useFirstLogin } from './api/first-login.ts';
import { InvitationEmailField, isNotAPlayer } from './invitation-email-field.tsx';

const t = accountMessages.participantAuth;

const provisionalCheckRequestValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/participant-auth.ts').then(
    (m) => m.ProvisionalCheckRequestSchema,
  ),
);
const STEP_COUNT = 2;

type Step =
  { kind: 'temp'; error?: string } | { kind: 'new'; email: string; provisionalPassword: string };

/**
 * The first login (docs/product.md §8.4), after accepting an invitation: step 'temp' checks the
 * provisional password from the e-mail, step 'new' chooses the real one, then the account
 * is created and signed in.
 */
export function FirstLoginFlow({
  secretSantaId,
  defaultEmail,
  isEmailLocked,
  onAccountExists,
  onUseLogin,
  onSignedIn,
}: {
  secretSantaId: string;
  defaultEmail: string;
  isEmailLocked: boolean;
  /** This e-mail already has an account: go to 'Connexion' with it. */
  onAccountExists: (email: string) => void;
  onUseLogin: () => void;
  onSignedIn: () => void;
}) {
  const titleId = useId();
  const [step, setStep] = useState<Step>({ kind: 'temp' });
  const [email, setEmail] = useState(defaultEmail);
  const stepNumber = step.kind === 'temp' ? 1 : 2;

  return (
    <section aria-labelledby={titleId} className="space-y-5">
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-3">
          <span className="grid size-11 place-items-center rounded-xl bg-accent text-xl text-accent-foreground">
            <KeyIcon />
          </span>
          <StepIndicator current={stepNumber} />
        </div>
        <h2 id={titleId} className="font-display text-2xl font-bold">
          {step.kind === 'temp' ? t.provisionalStepTitle : t.newPasswordStepTitle}
        </h2>
        <p className="text-sm text-muted-foreground">
          {step.kind === 'temp' ? t.provisionalStepText : t.newPasswordStepText}
        </p>
      </div>

      {step.kind === 'temp' ? (
        <ProvisionalStep
          secretSantaId={secretSantaId}
          email={email}
          isEmailLocked={isEmailLocked}
          initialError={step.error}
          onAccountExists={onAccountExists}
          onChecked={(checked) => {
            setEmail(checked.email);
            setStep({ kind: 'new', ...checked });
          }}
        />
      ) : (
        <NewPasswordStep
          secretSantaId={secretSantaId}
          email={step.email}
          provisionalPassword={step.provisionalPassword}
          onProvisionalRefused={(message) => setStep({ kind: 'temp', error: message })}
          onAccountExists={onAccountExists}
          onSignedIn={onSignedIn}
        />
      )}

      <p className="border-t pt-4 text-center text-sm text-muted-foreground">
        {t.haveAccount}{' '}
        <Button variant="link" size="sm" className="min-h-0 py-0" onClick={onUseLogin}>
          {t.useLogin}
        </Button>
      </p>
    </section>
  );
}

function StepIndicator({ current }: { current: number }) {
  return (
    <p className="flex items-center gap-2 text-xs font-semibold text-muted-foreground">
      <span>{t.step(current, STEP_COUNT)}</span>
      <span aria-hidden="true" className="flex gap-1">
        {Array.from({ length: STEP_COUNT }, (_, index) => (
          <span
            key={index}
            className={cn(
              'h-1.5 w-6 rounded-full',
              index < current ? 'bg-primary dark:bg-gold' : 'bg-muted',
            )}
          />
        ))}
      </span>
    </p>
  );
}

function ProvisionalStep({
  secretSantaId,
  email,
  isEmailLocked,
  initialError,
  onAccountExists,
  onChecked,
}: {
  secretSantaId: string;
  email: string;
  isEmailLocked: boolean;
  initialError: string | undefined;
  onAccountExists: (email: string) => void;
  onChecked: (values: ProvisionalCheckRequest) => void;
}) {
  const check = useCheckProvisionalPassword(secretSantaId);
  const form = useApiForm({
    validation: provisionalCheckRequestValidation,
    defaultValues: { email, provisionalPassword: '' },
  });
  const { setError } = form;
  const { errors, isSubmitting } = form.formState;

  // Back from step 2 because the server refused the provisional password: say why.
  useEffect(() => {
    if (initialError) setError('provisionalPassword', { message: initialError });
  }, [initialError, setError]);

  const onSubmit = async (values: ProvisionalCheckRequest) => {
    try {
      await check.mutateAsync(values);
      onChecked(values);
    } catch (error) {
      if (hasErrorCode(error, errorCodes.accountExists)) {
        onAccountExists(values.email);
        return;
      }
      if (isNotAPlayer(error) && form.showFieldRefusal(error)) return;
      // A wrong or expired provisional password is said under its field.
      form.showRefusal(error, { fallback: t.verificationFailed });
    }
  };

  return (
    <form {...form.formProps(onSubmit)} className="space-y-5">
      <InvitationEmailField
        isLocked={isEmailLocked}
        autoComplete="username"
        error={errors.email?.message}
        {...form.register('email', { onChange: form.clearFormError })}
      />
      <PasswordField
        label={t.provisionalPassword}
        autoComplete="one-time-code"
        error={errors.provisionalPassword?.message}
        {...form.register('provisionalPassword', { onChange: form.clearFormError })}
      />
      <FormSubmit formError={form.formError} isSubmitting={isSubmitting}>
        {t.continue}
      </FormSubmit>
    </form>
  );
}

function NewPasswordStep({
  secretSantaId,
  email,
  provisionalPassword,
  onProvisionalRefused,
  onAccountExists,
  onSignedIn,
}: {
  secretSantaId: string;
  email: string;
  provisionalPassword: string;
  onProvisionalRefused: (message: string) => void;
  onAccountExists: (email: string) => void;
  onSignedIn: () => void;
}) {
  const firstLogin = useFirstLogin(secretSantaId);

  const onSubmit = async (newPassword: string) => {
    try {
      await firstLogin.mutateAsync({ email, provisionalPassword, newPassword });
      toast.success(t.accountCreatedTitle, { description: t.accountCreated });
      onSignedIn();
    } catch (error) {
      if (hasErrorCode(error, errorCodes.accountExists)) {
        onAccountExists(email);
        return;
      }
      // The provisional password expired or was replaced meanwhile: back to step 1.
      if (
        hasErrorCode(error, errorCodes.invalidCredentials) ||
        hasErrorCode(error, errorCodes.invalidToken)
      ) {
        toast.error(t.wrongProvisionalTitle, { description: error.message });
        onProvisionalRefused(error.message);
        return;
      }
      throw error;
    }
  };

  // This step replaces the form that had the focus: it continues in its first field.
  return (
    <NewPasswordForm
      submitLabel={t.createAccount}
      refusal={{ fallback: t.createFailed }}
      onSubmit={onSubmit}
      hasFocus
      className="space-y-5"
    />
  );
}
