import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import {
  GIFT_IDEAS_DELAY_MS,
  reminderTimes,
  type ReminderKind,
} from '../../shared/exchange/reminder-times.ts';
import type { Database } from '../db/database.server.ts';
import { executeRows } from '../db/execute-rows.ts';
import { players, reminders, santaAssignments, secretSantas } from '../db/schema.ts';
import type { MailKind } from '../mail/mail-kinds.ts';
import { personalLinkColumns } from '../mail/sign-personal-link.server.ts';
import { exchangeOf, remindersOf } from './exchange.server.ts';
import { findDraw } from './secret-santa-edition.server.ts';
import { reminderMailsKey } from '../mail/dedupe-keys.ts';
import { enqueueMailPerRow } from '../mail/outbox.server.ts';
import { mailAddressOf } from './player-row.ts';

/*
 * The reminders of an edition (docs/product.md §6.9). Each kind is one row of `reminders`, due at
 * its time; when it comes, the e-mails are queued for the people it is meant for at that moment
 * (gift ideas still empty, gift not yet received), so nothing per player is kept up to date
 * in between.
 */

/**
 * Puts the edition's reminders at the times the event's date, notification and settings give
 * now: a reminder not sent yet moves, or goes when it no longer applies; one already sent stays
 * sent. In the caller's transaction, under the event's lock: after the exchange's details are
 * saved and after the notification.
 */
export async function scheduleReminders(
  tx: Database,
  input: {
    secretSantaId: string;
    year: number;
    now: Date;
    /** At the notification: now, by the app's clock, which the gift-ideas reminder counts from. */
    notifiedNow?: boolean;
  },
): Promise<void> {
  const [event] = await tx
    .select()
    .from(secretSantas)
    .where(eq(secretSantas.id, input.secretSantaId));
  if (!event) return;
  const ofEdition = and(
    eq(reminders.secretSantaId, input.secretSantaId),
    eq(reminders.year, input.year),
    isNull(reminders.sentAt),
  );
  const times = {
    exchange: exchangeOf(event),
    notifiedAt: await notificationTime(tx, input),
    enabled: remindersOf(event),
  };
  const applicable = reminderTimes({ ...times, now: new Date(0) }).map(({ kind }) => kind);
  const wanted = reminderTimes({ ...times, now: input.now });
  // Gone: those turned off or that no longer apply, and those whose new time has passed. One
  // already due and still applicable is left to the mail worker, which takes it any moment.
  await tx.delete(reminders).where(
    and(
      ofEdition,
      wanted.length === 0
        ? undefined
        : notInArray(
            reminders.kind,
            wanted.map((reminder) => reminder.kind),
          ),
      applicable.length === 0
        ? undefined
        : sql`not (${reminders.dueAt} <= ${input.now.toISOString()}::timestamptz
              and ${inArray(reminders.kind, applicable)})`,
    ),
  );
  if (wanted.length === 0) return;
  await tx
    .insert(reminders)
    .values(
      wanted.map(({ kind, dueAt }) => ({
        secretSantaId: input.secretSantaId,
        year: input.year,
        kind,
        dueAt,
      })),
    )
    .onConflictDoUpdate({
      target: [reminders.secretSantaId, reminders.year, reminders.kind],
      set: { dueAt: sql`excluded.due_at` },
      setWhere: isNull(reminders.sentAt),
    });
}

/**
 * When the edition's draw was notified, by the app's clock (ARCHITECTURE.md, Time): given at the
 * notification, and read back afterwards from the gift-ideas reminder it scheduled. The draw's
 * `notified_at` (the database's clock) only when that reminder was turned off then.
 */
async function notificationTime(
  tx: Database,
  input: { secretSantaId: string; year: number; now: Date; notifiedNow?: boolean },
): Promise<Date | null> {
  if (input.notifiedNow) return input.now;
  const [giftIdeas] = await tx
    .select({ dueAt: reminders.dueAt })
    .from(reminders)
    .where(
      and(
        eq(reminders.secretSantaId, input.secretSantaId),
        eq(reminders.year, input.year),
        eq(reminders.kind, 'gift-ideas'),
      ),
    );
  if (giftIdeas) return new Date(giftIdeas.dueAt.getTime() - GIFT_IDEAS_DELAY_MS);
  return (await findDraw(tx, input.secretSantaId, input.year))?.notifiedAt ?? null;
}

/**
 * A reminder this late (the app was down when it was due) is dropped rather than sent: « Plus
 * que 7 jours » three days late would be wrong.
 */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 5;

