import { AlertDialog } from 'radix-ui';
import { buttonClassName } from './button.tsx';
import { useCloseOnBack } from './close-on-back.ts';

/**
 * The dialog of ConfirmDialog (confirm-dialog.tsx), downloaded when it first opens. Back
 * cancels it, as on a phone (close-on-back.ts).
 */
export function ConfirmDialogContent({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  title: string;
  description: string;
  cancelLabel: string;
  /** Without it, the dialog only explains why the action cannot be done. */
  confirmLabel?: string;
  onConfirm: () => void;
}) {
  useCloseOnBack(open, () => onOpenChange(false));
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border bg-card p-6 text-card-foreground shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="font-display text-xl font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-muted-foreground">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClassName('outline')}>
              {cancelLabel}
            </AlertDialog.Cancel>
            {confirmLabel === undefined ? null : (
              <AlertDialog.Action className={buttonClassName('primary')} onClick={onConfirm}>
                {confirmLabel}
              </AlertDialog.Action>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
