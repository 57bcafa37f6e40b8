import { emailsFailed, emailsSent } from '../metrics.ts';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.server.ts';
import { executeRows } from '../db/execute-rows.ts';
import { mailOutbox, players } from '../db/schema.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { logFailure } from '../log.ts';
import {
  PermanentMailError,
  TryLaterMailError,
  type MailTransport,
} from './mail-transport.server.ts';
import { domainOf, holdDomain, paceByDomain } from './pace-by-domain.server.ts';
import { addressMessageMail } from './address-message-mails.server.ts';
import { renderMail, type MailContext } from './render-mail.tsx';
import type { LinkSigning } from './sign-personal-link.server.ts';
import { playerEmailIs } from '../domain/player-row.ts';
import { readMailEvents } from '../domain/exchange.server.ts';
import { sendDueReminders } from '../domain/reminders.server.ts';

/**
 * A message SMTP could not take is tried again for this long after its first try before it is
 * marked failed for the organiser to see (decision 0019): a mail server down over a weekend
 * loses nothing. A refusal for good (5xx) fails at once.
 */
export const RETRY_WINDOW_MS = 48 * 60 * 60 * 1000;
const MAX_RETRY_DELAY_SECONDS = 30 * 60;
/**
 * A claimed row is hidden from other instances this long, and the lease renewed every
 * `HEARTBEAT_MS` while its batch is sent: a killed instance's batch goes out again within
 * seconds (decision 0019), and a slow SMTP server never lets two instances send one message.
 */
const LEASE_SECONDS = 10;
const HEARTBEAT_MS = 3_000;
const BATCH_SIZE = 20;

/** 5 s, 10 s, 20 s… capped at 30 minutes: SMTP outages are waited out, not hammered. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_SECONDS);
}

type ClaimedMail = {
  id: string;
  kind: string;
  recipient: string;
  payload: unknown;
  language: string;
  attempts: number;
  secret_santa_id: string | null;
  first_tried_at: Date;
};

/** A time as a SQL value: the outbox's due times follow the app's clock (ARCHITECTURE.md, Time). */
const at = (time: Date, plusSeconds = 0) =>
  sql`${new Date(time.getTime() + plusSeconds * 1000).toISOString()}::timestamptz`;

/**
 * Takes up to `limit` due messages for this worker alone: `SKIP LOCKED` makes two
 * instances take different rows, and the lease hides them from others while sending.
 * Due means by the millisecond, the app clock's precision: a row queued by the database's
 * clock (microseconds) in the current millisecond is due now, not a poll later.
 */
export async function claimDueMail(
  db: Database,
  now: Date,
  limit = BATCH_SIZE,
): Promise<ClaimedMail[]> {
  const isDue = sql`status = 'pending' and run_at < ${at(now, 0.001)}
    and (locked_until is null or locked_until < ${at(now)})`;
  const rows = await executeRows<
    Omit<ClaimedMail, 'first_tried_at'> & { first_tried_at: string | Date }
  >(
    db,
    sql`
    update ${mailOutbox}
    set locked_until = ${at(now, LEASE_SECONDS)}, attempts = attempts + 1,
      first_tried_at = coalesce(first_tried_at, ${at(now)})
    where id in (
      select id from ${mailOutbox}
      where ${isDue}
      order by run_at, created_at
      limit ${limit}
      for update skip locked
    )
    returning id, kind, recipient, payload, language, attempts, secret_santa_id, first_tried_at`,
  );
  return rows.map((row) => ({ ...row, first_tried_at: new Date(row.first_tried_at) }));
}

/** Keeps a batch hidden from other instances while it is being sent. */
async function renewLease(db: Database, ids: string[], now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lockedUntil: sql`${at(now, LEASE_SECONDS)}` })
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'pending')));
}

/**
 * Frees every claimed message. Only for a database no other instance can be sending from
 * (PGlite, locked to this process): elsewhere a lease may belong to a live instance.
 */
export async function releaseAllLeases(db: Database): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lockedUntil: null })
    .where(and(eq(mailOutbox.status, 'pending'), isNotNull(mailOutbox.lockedUntil)));
}

/** Where the outbox is, where its messages go, and how the links in them are signed. */
export type MailSending = {
  db: Database;
  transport: MailTransport;
  signing: LinkSigning;
  /** The app's clock: due times, leases and the retry window follow it. */
  now: () => Date;
  /** At most this many e-mails a minute per receiving domain (pace-by-domain); absent: no pace. */
  perDomainPerMinute?: number | undefined;
};

/** Sends one message; returns whether SMTP took it. A failure is recorded here. */
async function deliver(
  { db, transport, signing, now }: MailSending,
  mail: ClaimedMail,
  context: MailContext | undefined,
): Promise<boolean> {
  try {
    const rendered = await renderMail(mail, signing, context);
    await transport.send({ ...rendered, id: mail.id, to: mail.recipient });
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const triedAt = now();
    const isFinal =
      error instanceof PermanentMailError ||
      triedAt.getTime() - mail.first_tried_at.getTime() >= RETRY_WINDOW_MS;
    emailsFailed.inc({ final: String(isFinal) });
    if (isFinal) await undoInvitation(db, mail);
    const retryAt = new Date(triedAt.getTime() + retryDelaySeconds(mail.attempts) * 1000);
    if (!isFinal && error instanceof TryLaterMailError)
      await holdDomain(db, { domain: domainOf(mail.recipient), until: retryAt, now: triedAt });
    await db
      .update(mailOutbox)
      .set({
        status: isFinal ? 'failed' : 'pending',
        lastError: reason.slice(0, 1000),
        lockedUntil: null,
        runAt: sql`${at(triedAt, retryDelaySeconds(mail.attempts))}`,
        // A provisional password that will never be sent is not kept either (see markSent).
        ...(isFinal && transport.kind === 'smtp'
          ? { payload: sql`${mailOutbox.payload} - 'secrets'` }
          : {}),
      })
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending')));
    return false;
  }
}

