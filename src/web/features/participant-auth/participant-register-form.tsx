import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import { messages } from '../../../shared/messages.ts';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { hasErrorCode, isApiClientError } from '../../lib/api-client.ts';
import { findInvalidField } from '../../lib/find-invalid-field.ts';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { useParticipantSignUp } from './api/participant-sign-up.ts';
import { InvitationEmailField } from './invitation-email-field.tsx';
import type { ParticipantSignUpForm } from './participant-sign-up-form-schema.ts';

const t = messages.auth;
const formFields = ['email', 'password'] as const;

const participantSignUpFormValidation = lazyZodResolver(() =>
  import('./participant-sign-up-form-schema.ts').then((m) => m.ParticipantSignUpFormSchema),
);

/** 'Créer un compte' tab: the account takes the player's name; the e-mail must be confirmed. */
export function ParticipantRegisterForm({
  secretSantaId,
  defaultEmail,
  isEmailLocked,
  onRegistered,
}: {
  secretSantaId: string;
  defaultEmail: string;
  isEmailLocked: boolean;
  onRegistered: (email: string) => void;
}) {
  const signUp = useParticipantSignUp(secretSantaId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: participantSignUpFormValidation.resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: defaultEmail, password: '', confirmPassword: '' },
  });
  const clearFormError = () => setFormError(null);

  const onSubmit = async ({ email, password }: ParticipantSignUpForm) => {
    clearFormError();
    try {
      await signUp.mutateAsync({ email, password });
      toast.success(t.registerSuccessTitle, { description: t.registerSuccessText });
      onRegistered(email);
    } catch (error) {
      if (hasErrorCode(error, errorCodes.notFound) && error.field === 'email') {
        setError('email', { message: error.message }, { shouldFocus: true });
        return;
      }
      const invalid = findInvalidField(error, formFields);
      if (invalid) setError(invalid.field, { message: invalid.message });
      toast.error(t.registerErrorTitle, {
        description: isApiClientError(error) ? error.message : t.registerFailedGeneric,
      });
      setFormError(t.registerFailedInline);
    }
  };

  return (
    <form
      noValidate
      onFocus={participantSignUpFormValidation.preload}
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-5"
    >
      <InvitationEmailField
        isLocked={isEmailLocked}
        error={errors.email?.message}
        {...register('email', { onChange: clearFormError })}
      />
      <NewPasswordFields
        passwordLabel={t.password}
        password={register('password', { onChange: clearFormError, deps: ['confirmPassword'] })}
        passwordError={errors.password?.message}
        confirmation={register('confirmPassword', { onChange: clearFormError })}
        confirmationError={errors.confirmPassword?.message}
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
        {messages.participantAuth.createAccount}
      </Button>
    </form>
  );
}
