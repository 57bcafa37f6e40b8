import { lazy, Suspense, useRef, useState } from 'react';
import { ConversationPlaceholder } from './conversation-placeholder.tsx';
import type { ReactNode } from 'react';
import type { ParticipantSpace } from '../../../shared/contracts/participant-space.ts';
import { messages } from '../../../shared/messages.ts';
import { type SpaceCard, spaceCardOrder } from '../../../shared/participant-space/space-order.ts';
import { RefreshIcon, StarIcon } from '../../components/icons.tsx';
import { PersonAvatar } from '../../components/person-avatar.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { ParticipantAccess } from './api/participant-request.ts';
import { ExchangeBanner } from './exchange-banner.tsx';
import { GiftReceivedCard } from './gift-received-card.tsx';
import { OtherParticipants } from './other-participants.tsx';
import { OwnEmailCard } from './own-email-card.tsx';
import { OwnTextCard } from './own-text-card.tsx';
import { RecipientCard } from './recipient-card.tsx';
import { cn } from '../../lib/cn.ts';
import { useFocusOnArrival } from '../../lib/use-focus-on-arrival.ts';

const t = messages.participantSpace;
// Shown once everyone has their gift, at the very end: downloaded then (decision 0009).
const CompletionCard = lazy(() =>
  import('../../components/completion-card.tsx').then((m) => ({ default: m.CompletionCard })),
);

// Downloaded once the space shows: the first download stays within its budget (decision 0009).
const ConversationCard = lazy(() =>
  import('./conversation-card.tsx').then((m) => ({ default: m.ConversationCard })),
);

// Only for the spaces that have one (docs/product.md §4.10, §4.11).
const SpaceNotices = lazy(() =>
  import('./space-notices.tsx').then((m) => ({ default: m.SpaceNotices })),
);

/** Cards that sit two to a row on a wide screen when they follow each other. */
const HALF_WIDTH: ReadonlySet<SpaceCard> = new Set<SpaceCard>(['address', 'giftIdeas', 'email']);

/**
 * The participant space (docs/product.md §7.2): who I give to, my details, everyone else, in
 * the order of what the person must do now (`spaceCardOrder`).
 */
export function ParticipantSpaceView({
  access,
  space,
  isStale,
  isRetrying,
  onRetry,
  offersAccount,
}: {
  access: ParticipantAccess;
  space: ParticipantSpace;
  /** Shown from the last copy kept in this browser: the server could not be reached. */
  isStale: boolean;
  isRetrying: boolean;
  onRetry: () => void;
  /** Nobody is signed in: the space offers an account (docs/product.md §7.3). */
  offersAccount: boolean;
}) {
  const completionRef = useRef<HTMLDivElement>(null);
  const headingRef = useFocusOnArrival<HTMLHeadingElement>();
  // Where the address sits is settled on arrival: saving it moves neither the card nor the focus.
  const [hadAddressOnArrival] = useState(space.me.address !== '');
  const order = spaceCardOrder({
    isDrawn: space.drawn,
    asksAddress: space.secretSanta.askAddresses,
    hasAddress: hadAddressOnArrival,
    hasExchangeDayCome: isPast(space.secretSanta.exchangeDayStartsAt),
  });
  const cards: Record<SpaceCard, ReactNode> = {
    giftReceived: (
      <GiftReceivedCard
        access={access}
        hasReceivedGift={space.me.giftReceived}
        isCompleted={space.secretSanta.completed}
        // The best news of all sits above: take the reader there.
        onCompleted={() => window.setTimeout(() => completionRef.current?.focus())}
      />
    ),
    recipient: <RecipientCard space={space} />,
    address: (
      <OwnTextCard
        access={access}
        field="address"
        value={space.me.address}
        hint={[
          space.me.address ? null : t.addressMissing,
          space.secretSanta.shareAddresses ? t.addressHintShared : t.addressHintPrivate,
        ]
          .filter(Boolean)
          .join(' ')}
      />
    ),
    giftIdeas: (
      <OwnTextCard
        access={access}
        field="giftIdeas"
        value={space.me.giftIdeas}
        hint={t.giftIdeasHint}
      />
    ),
    messages: isStale ? null : (
      <Suspense fallback={<ConversationPlaceholder />}>
        <ConversationCard access={access} />
      </Suspense>
    ),
    email: <OwnEmailCard access={access} me={space.me} offersAccount={offersAccount} />,
  };

  return (
    <div className="space-y-8">
      <header className="flex items-center gap-4 sm:gap-5">
        <PersonAvatar
          name={space.me.name}
          imageUrl={space.me.imageUrl}
          loading="eager"
          className="size-16 sm:size-20"
        />
        <div className="min-w-0">
          <p className="inline-flex items-center gap-1.5 rounded-full border border-gold/50 bg-gold/15 px-3 py-1 text-xs font-semibold text-gold-foreground">
            <StarIcon className="size-3 text-gold" />
            {t.edition(space.year)}
          </p>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="mt-2 font-display text-3xl font-bold tracking-tight break-words focus:outline-none sm:text-4xl"
          >
            {space.secretSanta.name}
          </h1>
          <p className="mt-1 text-lg text-muted-foreground">{t.welcome(space.me.name)}</p>
        </div>
      </header>

      {space.announcements.length + space.caredSpaces.length > 0 ||
      space.me.caredByName !== null ? (
        <Suspense fallback={null}>
          <SpaceNotices space={space} />
        </Suspense>
      ) : null}

      <ExchangeBanner access={access} secretSanta={space.secretSanta} canDownload={!isStale} />

      {isStale ? (
        <Alert tone="info" title={t.staleData}>
          <p>{messages.app.staleData}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            isLoading={isRetrying}
            onClick={onRetry}
          >
            {isRetrying ? null : <RefreshIcon />}
            {messages.app.retry}
          </Button>
        </Alert>
      ) : null}

      {space.secretSanta.completed ? (
        <div ref={completionRef} tabIndex={-1} className="rounded-2xl focus:outline-none">
          <Suspense fallback={null}>
            <CompletionCard secretSantaName={space.secretSanta.name} />
          </Suspense>
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        {placeCards(order).map(({ card, isHalf }) => (
          // A card that renders nothing (the messages, for someone in no pair) takes no gap.
          <div key={card} className={cn('grid empty:hidden', !isHalf && 'lg:col-span-2')}>
            {cards[card]}
          </div>
        ))}
      </div>

      <OtherParticipants others={space.others} />
    </div>
  );
}

/** The instant has come by this browser's clock; never for a missing one. */
function isPast(instant: number | null): boolean {
  return instant !== null && Date.now() >= instant;
}

/**
 * Each card in its order, and whether it shares its row on a wide screen: two half-width cards
 * that follow each other do, read left then right, so the order holds at every width.
 */
function placeCards(order: readonly SpaceCard[]): Array<{ card: SpaceCard; isHalf: boolean }> {
  let isSecondOfPair = false;
  return order.map((card, index) => {
    const next = order[index + 1];
    const isHalf =
      isSecondOfPair || (HALF_WIDTH.has(card) && next !== undefined && HALF_WIDTH.has(next));
    isSecondOfPair = isHalf && !isSecondOfPair;
    return { card, isHalf };
  });
}
