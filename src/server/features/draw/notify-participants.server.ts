import { randomUUID } from 'node:crypto';
import { and, count, eq, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.server.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { draws, mailOutbox, players, santaAssignments } from '../../db/schema.ts';
import { Refusal } from '../../../shared/refusal.ts';
import { enqueueMail, enqueueMailPerRow } from '../../mail/outbox.server.ts';
import type { MailKind } from '../../mail/mail-kinds.ts';
import { personalLinkColumns, personalLinkExpiry } from '../../mail/sign-personal-link.server.ts';
import {
  type Draw,
  type DrawMailContext,
  drawMail,
  isRedraw,
} from '../../domain/draw-mails.server.ts';
import { getDrawState } from './draw-queries.server.ts';
import { listDrawPlayers } from '../../domain/draw-inputs.server.ts';
import { scheduleReminders } from '../../domain/reminders.server.ts';
import { findDraw, lockSecretSanta } from '../../domain/secret-santa-edition.server.ts';
import { writeJournal, type Actor } from '../../domain/journal.server.ts';
import { drawMailsKey } from '../../mail/dedupe-keys.ts';
import { mailAddressOf } from '../../domain/player-row.ts';

/**
 * 'Notifier les participants' (docs/product.md §6.5): one e-mail per player, queued with the change in
 * one transaction; every player becomes invited. Notifying again queues nothing twice, but
 * queues again each e-mail that failed.
 */
export async function notifyParticipants(
  db: Database,
  input: DrawMailContext & { year: number; by: Actor },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSecretSanta(tx, input.secretSantaId);
    await notifyInTransaction(tx, input);
    const [everyone] = await tx
      .select({ count: count() })
      .from(players)
      .where(eq(players.secretSantaId, input.secretSantaId));
    await writeJournal(tx, {
      secretSantaId: input.secretSantaId,
      by: input.by,
      now: input.now,
      action: 'notified',
      details: { count: everyone?.count ?? 0 },
    });
  });
}

/**
 * The notification in the caller's transaction under the event's lock: also after the full
 * redraw that follows a withdrawal, when the edition had been notified (docs/product.md §6.8).
 */
export async function notifyInTransaction(
  tx: Database,
  input: DrawMailContext & { year: number },
): Promise<void> {
  const draw = await findDraw(tx, input.secretSantaId, input.year);
  if (!draw) throw new Refusal('notDrawnToNotify');
  const isFirstTime = draw.notifiedAt === null;
  const context = { ...input, isRedraw: await isRedraw(tx, draw) };
  await queueDrawMails(tx, { ...context, dedupePrefix: drawMailsKey(draw), isFirstTime });
  if (!isFirstTime) await queueFailedDrawMailsAgain(tx, context);
  // Apart from the insert: one data-modifying CTE for both was no faster (decision 0011).
  await tx
    .update(players)
    .set({ invited: true, invitationSentAt: input.now })
    .where(and(eq(players.secretSantaId, input.secretSantaId), not(players.invited)));
  await tx
    .update(draws)
    .set({ notifiedAt: sql`coalesce(${draws.notifiedAt}, now())` })
    .where(and(eq(draws.secretSantaId, input.secretSantaId), eq(draws.year, input.year)));
  // The gift-ideas reminder counts from the notification (docs/product.md §6.9).
  if (isFirstTime) await scheduleReminders(tx, { ...input, notifiedNow: true });
}

/**
 * Queues the draw e-mail of every player who has not had this draw's yet: the rows
 * `enqueueMail` would write with `drawMail` (same kind, payload, event and dedupe key
 * `dedupePrefix` + player id), in one statement on `players` alone. Nothing per row is done
 * in JS (decision 0011): the personal links are signed by the mail worker, from the
 * claims the payload keeps.
 *
 * The row ids are the md5 of a random value drawn here and the player's id: distinct per
 * player, new at each notification, and far cheaper on PGlite than `gen_random_uuid()` per
 * row, whose strong randomness goes through WebAssembly each time (decision 0011).
 *
 * Players already queued are left out by the query, which the event's lock keeps true
 * until the insert; and not even looked for the first time (`isFirstTime`: the draw's
 * `notified_at` is set in the transaction that queues its e-mails, so none exist before).
 * The unique index on `dedupe_key` still refuses a second copy, should that fail.
 */
