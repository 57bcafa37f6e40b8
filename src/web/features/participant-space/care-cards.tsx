import type { ParticipantSpace } from '../../../shared/contracts/participant-space.ts';
import { participantMessages } from '../../../shared/participant-messages.ts';
import { PersonAvatar } from '../../components/person-avatar.tsx';
import { Card } from '../../components/ui/card.tsx';

const t = participantMessages.care;

/* Who looks after whom (docs/product.md §4.10), in the space. */

/** « Les espaces dont je m'occupe »: each one opens with that person's own link. */
export function CaredSpacesCard({ spaces }: { spaces: ParticipantSpace['caredSpaces'] }) {
  return (
    <Card className="space-y-3 p-5 sm:p-6">
      <h2 className="font-display text-xl font-bold tracking-tight">{t.caredSpacesTitle}</h2>
      <p className="text-sm text-muted-foreground">{t.caredSpacesHint}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {spaces.map((space) => (
          <li key={space.id}>
            <a
              href={space.link}
              className="flex min-h-11 items-center gap-3 rounded-xl border p-3 font-semibold hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <PersonAvatar
                name={space.name}
                imageUrl={space.imageUrl}
                isDecorative
                className="size-10"
              />
              <span className="min-w-0 break-words">{t.openSpace(space.name)}</span>
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** In the space of someone looked after: whose mailbox its e-mails reach. */
export function CaredByNote({ carerName }: { carerName: string }) {
  return <p className="text-sm text-muted-foreground">{t.caredBy(carerName)}</p>;
}
