import { useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { TextField } from './text-field.tsx';
import type { TextFieldProps } from './text-field.tsx';
import { accountMessages } from '../../../shared/account-messages.ts';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /**
   * A button beside the field shows what was typed: for a password typed once, with nothing to
   * compare it with (docs/product.md §2.2).
   */
  hasShowToggle?: boolean;
}

/** A `TextField` for a password; `autoComplete` tells password managers which one it is. */
export function PasswordField({
  autoComplete = 'current-password',
  hasShowToggle = false,
  ...props
}: PasswordFieldProps) {
  if (!hasShowToggle) return <TextField type="password" autoComplete={autoComplete} {...props} />;
  return <ShowablePasswordField autoComplete={autoComplete} {...props} />;
}

/**
 * The field and its toggle. The button says 'Afficher' and is named 'Afficher le mot de passe'
 * (its visible words first, as voice control needs); pressed, it stays so named, as a toggle
 * button does, and `aria-pressed` says the password shows.
 */
function ShowablePasswordField({
  label,
  error,
  hint,
  id,
  className,
  ...inputProps
}: Omit<TextFieldProps, 'type'>) {
  const [isShown, setIsShown] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            {...inputProps}
            type={isShown ? 'text' : 'password'}
            // No spelling fixes or capitals in a password shown as text.
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className="pr-24"
          />
          <button
            type="button"
            aria-pressed={isShown}
            aria-label={accountMessages.auth.showPasswordName}
            aria-controls={control.id}
            onClick={() => setIsShown((shown) => !shown)}
            className={cn(
              'absolute inset-y-1 right-1 cursor-pointer rounded-lg px-3 text-sm font-semibold text-foreground',
              'underline decoration-primary/60 underline-offset-4 hover:bg-muted hover:decoration-primary aria-pressed:bg-muted',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
            )}
          >
            {accountMessages.auth.showPassword}
          </button>
        </div>
      )}
    </Field>
  );
}
