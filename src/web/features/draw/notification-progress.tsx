import { useId, useMemo, useState } from 'react';
import type { DrawState, MailStatus } from '../../../shared/contracts/draw.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { messages } from '../../../shared/messages.ts';
import { SendIcon } from '../../components/icons.tsx';
import { RowSketch } from '../../components/row-sketch.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { usePlayerSearch } from '../../lib/use-player-search.ts';
import { useVirtualList } from '../../lib/use-virtual-list.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useRemindUnopened } from './api/remind-unopened.ts';
import { useSendPersonalLink } from '../../lib/send-personal-link.ts';
import { accountMessages } from '../../../shared/account-messages.ts';
import { useResendFailedDrawMails } from './api/resend-failed-draw-mails.ts';
import { SendingProgress } from '../../components/sending-progress.tsx';
import { NotificationRow } from './notification-row.tsx';

const t = organiserMessages.draw;
const linkSent = accountMessages.invitations;
/** A row with its two lines of text, as measured; rows are measured once drawn. */
const ROW_HEIGHT = 69;
/** The states' filters come with the search field, for a list worth searching. */
const FILTERS_FROM_COUNT = 10;
/** A row of the list is named by its player (`useVirtualList`'s `keyOf`). */
const playerIdOfRow = (row: { entry: { playerId: string } }) => row.entry.playerId;
const STATUS_FILTERS = [
  ['all', t.filterAll],
  ['sent', t.filterSent],
  ['pending', t.filterPending],
  ['failed', t.filterFailed],
] as const;

/**
 * Once notified: how many draw e-mails are sent (refreshed every 2 s while some are
 * pending), each participant's status (with when a failed try is made again), 'Renvoyer son
 * lien' for each, as on their card (§4.4), and 'Renvoyer les emails en échec' for all that failed (docs/product.md §6.5); who
 * has opened their link, and 'Relancer' for the others (§6.5); the « Votre tirage a changé »
 * e-mails as a count (§6.8). A long list is searched, filtered by state and drawn near the
 * screen only (§9.8).
 */