async function queueDrawMails(
  tx: Database,
  input: DrawMailContext & { dedupePrefix: string; isFirstTime: boolean; isRedraw: boolean },
): Promise<void> {
  const kind = 'draw-notification' satisfies MailKind;
  const notQueued = input.isFirstTime
    ? sql``
    : sql`and not exists (
        select 1 from ${mailOutbox} m
        where m.secret_santa_id = ${input.secretSantaId} and m.kind = ${kind}
          and m.dedupe_key = ${input.dedupePrefix}::text || p.id::text)`;
  await enqueueMailPerRow(
    tx,
    {
      kind,
      id: sql`md5(${randomUUID()}::text || p.id::text)::uuid`,
      recipient: mailAddressOf('p'),
      payload: {
        playerName: sql`p.name`,
        secretSantaName: sql`${input.secretSantaName}::text`,
        personalLink: { ...personalLinkColumns(input.now), countsOpening: sql`true` },
        isRedraw: sql`${input.isRedraw}::boolean`,
      },
      dedupeKey: sql`${input.dedupePrefix}::text || p.id::text`,
      secretSantaId: sql`p.secret_santa_id`,
      language: sql`p.language`,
    },
    sql`from ${players} p where p.secret_santa_id = ${input.secretSantaId} ${notQueued}`,
    { skipDuplicates: false },
  );
}

/**
 * 'Renvoyer les emails en échec' (docs/product.md §6.5): a new draw e-mail, to the player's
 * address now, for each player whose newest one failed. Returns how many were queued.
 */
export async function resendFailedDrawMails(
  db: Database,
  input: DrawMailContext & { year: number; by: Actor },
): Promise<number> {
  return sendAgain(db, { ...input, action: 'failedResent' }, (tx, context) =>
    queueFailedDrawMailsAgain(tx, context),
  );
}

/**
 * The frame of every "send the draw e-mails again": in one transaction under the event's lock,
 * so that two clicks queue each e-mail once, and only once the draw was notified.
 */
async function sendAgain(
  db: Database,
  input: DrawMailContext & {
    year: number;
    by: Actor;
    action: 'failedResent' | 'unopenedReminded';
  },
  queue: (
    tx: Database,
    context: DrawMailContext & { year: number; isRedraw: boolean },
  ) => Promise<number>,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockSecretSanta(tx, input.secretSantaId);
    const draw = await refuseBeforeNotification(tx, input);
    const queued = await queue(tx, { ...input, isRedraw: await isRedraw(tx, draw) });
    await writeJournal(tx, {
      secretSantaId: input.secretSantaId,
      by: input.by,
      now: input.now,
      action: input.action,
      details: { count: queued },
    });
    return queued;
  });
}

/** Sending a draw e-mail again waits for the notification (docs/product.md §6.5): 409 before. */
async function refuseBeforeNotification(
  db: Database,
  input: { secretSantaId: string; year: number },
): Promise<Draw> {
  const draw = await findDraw(db, input.secretSantaId, input.year);
  if (!draw?.notifiedAt) throw new Refusal('notDrawnToNotify');
  return draw;
}

/** Under the event's lock, so that two clicks queue each e-mail once. */
async function queueFailedDrawMailsAgain(
  tx: Database,
  input: DrawMailContext & { year: number; isRedraw: boolean },
): Promise<number> {
  const { notifications } = await getDrawState(tx, input.secretSantaId, input.year);
  const failed = new Set(
    notifications.players.filter((p) => p.status === 'failed').map((p) => p.playerId),
  );
  const changesAgain = await queueFailedChangeMailsAgain(tx, input);
  if (failed.size === 0) return changesAgain;
  const again = (await listDrawPlayers(tx, input.secretSantaId)).filter((p) => failed.has(p.id));
  await enqueueMail(
    tx,
    again.map((player) => drawMail(input, player)),
  );
  return again.length + changesAgain;
}

