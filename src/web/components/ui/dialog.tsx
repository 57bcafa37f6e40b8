import { useRef } from 'react';
import type { ComponentProps, HTMLAttributes, ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { messages } from '../../../shared/messages.ts';
import { cn } from '../../lib/cn.ts';
import { CloseIcon } from '../icons.tsx';
import { buttonClassName } from './button.tsx';

/** What a dialog focuses when it opens: its first field, where the person types. */
const FIRST_FIELD = 'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select';

/**
 * A modal dialog (Radix Dialog: focus trapped, Escape closes, focus returns to the
 * opener). It opens with the focus in its first field, not on the close button before it,
 * where a typed space would close it. Under 768 px it is a full-width sheet rising from the bottom; from `md` a centred
 * card. The header stays put while `DialogBody` scrolls, and `DialogFooter` stays reachable.
 */
export const DialogRoot = Dialog.Root;

export function DialogContent({
  title,
  description,
  children,
  className,
  onOpenAutoFocus,
  ...props
}: Omit<ComponentProps<typeof Dialog.Content>, 'title'> & {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <Dialog.Content
        ref={contentRef}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const field = contentRef.current?.querySelector<HTMLElement>(FIRST_FIELD);
          if (!field) return;
          event.preventDefault();
          field.focus();
        }}
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] w-full flex-col rounded-t-2xl border bg-card text-card-foreground shadow-xl focus:outline-none',
          'data-[state=open]:animate-fade-in motion-reduce:animate-none',
          'md:top-1/2 md:bottom-auto md:left-1/2 md:max-h-[min(90dvh,56rem)] md:w-[calc(100vw-3rem)] md:max-w-2xl md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl',
          className,
        )}
        {...props}
      >
        <div className="flex items-start gap-3 border-b px-4 pt-5 pb-4 sm:px-6">
          <div className="min-w-0 flex-1 space-y-1">
            <Dialog.Title className="font-display text-xl font-bold tracking-tight sm:text-2xl">
              {title}
            </Dialog.Title>
            <Dialog.Description className="text-sm text-muted-foreground">
              {description}
            </Dialog.Description>
          </div>
          <Dialog.Close
            aria-label={messages.app.close}
            className={buttonClassName('ghost', 'icon', '-mt-1 -mr-2 rounded-full text-lg')}
          >
            <CloseIcon />
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** The scrolling middle of the dialog. */
export function DialogBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-5 sm:px-6',
        className,
      )}
      {...props}
    />
  );
}

/** The buttons, always visible under the scrolling body. */
export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-2 border-t px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:flex-row sm:justify-end sm:px-6',
        className,
      )}
      {...props}
    />
  );
}
