import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { executeRows } from './db/execute-rows.ts';
import { mailOutbox } from './db/schema.ts';
import { watchSources } from './metrics.ts';
import type { Server } from 'node:http';
import { createApp } from './app.ts';
import { createAuth } from './auth/auth.server.ts';
import { resolveAuthSecret } from './auth/auth-secret.server.ts';
import { openAnswerCache } from './db/answer-cache.ts';
import { openDatabase } from './db/database.server.ts';
import { type Config, senderDomain } from './env.server.ts';
import { startBouncePoller } from './mail/bounces.server.ts';
import { closableServer } from './http/close-server.ts';
import { LISTENING_COPIES, listenOnCopies } from './http/listening-copies.ts';
import { releaseAllLeases, startMailWorker } from './mail/mail-worker.server.ts';
import { createMailboxTransport, createSmtpTransport } from './mail/mail-transport.server.ts';

export type RunningServer = { url: string; stop: () => Promise<void> };

/** Opens the database, starts the mail worker and serves the app on `config.port`. */
export async function startServer(config: Config): Promise<RunningServer> {
  const authSecret = resolveAuthSecret({ configured: config.authSecret, dataDir: config.dataDir });
  const database = await openDatabase({ ...config, timeouts: config.databaseTimeouts });
  const cache = await openAnswerCache(database, { isOff: !config.answerCache });
  const transport = config.smtpUrl
    ? createSmtpTransport({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dkim: config.dkim,
        bounceAddress: config.bounces?.bounceAddress,
      })
    : createMailboxTransport({ publicUrl: config.publicUrl });
  // The data folder's lock makes this the only process on an embedded database: any lease
  // in it belongs to a process that died, and its messages can go at once.
  if (database.kind === 'pglite') await releaseAllLeases(database.db);
  const now = () => new Date();
  const worker = startMailWorker({
    db: database.db,
    transport,
    // The local mailbox has no receiving domains to spare.
    perDomainPerMinute: transport.kind === 'smtp' ? config.mailRatePerDomain : undefined,
    signing: { publicUrl: config.publicUrl, authSecret },
    now,
  });
  const bounces = config.bounces
    ? startBouncePoller({
        db: database.db,
        mailbox: { ...config.bounces, senderDomain: senderDomain(config.mailFrom) ?? 'localhost' },
        now,
      })
    : undefined;
  const auth = createAuth({
    db: database.db,
    secret: authSecret,
    publicUrl: config.publicUrl,
    onMailEnqueued: worker.wake,
    oidc: config.oidc,
  });
  const { poolUse } = database;
  const app = createApp({
    config: { ...config, authSecret },
    db: database.db,
    cache,
    auth,
    wakeMailWorker: worker.wake,
    mailTransportKind: transport.kind,
    now,
    waitingForDatabase: poolUse && (() => poolUse().waiting),
  });

  watchSources({
    outbox: () =>
      executeRows<{ status: string; count: number }>(
        database.db,
        sql`select status, count(*)::int as count from ${mailOutbox} group by status`,
      ),
    poolUse: database.poolUse,
  });

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port }, () => resolve(s));
  });
  const closeServer = closableServer(server as Server);
  const copies = await listenOnCopies(server as Server, LISTENING_COPIES);

  return {
    url: config.publicUrl,
    stop: async () => {
      await Promise.all([closeServer(), copies.close()]);
      await worker.stop();
      await bounces?.stop();
      transport.close();
      await cache.close();
      await database.close();
    },
  };
}
