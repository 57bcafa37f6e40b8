import { TextField } from './text-field.tsx';
import type { TextFieldProps } from './text-field.tsx';

/** A `TextField` for an e-mail address: the e-mail keyboard, and autofill unless told otherwise. */
export function EmailField({
  autoComplete = 'email',
  ...props
}: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="email" inputMode="email" autoComplete={autoComplete} {...props} />;
}
