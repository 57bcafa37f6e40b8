import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import { messages } from '../../../shared/messages.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { hasErrorCode, isApiClientError } from '../../lib/api-client.ts';
import { findInvalidField } from '../../lib/find-invalid-field.ts';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { useParticipantSignIn } from './api/participant-sign-in.ts';
import type { ParticipantSignInRequest } from './api/participant-sign-in.ts';
import { InvitationEmailField } from './invitation-email-field.tsx';

const t = messages.auth;
const formFields = ['email', 'password'] as const;

const participantSignInRequestValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/participant-auth.ts').then(
    (m) => m.ParticipantSignInRequestSchema,
  ),
);

/** 'Connexion' tab of `/santa-auth/:id`: only a player of this event may sign in here. */
export function ParticipantLoginForm({
  secretSantaId,
  defaultEmail,
  isEmailLocked,
  notice,
  onSignedIn,
}: {
  secretSantaId: string;
  defaultEmail: string;
  /** The e-mail came with the link: shown, not editable. */
  isEmailLocked: boolean;
  /** Why the person was sent here (e.g. they already have an account). */
  notice?: string | undefined;
  onSignedIn: () => void;
}) {
  const signIn = useParticipantSignIn(secretSantaId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: participantSignInRequestValidation.resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: defaultEmail, password: '' },
  });
  const clearFormError = () => setFormError(null);

  const onSubmit = async (values: ParticipantSignInRequest) => {
    clearFormError();
    try {
      const { user } = await signIn.mutateAsync(values);
      toast.success(t.loginSuccessTitle, { description: t.loginSuccessText(user.name) });
      onSignedIn();
    } catch (error) {
      // SPEC.md §5: the e-mail must be a player of this event, said under the field.
      if (hasErrorCode(error, errorCodes.notFound) && error.field === 'email') {
        setError('email', { message: error.message }, { shouldFocus: true });
        return;
      }
      if (hasErrorCode(error, errorCodes.emailNotVerified)) {
        toast.error(t.emailNotConfirmedTitle, { description: t.emailNotConfirmedText });
        setFormError(t.emailNotConfirmedText);
        return;
      }
      const invalid = findInvalidField(error, formFields);
      if (invalid) setError(invalid.field, { message: invalid.message });
      if (hasErrorCode(error, errorCodes.rateLimited)) {
        toast.error(t.loginErrorTitle, { description: error.message });
        setFormError(error.message);
        return;
      }
      toast.error(t.loginErrorTitle, {
        description: isApiClientError(error) ? error.message : t.loginFailedToast,
      });
      setFormError(t.loginFailedInline);
    }
  };

  return (
    <form
      noValidate
      onFocus={participantSignInRequestValidation.preload}
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-5"
    >
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      <InvitationEmailField
        isLocked={isEmailLocked}
        error={errors.email?.message}
        {...register('email', { onChange: clearFormError })}
      />
      <TextField
        label={t.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', { onChange: clearFormError })}
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
        {t.loginSubmit}
      </Button>
    </form>
  );
}
