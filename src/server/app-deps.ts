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
   * How many statements wait for one of PostgreSQL's pooled connections: past
   * MAX_WAITING_REQUESTS a new request is refused at once, as with PGlite, whose own queue
   * arrival-order.ts counts.
   */
  waitingForDatabase?: () => number;
};
