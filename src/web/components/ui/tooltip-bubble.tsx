import type { ReactNode, RefObject } from 'react';
import { Popper } from 'radix-ui/internal';

export type TooltipSide = 'top' | 'bottom' | 'left' | 'right';
/** As Radix's Tooltip names them: the fade-in plays only after the hover delay. */
export type TooltipState = 'closed' | 'delayed-open' | 'instant-open';

/** The label of an open Tooltip (tooltip.tsx), placed against its trigger by Radix's Popper. */
export function TooltipBubble({
  anchorRef,
  id,
  side,
  state,
  children,
}: {
  anchorRef: RefObject<HTMLElement | null>;
  id: string;
  side: TooltipSide;
  state: TooltipState;
  children: ReactNode;
}) {
  return (
    <Popper.Root>
      <Popper.Anchor virtualRef={anchorRef} />
      {/* No portal: the tooltip stays inside the page's landmarks (axe: region). */}
      <Popper.Content
        id={id}
        role="tooltip"
        data-state={state}
        side={side}
        sideOffset={6}
        className="z-50 max-w-60 rounded-lg bg-foreground px-2.5 py-1.5 text-xs font-semibold text-background shadow-md data-[state=delayed-open]:animate-fade-in motion-reduce:animate-none"
      >
        {children}
        <Popper.Arrow className="fill-foreground" />
      </Popper.Content>
    </Popper.Root>
  );
}
