import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { inject } from 'vitest';
import {
  listenPostgres,
  openMemoryPglite,
  postgresPool,
  type Database,
  type DatabaseHandle,
} from '../../src/server/db/database.server.ts';
import * as schema from '../../src/server/db/schema.ts';
import { DEFAULT_DATABASE_TIMEOUTS } from '../../src/server/env.server.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKind = (process.env.TEST_DB ?? 'pglite') as TestDatabaseKind;

/**
 * A fresh, migrated, empty database for one test file, on the engine this test project
 * runs against (TEST_DB): an in-memory PGlite, or a new PostgreSQL database.
 */
export async function createTestDatabase(
  /** Hears each statement's text as it is sent. */
  logQuery?: (query: string) => void,
): Promise<DatabaseHandle & { url?: string }> {
  if (testDatabaseKind === 'pglite') {
    const dump = readFileSync(inject('pgliteTemplatePath'));
    return openMemoryPglite(new Blob([dump]), logQuery);
  }
  const serverUrl = inject('postgresUrl');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = postgresPool(url.toString(), DEFAULT_DATABASE_TIMEOUTS);
  // Dropping the database at the end ends its connections; that is expected here.
  pool.on('error', () => {});
  const logger = logQuery ? { logger: { logQuery } } : {};
  const db = drizzle(pool, { schema, ...logger }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    url: url.toString(),
    listen: (channel, handlers) => listenPostgres(url.toString(), channel, handlers),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
