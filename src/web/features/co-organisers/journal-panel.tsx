import { useId } from 'react';
import type { JournalEntry } from '../../../shared/contracts/journal.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { LoadError } from '../../components/load-error.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { formatLongDate, formatTime } from '../../lib/format-date.ts';
import { useJournal } from './api/get-journal.ts';

const t = organiserMessages.journal;

/** One entry in the reader's words: who, what, and the values it names. */
function describe(entry: JournalEntry): string {
  const who = entry.actor.name;
  switch (entry.action) {
    case 'playerEdited':
      return t.actions.playerEdited(who, {
        name: entry.details.name,
        fields: entry.details.fields.map((field) => t.fields[field]).join(', '),
      });
    default: {
      const text = t.actions[entry.action] as (who: string, details: unknown) => string;
      return text(who, entry.details);
    }
  }
}

/**
 * « Historique » (docs/product.md §3.8): who did what in the event, and when, newest first; the
 * organisers' alone, and never a pair.
 */
export function JournalPanel({ secretSantaId }: { secretSantaId: string }) {
  const titleId = useId();
  const { newest, entries, hasMore, loadOlder, isLoadingOlder, olderError } =
    useJournal(secretSantaId);
  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader>
        <CardTitle id={titleId}>{t.title}</CardTitle>
        <CardDescription>{t.hint}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {newest.data ? (
          entries.length === 0 ? (
            <p className="text-muted-foreground">{t.empty}</p>
          ) : (
            <ol className="divide-y rounded-xl border">
              {entries.map((entry) => (
                <li key={entry.id} className="px-4 py-3">
                  <p className="break-words">{describe(entry)}</p>
                  <p className="mt-0.5 text-sm text-muted-foreground">
                    <time dateTime={new Date(entry.at).toISOString()}>
                      {messages.exchange.at(formatLongDate(entry.at), formatTime(entry.at))}
                    </time>
                  </p>
                </li>
              ))}
            </ol>
          )
        ) : newest.isError ? (
          <LoadError
            message={errorMessageOf(newest.error, t.loadFailed)}
            onRetry={() => void newest.refetch()}
          />
        ) : (
          <LoadingState label={t.title} />
        )}
        {olderError ? <Alert tone="error">{errorMessageOf(olderError, t.loadFailed)}</Alert> : null}
        {hasMore ? (
          <Button variant="outline" isLoading={isLoadingOlder} onClick={() => void loadOlder()}>
            {t.more}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
