import type { SignUpForm } from '../../../shared/contracts/auth.ts';
import { messages } from '../../../shared/messages.ts';
import { FormSubmit } from '../../components/form-submit.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { useSignUp } from './api/sign-up.ts';
import { signUpRefusal, toastSignedUp } from '../../lib/auth-outcomes.ts';

const t = messages.auth;

const signUpFormValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/auth.ts').then((m) => m.SignUpFormSchema),
);

/** 'Inscription' tab. The account must be confirmed by e-mail before the first login. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const signUp = useSignUp();
  const form = useApiForm({
    validation: signUpFormValidation,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ name, email, password }: SignUpForm) => {
    try {
      await signUp.mutateAsync({ name, email, password });
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
      <NewPasswordFields
        form={form}
        field="password"
        label={t.password}
        onChange={form.clearFormError}
      />
      <FormSubmit formError={form.formError} isSubmitting={isSubmitting}>
        {t.registerSubmit}
      </FormSubmit>
    </form>
  );
}
