import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DrawState, MailStatus } from '../../../shared/contracts/draw.ts';
import type { Database } from '../../db/database.server.ts';
import { utcToZonedParts } from '../../../shared/exchange/zoned-time.ts';
import { executeRows } from '../../db/execute-rows.ts';
import {
  draws,
  mailOutbox,
  messages,
  players,
  santaAssignments,
  secretSantas,
} from '../../db/schema.ts';

type PlayerMailRow = Omit<DrawState['notifications']['players'][number], 'openedOn'> & {
  openedAt: number | null;
};
type Notifications = Omit<DrawState['notifications'], 'cursor' | 'onlyChanged' | 'players'> & {
  players: PlayerMailRow[];
};
type DrawStateRow = {
  drawnAt: number;
  relaxedYears: number[];
  notifiedAt: number | null;
  notifications: Notifications | null;
  /** The read's snapshot (`pg_snapshot` as text: 'xmin:xmax:xip,xip'). */
  snapshot: string;
  timeZone: string;
  outsideDraw: string[] | null;
  changeMails: MailStatus[] | null;
  completed: boolean;
};

/**
 * What a read of the sending list could not see: the transactions from `unseenFrom` on, and
 * the `unseen` ones still running below it; and the notification and time zone its rows were
 * read for. A row stamped by any other transaction (migration 0029) is in that read's answer
 * as it is now, so the next read lists only the rows stamped by an unseen one. Transactions are
 * numbered across all the server's databases: naming the running ones, rather than taking the
 * oldest as the bound, keeps another database's long transaction from listing every row. Another
 * notification or time zone changes every row: the whole list then.
 */
type Cursor = { unseenFrom: bigint; unseen: bigint[]; notifiedAt: number; timeZone: string };
/** More running transactions than this and the cursor says the oldest: a few rows too many. */
const MOST_UNSEEN_LISTED = 8;
const LARGEST_XID8 = 2n ** 64n - 1n;

function cursorOf(snapshot: string, notifiedAt: number, timeZone: string): Cursor {
  const [xmin = '0', xmax = '0', running = ''] = snapshot.split(':');
  const unseen = running === '' ? [] : running.split(',').map(BigInt);
  return unseen.length > MOST_UNSEEN_LISTED
    ? { unseenFrom: BigInt(xmin), unseen: [], notifiedAt, timeZone }
    : { unseenFrom: BigInt(xmax), unseen, notifiedAt, timeZone };
}
const formatCursor = (cursor: Cursor) =>
  `${cursor.unseenFrom}_${cursor.unseen.join('-')}.${cursor.notifiedAt}.${cursor.timeZone}`;
/** A cursor this server could have given, or null: the database is never asked to judge one. */
function parseCursor(text: string | undefined): Cursor | null {
  const match =
    text === undefined
      ? null
      : /^(\d{1,20})_((?:\d{1,20}(?:-\d{1,20})*)?)\.(\d{1,16})\.(.+)$/.exec(text);
  if (!match) return null;
  const unseenFrom = BigInt(match[1]!);
  const unseen = match[2] === '' ? [] : match[2]!.split('-').map(BigInt);
  const fits =
    unseenFrom <= LARGEST_XID8 &&
    unseen.length <= MOST_UNSEEN_LISTED &&
    unseen.every((xid) => xid < unseenFrom);
  return fits ? { unseenFrom, unseen, notifiedAt: Number(match[3]), timeZone: match[4]! } : null;
}

/** Whether the read with this cursor could not see the transaction `stamp` names. */
const unseenBy = (cursor: Cursor, stamp: SQL) =>
  cursor.unseen.length === 0
    ? sql`${stamp} >= ${String(cursor.unseenFrom)}::xid8`
    : sql`(${stamp} >= ${String(cursor.unseenFrom)}::xid8
        or ${stamp} = any(${`{${cursor.unseen.join(',')}}`}::xid8[]))`;

