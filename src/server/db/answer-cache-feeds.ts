import { sql } from 'drizzle-orm';
import type { Database } from './database.server.ts';

/**
 * What keeps the answer cache (answer-cache.ts, decision 0017) exact, in one place beside the
 * schema: each cached answer, the tag that drops it, and the tables it reads. The database's
 * triggers are generated from this at start (`installChangeTriggers`), so that every write to
 * those tables, through the app, a cascade or by hand in SQL, names the tags of the answers it
 * changes (`announce`: said at once on PGlite, by the next sync on PostgreSQL).
 * tests/api/answer-cache.test.ts fails when a table of the schema is neither read by
 * an answer here nor listed in `tablesNoAnswerReads`, and when the database's triggers are not
 * exactly the generated ones.
 */
export const cachedAnswers = {
  /** The session behind a cookie (auth/load-session.ts). */
  session: { tag: 'sessions', reads: ['sessions', 'users'] },
  /**
   * The dashboard: the event and its players (secret-santas feature), for whoever organises it
   * (a co-organiser removed loses it at once).
   */
  dashboard: { tag: 'event', reads: ['secret_santas', 'co_organisers', 'players'] },
  /**
   * The 'Tirage' tab's state and the draw e-mails' progress (draw feature). A tag of its own:
   * the outbox changes with every batch sent, and only this answer reads it, so a round of
   * 10,000 e-mails drops no other page of the event.
   */
  drawState: {
    tag: 'sending',
    reads: [
      'secret_santas',
      'co_organisers',
      'players',
      'draws',
      'santa_assignments',
      'mail_outbox',
    ],
  },
  /** A personal link's or a session's player row (participant-space feature). */
  participant: { tag: 'event', reads: ['players'] },
  /** The participant space, with the organiser's name and word (participant-space feature). */
  participantSpace: {
    tag: 'event',
    reads: ['secret_santas', 'players', 'santa_assignments', 'draws', 'users', 'announcements'],
  },
  /**
   * "This address has not forged too many links" (security/guarded-token.server.ts). Served
   * while this instance's own writes are unheard: its only writer here tells the cache at once
   * (`changedHere`), so no sync is needed for this instance to see it, and every personal
   * link's change reads it.
   */
  linkGuard: { tag: 'rate', reads: ['rate_limits'], seesOwnWritesAtOnce: true },
} as const satisfies Record<
  string,
  { tag: Tag; reads: readonly string[]; seesOwnWritesAtOnce?: boolean }
>;

/** On PostgreSQL, where the triggers leave the tags of each change (`announce`). */
export const CHANGES_WAITING = 'answer_cache_changes';

/** The tables no cached answer reads, and why: their changes need no message. */
export const tablesNoAnswerReads: Record<string, string> = {
  accounts: 'passwords: sign-in reads them from the database each time',
  verifications: 'reset tokens: read once, by the reset',
  sign_ups: 'pending sign-ups: read by their own pages, never cached',
  messages: 'participants’ messages: read from the database at each poll, never cached',
  reminders: 'the reminders’ schedule: read by the mail worker only',
  pending_registrations: 'sign-ups through an event’s link: read by their own pages, never cached',
  journal_entries: 'the events’ « Historique »: read from the database each time it is shown',
  [CHANGES_WAITING]: 'the tags of changes waiting to be said: read by the sync that says them',
};

type Tag = 'event' | 'sending' | 'sessions' | 'rate';

/**
 * For each table an `event` answer reads: the events a set of its rows belongs to, as SQL over
 * `{rows}`, the rows one statement changed (statement-level triggers: a 10,000-row draw names
 * its event once, not 10,000 times).
 */
const eventsOfRows: Record<string, string> = {
  secret_santas: 'SELECT id FROM {rows}',
  players: 'SELECT secret_santa_id FROM {rows}',
  santa_assignments: 'SELECT secret_santa_id FROM {rows}',
  draws: 'SELECT secret_santa_id FROM {rows}',
  mail_outbox: 'SELECT secret_santa_id FROM {rows}',
  announcements: 'SELECT secret_santa_id FROM {rows}',
  co_organisers: 'SELECT secret_santa_id FROM {rows}',
  // An organiser's name shows in their events' participant spaces.
  users: 'SELECT s.id FROM {rows} JOIN secret_santas s ON s.admin_id = rows.id',
};

