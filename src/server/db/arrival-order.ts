import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { Refusal } from '../../shared/refusal.ts';

/*
 * The embedded database answers one statement at a time, on the thread that also accepts
 * connections and reads requests (decision 0018). Left to itself, under load:
 * - its statements chain without ever letting that thread read the network, so new
 *   connections wait seconds before they are even accepted;
 * - it interleaves the statements of every request under way, so each finishes only when
 *   all of them have.
 * Here each request's statements are served in the order the requests arrived, and the thread
 * goes back to the network between two statements. When more requests wait for the database
 * than it can serve within a few seconds, a new one is refused at once, before it reads
 * anything, with a 503 and `Retry-After`, and its connection is not read for a moment (app.ts).
 */

/**
 * About one and a half seconds of writes at the embedded database's pace, half a second at
 * PostgreSQL's on the same machine (docs/benchmarks.md): a request that would wait longer is
 * better told to come back.
 */
export const MAX_WAITING_REQUESTS = 300;
const RETRY_AFTER_SECONDS = 3;
/**
 * A connection refused for that reason reads nothing more for this long: a client that asks
 * again at once, not after Retry-After, would otherwise fill the thread with refusals and leave
 * the database no time for the requests it took.
 */
export const BUSY_HOLD_MS = 1000;

/**
 * The one refusal of a request that came too many: made once, since a storm of them is when
 * every microsecond of the thread counts.
 */
export const BUSY = new Refusal('busy', { retryAfterSeconds: RETRY_AFTER_SECONDS });

/** The request under way, and when it arrived. */
export type Arrival = { at: number };
const arrivals = new AsyncLocalStorage<Arrival>();
/** Requests waiting for their turn at the embedded database, in this process. */
const waitingRequests = new Set<Arrival>();
/** Requests whose change waits for a statement to carry it, in this process (combined-changes.ts). */
let changesWaiting = 0;

/** Counts changes that begin (1) or stop (-1) waiting for a statement to carry them. */
export function countChangesWaiting(delta: number): void {
  changesWaiting += delta;
}

/** How many changes wait for a statement to carry them now (for tests). */
export const changesWaitingCount = () => changesWaiting;

/** The arrival of the request under way, on the embedded database; none on PostgreSQL. */
export const currentArrival = (): Arrival | undefined => arrivals.getStore();

/**
 * Runs `statement` in the turn of the request that arrived at `arrival`, whichever request's
 * work sends it (combined-changes.ts).
 */
export function inTurnOf<T>(arrival: Arrival | undefined, statement: () => T): T {
  return arrival ? arrivals.run(arrival, statement) : statement();
}

/**
 * Handles a request (`handle`) on the embedded database, marked with its arrival, or refuses
 * it when the database is already behind. Around everything else a request does.
 */
export function inArrivalOrder<T>(handle: () => Promise<T>): Promise<T> {
  if (waitingRequestCount() >= MAX_WAITING_REQUESTS) throw BUSY;
  return arrivals.run({ at: performance.now() }, handle);
}

/**
 * Handles a request on PostgreSQL, or refuses it when `waitingForPool` statements already wait
 * for a pooled connection, with the changes waiting to be combined. The pool serves them in
 * order itself: the request is not marked, since while any storage of that kind is in use
 * every promise the process makes costs more (decision 0039).
 */
export function unlessTooManyWait<T>(handle: () => Promise<T>, waitingForPool: number): Promise<T> {
  if (waitingForPool + changesWaiting >= MAX_WAITING_REQUESTS) throw BUSY;
  return handle();
}

/**
 * How many requests wait for the embedded database now: for their turn, or for a statement to
 * carry their change (combined-changes.ts).
 */
export const waitingRequestCount = () => waitingRequests.size + changesWaiting;

type Waiter = { at: number; admit: () => void };

/**
 * Serves `client`'s statements and transactions one at a time, the oldest request's first.
 * Work outside any request (the mail worker) counts as arriving when it asks.
 */
export function serveInArrivalOrder(client: PGlite): void {
  const waiting: Waiter[] = [];
  let isBusy = false;

  const next = () => {
    if (isBusy) return;
    const waiter = waiting.shift();
    if (!waiter) return;
    isBusy = true;
    // After the network: connections accepted and requests read before the next statement.
    setImmediate(waiter.admit);
  };

  const turn = (arrival: Arrival | undefined) =>
    new Promise<void>((admit) => {
      const at = arrival?.at ?? performance.now();
      // Kept sorted by arrival: most arrive last, so the search from the end is short.
      let index = waiting.length;
      while (index > 0 && waiting[index - 1]!.at > at) index--;
      waiting.splice(index, 0, { at, admit });
      if (arrival) waitingRequests.add(arrival);
      next();
    }).finally(() => {
      if (arrival) waitingRequests.delete(arrival);
    });

  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      await turn(arrivals.getStore());
      try {
        return await original(...args);
      } finally {
        isBusy = false;
        next();
      }
    };
  }
}
