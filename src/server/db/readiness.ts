import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PROJECT_ROOT } from '../project-root.ts';
import type { Database } from './database.server.ts';
import { executeRows } from './execute-rows.ts';

/**
 * The newest migration this build carries, as drizzle's migrator records it once applied
 * (`created_at` is the journal entry's `when`).
 */
const newestMigration: number = (() => {
  const journal = JSON.parse(
    readFileSync(path.join(PROJECT_ROOT, 'drizzle', 'meta', '_journal.json'), 'utf8'),
  ) as { entries: Array<{ when: number }> };
  return Math.max(...journal.entries.map((entry) => entry.when));
})();

export type Readiness = { database: boolean; migrations: boolean };

/**
 * Whether this instance can serve: the database answers, and holds every migration this build
 * knows (an instance of a newer build, started before the migration ran, is not ready). For a
 * load balancer or a service manager: `/api/ready`.
 */
export async function readiness(db: Database): Promise<Readiness> {
  try {
    const [row] = await executeRows<{ newest: string | number | null }>(
      db,
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    );
    return { database: true, migrations: Number(row?.newest ?? 0) >= newestMigration };
  } catch {
    return { database: false, migrations: false };
  }
}
