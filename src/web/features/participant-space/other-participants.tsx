import { useId } from 'react';
import type { ParticipantSpace } from '../../../shared/contracts/participant-space.ts';
import { messages } from '../../../shared/messages.ts';
import { MapPinIcon, UsersIcon } from '../../components/icons.tsx';
import { PersonAvatar } from '../../components/person-avatar.tsx';
import { ReceivedBadge } from './received-badge.tsx';

const t = messages.participantSpace;

/**
 * Everyone else, by name: avatar, address and whether their gift arrived (docs/product.md §7.2,
 * §7.4).
 */
export function OtherParticipants({ others }: { others: ParticipantSpace['others'] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <div className="flex items-center gap-2.5">
        <UsersIcon className="shrink-0 text-xl text-muted-foreground" />
        <h2 id={titleId} className="font-display text-2xl font-bold tracking-tight">
          {t.othersTitle}
        </h2>
        {/* The list says how many there are; the badge is for the eye. */}
        <span
          aria-hidden="true"
          className="rounded-full bg-muted px-2.5 py-0.5 text-sm font-semibold text-muted-foreground"
        >
          {others.length}
        </span>
      </div>
      {others.length === 0 ? (
        <p className="mt-3 text-muted-foreground">{t.noOthers}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((other) => (
            <li key={other.id} className="grid">
              <OtherParticipant participant={other} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OtherParticipant({ participant }: { participant: ParticipantSpace['others'][number] }) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full gap-4 rounded-2xl border bg-card p-4 text-card-foreground shadow-sm shadow-black/5 sm:p-5 dark:shadow-black/30"
    >
      <PersonAvatar
        name={participant.name}
        imageUrl={participant.imageUrl}
        hasReceivedGift={participant.giftReceived}
        loading="eager"
      />
      <div className="min-w-0 flex-1">
        <h3 id={nameId} className="font-display text-lg leading-snug font-bold break-words">
          {participant.name}
        </h3>
        {participant.giftReceived ? <ReceivedBadge className="mt-1" /> : null}
        {participant.address ? (
          <p className="mt-2 flex gap-2 text-sm leading-relaxed text-muted-foreground">
            <MapPinIcon className="mt-1 shrink-0" />
            <span className="sr-only">{t.addressLabel} :</span>
            <span className="min-w-0 break-words whitespace-pre-line">{participant.address}</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
