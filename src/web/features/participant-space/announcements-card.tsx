import type { ParticipantSpace } from '../../../shared/contracts/participant-space.ts';
import { participantMessages } from '../../../shared/participant-messages.ts';
import { SendIcon } from '../../components/icons.tsx';
import { Card } from '../../components/ui/card.tsx';
import { formatLongDate } from '../../lib/format-date.ts';

const t = participantMessages.announcements;

/** The organiser's words to everyone (« Écrire à tous », docs/product.md §4.11), newest first. */
export function AnnouncementsCard({
  announcements,
  organiserName,
}: {
  announcements: ParticipantSpace['announcements'];
  organiserName: string;
}) {
  return (
    <Card className="space-y-3 border-gold/50 p-5 sm:p-6">
      <h2 className="flex items-center gap-2.5 font-display text-xl font-bold tracking-tight">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-accent text-lg text-accent-foreground">
          <SendIcon />
        </span>
        {t.title(organiserName)}
      </h2>
      <ul className="space-y-3">
        {announcements.map((announcement) => (
          <li key={announcement.sentAt} className="border-l-4 border-primary/60 pl-3">
            <p className="text-xs text-muted-foreground">
              <time dateTime={new Date(announcement.sentAt).toISOString()}>
                {formatLongDate(announcement.sentAt)}
              </time>
            </p>
            <p className="leading-relaxed break-words whitespace-pre-line">{announcement.text}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
