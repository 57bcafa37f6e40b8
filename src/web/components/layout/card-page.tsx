import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Card } from '../ui/card.tsx';
import { AppLayout } from './app-layout.tsx';

const tones = {
  accent: 'bg-accent text-accent-foreground',
  warning: 'bg-destructive-soft text-primary-text',
} as const;

/**
 * A page that is one card, centred, as the pages an e-mailed link opens: the card's icon, then
 * its content (title first).
 */
export function CardPage({
  icon,
  tone = 'accent',
  className,
  children,
}: {
  icon: ReactNode;
  tone?: keyof typeof tones;
  /** The card's width, e.g. `max-w-md`. */
  className: string;
  children: ReactNode;
}) {
  return (
    <AppLayout mainClassName="flex items-center justify-center">
      <Card className={cn('w-full p-6 sm:p-8', className)}>
        <span className={cn('grid size-12 place-items-center rounded-xl text-2xl', tones[tone])}>
          {icon}
        </span>
        {children}
      </Card>
    </AppLayout>
  );
}
