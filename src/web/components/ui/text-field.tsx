import { Field } from './field.tsx';
import type { FieldProps } from './field.tsx';
import { Input } from './input.tsx';
import type { InputProps } from './input.tsx';

export interface TextFieldProps extends Omit<InputProps, 'id'>, FieldProps {}

/** Label + input + hint + error (see `Field`). */
export function TextField({ label, error, hint, id, className, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}
