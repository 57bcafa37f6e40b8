import { FormSubmit } from '../../components/form-submit.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { signInRefusal, toastSignedIn } from '../../lib/auth-outcomes.ts';
import { useParticipantSignIn } from './api/participant-sign-in.ts';
import type { ParticipantSignInRequest } from './api/participant-sign-in.ts';
import { ParticipantEmailField, isNotAPlayer } from './participant-email-field.tsx';
import { accountMessages } from '../../../shared/account-messages.ts';

const participantSignInRequestValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/participant-auth.ts').then(
    (m) => m.ParticipantSignInRequestSchema,
  ),
);

/** 'Connexion' tab of `/santa-auth/:id`: only a player of this event may sign in here. */
export function ParticipantLoginForm({
  secretSantaId,
  defaultEmail,
  onSignedIn,
  onForgotPassword,
}: {
  secretSantaId: string;
  defaultEmail: string;
  onSignedIn: () => void;
  /** 'Mot de passe oublié' with the address typed so far. */
  onForgotPassword: (email: string) => void;
}) {
  const signIn = useParticipantSignIn(secretSantaId);
  const form = useApiForm({
    validation: participantSignInRequestValidation,
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: ParticipantSignInRequest) => {
    try {
      const { user } = await signIn.mutateAsync(values);
      toastSignedIn(user);
      onSignedIn();
    } catch (error) {
      if (isNotAPlayer(error) && form.showFieldRefusal(error)) return;
      form.showRefusal(error, signInRefusal);
    }
  };

  return (
    <form {...form.formProps(onSubmit)} className="space-y-5">
      <ParticipantEmailField
        error={errors.email?.message}
        {...form.register('email', { onChange: form.clearFormError })}
      />
      <div className="space-y-2">
        <PasswordField
          label={accountMessages.auth.password}
          error={errors.password?.message}
          {...form.register('password', { onChange: form.clearFormError })}
        />
        <div className="flex justify-end">
          <Button
            variant="link"
            size="sm"
            onClick={() => onForgotPassword(form.getValues('email').trim())}
          >
            {accountMessages.auth.forgotPassword}
          </Button>
        </div>
      </div>
      <FormSubmit formError={form.formError} isSubmitting={isSubmitting}>
        {accountMessages.auth.loginSubmit}
      </FormSubmit>
    </form>
  );
}