/**
 * Queues the e-mails of the reminders due by `now`, and marks each sent, in one transaction:
 * `SKIP LOCKED` gives each due reminder to one instance, and the mark makes it once for good,
 * across restarts. The e-mails' dedupe keys (one per reminder and player) would refuse a second
 * copy all the same. Returns how many reminders were taken.
 */
export async function sendDueReminders(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await executeRows<{
      secret_santa_id: string;
      year: number;
      kind: ReminderKind;
      due_at: string | Date;
    }>(
      tx,
      sql`
      select r.secret_santa_id, r.year, r.kind, r.due_at from ${reminders} r
      join ${secretSantas} s on s.id = r.secret_santa_id
      where r.sent_at is null and r.due_at <= ${now.toISOString()}::timestamptz
      order by r.due_at
      limit ${BATCH_SIZE}
      -- The event's row too, as every change to an event's draw state takes it first
      -- (lockSecretSanta): a save or a notification holding it makes this skip the reminder
      -- until the next round, instead of waiting on each other's locks in turn.
      for update of r, s skip locked`,
    );
    for (const reminder of due) {
      const row = and(
        eq(reminders.secretSantaId, reminder.secret_santa_id),
        eq(reminders.year, reminder.year),
        eq(reminders.kind, reminder.kind),
      );
      const draw = await findDraw(tx, reminder.secret_santa_id, reminder.year);
      // Not notified (yet, or again after a reset): nobody has a link. The row goes, not sent,
      // so that a notification or a new date can schedule it again.
      if (!draw?.notifiedAt) {
        await tx.delete(reminders).where(row);
        continue;
      }
      const isStale = now.getTime() - new Date(reminder.due_at).getTime() > STALE_AFTER_MS;
      if (!isStale) await queueReminderMails(tx, { ...reminder, now });
      await tx.update(reminders).set({ sentAt: now }).where(row);
    }
    return due.length;
  });
}

/** Who each reminder is for, among the players of the edition's draw. */
const recipientsOf: Record<ReminderKind, ReturnType<typeof sql>> = {
  'exchange-in-7-days': sql`true`,
  'exchange-tomorrow': sql`true`,
  'gift-ideas': sql`btrim(p.gift_ideas) = ''`,
  'gift-received': sql`not p.gift_received`,
};

const mailKindOf = {
  'exchange-in-7-days': 'exchange-reminder',
  'exchange-tomorrow': 'exchange-reminder',
  'gift-ideas': 'gift-ideas-reminder',
  'gift-received': 'gift-received-reminder',
} as const satisfies Record<ReminderKind, MailKind>;

/**
 * One e-mail per player of the edition's notified draw the reminder is meant for, in one
 * statement, while the exchange is not over, to those who have not stopped the event's
 * reminders. No e-mail names whom its reader gives to.
 */
async function queueReminderMails(
  tx: Database,
  reminder: { secret_santa_id: string; year: number; kind: ReminderKind; now: Date },
): Promise<void> {
  const edition = { secretSantaId: reminder.secret_santa_id, year: reminder.year };
  const columns = {
    recipient: mailAddressOf('p'),
    dedupeKey: sql`${reminderMailsKey(reminder.kind, edition)}::text || p.id::text`,
    secretSantaId: sql`p.secret_santa_id`,
    language: sql`p.language`,
  };
  const payload = {
    playerName: sql`p.name`,
    secretSantaName: sql`s.name`,
    personalLink: personalLinkColumns(reminder.now),
  };
  const from = sql`
    from ${santaAssignments} a
    join ${players} p on p.secret_santa_id = a.secret_santa_id and p.id = a.giver_id
    join ${secretSantas} s on s.id = a.secret_santa_id
    where a.secret_santa_id = ${reminder.secret_santa_id} and a.year = ${reminder.year}
      and not s.completed and p.reminders
      and ${recipientsOf[reminder.kind]}`;
  const daysLeft = DAYS_LEFT[reminder.kind];
  if (daysLeft === undefined) {
    await enqueueMailPerRow(tx, { ...columns, kind: mailKindOf[reminder.kind], payload }, from);
  } else {
    const withDays = { ...payload, daysLeft: sql`${daysLeft}::int` };
    await enqueueMailPerRow(tx, { ...columns, kind: 'exchange-reminder', payload: withDays }, from);
  }
}

/** What « Plus que 7 jours » and « C'est demain » say of the days left. */
const DAYS_LEFT: Partial<Record<ReminderKind, 7 | 1>> = {
  'exchange-in-7-days': 7,
  'exchange-tomorrow': 1,
};
