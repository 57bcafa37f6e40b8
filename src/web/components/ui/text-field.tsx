import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';
import type { InputProps } from './input.tsx';
import { Label } from './label.tsx';

export interface TextFieldProps extends Omit<InputProps, 'id'> {
  label: string;
  /** Validation message shown under the input and announced. */
  error?: string | undefined;
  /** Permanent help under the input (e.g. 'Minimum 6 caractères'). */
  hint?: string;
  id?: string;
  className?: string;
}

/** Label + input + hint + error, wired with `for`, aria-invalid and aria-describedby. */
export function TextField({ label, error, hint, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
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

export function FieldError({ id, children }: { id?: string; children: string }) {
  return (
    <p
      id={id}
      role="alert"
      className="flex items-start gap-1.5 text-sm font-medium text-destructive"
    >
      {children}
    </p>
  );
}
