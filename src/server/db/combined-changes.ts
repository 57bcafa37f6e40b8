import { countChangesWaiting, currentArrival, inTurnOf, type Arrival } from './arrival-order.ts';
import type { Database } from './database.server.ts';

/**
 * Statements of one kind under way at once, per database: while that many are, the changes that
 * come wait, and the next statement carries all of them. Fewer than the pool's connections, so
 * that the reads and the other writes keep some.
 */
export const MAX_STATEMENTS_AT_ONCE = 4;
/** Changes one statement carries at most. */
export const MAX_CHANGES_AT_ONCE = 100;

/** How a kind of change is saved: one alone, or several in one statement. */
export type ChangeKind<Change, Saved> = {
  /**
   * What a change is about (a player): two changes with the same key never go in the same
   * statement, the later one waits for the next.
   */
  keyOf: (change: Change) => string;
  /** One change alone: what it saved, or null when it found nothing to change. */
  one: (db: Database, change: Change) => Promise<Saved | null>;
  /**
   * Several changes in one statement, what each saved by its key. A change it leaves out is
   * then tried alone: the statement may skip what it cannot take without waiting.
   */
  several: (db: Database, changes: Change[]) => Promise<Map<string, Saved>>;
};

type Waiting<Change, Saved> = {
  change: Change;
  answer: (saved: Promise<Saved | null>) => void;
  /** Its request's turn on the embedded database, which its statement takes (arrival-order.ts). */
  arrival: Arrival | undefined;
};

/**
 * Saves `kind`'s changes, each as soon as it comes while the database keeps up, and together
 * when they come faster than its statements return: many people saving at once cost the
 * database and this process one statement and one round trip, not one each (decision 0041).
 * Each change is answered as it would be alone: what it saved, or null, or its own failure, a
 * change that fails its statement being tried again alone.
 */
export function combinedChanges<Change, Saved>(
  kind: ChangeKind<Change, Saved>,
): (db: Database, change: Change) => Promise<Saved | null> {
  type Queue = {
    /** By key, each key's changes in the order they came; the keys, by their oldest change. */
    waiting: Map<string, Waiting<Change, Saved>[]>;
    statementsUnderWay: number;
  };
  const queues = new WeakMap<Database, Queue>();

  /** Sends what waits while fewer than `MAX_STATEMENTS_AT_ONCE` statements are under way. */
  const send = (db: Database, queue: Queue) => {
    while (queue.statementsUnderWay < MAX_STATEMENTS_AT_ONCE && queue.waiting.size > 0) {
      const taken: [string, Waiting<Change, Saved>][] = [];
      for (const [key, changes] of queue.waiting) {
        if (taken.length === MAX_CHANGES_AT_ONCE) break;
        taken.push([key, changes.shift()!]);
      }
      for (const [key] of taken) {
        const changes = queue.waiting.get(key)!;
        queue.waiting.delete(key);
        // Its next change goes behind the others' oldest.
        if (changes.length > 0) queue.waiting.set(key, changes);
      }
      countChangesWaiting(-taken.length);
      queue.statementsUnderWay++;
      // In the turn of the oldest change: the statement carries it first.
      void inTurnOf(taken[0]![1].arrival, () => saveTogether(db, taken)).finally(() => {
        queue.statementsUnderWay--;
        send(db, queue);
      });
    }
  };

  const alone = (db: Database, waiting: Waiting<Change, Saved>) =>
    inTurnOf(waiting.arrival, () => kind.one(db, waiting.change));

  /** Resolves once the statement is done; the changes it left out are tried alone after it. */
  const saveTogether = async (db: Database, taken: [string, Waiting<Change, Saved>][]) => {
    if (taken.length === 1) {
      const [[, only]] = taken as [[string, Waiting<Change, Saved>]];
      const saved = kind.one(db, only.change);
      only.answer(saved);
      await saved.catch(() => {});
      return;
    }
    const saved = await kind
      .several(
        db,
        taken.map(([, waiting]) => waiting.change),
      )
      .catch(() => undefined);
    for (const [key, waiting] of taken) {
      const found = saved?.get(key);
      waiting.answer(found === undefined ? alone(db, waiting) : Promise.resolve(found));
    }
  };

  return (db, change) => {
    let queue = queues.get(db);
    if (!queue) queues.set(db, (queue = { waiting: new Map(), statementsUnderWay: 0 }));
    const key = kind.keyOf(change);
    const answered = new Promise<Saved | null>((answer) => {
      const waiting = { change, answer, arrival: currentArrival() };
      const ofKey = queue.waiting.get(key);
      if (ofKey) ofKey.push(waiting);
      else queue.waiting.set(key, [waiting]);
    });
    countChangesWaiting(1);
    send(db, queue);
    return answered;
  };
}
