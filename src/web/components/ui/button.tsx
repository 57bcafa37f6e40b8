import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

const variants = {
  primary:
    'bg-primary text-primary-foreground shadow-sm shadow-primary/25 hover:bg-primary-hover active:translate-y-px',
  secondary:
    'bg-secondary text-secondary-foreground shadow-sm hover:bg-secondary-hover active:translate-y-px',
  outline: 'border border-input bg-card text-foreground hover:bg-muted active:translate-y-px',
  ghost: 'text-foreground hover:bg-muted',
  destructive:
    'border border-destructive/40 bg-card text-destructive hover:bg-destructive-soft active:translate-y-px',
  link: 'px-0 text-foreground underline decoration-primary/60 underline-offset-4 hover:decoration-primary',
} as const;

const sizes = {
  sm: 'min-h-9 px-3 py-1.5 text-sm gap-1.5',
  md: 'min-h-11 px-4 py-2 text-sm gap-2',
  lg: 'min-h-12 px-6 py-2.5 text-base gap-2',
  icon: 'size-10 justify-center',
} as const;

export type ButtonVariant = keyof typeof variants;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /** Shows a spinner and blocks clicks while a request runs. */
  isLoading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The button's look, also for a link that should look like one (e.g. BackHomeButton). */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: keyof typeof sizes = 'md',
  className?: string,
): string {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-xl text-center leading-tight font-semibold transition-colors duration-150',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    '[&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = buttonClassName(variant, size, className);
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}
