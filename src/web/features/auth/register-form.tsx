import type { SignUpRequest } from '../../../shared/contracts/auth.ts';
import { FormSubmit } from '../../components/form-submit.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { useSignUp } from './api/sign-up.ts';
import { signUpRefusal, toastSignedUp } from '../../lib/auth-outcomes.ts';
import { accountMessages } from '../../../shared/account-messages.ts';

const t = accountMessages.auth;

const signUpFormValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/auth.ts').then((m) => m.SignUpRequestSchema),
);

/**
 * 'Inscription' tab: a name and an address. The e-mailed link opens the page where the password
 * is chosen and the account made (docs/product.md §2.1, §2.2).
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const signUp = useSignUp();
  const form = useApiForm({
    validation: signUpFormValidation,
    defaultValues: { name: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ name, email }: SignUpRequest) => {
    try {
      await signUp.mutateAsync({ name, email });
      toastSignedUp();
      onRegistered(email);
    } catch (error) {
      form.showRefusal(error, signUpRefusal);
    }
  };

  return (
    <form {...form.formProps(onSubmit)} className="space-y-5">
      <TextField
        label={t.name}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name', { onChange: form.clearFormError })}
      />
      <EmailField
        label={t.email}
        error={errors.email?.message}
        {...form.register('email', { onChange: form.clearFormError })}
      />
      <p className="text-sm text-muted-foreground">{t.passwordAfterLink}</p>
      <FormSubmit formError={form.formError} isSubmitting={isSubmitting}>
        {t.registerSubmit}
      </FormSubmit>
    </form>
  );
}
