import type { ComponentProps } from 'react';
import { Tabs } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

/** Radix Tabs with the product's look: a pill bar whose active tab sits on a card. */
export const TabsRoot = Tabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof Tabs.List>) {
  return (
    <Tabs.List
      className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-muted p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof Tabs.Trigger>) {
  return (
    <Tabs.Trigger
      className={cn(
        'inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-muted-foreground transition-colors',
        'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof Tabs.Content>) {
  return (
    <Tabs.Content
      className={cn(
        'mt-4 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring data-[state=active]:animate-fade-in motion-reduce:animate-none',
        className,
      )}
      {...props}
    />
  );
}
