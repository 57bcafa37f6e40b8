import type { ComponentProps, HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'rounded-2xl border bg-card text-card-foreground shadow-sm shadow-black/5 dark:shadow-black/30',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('space-y-1.5 p-5 sm:p-6', className)} {...props} />;
}

type HeadingLevel = 'h1' | 'h2' | 'h3';

export function CardTitle({
  as: Heading = 'h2',
  className,
  id,
  children,
}: {
  as?: HeadingLevel;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <Heading id={id} className={cn('font-display text-xl font-bold tracking-tight', className)}>
      {children}
    </Heading>
  );
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('p-5 pt-0 sm:p-6 sm:pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('flex flex-wrap items-center gap-2 p-5 pt-0 sm:p-6 sm:pt-0', className)}
      {...props}
    />
  );
}
