import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.server.ts';
import { mailOutbox } from '../db/schema.ts';
import type { MailRequest } from './mail-kinds.ts';

/**
 * Writes e-mails to the outbox. Call it with the transaction that makes the change
 * the e-mail announces, so both are kept or neither is. A request whose `dedupeKey`
 * was already enqueued is silently skipped.
 *
 * One statement whatever the count: the rows travel as one JSON parameter that
 * `jsonb_to_recordset` unpacks, so queueing 10,000 draw e-mails is one round trip, not
 * 10,000 (nor a statement over PostgreSQL's 65,535-parameter limit).
 */
export async function enqueueMail(
  db: Database,
  requests: MailRequest | MailRequest[],
): Promise<void> {
  const list = Array.isArray(requests) ? requests : [requests];
  if (list.length === 0) return;
  const rows = list.map((r) => ({
    kind: r.kind,
    recipient: r.recipient,
    payload: r.payload,
    dedupe_key: r.dedupeKey ?? null,
    secret_santa_id: r.secretSantaId ?? null,
    language: r.language,
  }));
  await db.execute(sql`
    insert into ${mailOutbox} (kind, recipient, payload, dedupe_key, secret_santa_id, language)
    select kind, recipient, payload, dedupe_key, secret_santa_id, language
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(kind text, recipient text, payload jsonb, dedupe_key text, secret_santa_id uuid,
        language text)
    on conflict (dedupe_key) do nothing`);
}