/**
 * Updates that change nothing the answers of a tag show do not send it:
 * - the mail worker's claim of a batch sets only its lease, which the sending list does not show;
 * - the sending list shows who plays, in the order they were added, and whether they opened
 *   their space since the notification: a participant's save of their gift ideas, or an
 *   organiser's edit of a name, leaves it as it was, and its kept answer stays.
 */
const columnsTagsShow: Record<string, Partial<Record<Tag, readonly string[]>>> = {
  mail_outbox: { sending: ['status', 'last_error'] },
  players: { sending: ['secret_santa_id', 'created_at', 'space_opened_at'] },
};

/** A new session or account needs no message: nothing could have kept it yet. */
const announcedOperations: Record<string, readonly Operation[]> = {
  sessions: ['UPDATE', 'DELETE'],
  users: ['UPDATE', 'DELETE'],
};

type Operation = 'INSERT' | 'UPDATE' | 'DELETE';
const OPERATIONS: readonly Operation[] = ['INSERT', 'UPDATE', 'DELETE'];

/** The tags each table's changes must send. */
export function tagsByTable(): Map<string, Set<Tag>> {
  const tags = new Map<string, Set<Tag>>();
  for (const answer of Object.values(cachedAnswers)) {
    for (const table of answer.reads) {
      tags.set(table, (tags.get(table) ?? new Set()).add(answer.tag));
    }
  }
  return tags;
}

/** The rows one statement changed: the new ones, the old ones, or both. */
function changedRows(table: string, tag: Tag, operation: Operation): string {
  if (operation === 'INSERT') return 'SELECT * FROM new_rows';
  if (operation === 'DELETE') return 'SELECT * FROM old_rows';
  const shown = columnsTagsShow[table]?.[tag];
  if (!shown) return 'SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows';
  const changed = shown.map((column) => `n.${column} IS DISTINCT FROM o.${column}`).join(' OR ');
  return `SELECT n.* FROM new_rows n JOIN old_rows o USING (id) WHERE ${changed}`;
}

/** The tags of one kind that one statement's changed rows name: as an expression, over rows. */
type ChangedTags = { expression: string; from: string };

function changedTags(table: string, tag: Tag, operation: Operation): ChangedTags {
  const rows = `(${changedRows(table, tag, operation)}) AS rows`;
  switch (tag) {
    case 'sessions':
      return { expression: `'sessions'`, from: `${rows} LIMIT 1` };
    case 'rate':
      return {
        expression: `'rate:' || changed.key`,
        from: `(SELECT DISTINCT key FROM ${rows}) AS changed`,
      };
    case 'event':
    case 'sending': {
      const events = eventsOfRows[table];
      if (!events) throw new Error(`answer cache: no way to find the events of ${table}'s rows`);
      return {
        expression: `'${tag}:' || changed.id`,
        from: `(SELECT DISTINCT e.id FROM (${events.replace('{rows}', rows)}) AS e(id)) AS changed WHERE changed.id IS NOT NULL`,
      };
    }
  }
}

/** The database the triggers are made for. */
export type ChangeDatabase = 'pglite' | 'postgres';

/**
 * Where a trigger puts the tags of a change:
 * - on PGlite, one connection in this process, a message at once (heard before the statement
 *   returns);
 * - on PostgreSQL, the table of tags waiting, which an instance's next sync empties and says in
 *   one transaction (`answer_cache_say_changes`). A transaction that notifies holds a lock that
 *   every other notifying transaction waits for until it has committed, its WAL flushed
 *   included: a message sent by each write would make the database's writes take turns
 *   (decision 0040).
 */
function announce(kind: ChangeDatabase, { expression, from }: ChangedTags): string {
  return kind === 'pglite'
    ? `PERFORM pg_notify('answer_cache', ${expression}) FROM ${from};`
    : `INSERT INTO ${CHANGES_WAITING} (tag) SELECT ${expression} FROM ${from};`;
}

/**
 * Says every tag waiting, then `marker` if any, on the channel, in one transaction: the changes
 * committed before the call are heard before the marker, whichever instance committed them.
 * Concurrent calls each say what they took: a row another takes is waited for, then skipped,
 * and the other's messages are then already queued.
 */
