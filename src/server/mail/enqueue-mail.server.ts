import type { Database } from '../db/database.server.ts';
import { mailOutbox } from '../db/schema.ts';
import type { MailRequest } from './mail-kinds.ts';

const INSERT_SLICE = 1000;

/**
 * Writes e-mails to the outbox. Call it with the transaction that makes the change
 * the e-mail announces, so both are kept or neither is. A request whose `dedupeKey`
 * was already enqueued is silently skipped.
 */
export async function enqueueMail(db: Database, requests: MailRequest | MailRequest[]): Promise<void> {
  const rows = (Array.isArray(requests) ? requests : [requests]).map((request) => ({
    kind: request.kind,
    recipient: request.recipient,
    payload: request.payload,
    dedupeKey: request.dedupeKey ?? null,
    secretSantaId: request.secretSantaId ?? null,
  }));
  // PostgreSQL takes at most 65,535 parameters per statement: insert in slices.
  for (let start = 0; start < rows.length; start += INSERT_SLICE) {
    await db
      .insert(mailOutbox)
      .values(rows.slice(start, start + INSERT_SLICE))
      .onConflictDoNothing({ target: mailOutbox.dedupeKey });
  }
}
