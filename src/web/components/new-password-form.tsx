import { useEffect } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { ResetPasswordForm } from '../../shared/contracts/auth.ts';
import { accountMessages } from '../../shared/account-messages.ts';
import { lazyZodResolver } from '../lib/lazy-schema.ts';
import { toast } from '../lib/toast.ts';
import { useApiForm } from '../lib/use-api-form.ts';
import type { Refusal } from '../lib/use-api-form.ts';
import { FormSubmit } from './form-submit.tsx';
import { PasswordField } from './ui/password-field.tsx';

const r = accountMessages.resetPassword;

const resetPasswordFormValidation = lazyZodResolver(() =>
  import('../../shared/contracts/auth.ts').then((m) => m.ResetPasswordFormSchema),
);

/** The titled toasts of docs/product.md §9.1; any other refusal gets the generic title. */
const toastTitles: Readonly<Record<string, string>> = {
  [r.tooShort]: r.tooShortTitle,
  [r.mismatch]: r.mismatchTitle,
};

/**
 * Beside the field's own message, a titled toast: 'Mot de passe trop court', 'Mots de passe
 * différents', or, for a password over 128 characters, the generic title with its own message.
 * The password's own refusal comes first.
 */
function toastRefusedNewPassword(invalid: FieldErrors<ResetPasswordForm>): void {
  const message = invalid.newPassword?.message ?? invalid.confirmPassword?.message;
  if (message) toast.error(toastTitles[message] ?? r.errorTitle, { description: message });
}

/**
 * A new password typed twice, on the reset page and at the first login, which follow the same
 * rule and say it the same way (docs/product.md §9.1, §8.4): the password with the length rule
 * under it, then the same again, both 'new-password' so that password managers offer one;
 * editing the first checks the confirmation again. `onSubmit` sends it, and throws what it
 * leaves to the form to say, as `refusal` says.
 */
export function NewPasswordForm({
  submitLabel,
  refusal,
  onSubmit,
  hasFocus = false,
  className,
}: {
  submitLabel: string;
  refusal: Refusal;
  onSubmit: (newPassword: string) => Promise<void>;
  /** Takes the focus when it appears, in place of the form that had it. */
  hasFocus?: boolean;
  className?: string;
}) {
  const form = useApiForm({
    validation: resetPasswordFormValidation,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { setFocus, showRefusal } = form;
  const { errors } = form.formState;

  useEffect(() => {
    if (hasFocus) setFocus('newPassword');
  }, [hasFocus, setFocus]);

  const send = ({ newPassword }: ResetPasswordForm) =>
    onSubmit(newPassword).catch((error: unknown) => showRefusal(error, refusal));

  return (
    <form {...form.formProps(send, toastRefusedNewPassword)} className={className}>
      <PasswordField
        label={r.newPassword}
        autoComplete="new-password"
        hint={accountMessages.auth.passwordHint}
        error={errors.newPassword?.message}
        {...form.register('newPassword', { deps: ['confirmPassword'] })}
      />
      <PasswordField
        label={accountMessages.auth.confirmPassword}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <FormSubmit formError={form.formError} isSubmitting={form.formState.isSubmitting}>
        {submitLabel}
      </FormSubmit>
    </form>
  );
}
