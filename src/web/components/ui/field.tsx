import { useId } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldError } from './field-error.tsx';
import { Label } from './label.tsx';

export interface FieldProps {
  label: string;
  /** Validation message shown under the control and announced. */
  error?: string | undefined;
  /** Permanent help under the control (e.g. 'Minimum 6 caractères'). */
  hint?: string;
  id?: string;
  className?: string;
}

/** The look every text control shares (`Input`, `Textarea`): border, colours, focus, invalid. */
export const controlClassName = cn(
  'block w-full rounded-xl border border-input bg-card px-3.5 text-base text-foreground shadow-xs transition-colors sm:text-sm',
  'placeholder:text-muted-foreground',
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring/60',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive/60',
  'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-muted',
);

/** What the control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The chrome around one form control: label + control + hint + error, wired with `for`,
 * aria-invalid and aria-describedby. `children` renders the control with the props it gets.
 */
export function Field({
  label,
  error,
  hint,
  id,
  className,
  children,
}: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