/**
 * What the organiser's Tirage panel shows; never a pair. One statement, whatever the size
 * of the event: the panel polls it while the e-mails go out (docs/product.md §6.5, decision
 * 0010). With `changedSince`, a cursor of an earlier answer, the counts are everyone's and the
 * list holds only the players whose row changed since: a company's poll is a few rows, not
 * 10,000.
 */
export async function getDrawState(
  db: Database,
  secretSantaId: string,
  year: number,
  { changedSince }: { changedSince?: string | undefined } = {},
): Promise<DrawState> {
  const since = parseCursor(changedSince);
  // Each player's newest draw e-mail since this draw was notified (a resend replaces it),
  // found by the player its link is for: an address corrected since still shows the e-mail.
  // A pending one that failed says when it is tried again.
  const [draw] = await executeRows<DrawStateRow>(
    db,
    sql`
    select
      floor(extract(epoch from d.drawn_at) * 1000)::float8 as "drawnAt",
      d.relaxed_years as "relaxedYears",
      floor(extract(epoch from d.notified_at) * 1000)::float8 as "notifiedAt",
      pg_current_snapshot()::text as "snapshot",
      case when d.notified_at is not null then (
        select json_build_object(
          'total', count(*),
          'sent', count(*) filter (where status = 'sent'),
          'pending', count(*) filter (where status = 'pending'),
          'failed', count(*) filter (where status = 'failed'),
          'opened', count(*) filter (where opened_at is not null),
          'players', coalesce(json_agg(json_build_object(
              'playerId', id, 'status', status, 'lastError', last_error,
              'undelivered', undelivered, 'openedAt', opened_at,
              'nextAttemptAt', next_attempt_at)
            order by created_at, id) filter (where is_listed), '[]'))
        from (
          select p.id, p.created_at, coalesce(m.status, 'pending') as status, m.last_error,
            m.bounced_at is not null as undelivered,
            case when p.space_opened_at >= d.notified_at
              then floor(extract(epoch from p.space_opened_at) * 1000)::float8 end as opened_at,
            case when m.status = 'pending' and m.last_error is not null
              then floor(extract(epoch from m.run_at) * 1000)::float8 end as next_attempt_at,
            ${
              since === null
                ? sql`true`
                : // Every row when the cursor was read for another notification or time zone.
                  sql`(floor(extract(epoch from d.notified_at) * 1000)::float8 <> ${since.notifiedAt}
              or s.time_zone <> ${since.timeZone}
              or ${unseenBy(since, sql`p.space_opened_xact`)}
              or coalesce(${unseenBy(since, sql`m.status_xact`)}, false))`
            } as is_listed
          from ${players} p
          left join (
            select distinct on (player_id) player_id, status, last_error, run_at, bounced_at,
              status_xact
            from (
              select (payload->'personalLink'->>'playerId')::uuid as player_id, status,
                last_error, run_at, created_at, bounced_at, status_xact
              from ${mailOutbox}
              where secret_santa_id = ${secretSantaId} and kind = 'draw-notification'
                and created_at >= d.notified_at
            ) sent
            order by player_id, created_at desc
          ) m on m.player_id = p.id
          where p.secret_santa_id = ${secretSantaId}
        ) states
      ) end as "notifications",
      (
        -- NOT IN, hashed: the planner's estimates of freshly written tables (PGlite never
        -- analyses them) made NOT EXISTS a nested loop, 5 s at 10,000 people (docs/benchmarks.md).
        select json_agg(p.id order by p.created_at, p.id)
        from ${players} p
        where p.secret_santa_id = ${secretSantaId} and p.id not in (
          select a.giver_id from ${santaAssignments} a
          where a.secret_santa_id = ${secretSantaId} and a.year = ${year})
      ) as "outsideDraw",
      (
        select json_agg(status) from (
          select distinct on (payload->>'changeId', payload->'personalLink'->>'playerId') status
          from ${mailOutbox}
          where secret_santa_id = ${secretSantaId} and kind = 'draw-changed'
            and created_at >= d.drawn_at
          order by payload->>'changeId', payload->'personalLink'->>'playerId', created_at desc
        ) newest
      ) as "changeMails",
      s.completed as "completed",
      s.time_zone as "timeZone"
    from ${draws} d
    join ${secretSantas} s on s.id = d.secret_santa_id
    where d.secret_santa_id = ${secretSantaId} and d.year = ${year}`,
  );
  const notifications = draw?.notifications;
  const cursor =
    draw && draw.notifiedAt !== null
      ? cursorOf(draw.snapshot, draw.notifiedAt, draw.timeZone)
      : null;
  // Rows of another notification, or read for another time zone, are each different now.
  const onlyChanged =
    since !== null &&
    cursor !== null &&
    since.notifiedAt === cursor.notifiedAt &&
    since.timeZone === cursor.timeZone;
  // The day in the event's zone, by the same Intl rules as the exchange's date: the names
  // Intl knows are not all in the database's time-zone data.
  const listed = (notifications?.players ?? []).map(({ openedAt, ...player }) => ({
    ...player,
    openedOn: openedAt === null ? null : utcToZonedParts(new Date(openedAt), draw!.timeZone).date,
  }));
  const changeMails = draw?.changeMails ?? [];
  const countChanges = (status: MailStatus) => changeMails.filter((s) => s === status).length;
  const notificationState = {
    total: notifications?.total ?? 0,
    sent: notifications?.sent ?? 0,
    pending: notifications?.pending ?? 0,
    failed: notifications?.failed ?? 0,
    opened: notifications?.opened ?? 0,
    cursor: cursor ? formatCursor(cursor) : '',
    onlyChanged,
    players: listed,
  };
  return {
    year,
    drawn: draw !== undefined,
    drawnAt: draw?.drawnAt ?? null,
    relaxedYears: draw?.relaxedYears ?? [],
    notifiedAt: draw?.notifiedAt ?? null,
    playersOutsideDraw: draw?.outsideDraw ?? [],
    completed: draw?.completed ?? false,
    changeNotifications: {
      total: changeMails.length,
      sent: countChanges('sent'),
      pending: countChanges('pending'),
      failed: countChanges('failed'),
    },
    notifications: notificationState,
  };
}

