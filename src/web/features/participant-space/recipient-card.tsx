import { lazy, Suspense, useId } from 'react';
import type { ParticipantSpace } from '../../../shared/contracts/participant-space.ts';
import { messages } from '../../../shared/messages.ts';
import { GiftIcon, MapPinIcon, SnowflakeIcon } from '../../components/icons.tsx';
import { PersonAvatar } from '../../components/person-avatar.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';

// Their links come after the first paint, which shows the text as typed (decision 0009).
const GiftIdeasText = lazy(() =>
  import('../../components/gift-ideas-text.tsx').then((m) => ({ default: m.GiftIdeasText })),
);
// After the first paint, as the links: few print their card (docs/product.md §7.8).
const PrintCardButton = lazy(() =>
  import('./printable-card.tsx').then((m) => ({ default: m.PrintCardButton })),
);

const t = messages.participantSpace;
const stripe =
  'h-2 bg-[linear-gradient(90deg,var(--primary)_0%,var(--primary)_33%,var(--gold)_33%,var(--gold)_66%,var(--secondary)_66%)] bg-[length:36px_100%]';

/**
 * Who the participant gives a gift to (only theirs: docs/product.md §7.2), or, before the draw,
 * 'En attente du tirage au sort'.
 */
export function RecipientCard({ space }: { space: ParticipantSpace }) {
  const titleId = useId();
  if (!space.drawn) {
    return (
      <Card className="overflow-hidden">
        <section aria-labelledby={titleId} className="px-5 py-10 text-center sm:px-8 sm:py-12">
          <span className="mx-auto grid size-16 place-items-center rounded-full bg-accent text-3xl text-accent-foreground ring-8 ring-accent/40">
            <SnowflakeIcon />
          </span>
          <h2 id={titleId} className="mt-5 font-display text-2xl font-bold tracking-tight">
            {t.waitingTitle}
          </h2>
          <p className="mx-auto mt-2 max-w-sm leading-relaxed text-balance text-muted-foreground">
            {t.waitingText}
          </p>
        </section>
      </Card>
    );
  }

  const recipient = space.recipient;
  return (
    <Card className="overflow-hidden">
      <div aria-hidden="true" className={stripe} />
      <section aria-labelledby={titleId} className="p-5 sm:p-7">
        <h2
          id={titleId}
          className="flex items-center gap-2 text-sm font-semibold tracking-wide text-primary-text uppercase"
        >
          <GiftIcon className="shrink-0 text-base" />
          {t.recipientTitle}
        </h2>
        {recipient ? (
          <>
            <div className="mt-4 flex items-center gap-4 sm:gap-5">
              <PersonAvatar
                name={recipient.name}
                imageUrl={recipient.imageUrl}
                loading="eager"
                className="size-20 sm:size-24"
              />
              <div className="min-w-0">
                <p className="font-display text-3xl leading-tight font-bold tracking-tight break-words sm:text-4xl">
                  {recipient.name}
                </p>
                {/* null: the event asks for no postal address (docs/product.md §7.4). */}
                {recipient.address === null ? null : recipient.address ? (
                  <p className="mt-2 flex gap-2 text-sm leading-relaxed text-muted-foreground">
                    <MapPinIcon className="mt-1 shrink-0" />
                    <span className="sr-only">{t.addressLabel} :</span>
                    <span className="whitespace-pre-line">{recipient.address}</span>
                  </p>
                ) : (
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                    {t.recipientNoAddress(recipient.name)}
                  </p>
                )}
              </div>
            </div>
            <div className="mt-6 rounded-xl border border-gold/50 bg-muted/70 p-4">
              <h3 className="text-sm font-semibold">{t.recipientGiftIdeas}</h3>
              {recipient.giftIdeas ? (
                <p className="mt-1.5 leading-relaxed break-words whitespace-pre-line">
                  <Suspense fallback={recipient.giftIdeas}>
                    <GiftIdeasText text={recipient.giftIdeas} />
                  </Suspense>
                </p>
              ) : (
                <p className="mt-1.5 text-sm text-muted-foreground italic">{t.noGiftIdeas}</p>
              )}
            </div>
            <Suspense fallback={null}>
              <PrintCardButton space={space} />
            </Suspense>
          </>
        ) : (
          <Alert tone="info" className="mt-4">
            {t.noAssignment}
          </Alert>
        )}
      </section>
    </Card>
  );
}
