import type { LabelHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    <label className={cn('block text-sm font-semibold text-foreground', className)} {...props} />
  );
}