/**
 * « Votre tirage a changé » e-mails of this draw whose newest try failed, per change and giver
 * (docs/product.md §6.8), queued again as they were, with a link valid from now and the
 * giver's address now. One taken out of the draw since is e-mailed all the same, at the
 * address it had: dropping theirs would change the organiser's counts, and so tell them who
 * had been a changed giver. Returns how many.
 */
async function queueFailedChangeMailsAgain(
  tx: Database,
  input: { secretSantaId: string; year: number; now: Date },
): Promise<number> {
  const kind = 'draw-changed' satisfies MailKind;
  return enqueueMailPerRow(
    tx,
    {
      kind,
      recipient: sql`coalesce(${mailAddressOf('p')}, newest.recipient)`,
      // The same change and giver, with the giver's link as it is now.
      payload: {
        copiedFrom: sql`jsonb_set(jsonb_set(newest.payload, '{personalLink,expiresAt}',
          to_jsonb(${personalLinkExpiry(input.now)}::bigint)),
          '{personalLink,generation}', to_jsonb(coalesce(p.link_generation, 0)))`,
      },
      secretSantaId: sql`${input.secretSantaId}::uuid`,
      language: sql`coalesce(p.language, newest.language)`,
    },
    sql`
    from (
      select distinct on (m.payload->>'changeId', m.payload->'personalLink'->>'playerId')
        m.recipient, m.payload, m.status, m.language
      from ${mailOutbox} m
      join ${draws} d on d.secret_santa_id = m.secret_santa_id and d.year = ${input.year}
      where m.secret_santa_id = ${input.secretSantaId} and m.kind = ${kind}
        and m.created_at >= d.drawn_at
      order by m.payload->>'changeId', m.payload->'personalLink'->>'playerId', m.created_at desc
    ) newest
    left join ${players} p on p.secret_santa_id = ${input.secretSantaId}
      and p.id::text = newest.payload->'personalLink'->>'playerId'
    where newest.status = 'failed'`,
  );
}

/**
 * 'Relancer' (docs/product.md §6.5): the draw e-mail again to every player of the draw who has
 * not opened their space since the notification, but to none whose draw e-mail is still
 * waiting to go, so that two clicks send each one once. Returns how many were queued.
 */
export async function remindUnopened(
  db: Database,
  input: DrawMailContext & { year: number; by: Actor },
): Promise<number> {
  return sendAgain(db, { ...input, action: 'unopenedReminded' }, async (tx, context) => {
    const unopened = await executeRows<{ id: string }>(
      tx,
      sql`
      select p.id from ${players} p
      join ${santaAssignments} a on a.secret_santa_id = p.secret_santa_id and a.giver_id = p.id
        and a.year = ${input.year}
      join ${draws} d on d.secret_santa_id = p.secret_santa_id and d.year = a.year
      where p.secret_santa_id = ${input.secretSantaId}
        and (p.space_opened_at is null or p.space_opened_at < d.notified_at)
        and not exists (
          select 1 from ${mailOutbox} m
          where m.secret_santa_id = p.secret_santa_id and m.kind = 'draw-notification'
            and m.status = 'pending' and m.created_at >= d.notified_at
            and m.payload->'personalLink'->>'playerId' = p.id::text)`,
    );
    const ids = new Set(unopened.map((row) => row.id));
    const again = (await listDrawPlayers(tx, input.secretSantaId)).filter((p) => ids.has(p.id));
    await enqueueMail(
      tx,
      again.map((player) => drawMail(context, player)),
    );
    return again.length;
  });
}
