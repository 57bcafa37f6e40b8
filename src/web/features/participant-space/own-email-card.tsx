import { useId } from 'react';
import { messages } from '../../../shared/messages.ts';
import { MailIcon } from '../../components/icons.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { formatLongDate } from '../../lib/format-date.ts';
import type { ParticipantSpace } from '../../../shared/contracts/participant-space.ts';

const t = messages.participantSpace;

/**
 * 'Mon email', read-only: it is how the organiser and the app know the participant. A change
 * the organiser made after the draw is said here, with who made it (docs/decisions/0014).
 */
export function OwnEmailCard({
  me,
}: {
  me: Pick<ParticipantSpace['me'], 'email' | 'emailChange'>;
}) {
  const change = me.emailChange;
  const fieldId = useId();
  const noteId = `${fieldId}-note`;
  return (
    <Card className="space-y-3 p-5 sm:p-6">
      <h2 className="flex items-center gap-2.5 font-display text-xl font-bold tracking-tight">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-accent text-lg text-accent-foreground">
          <MailIcon />
        </span>
        <label htmlFor={fieldId}>{t.myEmail}</label>
      </h2>
      <Input
        id={fieldId}
        type="email"
        value={me.email}
        readOnly
        aria-describedby={change ? `${noteId} ${noteId}-change` : noteId}
      />
      <p id={noteId} className="text-xs text-muted-foreground">
        {t.emailLocked}
      </p>
      {change ? (
        <p id={`${noteId}-change`} className="text-xs text-muted-foreground">
          {t.emailChanged(
            change.organiserName,
            formatLongDate(change.changedAt),
            change.previousEmail,
          )}
        </p>
      ) : null}
    </Card>
  );
}
