import { useState } from 'react';
import { ANNOUNCEMENT_MAX, type AnnouncementRequest } from '../../../shared/contracts/exchange.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogRoot,
} from '../../components/ui/dialog.tsx';
import { TextareaField } from '../../components/ui/textarea.tsx';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { useSendAnnouncement } from './api/send-announcement.ts';

const t = organiserMessages.announcements;

const announcementValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/exchange.ts').then((m) => m.AnnouncementRequestSchema),
);

/**
 * « Écrire à tous » (docs/product.md §4.11): one plain text, e-mailed to every participant and
 * shown at the top of their spaces. The same rules as the server's, checked as it is typed.
 */
export function AnnouncementDialog({
  secretSantaId,
  onClose,
}: {
  secretSantaId: string;
  onClose: () => void;
}) {
  const send = useSendAnnouncement(secretSantaId);
  const [defaultValues] = useState<AnnouncementRequest>({ text: '' });
  const form = useApiForm({ validation: announcementValidation, defaultValues, mode: 'onChange' });
  const { errors, isSubmitting } = form.formState;
  const length = form.watch('text').length;

  const onSubmit = async (values: AnnouncementRequest) => {
    try {
      const { sent } = await send.mutateAsync(values);
      toast.success(t.sentTitle, { description: t.sent(sent) });
      onClose();
    } catch (error) {
      form.showRefusal(error, { fallback: t.failed });
    }
  };

  return (
    <DialogRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t.title} description={t.description}>
        <form {...form.formProps(onSubmit)} className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="space-y-4">
            <TextareaField
              label={t.label}
              placeholder={t.placeholder}
              rows={6}
              hint={t.length(length, ANNOUNCEMENT_MAX)}
              error={errors.text?.message}
              {...form.register('text')}
            />
            {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" isLoading={isSubmitting}>
              {t.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
