import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { Field } from './field.tsx';
import type { FieldProps } from './field.tsx';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, rows = 3, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'block w-full resize-y rounded-xl border border-input bg-card px-3.5 py-2.5 text-base leading-relaxed text-foreground shadow-xs transition-colors sm:text-sm',
        'placeholder:text-muted-foreground',
        'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring/60',
        'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive/60',
        'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-muted',
        className,
      )}
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
