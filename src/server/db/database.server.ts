import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { installChangeTriggers } from './answer-cache-feeds.ts';
import { serveInArrivalOrder } from './arrival-order.ts';
import * as schema from './schema.ts';
import { acquireDataDirLock } from './data-dir-lock.server.ts';
import { logFailure } from '../log.ts';
import { PROJECT_ROOT } from '../project-root.ts';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from '../env.server.ts';

/** The same Drizzle API over PGlite or node-postgres: the rest of the server sees only this. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connections (for `/metrics`); absent on PGlite, which has one. */
  poolUse?: () => { total: number; idle: number; waiting: number };
  /** LISTEN on `channel` (see `ChangeFeed`). */
  listen: (channel: string, handlers: ChangeHandlers) => Promise<ChangeFeed>;
  close: () => Promise<void>;
};

export type ChangeHandlers = {
  onMessage: (payload: string) => void;
  /** false when the connection is lost (messages may be missed), true once listening again. */
  onListening: (listening: boolean) => void;
};

/** A LISTEN that lasts: on PostgreSQL its own connection, opened again when lost. */
export type ChangeFeed = {
  /** Drops the connection and opens a new one (a feed that seems stuck). */
  reconnect: () => void;
  close: () => Promise<void>;
};

const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'drizzle');

/** Any fixed number: every instance must use the same one to take turns migrating. */
const MIGRATION_LOCK_ID = 727_2026;

/**
 * Opens the embedded PGlite in `dataDir` (taking its lock, so a second process is refused
 * instead of corrupting the folder), or PostgreSQL at `databaseUrl`.
 * Migrations are applied before the handle is returned.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  timeouts?: DatabaseTimeouts;
}): Promise<DatabaseHandle> {
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, timeouts);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const handle = await migratedPglite(
      await PGlite.create({ dataDir: path.join(dataDir, 'pglite') }),
    );
    return {
      ...handle,
      close: async () => {
        await handle.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * For tests: an in-memory PGlite, optionally loaded from a migrated template dump; `logQuery`
 * hears each statement's text as it is sent.
 */
export async function openMemoryPglite(
  template?: Blob,
  logQuery?: (query: string) => void,
): Promise<DatabaseHandle> {
  const client = await PGlite.create(template ? { loadDataDir: template } : {});
  return migratedPglite(client, logQuery);
}

/** A PGlite client, migrated, as the app's handle. */
async function migratedPglite(
  client: PGlite,
  logQuery?: (query: string) => void,
): Promise<DatabaseHandle> {
  serveInArrivalOrder(client);
  const db = drizzlePglite(client, { schema, ...(logQuery ? { logger: { logQuery } } : {}) });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await installChangeTriggers(db as unknown as Database, 'pglite');
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: () => client.close(),
  };
}

/** In the same process as the database: messages cannot be lost, nor arrive late. */
async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: ChangeHandlers,
): Promise<ChangeFeed> {
  const unlisten = await client.listen(channel, handlers.onMessage);
  handlers.onListening(true);
  return { reconnect: () => {}, close: unlisten };
}

/** For tests: a migrated PGlite folder dumped once, then loaded per test file. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = await PGlite.create();
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await installChangeTriggers(db as unknown as Database, 'pglite');
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

async function openPostgres(
  databaseUrl: string,
  timeouts: DatabaseTimeouts,
): Promise<DatabaseHandle> {
  await migratePostgres(databaseUrl, timeouts);
  const pool = postgresPool(databaseUrl, timeouts);
  // An idle connection dropped by the server (restart, failover) must not crash the app:
  // the pool replaces it on the next query.
  pool.on('error', (error) => logFailure('Connexion PostgreSQL perdue', error));
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, handlers) => listenPostgres(databaseUrl, channel, handlers, timeouts),
    close: () => pool.end(),
  };
}

/**
 * The app's connections to PostgreSQL, each bounded in time (decision 0019): the server
 * cancels a statement that runs too long, or a transaction left idle (an instance frozen
 * while it holds an event's lock); a second later the client gives up on a server that does
 * not answer at all (a stalled disk, a network cut), and waits no longer than `connectMs`
 * for a connection.
 */
export function postgresPool(databaseUrl: string, timeouts: DatabaseTimeouts): pg.Pool {
  return new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    Client: ClientThatDropsAStuckConnection,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 1_000,
    keepAlive: true,
  });
}

/**
 * node-postgres answers a statement that timed out, but keeps waiting on the connection: a
 * transaction's ROLLBACK would queue behind it, time out unsent, and the connection would go
 * back to the pool inside the open transaction, for the next request to commit. Ended at
 * once instead: the pool drops it, and PostgreSQL rolls the transaction back when it reads
 * the end.
 */
class ClientThatDropsAStuckConnection extends pg.Client {
  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) {
      return result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout')
          this.end().catch(() => {});
        throw error;
      }) as never;
    }
    return result as never;
  }
}

const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When
 * it is lost, the handlers hear so at once, and a new one is tried every second.
 */
export async function listenPostgres(
  databaseUrl: string,
  channel: string,
  handlers: ChangeHandlers,
  timeouts: DatabaseTimeouts = DEFAULT_DATABASE_TIMEOUTS,
): Promise<ChangeFeed> {
  let current: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lose = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    handlers.onListening(false);
    client.end().catch(() => {});
    if (!closed) retry = setTimeout(() => void connect(), RELISTEN_DELAY_MS);
  };
  const connect = async () => {
    // keepAlive: a connection cut without a word is noticed, not waited on forever.
    const client = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      connectionTimeoutMillis: timeouts.connectMs,
    });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    client.on('error', () => lose(client));
    client.on('end', () => lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (current === client) handlers.onListening(true);
    } catch {
      lose(client);
    }
  };

  await connect();
  return {
    reconnect: () => {
      if (current) lose(current);
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}

/**
 * Several instances may start together: the advisory lock makes them migrate one
 * after the other (it is held by one connection, so that connection runs the migrator).
 */
export async function migratePostgres(
  databaseUrl: string,
  timeouts: DatabaseTimeouts = DEFAULT_DATABASE_TIMEOUTS,
): Promise<void> {
  // No statement timeout: a migration may be long, and waits for another instance's.
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: timeouts.connectMs,
  });
  await client.connect();
  try {
    const db = drizzlePg(client);
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await installChangeTriggers(db as unknown as Database, 'postgres');
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  } finally {
    await client.end();
  }
}