/**
 * The edition starts afresh (docs/product.md, the draw): its pairs and its draw are removed,
 * nobody is invited or has received a gift, the event is not completed. Call it under the
 * event's lock, in the transaction of the draw or the reset.
 */
export async function clearEdition(
  tx: Database,
  input: { secretSantaId: string; year: number },
): Promise<void> {
  // The pairs' conversations close with them (docs/product.md §7.7).
  await tx
    .delete(messages)
    .where(and(eq(messages.secretSantaId, input.secretSantaId), eq(messages.year, input.year)));
  await tx
    .delete(santaAssignments)
    .where(
      and(
        eq(santaAssignments.secretSantaId, input.secretSantaId),
        eq(santaAssignments.year, input.year),
      ),
    );
  await tx
    .delete(draws)
    .where(and(eq(draws.secretSantaId, input.secretSantaId), eq(draws.year, input.year)));
  // A personal link lasts through the draw (docs/decisions/0029): only one given out in an
  // earlier edition no longer counts as this edition's invitation. A player invited with no
  // date (a newcomer e-mailed by joining the draw, a notification of an earlier version) is
  // not: `invited` takes no null.
  const editionStart = new Date(input.year, 0, 1).toISOString();
  const isInvitedThisEdition = sql`(${players.invited}
    and coalesce(${players.invitationSentAt} >= ${editionStart}::timestamptz, false))`;
  await tx
    .update(players)
    .set({
      invited: isInvitedThisEdition,
      spaceOpenedAt: sql`case when ${isInvitedThisEdition} then ${players.spaceOpenedAt} end`,
      giftReceived: false,
      awaitsNewSantaGift: false,
    })
    .where(
      and(
        eq(players.secretSantaId, input.secretSantaId),
        or(players.giftReceived, players.invited, players.awaitsNewSantaGift),
      ),
    );
  await tx
    .update(secretSantas)
    .set({ completed: false, completionNotificationSent: false })
    .where(eq(secretSantas.id, input.secretSantaId));
}
