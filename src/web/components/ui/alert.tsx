import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { AlertIcon, CheckIcon } from '../icons.tsx';

const tones = {
  error: 'border-destructive/35 bg-destructive-soft text-foreground [&_svg]:text-destructive',
  success: 'border-secondary/30 bg-success-soft text-foreground [&_svg]:text-success-foreground',
  info: 'border-gold/50 bg-muted text-foreground [&_svg]:text-gold-foreground',
} as const;

/**
 * An inline message box. Errors use role="alert" so they are announced when they appear,
 * the others role="status".
 */
export function Alert({
  tone = 'error',
  title,
  children,
  className,
}: {
  tone?: keyof typeof tones;
  title?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', tones[tone], className)}
    >
      {tone === 'success' ? (
        <CheckIcon className="mt-0.5 size-4 shrink-0" />
      ) : (
        <AlertIcon className="mt-0.5 size-4 shrink-0" />
      )}
      <div className="space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}
