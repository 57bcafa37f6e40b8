import { sql } from 'drizzle-orm';
import { CHANGES_WAITING } from '../../src/server/db/answer-cache-feeds.ts';
import type { Database } from '../../src/server/db/database.server.ts';

/**
 * Every row of every table of the public schema, in a stable order, as JSON: two dumps are
 * equal exactly when nothing was written in between (rate-limit counters aside, which
 * count refusals by design; and the answer cache's tags waiting, which any instance may say
 * at any moment, and which only a change to another table leaves).
 */
export async function dumpDatabase(db: Database): Promise<Record<string, unknown[]>> {
  const tables = (await db.execute(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limits', ${CHANGES_WAITING})
    order by table_name`)) as unknown as { rows: Array<{ table_name: string }> };
  const dump: Record<string, unknown[]> = {};
  for (const { table_name: name } of tables.rows) {
    const rows = (await db.execute(
      sql.raw(`select to_jsonb(t) as row from "${name}" t`),
    )) as unknown as { rows: Array<{ row: unknown }> };
    dump[name] = rows.rows.map((r) => JSON.stringify(r.row)).sort();
  }
  return dump;
}
