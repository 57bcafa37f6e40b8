import type { SQL } from 'drizzle-orm';
import type { Database } from './database.server.ts';

/** Raw SQL for what the query builder cannot say (SKIP LOCKED, upserts with CASE); both drivers answer `{ rows }`. */
export async function executeRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