const sayChanges = `CREATE OR REPLACE FUNCTION answer_cache_say_changes(marker text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  waiting record;
BEGIN
  FOR waiting IN WITH taken AS (DELETE FROM ${CHANGES_WAITING} RETURNING tag)
    SELECT DISTINCT tag FROM taken
  LOOP
    PERFORM pg_notify('answer_cache', waiting.tag);
  END LOOP;
  IF marker IS NOT NULL THEN
    PERFORM pg_notify('answer_cache', marker);
  END IF;
END $$;`;

export type ChangeTrigger = { name: string; table: string; operation: Operation; sql: string };

const transitionTables: Record<Operation, string> = {
  INSERT: 'NEW TABLE AS new_rows',
  UPDATE: 'NEW TABLE AS new_rows OLD TABLE AS old_rows',
  DELETE: 'OLD TABLE AS old_rows',
};

/**
 * Every function and trigger the declaration asks for on `kind`, as SQL: one function per
 * table, and the one that says the tags waiting.
 */
export function changeTriggers(kind: ChangeDatabase): {
  functions: string[];
  triggers: ChangeTrigger[];
} {
  const functions: string[] = [sayChanges];
  const triggers: ChangeTrigger[] = [];
  for (const [table, tags] of tagsByTable()) {
    const fn = `answer_cache_${table}`;
    const operations = announcedOperations[table] ?? OPERATIONS;
    const branches = operations.map((operation) => {
      const body = [...tags].map((tag) => announce(kind, changedTags(table, tag, operation)));
      return `IF TG_OP = '${operation}' THEN\n    ${body.join('\n    ')}\n  END IF;`;
    });
    functions.push(
      `CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  ${branches.join('\n  ')}\n  RETURN NULL;\nEND $$;`,
    );
    for (const operation of operations) {
      const name = `${fn}_${operation.toLowerCase()}`;
      triggers.push({
        name,
        table,
        operation,
        sql: `CREATE OR REPLACE TRIGGER ${name} AFTER ${operation} ON ${table} REFERENCING ${transitionTables[operation]} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`,
      });
    }
  }
  return { functions, triggers };
}

/**
 * Puts the table of tags waiting and the generated triggers in place, and removes any other
 * answer-cache trigger or function (an earlier declaration's), in one transaction: no write goes
 * unannounced in between. Run after the migrations, under their lock when instances start
 * together.
 */
export async function installChangeTriggers(db: Database, kind: ChangeDatabase): Promise<void> {
  const { functions, triggers } = changeTriggers(kind);
  await db.transaction(async (tx) => {
    // Unlogged: no WAL for a tag. A database that crashes empties it, and every instance, its
    // connection lost, drops all it kept.
    await tx.execute(
      sql.raw(`CREATE UNLOGGED TABLE IF NOT EXISTS ${CHANGES_WAITING} (tag text NOT NULL);`),
    );
    const installed = await tx.execute(sql`
      select t.tgname as name, c.relname as "table"
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and p.proname like 'answer\\_cache\\_%'`);
    const wanted = new Set(triggers.map((trigger) => trigger.name));
    for (const { name, table } of rowsOf<{ name: string; table: string }>(installed)) {
      if (!wanted.has(name)) await tx.execute(sql.raw(`DROP TRIGGER ${name} ON ${table};`));
    }
    for (const statement of functions) await tx.execute(sql.raw(statement));
    for (const trigger of triggers) await tx.execute(sql.raw(trigger.sql));
    const wantedFunctions = new Set([
      'answer_cache_say_changes',
      ...[...tagsByTable().keys()].map((table) => `answer_cache_${table}`),
    ]);
    const stale = await tx.execute(sql`
      select proname as name from pg_proc
      where proname like 'answer\\_cache\\_%' and pronamespace = 'public'::regnamespace`);
    for (const { name } of rowsOf<{ name: string }>(stale)) {
      if (!wantedFunctions.has(name)) await tx.execute(sql.raw(`DROP FUNCTION ${name}();`));
    }
  });
}

/** drizzle's `execute` answers `{ rows }` on both drivers. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
