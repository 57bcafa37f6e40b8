import { createContext, lazy, Suspense, use, useRef, useState } from 'react';
import type { ComponentProps, FocusEvent, HTMLAttributes, ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { cn } from '../../lib/cn.ts';
import { CloseIcon } from '../icons.tsx';
import { buttonClassName } from './button.tsx';
import { useCloseOnBack } from './close-on-back.ts';

// The question before losing what was typed is downloaded when it is first asked, as
// ConfirmDialog's own dialog is (confirm-dialog.tsx).
const ConfirmDialogContent = lazy(() =>
  import('./confirm-dialog-content.tsx').then((m) => ({ default: m.ConfirmDialogContent })),
);

/** What a dialog focuses when it opens: its first field, where the person types. */
const FIRST_FIELD = 'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Each field of the open dialog the person went to, with what it held then. */
const FieldsAtFocus = createContext<Map<Field, string> | null>(null);

const valueOf = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    ? String(field.checked)
    : field.value;

function isEditable(target: EventTarget): target is Field {
  if (target instanceof HTMLSelectElement) return true;
  return (
    (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
    !target.readOnly
  );
}

/** Whether a field the person went to holds something else now: what closing would lose. */
function hasEdits(fieldsAtFocus: Map<Field, string>): boolean {
  return [...fieldsAtFocus].some(([field, value]) => field.isConnected && valueOf(field) !== value);
}

/**
 * A modal dialog (Radix Dialog: focus trapped, Escape closes, focus returns to the
 * opener). It opens with the focus in its first field, not on the close button before it,
 * where a typed space would close it. Under 768 px it is a full-width sheet rising from the bottom; from `md` a centred
 * card. The header stays put while `DialogBody` scrolls, and `DialogFooter` stays reachable.
 *
 * Back closes it and the page stays (close-on-back.ts). When the person has typed something
 * in it, Back asks first whether to lose it, as a phone's own apps do before dropping a form
 * half filled (a new contact, an event): the dialog's form starts afresh at each opening, so
 * closing it would lose the text for good, and a Back pressed by habit, or to put the keyboard
 * away, must not cost what was typed. Its buttons and Escape close it at once: they are meant.
 */
export function DialogRoot({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const [fieldsAtFocus] = useState(() => new Map<Field, string>());
  const [isAskingToDiscard, setIsAskingToDiscard] = useState(false);
  // Closed while asking (by the page itself): the next opening starts without the question.
  if (!open && isAskingToDiscard) setIsAskingToDiscard(false);
  // Where the person was typing: the focus goes back there if they keep on.
  const typingRef = useRef<HTMLElement | null>(null);
  useCloseOnBack(open, () => {
    if (!hasEdits(fieldsAtFocus)) return onOpenChange(false);
    typingRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setIsAskingToDiscard(true);
    return 'stay';
  });

  const t = organiserMessages.dialogs;
  return (
    <FieldsAtFocus value={fieldsAtFocus}>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        {children}
      </Dialog.Root>
      {open && isAskingToDiscard ? (
        <Suspense fallback={null}>
          <ConfirmDialogContent
            open
            onOpenChange={(isOpen) => {
              if (!isOpen) setIsAskingToDiscard(false);
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              typingRef.current?.focus();
            }}
            title={t.discardTitle}
            description={t.discardText}
            cancelLabel={t.discardCancel}
            confirmLabel={t.discard}
            onConfirm={() => onOpenChange(false)}
          />
        </Suspense>
      ) : null}
    </FieldsAtFocus>
  );
}

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
  const fieldsAtFocus = use(FieldsAtFocus);
  const recordField = (event: FocusEvent<HTMLDivElement>) => {
    if (!fieldsAtFocus || !isEditable(event.target)) return;
    for (const field of fieldsAtFocus.keys()) {
      if (!field.isConnected) fieldsAtFocus.delete(field);
    }
    if (!fieldsAtFocus.has(event.target)) fieldsAtFocus.set(event.target, valueOf(event.target));
  };
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
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
        onFocusCapture={recordField}
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
