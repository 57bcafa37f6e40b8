import type { UseFormRegisterReturn } from 'react-hook-form';
import { messages } from '../../shared/messages.ts';
import { TextField } from './ui/text-field.tsx';

/**
 * Choosing a password (sign-up, reset, first login): the password with the length rule under
 * it, then the same again. Both are 'new-password' so that password managers offer one.
 * Register the first with `deps: ['confirmPassword']`, so the confirmation is checked again
 * when the first one changes.
 */
export function NewPasswordFields({
  passwordLabel,
  password,
  passwordError,
  confirmation,
  confirmationError,
}: {
  /** 'Mot de passe' on sign-up, 'Nouveau mot de passe' when replacing one. */
  passwordLabel: string;
  password: UseFormRegisterReturn;
  passwordError: string | undefined;
  confirmation: UseFormRegisterReturn;
  confirmationError: string | undefined;
}) {
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={messages.auth.passwordHint}
        error={passwordError}
        {...password}
      />
      <TextField
        label={messages.auth.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={confirmationError}
        {...confirmation}
      />
    </>
  );
}
