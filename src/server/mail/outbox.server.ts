import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.server.ts';
import { executeRows } from '../db/execute-rows.ts';
import { mailOutbox } from '../db/schema.ts';
import type { MailKind, MailPayload, MailRequest } from './mail-kinds.ts';

/*
 * The one way into the outbox. Call it with the transaction that makes the change the e-mail
 * announces, so both are kept or neither is. A row whose dedupe key was already queued is
 * skipped (dedupe-keys.ts makes every key). Each payload is typed by its kind (mail-kinds.ts),
 * whether it is built here or by a statement.
 */

/**
 * Queues e-mails built here. One statement whatever the count: the rows travel as one JSON
 * parameter that `jsonb_to_recordset` unpacks, so queueing 10,000 draw e-mails is one round
 * trip, not 10,000 (nor a statement over PostgreSQL's 65,535-parameter limit).
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
    run_at: r.runAt?.toISOString() ?? null,
  }));
  await db.execute(sql`
    insert into ${mailOutbox}
      (kind, recipient, payload, dedupe_key, secret_santa_id, language, run_at)
    select kind, recipient, payload, dedupe_key, secret_santa_id, language,
      coalesce(run_at, now())
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(kind text, recipient text, payload jsonb, dedupe_key text, secret_santa_id uuid,
        language text, run_at timestamptz)
    on conflict (dedupe_key) do nothing`);
}

/**
 * A payload as a statement builds it: each field of the kind's payload, an SQL expression, or
 * the fields of a nested object. A required field the statement forgets, or a field the kind
 * does not have, fails the type check.
 */
export type PayloadColumns<Payload> = {
  [Field in keyof Payload]: NonNullable<Payload[Field]> extends Record<string, unknown>
    ? PayloadColumns<NonNullable<Payload[Field]>> | SQL
    : SQL;
};

/** A payload copied from an earlier row of the same kind, changed as the statement says. */
export type CopiedPayload = { copiedFrom: SQL };

/**
 * Queues one e-mail per row of `from` (a `from … where …` clause naming its tables), in one
 * statement: the draw e-mails of 10,000 players, the reminders, an exchange's new date. Each
 * column is an SQL expression on those rows. Returns how many were queued.
 */
export async function enqueueMailPerRow<Kind extends MailKind>(
  db: Database,
  mail: {
    kind: Kind;
    recipient: SQL;
    payload: PayloadColumns<MailPayload<Kind>> | CopiedPayload;
    secretSantaId: SQL;
    language: SQL;
    /** Made from the player's id: a key from dedupe-keys.ts and the id after it. */
    dedupeKey?: SQL;
    /** The row's id, when the default's randomness costs too much per row. */
    id?: SQL;
  },
  from: SQL,
  /**
   * Off when `from` leaves out what was queued already: ON CONFLICT costs a speculative
   * insertion per row (decision 0011), and the unique index still refuses a second copy.
   */
  { skipDuplicates = true }: { skipDuplicates?: boolean } = {},
): Promise<number> {
  const payload = 'copiedFrom' in mail.payload ? mail.payload.copiedFrom : jsonObject(mail.payload);
  const [queued] = await executeRows<{ count: number }>(
    db,
    sql`
    with queued as (
      insert into ${mailOutbox}
        (id, kind, recipient, payload, dedupe_key, secret_santa_id, language)
      select ${mail.id ?? sql`gen_random_uuid()`}, ${mail.kind}::text, ${mail.recipient},
        ${payload}, ${mail.dedupeKey ?? sql`null`}, ${mail.secretSantaId}, ${mail.language}
      ${from}
      ${skipDuplicates ? sql`on conflict (dedupe_key) do nothing` : sql``}
      returning 1)
    select count(*)::int as count from queued`,
  );
  return queued?.count ?? 0;
}

function jsonObject(fields: Record<string, unknown>): SQL {
  return sql`jsonb_build_object(${sql.join(
    Object.entries(fields).map(
      ([key, value]) =>
        sql`${key}::text, ${isSql(value) ? value : jsonObject(value as Record<string, unknown>)}`,
    ),
    sql`, `,
  )})`;
}

const isSql = (value: unknown): value is SQL =>
  typeof value === 'object' && value !== null && 'queryChunks' in value;
