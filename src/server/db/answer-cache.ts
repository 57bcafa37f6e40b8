import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { cachedAnswers } from './answer-cache-feeds.ts';
import type { ChangeFeed, DatabaseHandle } from './database.server.ts';

/** The channel the answer cache's messages travel on (answer-cache-feeds.ts). */
export const ANSWER_CACHE_CHANNEL = 'answer_cache';

/** What a change makes stale: one message of the triggers names one of these. */
export const changeTags = {
  event: (secretSantaId: string) => `event:${secretSantaId}`,
  /** The event's draw and its e-mails' progress: also what the outbox's sending changes. */
  sending: (secretSantaId: string) => `sending:${secretSantaId}`,
  sessions: 'sessions',
  rateLimit: (key: string) => `rate:${key}`,
} as const;

/**
 * What one instance may hold, the oldest answers going first. By size, not count: a large
 * event's participant space holds everyone's address, far more than a small event's, and each
 * participant has their own.
 */
const MAX_BYTES = 64 * 1024 * 1024;
/** A row kept as an object (a session, a player) counts as this much. */
const OBJECT_BYTES = 1024;
/** A change this instance made that it has not heard of by then means the feed is stuck. */
const SYNC_TIMEOUT_MS = 5_000;
/**
 * On PostgreSQL, how long a change's tags may wait when no write of any instance's requests
 * syncs: those made outside a request (the mail worker, SQL by hand, an instance that died
 * before its sync).
 */
const SAY_WAITING_EVERY_MS = 1_000;
/**
 * While writes keep coming, one sync at most this often: each costs a transaction and its
 * messages to every instance, and the next write would make the instance unsettled again anyway.
 */
const SYNC_SPACING_MS = 10;

type Entry = { value: unknown; tag: string; bytes: number };

/**
 * One answer of those declared in answer-cache-feeds.ts: which, for what (the event, the
 * session's token, the rate key its tag is made from), and what else tells one copy from
 * another (the organiser, the year).
 */
export type CachedAnswer = {
  name: keyof typeof cachedAnswers;
  scope: string;
  variant?: readonly (string | number)[];
};

/**
 * The declared answer whose load is running, set only by a cache made with `marksLoads`:
 * tests/api/answer-cache.test.ts watches which answer sends each statement. Unmarked
 * otherwise, since every storage of this kind adds to the cost of every promise the process
 * makes (decision 0039).
 */
export const answerBeingLoaded = new AsyncLocalStorage<CachedAnswer['name']>();

/**
 * Answers to the reads every page makes (the session, the dashboard, the participant space),
 * kept in this process so that a page read again costs no database round trip (decision
 * 0012), up to `MAX_BYTES`. An answer is dropped when the database says it changed: its triggers
 * name each change with a tag (`changeTags`), which every instance listening hears. On
 * PostgreSQL the tags wait in a table until a sync says them (decision 0040); on PGlite the
 * message goes at once.
 *
 * The rules that keep it exact:
 * - Only reads (GET) are answered from here; every write reads the database itself.
 * - An answer loaded while its tag changed is not kept: the read may have seen the old data.
 * - After a write, this instance sends its own `sync` message (`markWritten`), and until it
 *   hears it back, its reads ask the database and keep nothing: the same transaction first says
 *   every tag waiting, so the writer's next page sees the change, and the write's answer waits
 *   for nothing. One sync at a time covers every write committed before it is sent, and while
 *   writes keep coming the next waits for its turn of `SYNC_SPACING_MS`. Another
 *   instance hears the change with that sync; a change no request made, at the next turn of
 *   `SAY_WAITING_EVERY_MS` at the latest. (PGlite, in this process, tells its listeners before
 *   a statement returns: nothing to wait for.)
 * - A read (GET) that writes calls `markWritten` itself when it has written (a new link
 *   opened, a space opened): otherwise, on PostgreSQL, its change would wait for the next turn
 *   of `SAY_WAITING_EVERY_MS`.
 * - Not listening (connection lost, not yet reconnected): nothing is kept or served, and
 *   everything is dropped, since changes may have been missed.
 */
