import { emailsBounced } from '../metrics.ts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import type { Database } from '../db/database.server.ts';
import { mailOutbox } from '../db/schema.ts';
import { logFailure } from '../log.ts';
import { undoInvitation } from './mail-worker.server.ts';
import { stopRemindersByMail } from '../domain/stop-reminders.server.ts';
import { type Bounce, type BounceAddressing, readMailboxMessage } from './read-bounce.ts';

/**
 * The bounces that arrive after SMTP took an e-mail (docs/product.md §10): the recipient's
 * server says later that the address does not exist. They come back to a mailbox read over IMAP
 * (BOUNCE_IMAP_URL); each one found marks its e-mail failed, « Non distribué », with the reason.
 * The same mailbox takes the reminders' unsubscribes by e-mail (docs/product.md §6.9).
 */

/** The keyword a message read here gets, so that it is read once; the mailbox keeps it. */
const READ_KEYWORD = '$SecretSantaRead';

/**
 * Marks the bounced e-mail failed, once: a bounce read again (after a restart between the two
 * steps of `pollBounces`, or by two instances) changes nothing more. Only for the address the
 * e-mail went to: a bounce naming another recipient is not about it. Returns whether it did.
 */
export async function recordBounce(db: Database, bounce: Bounce, now: Date): Promise<boolean> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'failed', lastError: bounce.reason, bouncedAt: now, lockedUntil: null })
    .where(
      and(
        eq(mailOutbox.id, bounce.outboxId),
        sql`lower(${mailOutbox.recipient}) = ${bounce.recipient}`,
        isNull(mailOutbox.bouncedAt),
      ),
    )
    .returning({
      kind: mailOutbox.kind,
      secret_santa_id: mailOutbox.secretSantaId,
      recipient: mailOutbox.recipient,
    });
  if (!row) return false;
  await undoInvitation(db, row);
  return true;
}

export type BounceMailbox = BounceAddressing & {
  /** `imaps://user:password@host:993/INBOX`: the mailbox and its folder. */
  imapUrl: string;
};

function imapClient(imapUrl: string): { client: ImapFlow; folder: string } {
  const url = new URL(imapUrl);
  const secure = url.protocol === 'imaps:';
  const client = new ImapFlow({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    logger: false,
    // A mailbox that does not answer fails this round; the next one tries again.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return { client, folder: decodeURIComponent(url.pathname.slice(1)) || 'INBOX' };
}

/**
 * Reads the messages of the bounce mailbox not read yet, records each bounce, then marks the
 * message read: in that order, so that a stop in between reads it again, which records nothing
 * twice, and no bounce is lost. Returns how many e-mails it marked failed.
 */
export async function pollBounces(
  db: Database,
  mailbox: BounceMailbox,
  now: () => Date,
): Promise<number> {
  const { client, folder } = imapClient(mailbox.imapUrl);
  await client.connect();
  let recorded = 0;
  try {
    const lock = await client.getMailboxLock(folder);
    try {
      const unread = (await client.search({ unKeyword: READ_KEYWORD }, { uid: true })) || [];
      if (unread.length > 0) {
        const messages = await client.fetchAll(unread, { uid: true, source: true }, { uid: true });
        for (const message of messages) {
          const read = message.source ? await readMailboxMessage(message.source, mailbox) : null;
          if (read?.kind === 'bounce' && (await recordBounce(db, read, now()))) {
            recorded++;
            emailsBounced.inc();
          }
          if (read?.kind === 'stop-reminders') await stopRemindersByMail(db, read.outboxId);
        }
        await client.messageFlagsAdd(unread, [READ_KEYWORD], { uid: true });
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  return recorded;
}

/** How often the bounce mailbox is read: a bounce shows on the organiser's card within it. */
export const BOUNCE_POLL_MS = 30_000;

/** Reads the bounce mailbox now, then every `intervalMs`, until stopped. */
export function startBouncePoller(input: {
  db: Database;
  mailbox: BounceMailbox;
  now: () => Date;
  intervalMs?: number;
}): { stop: () => Promise<void> } {
  const { intervalMs = BOUNCE_POLL_MS } = input;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let isStopped = false;
  const round = async () => {
    try {
      await pollBounces(input.db, input.mailbox, input.now);
    } catch (error) {
      logFailure('Boîte des retours non lue, nouvel essai sous peu', error);
    }
    if (!isStopped) timer = setTimeout(() => (running = round()), intervalMs);
  };
  running = round();
  return {
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
