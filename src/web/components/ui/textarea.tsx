import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlClassName, Field } from './field.tsx';
import type { FieldProps } from './field.tsx';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, rows = 3, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(controlClassName, 'resize-y py-2.5 leading-relaxed', className)}
      {...props}
    />
  );
}

export interface TextareaFieldProps extends Omit<TextareaProps, 'id'>, FieldProps {}

/** Label + multi-line input + hint + error (see `Field`). */
export function TextareaField({
  label,
  error,
  hint,
  id,
  className,
  ...textareaProps
}: TextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <Textarea {...control} {...textareaProps} />}
    </Field>
  );
}