export class AnswerCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  readonly #keysByTag = new Map<string, Set<string>>();
  /** When each tag last changed, on `#clock`; forgotten below `#floor`. */
  readonly #changedAt = new Map<string, number>();
  #clock = 0;
  #floor = 0;
  #listening = false;
  readonly #instance = randomUUID();
  #syncCount = 0;
  readonly #pendingSyncs = new Map<string, () => void>();
  /** Writes committed that no sync sent so far covers. */
  #hasUnsyncedWrites = false;
  /** The sync sent and not yet heard, if any. */
  #syncInFlight: Promise<void> | undefined;
  #feed: ChangeFeed | undefined;
  #sayingWaiting: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: {
      /**
       * Says the tags waiting, then `marker` if any, on the channel, after whatever this
       * instance committed.
       */
      say: (marker: string | null) => Promise<void>;
      /** Says the tags waiting this often, listening or not (PostgreSQL). */
      sayWaitingEveryMs?: number | undefined;
      maxBytes?: number | undefined;
      syncTimeoutMs?: number | undefined;
      /**
       * The database tells its listeners of a change before the statement that made it
       * returns (PGlite, in this process): a write has nothing to wait for.
       */
      isHeardAtOnce?: boolean | undefined;
      /** Each load runs under `answerBeingLoaded` (tests). */
      marksLoads?: boolean | undefined;
    },
  ) {
    if (options.sayWaitingEveryMs) {
      let saying = false;
      this.#sayingWaiting = setInterval(() => {
        if (saying) return;
        saying = true;
        // The database away: the feed notices, and the next turn tries again.
        options
          .say(null)
          .catch(() => {})
          .finally(() => (saying = false));
      }, options.sayWaitingEveryMs).unref();
    }
  }

  /** Starts listening on `database`; the cache serves nothing until the database answers. */
  async listen(database: Pick<DatabaseHandle, 'listen'>): Promise<void> {
    this.#feed = await database.listen(ANSWER_CACHE_CHANNEL, {
      onMessage: (payload) => this.#heard(payload),
      onListening: (listening) => {
        this.#dropEverything();
        this.#listening = listening;
      },
    });
  }

  async close(): Promise<void> {
    clearInterval(this.#sayingWaiting);
    this.#listening = false;
    this.#dropEverything();
    await this.#feed?.close();
  }

  /**
   * A declared answer (answer-cache-feeds.ts), else `load()`'s, kept until a table it declares
   * changes for its scope (and only if `keep` says so: an answer that time alone can make
   * wrong must not be). A throw is not kept. How the app reads through the cache.
   */
  answer<T>(
    answer: CachedAnswer,
    load: () => Promise<T>,
    keep?: (value: T) => boolean,
  ): Promise<T> {
    const declared: { tag: string; seesOwnWritesAtOnce?: boolean } = cachedAnswers[answer.name];
    const { tag } = declared;
    const changeTag =
      tag === 'event'
        ? changeTags.event(answer.scope)
        : tag === 'sending'
          ? changeTags.sending(answer.scope)
          : tag === 'rate'
            ? changeTags.rateLimit(answer.scope)
            : changeTags.sessions;
    const key = [answer.name, answer.scope, ...(answer.variant ?? [])].join(':');
    const marked = this.options.marksLoads ? () => answerBeingLoaded.run(answer.name, load) : load;
    return this.read(key, changeTag, marked, keep, {
      seesOwnWritesAtOnce: declared.seesOwnWritesAtOnce ?? false,
    });
  }

  /** `answer`'s mechanism, by key and tag. */
  async read<T>(
    key: string,
    tag: string,
    load: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
    { seesOwnWritesAtOnce = false }: { seesOwnWritesAtOnce?: boolean } = {},
  ): Promise<T> {
    const isSettled = () => seesOwnWritesAtOnce || this.#isSettled();
    if (!this.#listening || !isSettled()) return load();
    const entry = this.#entries.get(key);
    if (entry) return entry.value as T;
    const startedAt = this.#clock;
    const value = await load();
    const changedSince = (this.#changedAt.get(tag) ?? this.#floor) > startedAt;
    if (this.#listening && isSettled() && startedAt >= this.#floor && !changedSince && keep(value))
      this.#keep(key, tag, value);
    return value;
  }

  /** Whether every write this instance committed has been heard of. */
  #isSettled(): boolean {
    return !this.#hasUnsyncedWrites && this.#syncInFlight === undefined;
  }

  /**
   * Says that this instance committed a change: until it has heard of it, its reads go to the
   * database. Returns at once; `sync` waits.
   */
  markWritten(): void {
    if (!this.#listening || this.options.isHeardAtOnce) return;
    this.#hasUnsyncedWrites = true;
    this.#sendSync();
  }

  /**
   * Says that this instance has just committed a change to what `tag` covers, as hearing it
   * would: its answers are dropped, and those being loaded are not kept. For the answers
   * declared `seesOwnWritesAtOnce`, whose writers here call this after committing.
   */
  changedHere(tag: string): void {
    this.#heard(tag);
  }

  /** Resolves once this instance has heard of every change it committed before the call. */
  async sync(): Promise<void> {
    this.markWritten();
    while (this.#syncInFlight) await this.#syncInFlight;
  }

  /**
   * Resolves once this instance has heard of every change committed anywhere before the call:
   * for the reads of someone who wrote a moment ago, perhaps through another instance (app.ts).
   * One message there and back, and the answers kept stay usable.
   */
  async hearEverything(): Promise<void> {
    if (!this.#listening || this.options.isHeardAtOnce) return;
    await this.#roundTrip();
  }

  /** One sync at a time, each covering the writes committed before it was sent. */
  #sendSync(): void {
    if (this.#syncInFlight || !this.#hasUnsyncedWrites) return;
    this.#hasUnsyncedWrites = false;
    const sentAt = performance.now();
    this.#syncInFlight = this.#roundTrip()
      .then(() => {
        // Writes came meanwhile: the next sync is not sent before its turn.
        const wait = sentAt + SYNC_SPACING_MS - performance.now();
        if (this.#hasUnsyncedWrites && wait > 0)
          return new Promise<void>((resolve) => setTimeout(resolve, wait).unref());
      })
      .finally(() => {
        this.#syncInFlight = undefined;
        this.#sendSync();
      });
  }

  async #roundTrip(): Promise<void> {
    const payload = `sync:${this.#instance}:${++this.#syncCount}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      this.#pendingSyncs.set(payload, () => resolve(true));
      timer = setTimeout(() => resolve(false), this.options.syncTimeoutMs ?? SYNC_TIMEOUT_MS);
    });
    try {
      await this.options.say(payload);
      if (!(await heard)) this.#deaf();
    } catch {
      // The message could not be sent (the database away): nothing will be heard either.
      this.#deaf();
    } finally {
      clearTimeout(timer);
      this.#pendingSyncs.delete(payload);
    }
  }

  /** Messages are not arriving: serve nothing from here until the feed is back. */
  #deaf(): void {
    this.#listening = false;
    this.#hasUnsyncedWrites = false;
    this.#dropEverything();
    this.#feed?.reconnect();
  }

  #heard(payload: string) {
    if (payload.startsWith('sync:')) {
      this.#pendingSyncs.get(payload)?.();
      return;
    }
    this.#changedAt.set(payload, ++this.#clock);
    // Reads in flight compare against these; past this size, forget them all at once and
    // refuse to keep what reads started before then loaded.
    if (this.#changedAt.size > 10_000) {
      this.#changedAt.clear();
      this.#floor = this.#clock;
    }
    const keys = this.#keysByTag.get(payload);
    if (!keys) return;
    for (const key of keys) this.#remove(key);
    this.#keysByTag.delete(payload);
  }

  #keep(key: string, tag: string, value: unknown) {
    // Counted as V8 keeps a string: one byte a Latin-1 character, two for any other, so that a
    // large event's dashboard, Latin-1 nearly always, stays under the limit below.
    const bytes =
      typeof value === 'string'
        ? /[\u0100-\uffff]/.test(value)
          ? value.length * 2
          : value.length
        : OBJECT_BYTES;
    const maxBytes = this.options.maxBytes ?? MAX_BYTES;
    if (bytes > maxBytes / 8) return; // It would push out most of the others.
    this.#remove(key);
    this.#entries.set(key, { value, tag, bytes });
    this.#bytes += bytes;
    let keys = this.#keysByTag.get(tag);
    if (!keys) this.#keysByTag.set(tag, (keys = new Set()));
    keys.add(key);
    while (this.#bytes > maxBytes) this.#remove(this.#entries.keys().next().value!);
  }

  #remove(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    this.#keysByTag.get(entry.tag)?.delete(key);
  }

  #dropEverything() {
    this.#entries.clear();
    this.#bytes = 0;
    this.#keysByTag.clear();
    this.#changedAt.clear();
    this.#floor = ++this.#clock;
  }
}

/**
 * This instance's cache on `database`, listening; or, `isOff`, one that never listens, and so
 * keeps nothing and waits for nothing: every read asks the database (to measure what the cache
 * saves, docs/benchmarks.md); on PostgreSQL it still says the tags waiting, for the other
 * instances. `marksLoads`: each load runs under `answerBeingLoaded`.
 */
export async function openAnswerCache(
  database: Pick<DatabaseHandle, 'db' | 'listen' | 'kind'>,
  { isOff = false, marksLoads = false }: { isOff?: boolean; marksLoads?: boolean } = {},
): Promise<AnswerCache> {
  const cache = new AnswerCache({
    isHeardAtOnce: database.kind === 'pglite',
    marksLoads,
    say: async (marker) => {
      await database.db.execute(sql`select answer_cache_say_changes(${marker}::text)`);
    },
    sayWaitingEveryMs: database.kind === 'postgres' ? SAY_WAITING_EVERY_MS : undefined,
  });
  if (!isOff) await cache.listen(database);
  return cache;
}
