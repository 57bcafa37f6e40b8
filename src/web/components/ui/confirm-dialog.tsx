import { cloneElement, lazy, Suspense, useState } from 'react';
import type { ButtonHTMLAttributes, MouseEvent, ReactElement } from 'react';

// The dialog (Radix AlertDialog, its focus trap, scroll lock and portal) is downloaded when it
// first opens: lists show one trigger per row, and their pages must load fast (decision 0009).
const ConfirmDialogContent = lazy(() =>
  import('./confirm-dialog-content.tsx').then((m) => ({ default: m.ConfirmDialogContent })),
);

/**
 * "Are you sure?" before something irreversible (Radix AlertDialog: focus trapped, Escape
 * cancels, focus returns to the trigger). `trigger` is a button; its click opens the dialog.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
}: {
  trigger: ReactElement<Pick<ButtonHTMLAttributes<HTMLElement>, 'onClick' | 'aria-haspopup'>>;
  title: string;
  description: string;
  cancelLabel: string;
  /** Without it, the dialog explains why the action cannot be done, with `cancelLabel` alone. */
  confirmLabel?: string;
  onConfirm: () => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  // Focus goes back to the button that opened the dialog when it closes.
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  const open = (event: MouseEvent<HTMLElement>) => {
    setOpener(event.currentTarget);
    setHasOpened(true);
    setIsOpen(true);
  };

  return (
    <>
      {cloneElement(trigger, { onClick: open, 'aria-haspopup': 'dialog' })}
      {hasOpened ? (
        <Suspense fallback={null}>
          <ConfirmDialogContent
            open={isOpen}
            onOpenChange={setIsOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener?.focus();
            }}
            title={title}
            description={description}
            cancelLabel={cancelLabel}
            confirmLabel={confirmLabel}
            onConfirm={onConfirm}
          />
        </Suspense>
      ) : null}
    </>
  );
}
