import { TextField } from './text-field.tsx';
import type { TextFieldProps } from './text-field.tsx';

/** A `TextField` for a password; `autoComplete` tells password managers which one it is. */
export function PasswordField({
  autoComplete = 'current-password',
  ...props
}: Omit<TextFieldProps, 'type'>) {
  return <TextField type="password" autoComplete={autoComplete} {...props} />;
}
