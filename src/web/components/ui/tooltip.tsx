import type { ComponentProps, ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';

/**
 * A short label shown on hover and keyboard focus (Radix Tooltip). The trigger must carry
 * the same text as its accessible name (aria-label): the tooltip only shows it.
 *
 * Extra props go to the trigger, so a Tooltip can itself sit inside another `asChild`
 * trigger (e.g. an AlertDialog's).
 */
export function Tooltip({
  label,
  children,
  side = 'top',
  ...triggerProps
}: ComponentProps<typeof RadixTooltip.Trigger> & {
  label: string;
  children: ReactNode;
  side?: 'top' | 'bottom' | 'left' | 'right';
}) {
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild {...triggerProps}>
          {children}
        </RadixTooltip.Trigger>
        {/* No portal: the tooltip stays inside the page's landmarks (axe: region). */}
        <RadixTooltip.Content
          side={side}
          sideOffset={6}
          className="z-50 max-w-60 rounded-lg bg-foreground px-2.5 py-1.5 text-xs font-semibold text-background shadow-md data-[state=delayed-open]:animate-fade-in motion-reduce:animate-none"
        >
          {label}
          <RadixTooltip.Arrow className="fill-foreground" />
        </RadixTooltip.Content>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
