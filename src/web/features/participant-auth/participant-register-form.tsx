import type { ParticipantSignUpForm } from '../../../shared/contracts/participant-auth.ts';
import { messages } from '../../../shared/messages.ts';
import { accountMessages } from '../../../shared/account-messages.ts';
import { FormSubmit } from '../../components/form-submit.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { signUpRefusal, toastSignedUp } from '../../lib/auth-outcomes.ts';
import { useParticipantSignUp } from './api/participant-sign-up.ts';
import { ParticipantEmailField, isNotAPlayer } from './participant-email-field.tsx';

const participantSignUpFormValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/participant-auth.ts').then(
    (m) => m.ParticipantSignUpFormSchema,
  ),
);

/** 'Créer un compte' tab: the account takes the player's name; the e-mail must be confirmed. */
export function ParticipantRegisterForm({
  secretSantaId,
  defaultEmail,
  onRegistered,
}: {
  secretSantaId: string;
  defaultEmail: string;
  onRegistered: (email: string) => void;
}) {
  const signUp = useParticipantSignUp(secretSantaId);
  const form = useApiForm({
    validation: participantSignUpFormValidation,
    defaultValues: { email: defaultEmail, password: '', confirmPassword: '' },
  });

  const onSubmit = async ({ email, password }: ParticipantSignUpForm) => {
    try {
      await signUp.mutateAsync({ email, password });
      toastSignedUp();
      onRegistered(email);
    } catch (error) {
      if (isNotAPlayer(error) && form.showFieldRefusal(error)) return;
      form.showRefusal(error, signUpRefusal);
    }
  };

  return (
    <form {...form.formProps(onSubmit)} className="space-y-5">
      <ParticipantEmailField
        error={form.formState.errors.email?.message}
        {...form.register('email', { onChange: form.clearFormError })}
      />
      <NewPasswordFields
        form={form}
        field="password"
        label={messages.auth.password}
        onChange={form.clearFormError}
      />
      <FormSubmit formError={form.formError} isSubmitting={form.formState.isSubmitting}>
        {accountMessages.participantAuth.createAccount}
      </FormSubmit>
    </form>
  );
}
