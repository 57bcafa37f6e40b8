import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SignUpForm } from '../../../shared/contracts/auth.ts';
import { messages } from '../../../shared/messages.ts';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { isApiClientError } from '../../lib/api-client.ts';
import { findInvalidField } from '../../lib/find-invalid-field.ts';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { useSignUp } from './api/sign-up.ts';

const t = messages.auth;
const formFields = ['name', 'email', 'password'] as const;

const signUpFormValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/auth.ts').then((m) => m.SignUpFormSchema),
);

/** 'Inscription' tab. The account must be confirmed by e-mail before the first login. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: signUpFormValidation.resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const clearFormError = () => setFormError(null);

  const onSubmit = async ({ name, email, password }: SignUpForm) => {
    clearFormError();
    try {
      await signUp.mutateAsync({ name, email, password });
      toast.success(t.registerSuccessTitle, { description: t.registerSuccessText });
      onRegistered(email);
    } catch (error) {
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
      onFocus={signUpFormValidation.preload}
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-5"
    >
      <TextField
        label={t.name}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name', { onChange: clearFormError })}
      />
      <EmailField
        label={t.email}
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
        {t.registerSubmit}
      </Button>
    </form>
  );
}
