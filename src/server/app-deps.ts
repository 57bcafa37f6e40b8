import type { Auth } from './auth/auth.server.ts';
import type { Config } from './env.server.ts';
import type { AnswerCache } from './db/answer-cache.ts';
import type { Database } from './db/database.server.ts';

/** Everything a request needs from outside itself, built once by `createApp`. */
export type AppDeps = {
  config: Config & { authSecret: string };
  db: Database;
  /** Answers to the hot reads, dropped when the database says they changed. */
  cache: AnswerCache;
  auth: Auth;
  /** Tells this instance's mail worker that the outbox has new rows. */
  wakeMailWorker: () => void;
  mailTransportKind: 'smtp' | 'mailbox';
  /** The current time; tests pass a clock they control (editions change with the year). */
  now: () => Date;
  /**
   * On PostgreSQL, how many statements wait for one of its pooled connections: past
   * MAX_WAITING_REQUESTS a new request is refused at once. Without it (PGlite), requests are
   * served in arrival order, and arrival-order.ts counts its own queue.
   */
  waitingForDatabase?: (() => number) | undefined;
};
