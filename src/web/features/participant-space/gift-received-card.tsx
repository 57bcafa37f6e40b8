import { useId, useRef, useState } from 'react';
import { messages } from '../../../shared/messages.ts';
import { CheckIcon, GiftIcon } from '../../components/icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { ParticipantAccessError } from './api/participant-request.ts';
import type { ParticipantAccess } from './api/participant-request.ts';
import { useSetGiftReceived } from './api/set-gift-received.ts';

const t = messages.participantSpace;

/**
 * "J'ai reçu mon cadeau !" after the draw, asked again in the card itself (no dialog's code to
 * download on a phone); then 'Cadeau reçu ✅', which can be taken back until everyone has said
 * so (docs/product.md §7.5).
 */
export function GiftReceivedCard({
  access,
  hasReceivedGift,
  isCompleted,
  onCompleted,
}: {
  access: ParticipantAccess;
  hasReceivedGift: boolean;
  /** The Secret Santa is over: the mark stays. */
  isCompleted: boolean;
  /** This was the last gift: the event is over. */
  onCompleted: () => void;
}) {
  const titleId = useId();
  // After each step the button that had the focus is gone: the card's heading takes it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const setReceived = useSetGiftReceived(access);
  const [isConfirming, setIsConfirming] = useState(false);
  const focusHeading = () => window.setTimeout(() => headingRef.current?.focus());

  const onSet = async (received: boolean) => {
    setIsConfirming(false);
    try {
      const { completed } = await setReceived.mutateAsync(received);
      toast.success(received ? t.giftReceivedToast : t.giftNotReceivedToast);
      if (completed) {
        toast.success(messages.completion.title, { description: t.completedToast });
        onCompleted();
        return;
      }
      focusHeading();
    } catch (error) {
      if (error instanceof ParticipantAccessError) return;
      const fallback = received ? t.giftReceivedFailed : t.giftNotReceivedFailed;
      toast.error(t.errorTitle, { description: errorMessageOf(error, fallback) });
    }
  };

  const heading = (text: string, className = '') => (
    <h2
      ref={headingRef}
      id={titleId}
      tabIndex={-1}
      className={`font-display text-xl font-bold tracking-tight focus:outline-none ${className}`}
    >
      {text}
    </h2>
  );

  if (hasReceivedGift) {
    return (
      <Card className="flex items-center gap-4 border-success-foreground/30 bg-success-soft p-5 sm:p-6">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-success-foreground text-xl text-card">
          <CheckIcon strokeWidth={3} />
        </span>
        <section aria-labelledby={titleId} className="min-w-0">
          {heading(t.giftReceived, 'text-success-foreground')}
          <p className="mt-0.5 text-sm leading-relaxed">{t.giftReceivedThanks}</p>
          {isCompleted ? null : (
            <Button
              variant="ghost"
              size="sm"
              className="mt-2 -ml-3 underline underline-offset-4"
              isLoading={setReceived.isPending}
              onClick={() => void onSet(false)}
            >
              {t.giftNotReceivedButton}
            </Button>
          )}
        </section>
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
          {heading(isConfirming ? t.giftReceivedConfirmTitle : t.giftReceivedTitle)}
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
            {isConfirming ? t.giftReceivedConfirmText : t.giftReceivedText}
          </p>
        </div>
        {isConfirming ? (
          <div className="flex shrink-0 flex-col-reverse gap-2 sm:flex-row">
            <Button
              variant="outline"
              onClick={() => {
                setIsConfirming(false);
                focusHeading();
              }}
            >
              {t.cancel}
            </Button>
            <Button variant="secondary" onClick={() => void onSet(true)}>
              <GiftIcon />
              {t.giftReceivedConfirm}
            </Button>
          </div>
        ) : (
          <Button
            variant="secondary"
            size="lg"
            isLoading={setReceived.isPending}
            onClick={() => {
              setIsConfirming(true);
              focusHeading();
            }}
          >
            {setReceived.isPending ? null : <GiftIcon />}
            {t.giftReceivedButton}
          </Button>
        )}
      </section>
    </Card>
  );
}
