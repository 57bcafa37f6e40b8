import type { UseFormRegisterReturn } from 'react-hook-form';
import { messages } from '../../shared/messages.ts';
import { PasswordField } from './ui/password-field.tsx';

type PasswordField = 'password' | 'newPassword';

/** What the fields need of their form (react-hook-form's): the password and its confirmation. */
interface PasswordForm<Field extends PasswordField> {
  register(
    name: Field | 'confirmPassword',
    options?: { onChange?: () => void; deps?: ['confirmPassword'] },
  ): UseFormRegisterReturn;
  formState: { errors: { [Name in Field | 'confirmPassword']?: { message?: string } } };
}

/**
 * Choosing a password (sign-up, activation, reset, first login): the password with the length
 * rule under it, then the same again. Both are 'new-password' so that password managers offer
 * one. Editing the first checks the confirmation again; `onChange` runs on either.
 */
export function NewPasswordFields<Field extends PasswordField>({
  form,
  field,
  label,
  onChange,
}: {
  form: PasswordForm<NoInfer<Field>>;
  /** The password's own field in the form's schema. */
  field: Field;
  /** 'Mot de passe' on sign-up, 'Nouveau mot de passe' when replacing one. */
  label: string;
  onChange?: () => void;
}) {
  const { errors } = form.formState;
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        hint={messages.auth.passwordHint}
        error={errors[field]?.message}
        {...form.register(field, { onChange, deps: ['confirmPassword'] })}
      />
      <PasswordField
        label={messages.auth.confirmPassword}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword', { onChange })}
      />
    </>
  );
}
