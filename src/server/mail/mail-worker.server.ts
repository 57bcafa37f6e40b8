import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.server.ts';
import { executeRows } from '../db/execute-rows.ts';
import { mailOutbox, players } from '../db/schema.ts';
import { PermanentMailError, type MailTransport } from './mail-transport.server.ts';
import { renderMail } from './render-mail.tsx';
import type { LinkSigning } from './sign-personal-link.server.ts';
import { playerEmailIs } from '../domain/player-row.ts';

/** After this many failed tries a message is marked failed for the organiser to see. */
export const MAX_MAIL_ATTEMPTS = 8;
/**
 * A claimed row whose sender died (a crash, a kill) is picked up again after this long.
 * It must outlast a batch's sending (see the SMTP timeouts in mail-transport), or another
 * instance could send the same row while the first still is.
 */
const LEASE_SECONDS = 60;
const BATCH_SIZE = 20;

/** 5 s, 10 s, 20 s… capped at 30 minutes: SMTP outages are waited out, not hammered. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(0, attempts - 1), 30 * 60);
}

type ClaimedMail = {
  id: string;
  kind: string;
  recipient: string;
  payload: unknown;
  attempts: number;
  secret_santa_id: string | null;
};

/**
 * Takes up to `limit` due messages for this worker alone: `SKIP LOCKED` makes two
 * instances take different rows, and the lease hides them from others while sending.
 */
export async function claimDueMail(db: Database, limit = BATCH_SIZE): Promise<ClaimedMail[]> {
  return executeRows<ClaimedMail>(
    db,
    sql`
    update ${mailOutbox}
    set locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
    where id in (
      select id from ${mailOutbox}
      where status = 'pending' and run_at <= now()
        and (locked_until is null or locked_until < now())
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning id, kind, recipient, payload, attempts, secret_santa_id`,
  );
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
export type MailSending = { db: Database; transport: MailTransport; signing: LinkSigning };

/** Sends one message; returns whether SMTP took it. A failure is recorded here. */
async function deliver(
  { db, transport, signing }: MailSending,
  mail: ClaimedMail,
): Promise<boolean> {
  try {
    const rendered = await renderMail(mail, signing);
    await transport.send({ ...rendered, id: mail.id, to: mail.recipient });
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const isFinal = error instanceof PermanentMailError || mail.attempts >= MAX_MAIL_ATTEMPTS;
    if (isFinal) await undoInvitation(db, mail);
    await db
      .update(mailOutbox)
      .set({
        status: isFinal ? 'failed' : 'pending',
        lastError: reason.slice(0, 1000),
        lockedUntil: null,
        runAt: sql`now() + make_interval(secs => ${retryDelaySeconds(mail.attempts)})`,
      })
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending')));
    return false;
  }
}

/**
 * Marks a batch sent in one statement: one UPDATE per message was a large share of PGlite's
 * sending time (decision 0007). The price: after a crash mid-batch, up to a batch of
 * messages SMTP had already taken go again, with the same Message-ID.
 */
async function markSent(db: Database, transport: MailTransport, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
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
 * (and the player shown 'Invité') at once; if the mail server refuses it for good, the
 * player goes back to 'En attente' so the organiser sees it and can send it again.
 */
async function undoInvitation(db: Database, mail: ClaimedMail): Promise<void> {
  if (mail.kind !== 'invitation' || !mail.secret_santa_id) return;
  await db
    .update(players)
    .set({ invited: false })
    .where(
      and(
        eq(players.secretSantaId, mail.secret_santa_id),
        playerEmailIs(mail.recipient),
        isNull(players.invitationAcceptedAt),
      ),
    );
}

/** Sends every due message once; returns how many were tried. */
export async function sendDueMail(sending: MailSending): Promise<number> {
  const batch = await claimDueMail(sending.db);
  const delivered = await Promise.all(batch.map((mail) => deliver(sending, mail)));
  await markSent(
    sending.db,
    sending.transport,
    batch.filter((_, i) => delivered[i]).map((mail) => mail.id),
  );
  return batch.length;
}

export type MailWorker = { stop: () => Promise<void>; wake: () => void };

/**
 * The background loop: drains the outbox while there is work, then polls. `wake`
 * cuts the wait short when this instance has just enqueued something.
 */
export function startMailWorker(
  options: MailSending & { pollMs?: number; onError?: (error: unknown) => void },
): MailWorker {
  const pollMs = options.pollMs ?? 1000;
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  const onError = options.onError ?? ((error) => console.error('Envoi des emails :', error));

  const loop = (async () => {
    while (!stopped) {
      let tried = 0;
      try {
        tried = await sendDueMail(options);
      } catch (error) {
        onError(error);
      }
      if (tried > 0 || stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
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