/**
 * Marks a batch sent in one statement: one UPDATE per message would be a large share of
 * PGlite's sending time (decision 0007). The price: after a crash mid-batch, up to a batch of
 * messages SMTP had already taken go again, with the same Message-ID.
 */
async function markSent({ db, transport, now }: MailSending, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  emailsSent.inc(ids.length);
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: sql`${at(now())}`,
      lockedUntil: null,
      lastError: null,
      // A provisional password lives in the outbox only until it is handed to SMTP; in the
      // local mailbox the row is the message itself, so it stays.
      ...(transport.kind === 'smtp' ? { payload: sql`${mailOutbox.payload} - 'secrets'` } : {}),
    })
    .where(inArray(mailOutbox.id, ids));
}

/**
 * docs/product.md §4.7: a failed invitation leaves the player not invited. The invitation is queued
 * (and the player shown 'Invité') at once; if the mail server refuses it for good, or it bounces
 * later, the player goes back to 'Pas encore invité' so the organiser sees it and can send their
 * link again.
 */
export async function undoInvitation(
  db: Database,
  mail: Pick<ClaimedMail, 'kind' | 'secret_santa_id' | 'recipient'>,
): Promise<void> {
  if (mail.kind !== 'invitation' || !mail.secret_santa_id) return;
  await db
    .update(players)
    .set({ invited: false })
    .where(and(eq(players.secretSantaId, mail.secret_santa_id), playerEmailIs(mail.recipient)));
}

/** Sends a batch of due messages; returns how many were tried. */
export async function sendDueMail(sending: MailSending): Promise<number> {
  const claimed = await claimDueMail(sending.db, sending.now());
  if (claimed.length === 0) return 0;
  const batch = sending.perDomainPerMinute
    ? await paceByDomain(sending.db, claimed, sending.perDomainPerMinute, sending.now())
    : claimed;
  const ids = batch.map((mail) => mail.id);
  // A renewal that fails (the database away) only lets the lease lapse.
  const heartbeat = setInterval(
    () => void renewLease(sending.db, ids, sending.now()).catch(() => {}),
    HEARTBEAT_MS,
  );
  try {
    const events = await readMailEvents(
      sending.db,
      batch.map((mail) => mail.secret_santa_id),
    );
    const contextOf = (mail: ClaimedMail): MailContext | undefined =>
      mail.secret_santa_id === null
        ? undefined
        : {
            secretSantaId: mail.secret_santa_id,
            event: events.get(mail.secret_santa_id),
            now: sending.now(),
          };
    // An invitation gets its provisional password at its first try (decision 0023); a message
    // goes to its pair as the draw is now. One withdrawn meanwhile (null) is not sent.
    const delivered = await Promise.all(
      batch.map(async (mail) => {
        const addressed = await addressMessageMail(sending.db, mail);
        if (addressed === null) return false;
        return deliver(sending, addressed, contextOf(mail));
      }),
    );
    await markSent(
      sending,
      ids.filter((_, i) => delivered[i]),
    );
  } finally {
    clearInterval(heartbeat);
  }
  return claimed.length;
}

export type MailWorker = { stop: () => Promise<void>; wake: () => void };

/** While the database cannot be reached, the worker waits 1 s, 2 s, 4 s… up to this long. */
const MAX_PAUSE_MS = 30_000;

/**
 * The background loop: drains the outbox while there is work, then polls. `wake`
 * cuts the wait short when this instance has just enqueued something. When a round fails
 * (the database away), it pauses longer each time and resumes by itself; the operator reads
 * one line when it stops and one when it resumes.
 */
export function startMailWorker(options: MailSending & { pollMs?: number }): MailWorker {
  const pollMs = options.pollMs ?? 1000;
  let stopped = false;
  let failedRounds = 0;
  let remindersFailing = false;
  let wakeUp: (() => void) | undefined;

  const loop = (async () => {
    while (!stopped) {
      let tried = 0;
      // Due reminders first: the e-mails they queue go out in this round's sending. Apart, so
      // that a reminder that cannot be queued never holds up the e-mails already queued.
      try {
        tried = await sendDueReminders(options.db, options.now());
        remindersFailing = false;
      } catch (error) {
        if (!remindersFailing)
          logFailure('Rappels non envoyés, nouvel essai sous peu', error, {
            isExpected: isDatabaseUnavailable(error),
          });
        remindersFailing = true;
      }
      try {
        tried += await sendDueMail(options);
        if (failedRounds > 0) console.log('Envoi des emails repris.');
        failedRounds = 0;
      } catch (error) {
        if (failedRounds === 0)
          logFailure('Envoi des emails interrompu, nouvel essai sous peu', error, {
            isExpected: isDatabaseUnavailable(error),
          });
        failedRounds++;
      }
      if (tried > 0 || stopped) continue;
      const pauseMs =
        failedRounds > 0 ? Math.min(pollMs * 2 ** (failedRounds - 1), MAX_PAUSE_MS) : pollMs;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pauseMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
    }
  })();

  return {
    wake: () => wakeUp?.(),
    stop: async () => {
      stopped = true;
      wakeUp?.();
      await loop;
    },
  };
}
