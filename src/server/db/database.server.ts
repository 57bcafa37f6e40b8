import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { acquireDataDirLock } from './data-dir-lock.server.ts';

/** The same Drizzle API over PGlite or node-postgres: the rest of the server sees only this. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Any fixed number: every instance must use the same one to take turns migrating. */
const MIGRATION_LOCK_ID = 727_2026;

/**
 * Opens the embedded PGlite in `dataDir` (taking its lock file, so a second process
 * is refused instead of corrupting the folder), or PostgreSQL at `databaseUrl`.
 * Migrations are applied before the handle is returned.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** For tests: an in-memory PGlite, optionally loaded from a migrated template dump. */
export async function openMemoryPglite(template?: Blob): Promise<DatabaseHandle> {
  const client = await PGlite.create(template ? { loadDataDir: template } : {});
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/** For tests: a migrated PGlite folder dumped once, then loaded per test file. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = await PGlite.create();
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  await migratePostgres(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the app:
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.error('Connexion PostgreSQL perdue :', error.message));
  const db = drizzlePg(pool, { schema });
  return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
}

/**
 * Several instances may start together: the advisory lock makes them migrate one
 * after the other (it is held by one connection, so that connection runs the migrator).
 */
export async function migratePostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const db = drizzlePg(client);
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  } finally {
    await client.end();
  }
}
