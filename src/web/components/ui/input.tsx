import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn.ts';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        'block h-11 w-full rounded-xl border border-input bg-card px-3.5 text-base text-foreground shadow-xs transition-colors sm:text-sm',
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
