import { useId } from 'react';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { Label } from './label.tsx';
import { FieldError } from './text-field.tsx';

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

export interface TextareaFieldProps extends Omit<TextareaProps, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string;
  id?: string;
  className?: string;
}

/** Label + multi-line input + hint + error, wired like `TextField`. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  className,
  ...textareaProps
}: TextareaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const hintId = `${textareaId}-hint`;
  const errorId = `${textareaId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={textareaId}>{label}</Label>
      <Textarea
        id={textareaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...textareaProps}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