export function NotificationProgress({
  secretSantaId,
  notifications,
  changeNotifications,
  players,
}: {
  secretSantaId: string;
  notifications: DrawState['notifications'];
  /** « Votre tirage a changé » e-mails (§6.8): a count only, never who. */
  changeNotifications: DrawState['changeNotifications'];
  players: readonly Player[];
}) {
  const headingId = useId();
  const resend = useSendPersonalLink(secretSantaId);
  const resendFailed = useResendFailedDrawMails(secretSantaId);
  const remind = useRemindUnopened(secretSantaId);
  const { sent, total } = notifications;
  const progressText = t.progress(sent, total);
  const [filter, setFilter] = useState<MailStatus | 'all'>('all');
  // A company's list, one team at a time (docs/product.md §6.5): null, every team.
  const [team, setTeam] = useState<string | null>(null);
  const teamId = useId();
  // A poll changes a few entries (get-draw.ts keeps the others): each keeps its row, and so
  // what the search folded of it, until the players change.
  const rowOf = useMemo(() => rowMaker(players), [players]);
  const rows = useMemo(() => notifications.players.map(rowOf), [notifications.players, rowOf]);
  // From the players, who change less often than their e-mails' states.
  const teams = useMemo(() => countTeams(players), [players]);
  const inTeam = useMemo(
    () => (team === null ? rows : rows.filter((row) => row.group === team)),
    [rows, team],
  );
  const filtered = useMemo(
    () => (filter === 'all' ? inTeam : inTeam.filter((row) => row.entry.status === filter)),
    [inTeam, filter],
  );
  const { search, setSearch, shown } = usePlayerSearch(filtered);
  const list = useVirtualList({
    items: shown,
    estimateRowHeight: ROW_HEIGHT,
    pageStep: 10,
    arrowKeys: true,
    keyOf: playerIdOfRow,
  });
  const countByStatus =
    team === null
      ? { all: total, sent, pending: notifications.pending, failed: notifications.failed }
      : {
          all: inTeam.length,
          sent: inTeam.filter((row) => row.entry.status === 'sent').length,
          pending: inTeam.filter((row) => row.entry.status === 'pending').length,
          failed: inTeam.filter((row) => row.entry.status === 'failed').length,
        };

  const onResend = async (playerId: string, name: string) => {
    try {
      await resend.mutateAsync(playerId);
      toast.success(linkSent.sentTitle, { description: linkSent.sent(name) });
    } catch (error) {
      toast.error(t.errorTitle, { description: errorMessageOf(error, t.resendFailed) });
    }
  };

  const onResendFailed = async () => {
    try {
      const { resent } = await resendFailed.mutateAsync();
      toast.success(t.resentAllTitle, { description: t.resentAll(resent) });
    } catch (error) {
      toast.error(t.errorTitle, { description: errorMessageOf(error, t.resendFailed) });
    }
  };

  const onRemind = async () => {
    try {
      const { resent } = await remind.mutateAsync();
      toast.success(t.remindedTitle, { description: t.reminded(resent) });
    } catch (error) {
      toast.error(t.errorTitle, { description: errorMessageOf(error, t.remindFailed) });
    }
  };

  return (
    <Card className="p-4 sm:p-6">
      <SendingProgress
        headingId={headingId}
        title={t.progressTitle}
        progressText={progressText}
        sent={sent}
        total={total}
      />

      {changeNotifications.total > 0 ? (
        <p className="mt-3 text-sm">
          <span className="font-semibold">{organiserMessages.drawChange.changeMailsTitle}</span>
          {messages.format.colon}
          <span className="text-muted-foreground">
            {organiserMessages.drawChange.changeMailsProgress(
              changeNotifications.sent,
              changeNotifications.total,
              changeNotifications.failed,
            )}
          </span>
        </p>
      ) : null}

      {notifications.failed + changeNotifications.failed > 0 ? (
        <Button
          className="mt-4"
          variant="outline"
          isLoading={resendFailed.isPending}
          onClick={() => void onResendFailed()}
        >
          {resendFailed.isPending ? null : <SendIcon />}
          {t.resendAllFailed}
        </Button>
      ) : null}

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold tabular-nums">
          {t.openedCount(notifications.opened, total)}
        </p>
        {notifications.opened < total ? (
          <Button
            variant="outline"
            size="sm"
            title={t.remindUnopenedLabel}
            isLoading={remind.isPending}
            onClick={() => void onRemind()}
          >
            {remind.isPending ? null : <SendIcon />}
            {t.remindUnopened}
          </Button>
        ) : null}
      </div>

      {teams.length > 0 ? (
        <div className="mt-5 space-y-1.5">
          <label htmlFor={teamId} className="block text-sm font-semibold">
            {t.teamFilterLabel}
          </label>
          <select
            id={teamId}
            value={team ?? ''}
            onChange={(event) => setTeam(event.target.value === '' ? null : event.target.value)}
            className="h-11 w-full cursor-pointer rounded-xl border bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring sm:w-auto"
          >
            <option value="">{t.teamAll(total)}</option>
            {teams.map(([name, count]) => (
              <option key={name} value={name}>
                {t.teamOption(name, count)}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {total >= FILTERS_FROM_COUNT ? (
        <div className="mt-5 space-y-3">
          <div role="group" aria-label={t.filterLabel} className="flex flex-wrap gap-2">
            {STATUS_FILTERS.map(([status, label]) => (
              <Button
                key={status}
                variant={filter === status ? 'primary' : 'outline'}
                size="sm"
                aria-pressed={filter === status}
                onClick={() => setFilter(status)}
              >
                {label(countByStatus[status])}
              </Button>
            ))}
          </div>
          <SearchField
            value={search}
            onChange={setSearch}
            shown={shown.length}
            total={filtered.length}
          />
        </div>
      ) : null}

      <ul aria-labelledby={headingId} className="mt-5" {...list.containerProps}>
        {list.rows.map((row) => {
          const { entry, name, imageUrl } = shown[row.index]!;
          if (list.isSketch(row))
            return <RowSketch key={entry.playerId} rowProps={list.rowProps(row)} />;
          return (
            <NotificationRow
              key={entry.playerId}
              rowProps={list.rowProps(row)}
              index={row.index}
              count={shown.length}
              name={name}
              imageUrl={imageUrl}
              entry={entry}
              isResending={resend.isPending && resend.variables === entry.playerId}
              onResend={() => void onResend(entry.playerId, name)}
            />
          );
        })}
      </ul>
    </Card>
  );
}

type NotificationListRow = {
  entry: DrawState['notifications']['players'][number];
  name: string;
  email: string;
  imageUrl: string;
  group: string | null;
};

/** Each entry's row, made once for these players. */
function rowMaker(players: readonly Player[]) {
  const playerById = new Map(players.map((player) => [player.id, player]));
  const rowByEntry = new WeakMap<object, NotificationListRow>();
  return (entry: NotificationListRow['entry']): NotificationListRow => {
    let row = rowByEntry.get(entry);
    if (!row) {
      const player = playerById.get(entry.playerId);
      row = {
        entry,
        name: player?.name ?? organiserMessages.restrictions.unknownPlayer,
        email: player?.email ?? '',
        imageUrl: player?.imageUrl ?? '',
        group: player?.group ?? null,
      };
      rowByEntry.set(entry, row);
    }
    return row;
  };
}

/** Each team named in the list, in French alphabetical order, and how many are in it. */
function countTeams(rows: ReadonlyArray<{ group: string | null }>): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const { group } of rows) if (group !== null) counts.set(group, (counts.get(group) ?? 0) + 1);
  const byName = new Intl.Collator(messages.language.current, { sensitivity: 'base' });
  return [...counts].sort(([a], [b]) => byName.compare(a, b));
}
