import { useId, useRef } from 'react';
import { messages } from '../../../shared/messages.ts';
import { CheckIcon, GiftIcon } from '../../components/icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../lib/toast.ts';
import { useMarkGiftReceived } from './api/mark-gift-received.ts';
import { ParticipantAccessError } from './api/participant-request.ts';
import type { ParticipantAccess } from './api/participant-request.ts';

const t = messages.participantSpace;

/**
 * "J'ai reçu mon cadeau !" after the draw, then 'Cadeau reçu ✅' for good (docs/product.md §7.5).
 */
export function GiftReceivedCard({
  access,
  hasReceivedGift,
  onCompleted,
}: {
  access: ParticipantAccess;
  hasReceivedGift: boolean;
  /** This was the last gift: the event is over. */
  onCompleted: () => void;
}) {
  const titleId = useId();
  const doneRef = useRef<HTMLParagraphElement>(null);
  const markReceived = useMarkGiftReceived(access);

  const onMarkReceived = async () => {
    try {
      const { completed } = await markReceived.mutateAsync();
      toast.success(t.giftReceivedToast);
      if (completed) {
        toast.success(messages.completion.title, { description: t.completedToast });
        onCompleted();
        return;
      }
      // The button is gone: keep the keyboard where the news is.
      window.setTimeout(() => doneRef.current?.focus());
    } catch (error) {
      if (error instanceof ParticipantAccessError) return;
      toast.error(t.errorTitle, { description: t.giftReceivedFailed });
    }
  };

  if (hasReceivedGift) {
    return (
      <Card className="flex items-center gap-4 border-success-foreground/30 bg-success-soft p-5 sm:p-6">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-success-foreground text-xl text-card">
          <CheckIcon strokeWidth={3} />
        </span>
        <div className="min-w-0">
          <p
            ref={doneRef}
            tabIndex={-1}
            className="font-display text-xl font-bold text-success-foreground focus:outline-none"
          >
            {t.giftReceived}
          </p>
          <p className="mt-0.5 text-sm leading-relaxed">{t.giftReceivedThanks}</p>
        </div>
      </Card>
    );
  }

  return (
    <Card className="p-5 sm:p-6">
      <section
        aria-labelledby={titleId}
        className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="min-w-0">
          <h2 id={titleId} className="font-display text-xl font-bold tracking-tight">
            {t.giftReceivedTitle}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{t.giftReceivedText}</p>
        </div>
        <Button
          variant="secondary"
          size="lg"
          isLoading={markReceived.isPending}
          onClick={() => void onMarkReceived()}
        >
          {markReceived.isPending ? null : <GiftIcon />}
          {t.giftReceivedButton}
        </Button>
      </section>
    </Card>
  );
}
