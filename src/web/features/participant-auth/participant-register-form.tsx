import { accountMessages } from '../../../shared/account-messages.ts';
import { FormSubmit } from '../../components/form-submit.tsx';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { signUpRefusal, toastSignedUp } from '../../lib/auth-outcomes.ts';
import { useParticipantSignUp, type ParticipantSignUpRequest } from './api/participant-sign-up.ts';
import { ParticipantEmailField, isNotAPlayer } from './participant-email-field.tsx';

const participantSignUpFormValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/participant-auth.ts').then(
    (m) => m.ParticipantSignUpRequestSchema,
  ),
);

/**
 * 'Créer un compte' tab: the address alone. The account takes the player's name, and the e-mailed
 * link opens the page where the password is chosen (docs/product.md §8.3).
 */
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
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = async ({ email }: ParticipantSignUpRequest) => {
    try {
      await signUp.mutateAsync({ email });
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
      <p className="text-sm text-muted-foreground">{accountMessages.auth.passwordAfterLink}</p>
      <FormSubmit formError={form.formError} isSubmitting={form.formState.isSubmitting}>
        {accountMessages.participantAuth.createAccount}
      </FormSubmit>
    </form>
  );
}
